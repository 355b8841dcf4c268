import {
  DomainError,
  formatMoney,
  isLanguage,
  ORDER_MESSAGES,
  pieceShare,
  remainingLines,
  splitRefund,
  STAFF_REFUND_MESSAGES,
  ValidationFailed,
  withdrawalAmounts,
  withdrawalIssues,
  type Language,
  type RefundParts,
  type StaffRefundInput,
  type WithdrawalAmounts,
} from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import type { StockService } from '../catalog/catalog.types'
import type { PaymentsService } from '../payments/payments.types'
import type { WalletService } from '../wallet/wallet.types'
import { nameIn } from './orders.read'
import { refundableOf, type RefundLineRow } from './orders.refund-rows'
import { destinationsOf, refundInTx, type CardRefund } from './orders.refunds'
import { addEvent, createOrdersRepository, nextEventTime } from './orders.repository'
import type { CreditLine } from './orders.types'
import { givenBack, withdrawableInTx } from './orders.withdrawal'

export interface StaffRefundsDeps {
  db: Db
  wallet: WalletService
  payments: Pick<PaymentsService, 'refund' | 'mayRefundToWallet'>
  stock: StockService
  audit: AuditLog
  log: FastifyBaseLogger
  now?: () => Date
  /** The refund's credit note, issued after the commit (modules/invoices; decision 039) */
  documents?: { creditForRefund(req: { order_id: string; key: string; amount_cents: number; reason: string; lines?: CreditLine[] }): Promise<{ number: string }> }
  /** The shopper's email about the refund, after the credit note (orders.staff-refund-emails.ts) */
  mails?: { refunded(orderId: string, refundId: string): Promise<void> }
}

type Staff = Pick<AuthUser, 'id' | 'username'>

/** What the transaction decided: the refund row's id, and what follows the commit. */
interface Decided {
  id: string
  created: boolean
  card: CardRefund | null
  amount_cents: number
  reason: string
  credit_lines: CreditLine[]
}

const own = (tx: Tx) => tablesOf<OrdersTables>(tx)
/** A request waits for staff: answer it first, so its refund and this one never count the same pieces. */
const WAITING = ['request_cancel', 'request_return']

/**
 * Staff refunds (decision 053): a whole order, chosen lines and quantities, or a free amount, never
 * more than the order paid less what was refunded. The order's row is locked by the transaction's
 * first write, so of two refunds at once the second reads what the first refunded and is refused
 * (409) when nothing or too little is left. Split over the payment parts as withdrawals are (domain
 * splitRefund over what is left of each part), refunded by orders.refunds.ts: wallet and gift card
 * in the transaction, the card through the processor after the commit (keyed), then the credit
 * note and the shopper's email. A repeat of the dialog's idempotency key answers the refund made.
 */
export function createStaffRefunds(deps: StaffRefundsDeps) {
  const { db, log } = deps
  const repo = createOrdersRepository(db)
  const now = deps.now ?? (() => new Date())

  /** Refused before anything is written: to the wallet only for an account, and only for a card the rules let fund it. */
  async function checkDestination(orderId: string, input: StaffRefundInput): Promise<void> {
    const order = await repo.state(orderId)
    if (!order) throw new DomainError('order_not_found', ORDER_MESSAGES.notFound)
    if (input.to !== 'wallet') return
    if (!order.user_id) throw new ValidationFailed('refund_wallet_needs_account', STAFF_REFUND_MESSAGES.walletNeedsAccount, [{ path: 'to', message: STAFF_REFUND_MESSAGES.walletNeedsAccount }])
    if (order.paid_card_cents > 0 && order.payment_id && !(await deps.payments.mayRefundToWallet(order.payment_id))) {
      throw new ValidationFailed('refund_to_card_only', ORDER_MESSAGES.refundToCardOnly, [{ path: 'to', message: ORDER_MESSAGES.refundToCardOnly }])
    }
  }

  async function decide(staff: Staff, orderId: string, input: StaffRefundInput): Promise<Decided> {
    return db.kysely.transaction().execute(async (tx): Promise<Decided> => {
      // The first statement writes the order's row: a concurrent refund waits here until this one commits.
      await own(tx).updateTable('shop_order').set({ updated_at: now().toISOString() }).where('id', '=', orderId).execute()
      const made = await own(tx).selectFrom('order_refund').select(['id', 'amount_cents', 'reason']).where('order_id', '=', orderId).where('idempotency_key', '=', input.idempotency_key).executeTakeFirst()
      if (made) return { id: made.id, created: false, card: null, amount_cents: made.amount_cents, reason: made.reason, credit_lines: [] }

      const order = await repo.state(orderId, tx)
      if (!order) throw new DomainError('order_not_found', ORDER_MESSAGES.notFound)
      if (WAITING.includes(order.status)) throw new DomainError('order_request_pending', ORDER_MESSAGES.requestPending)
      const meta = await own(tx)
        .selectFrom('shop_order')
        .select(['lang', 'shipping_cents', 'shipping_net_cents', 'shipping_vat_cents', 'shipping_vat_rate_bp'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      const lang: Language = isLanguage(meta.lang) ? meta.lang : 'en'
      const left = refundableOf(order)
      if (left <= 0) throw new DomainError('refund_nothing_left', STAFF_REFUND_MESSAGES.nothingLeft)
      const tooLarge = () => new DomainError('refund_exceeds_left', STAFF_REFUND_MESSAGES.tooLarge(formatMoney(left, 'en', { currency: order.currency })))

      const { lines: withdrawable, shipping } = await withdrawableInTx(tx, orderId)
      let kind: 'whole' | 'lines' | 'amount'
      let amount: number
      let pieces: WithdrawalAmounts | null = null
      if (input.lines) {
        kind = 'lines'
        const issues = withdrawalIssues(withdrawable, input.lines)
        if (issues.length) throw new ValidationFailed('refund_lines_invalid', issues[0]!.message, issues)
        pieces = withdrawalAmounts(withdrawable, shipping, input.lines)
        amount = pieces.amount_cents
      } else if (input.amount_cents !== undefined) {
        kind = 'amount'
        amount = input.amount_cents
      } else {
        // Everything left. Its pieces are listed when they add up to it (no free amount was refunded before).
        kind = 'whole'
        amount = left
        const rest = remainingLines(withdrawable)
        const all = rest.length ? withdrawalAmounts(withdrawable, shipping, rest) : null
        if (all && all.amount_cents === left) pieces = all
      }
      if (amount > left) throw tooLarge()

      const given = await givenBack(tx, orderId)
      const partsLeft: RefundParts = {
        wallet: order.paid_wallet_cents - given.wallet,
        gift_card: order.paid_gift_card_cents - given.gift_card,
        card: order.paid_card_cents - given.card,
        cod: order.delivered_at ? order.cod_cents - given.cod : 0,
      }
      const parts = splitRefund(amount, partsLeft)
      if (parts.wallet + parts.gift_card + parts.card + parts.cod < amount) throw tooLarge()

      const id = newId('orf')
      const at = await nextEventTime(tx, orderId, now())
      const refund = await refundInTx(tx, deps.wallet, order, parts, {
        cardTo: input.to,
        // Cash cannot go back as cash: an account's comes back as wallet credit, a guest's by a bank transfer staff send.
        codTo: order.user_id ? 'wallet' : 'bank',
        at,
        scope: `staff:${id}`,
      })
      if (refund.refunded_cents <= 0) throw new DomainError('refund_nothing_left', STAFF_REFUND_MESSAGES.nothingLeft)

      const orderLines = await own(tx).selectFrom('order_line').select(['product_id', 'variant_id', 'name', 'variant_label', 'unit_price_cents', 'discount_cents', 'quantity']).where('order_id', '=', orderId).execute()
      const lineRows: RefundLineRow[] = (pieces?.lines ?? []).map((p) => {
        const line = orderLines.find((l) => l.variant_id === p.line_id)
        return {
          line_id: p.line_id,
          name: line ? nameIn(line.name, lang) : p.line_id,
          size_label: line ? nameIn(line.variant_label, lang) : '',
          quantity: p.quantity,
          amount_cents: p.gross_cents,
          net_cents: p.net_cents,
          vat_cents: p.vat_cents,
          vat_rate_bp: p.vat_rate_bp,
        }
      })
      const restock = input.restock && lineRows.length > 0
      if (restock) {
        await deps.stock.restore(
          tx,
          lineRows.map((l) => ({ product_id: orderLines.find((o) => o.variant_id === l.line_id)?.product_id ?? '', variant_id: l.line_id, quantity: l.quantity })),
        )
      }
      const shippingCents = pieces?.shipping?.gross_cents ?? 0
      await own(tx)
        .insertInto('order_refund')
        .values({
          id,
          order_id: orderId,
          idempotency_key: input.idempotency_key,
          kind,
          amount_cents: refund.refunded_cents,
          shipping_cents: shippingCents,
          reason: input.reason,
          lines: JSON.stringify(lineRows),
          parts: JSON.stringify(refund.record),
          restocked: restock ? 1 : 0,
          staff_id: staff.id,
          credit_note: null,
          created_at: at,
        })
        .execute()
      const money = formatMoney(refund.refunded_cents, 'en', { currency: order.currency })
      await addEvent(tx, { order_id: orderId, status: order.status, actor: 'staff', actor_id: staff.id, note: [`Refund ${money}`, input.reason].filter(Boolean).join(': '), at })
      await deps.audit.record(tx, staff, {
        action: 'order.refund',
        entity: 'order',
        entity_id: orderId,
        details: { number: order.number, refund: id, kind, amount_cents: refund.refunded_cents, restocked: restock, to: destinationsOf(refund.record), reason: input.reason },
      })

      // The credit note lists the pieces (and the shipping) when they make the whole amount; else one amount line.
      const creditLines: CreditLine[] = pieces && pieces.amount_cents === refund.refunded_cents
        ? [
            ...lineRows.map((l): CreditLine => {
              const line = orderLines.find((o) => o.variant_id === l.line_id)
              const before = withdrawable.find((w) => w.line_id === l.line_id)?.withdrawn ?? 0
              return {
                kind: 'item',
                name: l.name,
                size: l.size_label,
                quantity: l.quantity,
                unit_price_cents: line?.unit_price_cents ?? 0,
                discount_cents: line ? pieceShare(line.discount_cents, before, l.quantity, line.quantity) : 0,
                net_cents: l.net_cents,
                vat_rate_bp: l.vat_rate_bp,
                vat_cents: l.vat_cents,
                gross_cents: l.amount_cents,
              }
            }),
            ...(pieces.shipping
              ? [{ kind: 'shipping' as const, name: '', size: '', quantity: 1, unit_price_cents: meta.shipping_cents, discount_cents: 0, net_cents: pieces.shipping.net_cents, vat_rate_bp: pieces.shipping.vat_rate_bp, vat_cents: pieces.shipping.vat_cents, gross_cents: pieces.shipping.gross_cents }]
              : []),
          ]
        : []
      return { id, created: true, card: refund.card, amount_cents: refund.refunded_cents, reason: input.reason, credit_lines: creditLines }
    })
  }

  return {
    /** Answers the refund's id, and whether this call made it (false: a repeat of its key). */
    async refund(staff: Staff, orderId: string, input: StaffRefundInput): Promise<{ id: string; created: boolean }> {
      await checkDestination(orderId, input)
      const decided = await decide(staff, orderId, input)
      if (!decided.created) return { id: decided.id, created: false }
      if (decided.card) {
        try {
          await deps.payments.refund(decided.card.payment_id, decided.card.amount_cents, decided.card.idempotency_key)
        } catch (err) {
          // The refund stays in the books; the processor call can be repeated with the same key.
          log.error({ err, orderId, paymentId: decided.card.payment_id }, 'card refund failed after the staff refund was written')
        }
      }
      if (deps.documents) {
        try {
          const note = await deps.documents.creditForRefund({
            order_id: orderId,
            key: `staff_refund:${decided.id}`,
            amount_cents: decided.amount_cents,
            reason: decided.reason,
            ...(decided.credit_lines.length ? { lines: decided.credit_lines } : {}),
          })
          await own(db.kysely).updateTable('order_refund').set({ credit_note: note.number }).where('id', '=', decided.id).execute()
        } catch (err) {
          log.error({ err, orderId, refundId: decided.id }, 'credit note failed after the staff refund')
        }
      }
      if (deps.mails) {
        await deps.mails.refunded(orderId, decided.id).catch((err: unknown) => log.error({ err, orderId, refundId: decided.id }, 'refund email failed'))
      }
      return { id: decided.id, created: true }
    },
  }
}
export type StaffRefunds = ReturnType<typeof createStaffRefunds>

