import {
  DomainError,
  REFUNDING_STATUSES,
  type OrderRequestInput,
  type OrderStatus,
  type ReasonOf,
  type RefundDestination,
  type WithdrawalInput,
  type WithdrawalRefusal,
} from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'
import type { StockService } from '../catalog/catalog.types'
import { shopperKeys, type CouponService } from '../coupons/coupons.types'
import type { PaymentsService } from '../payments/payments.types'
import type { WalletService } from '../wallet/wallet.types'
import { refundInTx, type Refunded } from './orders.refunds'
import {
  addEvent,
  decideRequest,
  insertRequest,
  moveStatus,
  nextEventTime,
  orderCoupons,
  orderLines,
  pendingRequest,
  type OrderStateRow,
} from './orders.repository'
import type { CreditLine, OrderDocuments, OrderNotifier } from './orders.types'
import { acceptWithdrawalInTx, insertWithdrawal } from './orders.withdrawal'
import type { Tx } from '../../db/tx'

/** A 409's reason and text */
export type Refusal = [reason: ReasonOf<'conflict'>, message: string]

/** One move of an order along the machine, with everything that goes with it. */
export interface Change {
  order: OrderStateRow
  to: OrderStatus
  actor: 'shopper' | 'staff' | 'system'
  /** Null for a guest (a withdrawal from the tracking page) */
  actorId: string | null
  note: string
  /** The 409's text when the order is no longer where it was read (someone else moved it first) */
  conflict: Refusal
  /** Set the status to go on from after a rejected cancel request (undefined: leave it) */
  resumeStatus?: OrderStatus | null
  /** A new cancel request: pending for staff, or accepted at once (the shopper's immediate cancel) */
  request?: { kind: 'cancel'; input: OrderRequestInput; accepted?: boolean; taken: Refusal }
  /**
   * A withdrawal (decision 044): its lines are checked and written in the change's transaction,
   * and its receipt is mailed at once instead of the status email
   */
  withdrawal?: WithdrawalInput
  /** Answer the order's pending request */
  decide?: 'accepted' | 'rejected'
  /** The ground a withdrawal is refused on (return_reject only) */
  refusal?: WithdrawalRefusal
  /** Where the card part of a refund goes when no request says otherwise */
  cardTo?: RefundDestination
  /** A staff member's change: written to the audit log in the same transaction */
  staff?: Pick<AuthUser, 'id' | 'username'>
  /** Another module's write that must commit with the change (it throws to refuse it) */
  within?: (tx: Tx) => Promise<void>
}

export interface LifecycleDeps {
  db: Db
  wallet: WalletService
  payments: PaymentsService
  stock: StockService
  /** A cancelled order's coupon uses are given back */
  coupons: Pick<CouponService, 'release'>
  notifier: OrderNotifier
  log: FastifyBaseLogger
  audit: AuditLog
  now: () => Date
  /** Invoices and credit notes (decision 039): cash on delivery is invoiced when delivered, a refund gets a credit note */
  documents?: OrderDocuments
  /** The receipt of a withdrawal, mailed at once after it committed (orders.withdrawal-emails.ts) */
  withdrawalReceipts?: { received(orderId: string, requestId: string): Promise<void> }
  /** An order paid by bank transfer is cancelled: its awaited transfer is no longer awaited (decision 052) */
  transfers?: { cancelled(tx: Tx, orderId: string, at: string): Promise<void> }
}

/** What a change refunded, and the credit note it calls for. */
interface Outcome {
  refund: Refunded | null
  credit: { key: string; amount_cents: number; lines?: CreditLine[]; reason?: string } | null
  requestId: string | null
}

/**
 * Applies a change in ONE transaction: the conditional status update comes first (so of two
 * concurrent moves exactly one wins and the other writes nothing), then the event, the request,
 * stock, coupon uses and the refunds. The card refund and the email follow the commit.
 */
export function createLifecycle({ db, wallet, payments, stock, coupons, notifier, log, audit, now, documents, withdrawalReceipts, transfers }: LifecycleDeps) {
  /**
   * After the change committed: cash on delivery is paid when delivered, so its invoice comes then;
   * money given back gets a credit note (one per order and refunding status: its key). A failure
   * here is logged, never undoes the change: issuing again is safe (decision 039).
   */
  async function issueDocuments({ order, to, note }: Change, outcome: Outcome): Promise<void> {
    if (!documents) return
    try {
      if (to === 'delivered_order' && order.cod_cents > 0) await documents.issueForOrder(order.id)
      const { refund, credit } = outcome
      if (refund && refund.refunded_cents > 0 && credit) await documents.creditForRefund({ order_id: order.id, reason: note || to, ...credit })
    } catch (err) {
      log.error({ err, orderId: order.id, to }, 'invoice or credit note failed after the order changed')
    }
  }

  /** Answers the id of the request the change wrote, if any. */
  return async function apply(change: Change): Promise<{ requestId: string | null }> {
    const { order, to } = change
    // Asked before the transaction (the payment's country never changes): a card issued abroad is
    // refunded to the card, whatever a request or a staff decision said (decision 022).
    const cardMayGoToWallet = REFUNDING_STATUSES.includes(to) && order.paid_card_cents > 0 && !!order.payment_id
      ? await payments.mayRefundToWallet(order.payment_id)
      : true
    let queued = false
    const outcome = await db.kysely.transaction().execute(async (tx): Promise<Outcome> => {
      const at = await nextEventTime(tx, order.id, now())
      const extra: { resume_status?: OrderStatus | null; delivered_at?: string } = {}
      if (change.resumeStatus !== undefined) extra.resume_status = change.resumeStatus
      if (to === 'delivered_order') extra.delivered_at = at
      if (!(await moveStatus(tx, order.id, order.status, to, at, extra))) throw new DomainError(...change.conflict)
      await addEvent(tx, { order_id: order.id, status: to, actor: change.actor, actor_id: change.actorId, note: change.note, at })
      if (change.within) await change.within(tx)
      if (to === 'cancelled_order' && order.transfer_cents > 0) await transfers?.cancelled(tx, order.id, at)
      // The status email is part of the change: it commits with it, or not at all. A withdrawal's
      // receipt replaces it and goes at once (Art. 11a: acknowledged without undue delay).
      if (!(change.withdrawal && withdrawalReceipts)) queued = await notifier.queueStatus(tx, order.id, at, at)
      if (change.staff) {
        const details = { number: order.number, from: order.status, to, note: change.note }
        await audit.record(tx, change.staff, { action: 'order.status', entity: 'order', entity_id: order.id, details })
      }

      let requestId: string | null = null
      if (change.request) {
        const { kind, input, accepted, taken } = change.request
        requestId = await insertRequest(tx, order.id, kind, input, at, accepted ? { status: 'accepted', by: change.actorId } : undefined)
        if (!requestId) throw new DomainError(...taken)
      }
      if (change.withdrawal) requestId = (await insertWithdrawal(tx, order, change.withdrawal, at)).id
      let cardTo: RefundDestination = change.request?.input.refund_to ?? change.cardTo ?? 'card'
      const pending = change.decide ? await pendingRequest(tx, order.id) : undefined
      if (change.decide && pending) {
        await decideRequest(tx, pending.id, { status: change.decide, by: change.actorId, note: change.note, at, refusal: change.refusal ?? null })
        if (change.decide === 'accepted') cardTo = pending.refund_to
      }

      if (!REFUNDING_STATUSES.includes(to)) return { refund: null, credit: null, requestId }
      // Accepting a withdrawal refunds its pieces (and the shipping with the whole order's last ones).
      if (to === 'return_accept' && pending?.kind === 'return') {
        const accepted = await acceptWithdrawalInTx(tx, { wallet, stock }, order, pending, cardMayGoToWallet, at)
        return { ...accepted, requestId }
      }
      await stock.restore(tx, await orderLines(tx, order.id))
      // A cancelled order never happened: its single-use code may be used again (docs/decisions/019-coupon-uses-on-cancel.md).
      if (to === 'cancelled_order') {
        const used = await orderCoupons(tx, order.id)
        if (used.codes.length) await coupons.release(tx, used.codes, shopperKeys(used.user_id, used.email))
      }
      // Before delivery nothing was collected at the door: the prepaid parts come back.
      const parts = { wallet: order.paid_wallet_cents, gift_card: order.paid_gift_card_cents, card: order.paid_card_cents, cod: 0 }
      const refund = await refundInTx(tx, wallet, order, parts, { cardTo: cardMayGoToWallet ? cardTo : 'card', codTo: 'wallet', at })
      return { refund, credit: { key: `refund:${order.id}:${to}`, amount_cents: refund.refunded_cents }, requestId }
    })

    const cardRefund = outcome.refund?.card
    if (cardRefund) {
      try {
        await payments.refund(cardRefund.payment_id, cardRefund.amount_cents, cardRefund.idempotency_key)
      } catch (err) {
        // The order stays refunded in the books; the gateway call can be retried with the same key.
        log.error({ err, orderId: order.id, paymentId: cardRefund.payment_id }, 'card refund failed after the order was refunded')
      }
    }
    await issueDocuments(change, outcome)
    if (change.withdrawal && outcome.requestId && withdrawalReceipts) {
      withdrawalReceipts.received(order.id, outcome.requestId).catch((err: unknown) => log.error({ err, orderId: order.id }, 'withdrawal receipt failed'))
    } else if (!queued) {
      notifier.statusChanged(order.id, to).catch((err: unknown) => log.error({ err, orderId: order.id }, 'order status email failed'))
    }
    return { requestId: outcome.requestId }
  }
}
export type Lifecycle = ReturnType<typeof createLifecycle>
