import {
  creditNoteNumber,
  creditRows,
  DomainError,
  INVOICE_MESSAGES,
  invoiceNumber,
  subtractRows,
  type DocumentKind,
  type OrderDocument,
  type VatRow,
} from '@shop/domain'
import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CreditNoteTable, InvoicesTables } from '../../db/tables/invoices'
import type { Tx } from '../../db/tx'
import { serverSecret } from '../../db/server-secret'
import { hmac, sameText } from '../../lib/crypto'
import { newId } from '../../lib/ids'
import { documentOrder } from '../orders/orders.documents.service'
import type { SettingsService } from '../settings/settings.service'
import { buyerOf, isNumbered, isPaid, json, linesOf, paymentOf, rowsOf, toCreditNote, toInvoice } from './invoices.content'
import type { CreditNote, CreditRequest, Invoice } from './invoices.types'

const invoiceMissing = () => new DomainError('document_not_found', INVOICE_MESSAGES.invoiceNotFound)
const creditNoteMissing = () => new DomainError('document_not_found', INVOICE_MESSAGES.creditNoteNotFound)

/** Thrown inside a numbering transaction to roll it back (and the number with it) when another request won. */
class AlreadyIssued extends Error {}

/**
 * Takes the next `count` numbers of `kind` in `year` in the caller's short transaction and answers
 * the first (decision 039): the year's row is inserted on first use, then one conditional update
 * moves it on. On PostgreSQL the update holds the row's lock until that transaction ends, so two
 * documents never share a number, and a transaction that rolls back gives its numbers back: no gaps.
 */
async function takeNumbers(tx: Tx, kind: DocumentKind, year: number, count = 1): Promise<number> {
  const k = tablesOf<InvoicesTables>(tx)
  await k
    .insertInto('document_sequence')
    .values({ kind, year, next_seq: 1 })
    .onConflict((oc) => oc.columns(['kind', 'year']).doNothing())
    .execute()
  const row = await k
    .updateTable('document_sequence')
    .set((eb) => ({ next_seq: eb('next_seq', '+', count) }))
    .where('kind', '=', kind)
    .where('year', '=', year)
    .returning('next_seq')
    .executeTakeFirstOrThrow()
  return Number(row.next_seq) - count
}

/** Any number, the same in every process: the invoice numbering's advisory lock on PostgreSQL. */
const NUMBERING_LOCK = 39_001
/** At most this many invoices numbered per transaction (keeps the lock's hold short). */
const NUMBERING_BATCH = 200

export interface DocumentLinks {
  /** Relative URL of the order's documents for its owner; with `key`, for anyone holding the link (emails, guests) */
  base: string
  key?: string
}

/**
 * Invoices and credit notes (issue 18, decision 039). Each is issued in one short transaction of
 * its own that takes its number and writes it, never inside the order's transaction; issuing again
 * answers the document already issued.
 */
export function createInvoicesService({ db, settings, now = () => new Date() }: { db: Db; settings: SettingsService; now?: () => Date }) {
  const k = () => tablesOf<InvoicesTables>(db.kysely)
  const secret = serverSecret(db)

  const invoiceRow = (orderId: string) => k().selectFrom('invoice').selectAll().where('order_id', '=', orderId).executeTakeFirst()

  /** The order's invoice once it has its number; null before. */
  async function invoiceOf(orderId: string): Promise<Invoice | null> {
    const row = await invoiceRow(orderId)
    return row && isNumbered(row) ? toInvoice(row) : null
  }

  /**
   * Numbers every invoice waiting for one, oldest first, in one short transaction (decision 039).
   * Whoever holds the numbering lock numbers the waiting invoices of everyone else too, so under
   * load one transaction (and one commit) numbers many: the lock is not taken once per order. On
   * PostgreSQL the lock is a transaction advisory lock: a caller that finds its invoice already
   * numbered writes nothing, and its commit costs no disk flush. SQLite runs one transaction at a
   * time anyway. The sequence row moves on by exactly the count numbered, in the same commit.
   */
  async function numberWaiting(): Promise<void> {
    await db.kysely.transaction().execute(async (tx) => {
      if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${NUMBERING_LOCK})`.execute(tx)
      const t = tablesOf<InvoicesTables>(tx)
      const waiting = await t
        .selectFrom('invoice')
        .select(['id', 'vat_country', 'currency', 'vat_rows'])
        .where('seq', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .limit(NUMBERING_BATCH)
        .execute()
      if (!waiting.length) return
      const at = now()
      const year = at.getUTCFullYear()
      const issuedAt = at.toISOString()
      const first = await takeNumbers(tx, 'invoice', year, waiting.length)
      for (const [i, w] of waiting.entries()) {
        const seq = first + i
        await t.updateTable('invoice').set({ year, seq, number: invoiceNumber(year, seq), issued_at: issuedAt }).where('id', '=', w.id).execute()
      }
      await t
        .insertInto('document_vat_line')
        .values(
          waiting.flatMap((w) =>
            json<VatRow[]>(w.vat_rows).map((r) => ({ document_id: w.id, kind: 'invoice', issued_at: issuedAt, country: w.vat_country, currency: w.currency, vat_rate_bp: r.vat_rate_bp, net_cents: r.net_cents, vat_cents: r.vat_cents })),
          ),
        )
        .execute()
    })
  }

  /**
   * Issues the order's invoice once it is paid: written first (its figures copied from the order,
   * the seller from the settings), then numbered. Issuing again, or twice at once, answers the same
   * invoice (order_id is unique). An invoice a crash left unnumbered is numbered by the next call.
   */
  async function issueForOrder(orderId: string): Promise<Invoice> {
    const existing = await invoiceRow(orderId)
    if (existing && isNumbered(existing)) return toInvoice(existing)
    if (!existing) {
      const order = await documentOrder(db, orderId)
      if (!order) throw new DomainError('order_not_found', 'Order was not found')
      if (!isPaid(order)) throw new DomainError('order_not_paid', INVOICE_MESSAGES.orderNotPaid)
      const { updated_at: _u, ...seller } = await settings.seller()
      const lines = linesOf(order)
      const vatRows = rowsOf(lines)
      await k()
        .insertInto('invoice')
        .values({
          id: newId('inv'),
          order_id: order.id,
          order_number: order.number,
          number: null,
          year: null,
          seq: null,
          created_at: now().toISOString(),
          issued_at: null,
          supplied_at: order.cod_cents > 0 && order.delivered_at ? order.delivered_at : order.created_at,
          lang: order.lang,
          currency: order.currency,
          vat_country: order.vat_country,
          net_cents: vatRows.reduce((s, r) => s + r.net_cents, 0),
          vat_cents: vatRows.reduce((s, r) => s + r.vat_cents, 0),
          total_cents: vatRows.reduce((s, r) => s + r.gross_cents, 0),
          seller: JSON.stringify(seller),
          buyer: JSON.stringify(buyerOf(order)),
          lines: JSON.stringify(lines),
          vat_rows: JSON.stringify(vatRows),
          payment: JSON.stringify(paymentOf(order)),
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute()
    }
    // Batches are bounded: under a burst larger than one batch, go again until ours has its number.
    for (;;) {
      await numberWaiting()
      const row = await invoiceRow(orderId)
      if (!row) throw new Error(`The invoice of order ${orderId} was not written`)
      if (isNumbered(row)) return toInvoice(row)
    }
  }

  async function creditNotesOf(orderId: string): Promise<CreditNote[]> {
    const invoice = await invoiceOf(orderId)
    if (!invoice) return []
    const rows = await k().selectFrom('credit_note').selectAll().where('order_id', '=', orderId).orderBy('seq').execute()
    return rows.map((r) => toCreditNote(r, invoice))
  }

  async function creditByKey(key: string): Promise<CreditNote | null> {
    const row = await k().selectFrom('credit_note').selectAll().where('idempotency_key', '=', key).executeTakeFirst()
    if (!row) return null
    const invoice = await invoiceOf(row.order_id)
    return invoice && toCreditNote(row, invoice)
  }

  async function creditForRefund(req: CreditRequest): Promise<CreditNote> {
    const existing = await creditByKey(req.key)
    if (existing) return existing
    if (!Number.isInteger(req.amount_cents) || req.amount_cents < 1) throw new DomainError('validation_failed', INVOICE_MESSAGES.creditAmount)
    const lines = req.lines ?? []
    if (lines.length && lines.reduce((s, l) => s + l.gross_cents, 0) !== req.amount_cents) throw new DomainError('validation_failed', INVOICE_MESSAGES.creditAmount)
    const invoice = await issueForOrder(req.order_id)
    const seller = await settings.seller()
    const { updated_at: _u, ...sellerCopy } = seller
    const at = now()
    const year = at.getUTCFullYear()
    try {
      return await db.kysely.transaction().execute(async (tx) => {
        const seq = await takeNumbers(tx, 'credit_note', year)
        // Under the sequence's lock every credit note of the year is written one at a time, so what
        // is left of the invoice read here stays true until this one commits.
        const t = tablesOf<InvoicesTables>(tx)
        if (await t.selectFrom('credit_note').select('id').where('idempotency_key', '=', req.key).executeTakeFirst()) throw new AlreadyIssued()
        const before = await t.selectFrom('credit_note').select('vat_rows').where('invoice_id', '=', invoice.id).execute()
        const left = subtractRows(invoice.vat_rows, before.flatMap((r) => json<VatRow[]>(r.vat_rows)))
        const leftGross = left.reduce((s, r) => s + r.gross_cents, 0)
        if (req.amount_cents > leftGross) throw new DomainError('credit_exceeds_invoice', INVOICE_MESSAGES.creditTooLarge)
        const rows = lines.length ? rowsOf(lines) : creditRows(req.amount_cents, left)
        // Lines credit their own VAT: never more at a rate than the invoice has left at it.
        if (lines.length && rows.some((r) => r.gross_cents > (left.find((l) => l.vat_rate_bp === r.vat_rate_bp)?.gross_cents ?? 0))) {
          throw new DomainError('credit_exceeds_invoice', INVOICE_MESSAGES.creditTooLarge)
        }
        const row: Selectable<CreditNoteTable> = {
          id: newId('crn'),
          number: creditNoteNumber(year, seq),
          year,
          seq,
          invoice_id: invoice.id,
          order_id: invoice.order_id,
          order_number: invoice.order_number,
          idempotency_key: req.key,
          issued_at: at.toISOString(),
          lang: invoice.lang,
          currency: invoice.currency,
          vat_country: invoice.vat_country,
          amount_cents: req.amount_cents,
          net_cents: rows.reduce((s, r) => s + r.net_cents, 0),
          vat_cents: rows.reduce((s, r) => s + r.vat_cents, 0),
          vat_rows: JSON.stringify(rows),
          seller: JSON.stringify(sellerCopy),
          reason: req.reason.slice(0, 500),
          lines: JSON.stringify(lines),
        }
        await t.insertInto('credit_note').values(row).execute()
        await t
          .insertInto('document_vat_line')
          .values(rows.map((r) => ({ document_id: row.id, kind: 'credit_note', issued_at: row.issued_at, country: row.vat_country, currency: row.currency, vat_rate_bp: r.vat_rate_bp, net_cents: r.net_cents, vat_cents: r.vat_cents })))
          .execute()
        return toCreditNote(row, invoice)
      })
    } catch (err) {
      const winner = await creditByKey(req.key)
      if (winner) return winner
      throw err
    }
  }

  /** The key that opens an order's documents without signing in (links in emails and for tracking guests). */
  async function keyFor(orderId: string): Promise<string> {
    return hmac(await secret(), `order-documents:${orderId}`).slice(0, 32)
  }

  async function documents(orderId: string, links: DocumentLinks): Promise<OrderDocument[]> {
    const invoice = await invoiceOf(orderId)
    if (!invoice) return []
    const query = links.key ? `?key=${encodeURIComponent(links.key)}` : ''
    const notes = await creditNotesOf(orderId)
    return [
      { kind: 'invoice', number: invoice.number, issued_at: invoice.issued_at, currency: invoice.currency, amount_cents: invoice.total_cents, url: `${links.base}/invoice.pdf${query}` },
      ...notes.map((n): OrderDocument => ({
        kind: 'credit_note',
        number: n.number,
        issued_at: n.issued_at,
        currency: n.currency,
        amount_cents: n.amount_cents,
        url: `${links.base}/credit-notes/${n.number}.pdf${query}`,
      })),
    ]
  }

  return {
    issueForOrder,
    creditForRefund,
    invoiceOf,
    creditNotesOf,
    async invoice(orderId: string): Promise<Invoice> {
      const invoice = await invoiceOf(orderId)
      if (!invoice) throw invoiceMissing()
      return invoice
    },
    async creditNote(orderId: string, number: string): Promise<CreditNote> {
      const invoice = await invoiceOf(orderId)
      const row = invoice && (await k().selectFrom('credit_note').selectAll().where('order_id', '=', orderId).where('number', '=', number).executeTakeFirst())
      if (!invoice || !row) throw creditNoteMissing()
      return toCreditNote(row, invoice)
    },
    documents,
    keyFor,
    async keyOpens(orderId: string, key: string): Promise<boolean> {
      return sameText(key, await keyFor(orderId))
    },
    /**
     * The invoice's address for the order confirmation email (absolute, opens without signing in):
     * `${publicUrl}/api/orders/<id>/invoice.pdf?key=…`.
     */
    async invoiceUrl(publicUrl: string, orderId: string): Promise<string> {
      return `${publicUrl.replace(/\/$/, '')}/api/orders/${orderId}/invoice.pdf?key=${await keyFor(orderId)}`
    },
  }
}
export type InvoicesService = ReturnType<typeof createInvoicesService>
