import {
  awaitsTransferBefore,
  DomainError,
  FORWARD_PATH,
  ORDER_MESSAGES,
  canRequestReturn,
  cancelMode,
  staffTargets,
  type Order,
  type OrderRequestInput,
  type OrderStatus,
  type StaffOrderFilter,
  type ReasonOf,
  type StaffRequestQuery,
  ValidationFailed,
  WITHDRAWABLE_STATUSES,
  WITHDRAWAL_MESSAGES,
  type GuestWithdrawal,
  type WithdrawalInput,
  type BulkPick,
  type OrdersExportQuery,
  type ShipOrder,
  type WithdrawalRefusal,
} from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import type { StockService } from '../catalog/catalog.types'
import type { CouponService } from '../coupons/coupons.types'
import type { PaymentsService } from '../payments/payments.types'
import type { WalletService } from '../wallet/wallet.types'
import type { AuditLog } from '../audit/audit.service'
import { createLifecycle } from './orders.lifecycle'
import type { Tx } from '../../db/tx'
import { insertOrder } from './orders.insert'
import { readOrder, toOrder } from './orders.read'
import { listRequests } from './orders.requests'
import { createOrdersRepository, markTransferPaid, type OrderStateRow } from './orders.repository'
import type { NewOrder, OrderDocuments, OrderNotifier, OrderPlacement } from './orders.types'
import { createFulfilment } from './orders.fulfilment'
import { markBankSent } from './orders.withdrawal'
import { exportRows } from './orders.export'

export interface OrdersDeps {
  db: Db
  wallet: WalletService
  payments: PaymentsService
  stock: StockService
  /** A cancelled order's coupon uses are given back */
  coupons: Pick<CouponService, 'release'>
  notifier: OrderNotifier
  log: FastifyBaseLogger
  /** Staff moves are written to the audit log in the transaction that makes them */
  audit: AuditLog
  now?: () => Date
  /** Invoices and credit notes after a change commits (decision 039) */
  documents?: OrderDocuments
  /** A withdrawal's receipt, mailed at once (decision 044; orders.withdrawal-emails.ts) */
  withdrawalReceipts?: { received(orderId: string, requestId: string): Promise<void> }
  /** An order paid by bank transfer is cancelled: modules/bank-transfers stops awaiting it (decision 052) */
  transfers?: { cancelled(tx: Tx, orderId: string, at: string): Promise<void> }
}

/** An order as staff see it: with the statuses it may move to from where it is. */
export type StaffOrder = Order & { staff_targets: OrderStatus[] }

type Actor = Pick<AuthUser, 'id'>
type StaffActor = Pick<AuthUser, 'id' | 'username'>

const notFound = () => new DomainError('order_not_found', ORDER_MESSAGES.notFound)
const conflict = (reason: ReasonOf<'conflict'>, message: string) => new DomainError(reason, message)
const REQUEST_WAITING: readonly OrderStatus[] = ['request_cancel', 'request_return']

/** The shopper's reason (optional for a withdrawal) and details, as the timeline shows them. */
function requestNote(input: Pick<OrderRequestInput, 'reason' | 'details'>): string {
  return [input.reason, input.details].filter(Boolean).join(': ')
}

/** Which pending request a staff move answers, if any. */
function decisionOf(to: OrderStatus): 'accepted' | 'rejected' | undefined {
  if (to === 'cancelled_order' || to === 'return_accept') return 'accepted'
  if (to === 'cancel_reject' || to === 'return_reject') return 'rejected'
  return undefined
}

/**
 * The order lifecycle after placement (PRODUCT.md "Orders"): what shoppers may see and ask, and
 * what staff may do. Checkout writes orders; this service moves them.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db } = deps
  const repo = createOrdersRepository(db)
  const now = deps.now ?? (() => new Date())
  const apply = createLifecycle({ ...deps, now })
  const fulfilment = createFulfilment({ ...deps, repo, now })

  async function answer(id: string): Promise<Order> {
    const order = await readOrder(db, id, now())
    if (!order) throw notFound()
    return order
  }

  /**
   * A shopper may not ask for an abroad card's money in the wallet (decision 022): refused before
   * anything is written, with the reason on the refund_to field.
   */
  async function refuseWalletRefund(order: OrderStateRow, input: Pick<OrderRequestInput, 'refund_to'>): Promise<void> {
    if (input.refund_to !== 'wallet' || order.paid_card_cents <= 0 || !order.payment_id) return
    if (await deps.payments.mayRefundToWallet(order.payment_id)) return
    throw new ValidationFailed('refund_to_card_only', ORDER_MESSAGES.refundToCardOnly, [{ path: 'refund_to', message: ORDER_MESSAGES.refundToCardOnly }])
  }

  /** Another user's or a guest's order answers exactly like one that does not exist. */
  async function own(userId: string, id: string): Promise<OrderStateRow> {
    const order = await repo.state(id)
    if (!order || order.user_id !== userId) throw notFound()
    return order
  }

  async function staffView(id: string): Promise<StaffOrder> {
    const state = await repo.state(id)
    if (!state) throw notFound()
    return { ...(await answer(id)), staff_targets: staffTargets(state) }
  }

  /**
   * A withdrawal (decision 044) of the order's owner or of a guest who named it by number and email:
   * within the period after delivery, from delivered or after an earlier withdrawal was decided.
   * Late is refused at once and writes nothing; the lines are checked in the change's transaction.
   */
  async function withdraw(order: OrderStateRow, actorId: string | null, input: WithdrawalInput): Promise<Order> {
    if (!canRequestReturn(order, now())) {
      if (WITHDRAWABLE_STATUSES.includes(order.status) && order.delivered_at) throw conflict('withdrawal_period_over', WITHDRAWAL_MESSAGES.periodOver)
      throw REQUEST_WAITING.includes(order.status) ? conflict('order_request_pending', ORDER_MESSAGES.requestPending) : conflict('order_not_returnable', ORDER_MESSAGES.cannotReturn)
    }
    await refuseWalletRefund(order, input)
    await apply({
      order,
      to: 'request_return',
      actor: 'shopper',
      actorId,
      note: requestNote(input),
      // Another withdrawal of this order got in first (a double submit).
      conflict: ['order_request_pending', ORDER_MESSAGES.requestPending],
      withdrawal: input,
    })
    return answer(order.id)
  }

  const placement: OrderPlacement = {
    async create(tx: Tx, order: NewOrder, at: Date): Promise<Order | null> {
      const rows = await insertOrder(tx, order, at)
      return rows && toOrder(rows, at)
    },
    byIdempotencyKey: (key) => repo.byIdempotencyKey(key),
    read: (id) => readOrder(db, id, now()),
  }

  return {
    ...placement,
    listForUser: (userId: string, page: number) => repo.listForUser(userId, page),

    async getForUser(userId: string, id: string): Promise<Order> {
      await own(userId, id)
      return answer(id)
    },

    /** Guests find an order by its number and the email it was placed with (any letter case). */
    async track(number: string, email: string): Promise<Order> {
      const row = await repo.byNumber(number.trim().toUpperCase())
      if (!row || row.email.trim().toLowerCase() !== email.trim().toLowerCase()) throw notFound()
      return answer(row.id)
    },

    /** In new_order the cancel is immediate (stock back, refunds); later it asks staff; after shipping, no. */
    async cancel(user: Actor, id: string, input: OrderRequestInput): Promise<Order> {
      const order = await own(user.id, id)
      const mode = cancelMode(order)
      if (mode) await refuseWalletRefund(order, input)
      const base = { order, actor: 'shopper' as const, actorId: user.id, note: requestNote(input) }
      if (mode === 'immediate') {
        await apply({
          ...base,
          to: 'cancelled_order',
          conflict: ['order_not_cancellable', ORDER_MESSAGES.cannotCancel],
          request: { kind: 'cancel', input, accepted: true, taken: ['order_not_cancellable', ORDER_MESSAGES.cannotCancel] },
        })
      } else if (mode === 'request') {
        await apply({
          ...base,
          to: 'request_cancel',
          resumeStatus: order.status,
          conflict: ['order_not_cancellable', ORDER_MESSAGES.cannotCancel],
          // A request of this kind was made and answered before (cancel_reject, then the order went on).
          request: { kind: 'cancel', input, taken: ['order_not_cancellable', ORDER_MESSAGES.cannotCancel] },
        })
      } else {
        throw REQUEST_WAITING.includes(order.status) ? conflict('order_request_pending', ORDER_MESSAGES.requestPending) : conflict('order_not_cancellable', ORDER_MESSAGES.cannotCancel)
      }
      return answer(id)
    },

    /** The signed-in shopper withdraws from their order, whole or chosen lines (SPEC's POST /api/orders/:id/return). */
    async requestReturn(user: Actor, id: string, input: WithdrawalInput): Promise<Order> {
      return withdraw(await own(user.id, id), user.id, input)
    },

    /**
     * A guest withdraws from the tracking page: the order is found as tracking finds it (number and
     * email), and a wrong pair answers exactly as tracking does. A guest has no wallet: the card part
     * goes back to the card, cash on delivery to the IBAN given.
     */
    async guestReturn({ number, email, ...input }: GuestWithdrawal): Promise<Order> {
      const row = await repo.byNumber(number.trim().toUpperCase())
      if (!row || row.email.trim().toLowerCase() !== email.trim().toLowerCase()) throw notFound()
      const order = await repo.state(row.id)
      if (!order) throw notFound()
      return withdraw(order, order.user_id, order.user_id ? input : { ...input, refund_to: 'card' })
    },

    staffList: (filter: StaffOrderFilter) => repo.listAll(filter),
    staffGet: staffView,
    staffRequests: (query: StaffRequestQuery) => listRequests(db, query),

    /**
     * Staff move an order to one of staffTargets(state) — answering a pending request included —
     * and nowhere else. Refunds and stock follow cancelled_order and return_accept.
     */
    async staffTransition(staff: StaffActor, id: string, body: { status: OrderStatus; note: string; refusal?: WithdrawalRefusal }): Promise<StaffOrder> {
      const order = await repo.state(id)
      if (!order) throw notFound()
      const illegal = ORDER_MESSAGES.illegalTransition(order.status, body.status)
      if (!staffTargets(order).includes(body.status)) throw conflict('order_move_illegal', illegal)
      if (awaitsTransferBefore(order, body.status)) throw conflict('transfer_awaited', ORDER_MESSAGES.transferAwaited)
      // A withdrawal is refused only on a ground the law allows (legal.ts WITHDRAWAL_REFUSALS).
      if (body.status === 'return_reject' && !body.refusal) {
        throw new ValidationFailed('withdrawal_refusal_required', WITHDRAWAL_MESSAGES.refusalRequired, [{ path: 'refusal', message: WITHDRAWAL_MESSAGES.refusalRequired }])
      }
      const forwardAfterReject = order.status === 'cancel_reject' && (FORWARD_PATH as readonly OrderStatus[]).includes(body.status)
      await apply({
        order,
        to: body.status,
        actor: 'staff',
        actorId: staff.id,
        staff,
        note: body.note,
        conflict: ['order_move_illegal', illegal],
        decide: decisionOf(body.status),
        refusal: body.refusal,
        // Back on the forward path, the remembered status has done its job.
        ...(forwardAfterReject ? { resumeStatus: null } : {}),
      })
      return staffView(id)
    },

    /** The bank transfer of a withdrawal's cash-on-delivery refund was sent (decision 044). */
    async staffBankTransferSent(staff: StaffActor, requestId: string): Promise<StaffOrder> {
      return staffView(await markBankSent(db, deps.audit, staff, requestId, now()))
    },

    /** Fulfilment: the selected orders to order_picked (those that cannot move are reported, the others move). */
    staffPick: (staff: StaffActor, input: BulkPick) => fulfilment.pick(staff, input),

    /** Fulfilment: up to shipped_order in one step, with the carrier and tracking number. */
    async staffShip(staff: StaffActor, id: string, input: ShipOrder): Promise<StaffOrder> {
      await fulfilment.ship(staff, id, input)
      return staffView(id)
    },

    /**
     * In the caller's transaction (modules/bank-transfers, decision 052): the order's bank transfer
     * part arrived. False when there is none awaited (already paid, or the order was cancelled
     * first): the conditional update settles a race with the cancel of an unpaid order.
     */
    transferArrived: (tx: Tx, orderId: string, at: Date) => markTransferPaid(tx, orderId, at.toISOString()),

    /**
     * An order whose bank transfer did not come by its due date is cancelled by the system, as a
     * shopper's cancel would be: stock back, coupon uses released, prepaid parts refunded, the
     * status email. `within` runs in the same transaction and throws to refuse (the money came
     * first). False when the order can no longer be cancelled this way (shipped, or cancelled).
     */
    async cancelUnpaid(orderId: string, note: string, within: (tx: Tx) => Promise<void>): Promise<boolean> {
      const order = await repo.state(orderId)
      if (!order || order.transfer_paid_at || !cancelMode(order)) return false
      await apply({ order, to: 'cancelled_order', actor: 'system', actorId: null, note, conflict: ['order_not_cancellable', ORDER_MESSAGES.cannotCancel], within })
      return true
    },

    /** The accounting export's rows, oldest first, read page by page. */
    exportRows: (query: OrdersExportQuery) => exportRows(db, query),
  }
}
export type OrdersService = ReturnType<typeof createOrdersService>
