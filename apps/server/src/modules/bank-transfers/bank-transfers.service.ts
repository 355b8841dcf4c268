import {
  BANK_TRANSFER_MESSAGES,
  DomainError,
  formatDate,
  formatMoney,
  NotFound,
  transferSchemeOf,
  type BankTransfer,
  type Currency,
  type Order,
  type StaffBankTransfer,
  type StatementImportResult,
  type StatementUnmatched,
  type TransferStatus,
} from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { BankTransfersTables } from '../../db/tables/bank-transfers'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import { escapeHtml as e } from '../../lib/html'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import type { Mailer, MailAttachment } from '../notifications/notifications.types'
import type { OrderDocuments } from '../orders/orders.types'
import { epcPayload, qrPng, qrSvg, spaydPayload } from './bank-transfers.qr'
import { cancelTransfer, createTransfersRepository, insertTransfer, payTransfer, type TransferRow } from './bank-transfers.repository'
import { parseStatement, type ParsedLine } from './bank-transfers.statement'
import { TRANSFER_TEXTS } from './bank-transfers.texts'
import type { TransferOrders } from './bank-transfers.types'

export interface BankTransfersDeps {
  db: Db
  orders: TransferOrders & { read(id: string): Promise<Order | null> }
  /** The seller's name and IBAN as the settings hold them now, read in the order's transaction */
  seller: (tx: Tx) => Promise<{ name: string; iban: string }>
  config: Pick<Config, 'BANK_TRANSFER_DAYS' | 'BANK_TRANSFER_BIC' | 'PUBLIC_URL'>
  /** A paid order's invoice (decision 039), issued after the payment committed */
  documents?: Pick<OrderDocuments, 'issueForOrder'>
  mailer: Mailer
  audit: AuditLog
  log: FastifyBaseLogger
  now?: () => Date
}

const DAY_MS = 86_400_000
const day = (d: Date) => d.toISOString().slice(0, 10)
const notAwaiting = () => new DomainError('transfer_not_awaiting', BANK_TRANSFER_MESSAGES.notAwaiting)

/** The QR payload of a transfer row: SPAYD for koruna, EPC for euro. */
export function payloadOf(t: Pick<TransferRow, 'currency' | 'iban' | 'bic' | 'beneficiary' | 'amount_cents' | 'variable_symbol' | 'order_number'>): { scheme: 'spayd' | 'epc'; payload: string } {
  const order = { iban: t.iban, bic: t.bic, beneficiary: t.beneficiary, amount_cents: t.amount_cents, variable_symbol: t.variable_symbol, message: t.order_number }
  return transferSchemeOf(t.currency as Currency) === 'spayd' ? { scheme: 'spayd', payload: spaydPayload(order) } : { scheme: 'epc', payload: epcPayload(order) }
}

export function createBankTransfers(deps: BankTransfersDeps) {
  const { db, orders, config, mailer, audit, log } = deps
  const now = deps.now ?? (() => new Date())
  const repo = createTransfersRepository(db)

  async function answer(row: TransferRow): Promise<BankTransfer> {
    const qr = payloadOf(row)
    return { ...toPlain(row), qr: { ...qr, svg: await qrSvg(qr.payload) } }
  }

  async function ofOrder(orderId: string): Promise<BankTransfer> {
    const row = await repo.byOrder(orderId)
    if (!row) throw new NotFound('bank transfer', 'transfer_not_found')
    return answer(row)
  }

  /** After the payment committed: the shopper's "payment received", then the invoice (the invoices' sweep retries it). Failures are logged. */
  async function afterPaid(orderId: string): Promise<void> {
    await mailPaid(orderId)
    if (deps.documents) await deps.documents.issueForOrder(orderId).catch((err: unknown) => log.error({ err, orderId }, 'invoice failed after the transfer was paid'))
  }

  async function mailPaid(orderId: string): Promise<void> {
    try {
      const order = await orders.read(orderId)
      if (!order) return
      const t = TRANSFER_TEXTS[order.lang]
      const amount = formatMoney(order.payment.transfer_cents, order.lang, { currency: order.currency })
      const track = `${config.PUBLIC_URL.replace(/\/+$/, '')}/trackorder?number=${encodeURIComponent(order.number)}`
      const intro = t.receivedIntro(amount, order.number)
      await mailer.send({
        to: order.email,
        subject: t.receivedSubject(order.number),
        text: [intro, t.receivedNext, '', `${t.track}: ${track}`, '', t.thanks, ''].join('\n'),
        html: `<div style="font-family:Georgia,serif;color:#2f3b2f;max-width:560px"><p>${e(intro)}<br>${e(t.receivedNext)}</p><p><a href="${e(track)}">${e(t.track)}</a></p><p>${e(t.thanks)}</p></div>`,
      })
    } catch (err) {
      log.error({ err, orderId }, 'payment received email failed')
    }
  }

  /** In one transaction: the order's transfer part arrived (the orders module's conditional update first), then the row. */
  async function pay(tx: Tx, orderId: string, at: Date, by: string, lineId: string | null): Promise<boolean> {
    if (!(await orders.transferArrived(tx, orderId, at))) return false
    return payTransfer(tx, orderId, at.toISOString(), by, lineId)
  }

  /** One statement line in a transaction of its own: recorded once (by fingerprint), and paying at most one transfer. */
  async function importLine(staff: Pick<AuthUser, 'id'>, l: ParsedLine, at: Date): Promise<{ why: StatementUnmatched | null; order_id: string | null; order_number: string | null }> {
    return db.kysely.transaction().execute(async (tx) => {
      const transfer = l.reference ? await repo.bySymbol(l.reference, tx) : undefined
      let why: StatementUnmatched | null = null
      if (!l.credit) why = 'not_a_credit'
      else if (!l.reference) why = 'no_reference'
      else if (!transfer) why = 'unknown_reference'
      else if (transfer.currency !== l.currency) why = 'currency_differs'
      else if (transfer.amount_cents !== l.amount_cents) why = 'amount_differs'
      else if (transfer.status === 'paid') why = 'already_paid'
      else if (transfer.status === 'cancelled') why = 'order_cancelled'
      const id = newId('bsl')
      const inserted = await tablesOf<BankTransfersTables>(tx)
        .insertInto('bank_statement_line')
        .values({
          id,
          fingerprint: l.fingerprint,
          booked_on: l.booked_on,
          amount_cents: l.amount_cents,
          currency: l.currency,
          reference: l.reference,
          counterparty: l.counterparty.slice(0, 140),
          outcome: why ?? 'matched',
          order_id: transfer?.order_id ?? null,
          imported_by: staff.id,
          imported_at: at.toISOString(),
        })
        .onConflict((oc) => oc.column('fingerprint').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (!inserted) return { why: 'already_imported' as const, order_id: null, order_number: transfer?.order_number ?? null }
      if (why || !transfer) return { why, order_id: null, order_number: transfer?.order_number ?? null }
      if (!(await pay(tx, transfer.order_id, at, 'statement', id))) {
        // The order was cancelled (or paid) between the read and the update: the line pays nothing.
        const outcome: StatementUnmatched = (await repo.byOrder(transfer.order_id, tx))?.status === 'paid' ? 'already_paid' : 'order_cancelled'
        await tablesOf<BankTransfersTables>(tx).updateTable('bank_statement_line').set({ outcome }).where('id', '=', id).execute()
        return { why: outcome, order_id: null, order_number: transfer.order_number }
      }
      return { why: null, order_id: transfer.order_id, order_number: transfer.order_number }
    })
  }

  return {
    /** In checkout's transaction: what the shopper is told to pay, fixed now (decision 052). */
    async open(tx: Tx, order: Order, at: Date): Promise<void> {
      const seller = await deps.seller(tx)
      const row = await insertTransfer(tx, {
        order_id: order.id,
        order_number: order.number,
        amount_cents: order.payment.transfer_cents,
        currency: order.currency,
        iban: seller.iban.replace(/\s+/g, '').toUpperCase(),
        bic: config.BANK_TRANSFER_BIC,
        beneficiary: seller.name,
        due_date: day(new Date(at.getTime() + config.BANK_TRANSFER_DAYS * DAY_MS)),
        status: 'awaiting',
        paid_at: null,
        paid_by: null,
        statement_line_id: null,
        cancelled_at: null,
        created_at: at.toISOString(),
      })
      // A payload the schemes refuse (an IBAN or name the bank QR cannot carry) must not become an order.
      payloadOf(row)
    },

    /** The signed-in owner's order (others get 404, as for the order itself). */
    async forUser(userId: string, orderId: string): Promise<BankTransfer> {
      await orders.getForUser(userId, orderId)
      return ofOrder(orderId)
    },

    /** As tracking finds the order: its number and email. */
    async forTracking(number: string, email: string): Promise<BankTransfer> {
      const order = await orders.track(number, email)
      return ofOrder(order.id)
    },

    async staffList(status: TransferStatus): Promise<StaffBankTransfer[]> {
      const rows = await repo.list(status)
      return rows.map((r) => ({ ...toPlain(r), created_at: r.created_at, paid_by: r.paid_by }))
    },

    /** Staff saw the money arrive: once; a second time (or after the cancel) is 409. */
    async markPaid(staff: Pick<AuthUser, 'id' | 'username'>, orderId: string): Promise<StaffBankTransfer> {
      const at = now()
      await db.kysely.transaction().execute(async (tx) => {
        const row = await repo.byOrder(orderId, tx)
        if (!row) throw new NotFound('bank transfer', 'transfer_not_found')
        if (!(await pay(tx, orderId, at, staff.id, null))) throw notAwaiting()
        await audit.record(tx, staff, { action: 'bank_transfer.paid', entity: 'order', entity_id: orderId, details: { number: row.order_number, amount_cents: row.amount_cents, currency: row.currency } })
      })
      await afterPaid(orderId)
      const row = (await repo.byOrder(orderId))!
      return { ...toPlain(row), created_at: row.created_at, paid_by: row.paid_by }
    },

    /**
     * A bank statement (camt.053 XML or CSV): each credit line whose reference names an awaited
     * transfer of exactly its amount in its currency pays it; the others are listed with why.
     * Each line is recorded once by its fingerprint, so the same statement twice pays nothing twice.
     */
    async importStatement(staff: Pick<AuthUser, 'id' | 'username'>, body: string): Promise<StatementImportResult> {
      const statement = parseStatement(body)
      const at = now()
      const result: StatementImportResult = { format: statement.format, lines: statement.lines.length, matched: [], unmatched: [] }
      const paid: string[] = []
      for (const l of statement.lines) {
        const shown = { line: l.line, booked_on: l.booked_on, amount_cents: l.amount_cents, currency: l.currency, reference: l.reference, counterparty: l.counterparty }
        const outcome = await importLine(staff, l, at)
        if (outcome.why) result.unmatched.push({ ...shown, why: outcome.why, order_number: outcome.order_number })
        else {
          result.matched.push({ ...shown, order_number: outcome.order_number! })
          paid.push(outcome.order_id!)
        }
      }
      await db.kysely.transaction().execute((tx) =>
        audit.record(tx, staff, { action: 'bank_transfer.statement', entity: 'bank_statement', entity_id: statement.format, details: { lines: result.lines, matched: result.matched.length } }),
      )
      for (const orderId of paid) await afterPaid(orderId)
      return result
    },

    /** For the order confirmation email: the instructions and the QR code as a PNG attachment; null when the order is not paid by transfer. */
    async instructionsFor(order: Order): Promise<{ text: string[]; html: string; attachments: MailAttachment[] } | null> {
      if (order.payment.transfer_cents <= 0) return null
      const row = await repo.byOrder(order.id)
      if (!row) return null
      const t = TRANSFER_TEXTS[order.lang]
      const money = formatMoney(row.amount_cents, order.lang, { currency: order.currency })
      const rows: Array<[string, string]> = [
        [t.beneficiary, row.beneficiary],
        [t.iban, row.iban.replace(/(.{4})(?=.)/g, '$1 ')],
        ...(row.bic ? [[t.bic, row.bic] as [string, string]] : []),
        [t.amount, money],
        [row.currency === 'CZK' ? t.variableSymbol : t.reference, row.currency === 'CZK' ? row.variable_symbol : payloadOf(row).payload.split('\n')[9]!],
        [t.dueDate, formatDate(`${row.due_date}T12:00:00Z`, order.lang)],
      ]
      const png = await qrPng(payloadOf(row).payload)
      return {
        text: [`${t.payBy}:`, ...rows.map(([k, v]) => `  ${k}: ${v}`), t.qrAttached, t.unpaidCancelled(config.BANK_TRANSFER_DAYS)],
        html: `<p><b>${e(t.payBy)}</b><br>${rows.map(([k, v]) => `${e(k)}: <b>${e(v)}</b>`).join('<br>')}<br><small>${e(t.qrAttached)} ${e(t.unpaidCancelled(config.BANK_TRANSFER_DAYS))}</small></p>`,
        attachments: [{ filename: `qr-${order.number}.png`, content_type: 'image/png', content: png }],
      }
    },

    /**
     * Unpaid past the due date: each order is cancelled by the orders module (stock, coupon uses,
     * the cancellation email); the transfer stops being awaited in the same transaction, and money
     * that came first wins (the cancel is refused). Answers how many were cancelled.
     */
    async cancelOverdue(limit = 100): Promise<number> {
      const today = day(now())
      let cancelled = 0
      for (const { order_id } of await repo.overdue(today, limit)) {
        try {
          const done = await orders.cancelUnpaid(order_id, BANK_TRANSFER_MESSAGES.cancelNote, async (tx) => {
            if (!(await cancelTransfer(tx, order_id, now().toISOString()))) throw notAwaiting()
          })
          if (done) cancelled++
          else await db.kysely.transaction().execute((tx) => cancelTransfer(tx, order_id, now().toISOString()))
        } catch (err) {
          if (err instanceof DomainError && err.code === 'conflict') continue
          log.error({ err, order_id }, 'could not cancel an unpaid bank transfer order')
        }
      }
      return cancelled
    },
  }
}
export type BankTransfers = ReturnType<typeof createBankTransfers>

function toPlain(r: TransferRow): Omit<BankTransfer, 'qr'> {
  return {
    order_id: r.order_id,
    order_number: r.order_number,
    status: r.status as TransferStatus,
    amount_cents: r.amount_cents,
    currency: r.currency as Currency,
    iban: r.iban,
    bic: r.bic,
    beneficiary: r.beneficiary,
    variable_symbol: r.variable_symbol,
    due_date: r.due_date,
    paid_at: r.paid_at,
  }
}

/** For the orders lifecycle (app.ts wiring): a cancelled order's transfer is no longer awaited. */
export const transferCancelHook = { cancelled: async (tx: Tx, orderId: string, at: string) => void (await cancelTransfer(tx, orderId, at)) }
