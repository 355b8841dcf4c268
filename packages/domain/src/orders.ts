import { z } from 'zod'
import { CheckoutAddressSchema, SHIPPING_METHODS, VatBreakdownSchema } from './checkout'
import { CurrencySchema } from './markets'
import { TAX_MODES } from './vat'
import { LANGUAGES } from './languages'
import { FIELD_MESSAGES } from './field-messages'
import { CARRIERS, TRACKING_NUMBER_PATTERN } from './carriers'
import { REASONS } from './errors'
import { WITHDRAWAL_REFUSALS } from './legal'
import { withinWithdrawalPeriod } from './withdrawal-period'
import { WITHDRAWAL_MESSAGES } from './withdrawal-messages'
import { WithdrawalDetailSchema } from './withdrawal-detail'
import { OrderRefundSchema } from './order-refund'

/** SPEC section 4's 13 codes, spelling kept on the wire. */
export const ORDER_STATUSES = [
  'new_order',
  'confirm_order',
  'order_picked',
  'order_recieved',
  'shipped_order',
  'dispatched_order',
  'delivered_order',
  'cancelled_order',
  'request_cancel',
  'cancel_reject',
  'request_return',
  'return_accept',
  'return_reject',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** PRODUCT.md "Orders": the forward path in SPEC's order. */
export const FORWARD_PATH = [
  'new_order',
  'confirm_order',
  'order_picked',
  'order_recieved',
  'shipped_order',
  'dispatched_order',
  'delivered_order',
] as const satisfies readonly OrderStatus[]

/** Where a cancel becomes a request for staff instead of immediate. */
const CANCEL_BY_REQUEST: readonly OrderStatus[] = ['confirm_order', 'order_picked', 'order_recieved']

export const ORDER_MESSAGES = {
  illegalTransition: (from: OrderStatus, to: string) => `An order in ${from} cannot move to ${to}`,
  cannotCancel: 'This order can no longer be cancelled',
  cannotReturn: 'This order cannot be returned',
  requestPending: 'A request for this order is already waiting for an answer',
  transferAwaited: 'This order is paid by bank transfer and its money has not arrived yet: it can be confirmed, not packed or shipped',
  notFound: 'Order was not found',
  cancelled: 'Your order has been cancelled',
  cancelRequested: 'Your cancellation request has been sent',
  returnRequested: 'We have received your withdrawal',
  refundToCardOnly: 'This order was paid by a card issued abroad, so its refund can only go back to that card',
} as const

/** The state an order is in, as far as the machine cares. */
export interface OrderState {
  status: OrderStatus
  /** The forward status the order was in before a cancel request (to go on after cancel_reject) */
  resume_status: OrderStatus | null
  /** ISO time of delivered_order, for the return window */
  delivered_at: string | null
}

/** The forward status that follows `status`, or null at the end of the path. */
export function nextForward(status: OrderStatus): OrderStatus | null {
  const i = (FORWARD_PATH as readonly OrderStatus[]).indexOf(status)
  return i >= 0 && i < FORWARD_PATH.length - 1 ? FORWARD_PATH[i + 1]! : null
}

/** Statuses staff may move an order to from where it is (requests are answered with accept/reject). */
export function staffTargets(state: OrderState): OrderStatus[] {
  const { status } = state
  if (status === 'request_cancel') return ['cancelled_order', 'cancel_reject']
  if (status === 'request_return') return ['return_accept', 'return_reject']
  if (status === 'cancel_reject') {
    // The order goes on from where it was when the shopper asked.
    const next = state.resume_status ? nextForward(state.resume_status) : null
    return next ? [next] : []
  }
  const next = nextForward(status)
  const out: OrderStatus[] = next ? [next] : []
  // Staff may cancel an order that has not left the warehouse (out of stock, fraud): refunds follow.
  if (status === 'new_order' || CANCEL_BY_REQUEST.includes(status)) out.push('cancelled_order')
  return out
}

/** What the shopper's cancel does now: immediate, a request for staff, or nothing (after shipping). */
export function cancelMode(state: OrderState): 'immediate' | 'request' | null {
  if (state.status === 'new_order') return 'immediate'
  if (CANCEL_BY_REQUEST.includes(state.status)) return 'request'
  return null
}

/**
 * Where a withdrawal may start from: delivered, or after an earlier withdrawal was decided (the
 * rest of the order may follow within the period; decision 044).
 */
export const WITHDRAWABLE_STATUSES: readonly OrderStatus[] = ['delivered_order', 'return_accept', 'return_reject']

/**
 * Whether a withdrawal may be sent at `now`: from a withdrawable status, within the withdrawal
 * period after delivery (withdrawal-period.ts). Whether anything is left to withdraw is the lines' business.
 */
export function canRequestReturn(state: OrderState, now: Date): boolean {
  if (!WITHDRAWABLE_STATUSES.includes(state.status) || !state.delivered_at) return false
  return withinWithdrawalPeriod(state.delivered_at, now)
}

/** Statuses after which stock goes back and the payment is refunded. */
export const REFUNDING_STATUSES: readonly OrderStatus[] = ['cancelled_order', 'return_accept']
export const FINAL_STATUSES: readonly OrderStatus[] = ['cancelled_order', 'return_accept', 'return_reject']

export const REFUND_DESTINATIONS = ['wallet', 'card'] as const
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number]

export const CANCEL_REASONS = ['changed_mind', 'ordered_by_mistake', 'found_cheaper', 'delivery_too_slow', 'other'] as const
export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'allergic_reaction', 'changed_mind', 'other'] as const

export const OrderRequestInputSchema = z.object({
  reason: z.string().trim().min(1, FIELD_MESSAGES.requestReasonRequired).max(60),
  details: z.string().trim().max(1000, FIELD_MESSAGES.requestDetailsTooLong).default(''),
  /** Where the card part of the payment goes back (wallet and gift card parts return where they came from) */
  refund_to: z.enum(REFUND_DESTINATIONS).default('card'),
})
export type OrderRequestInput = z.infer<typeof OrderRequestInputSchema>

export const OrderIdParamsSchema = z.object({ id: z.string().regex(/^ord_[a-z0-9]{16}$/, 'Order id is not valid') })
export const TrackOrderSchema = z.object({
  number: z.string().trim().toUpperCase().regex(/^[A-Z0-9-]{4,20}$/, FIELD_MESSAGES.orderNumberInvalid),
  email: z.email(FIELD_MESSAGES.emailInvalid).max(254),
})

/**
 * Staff: move an order along the machine (accepting/rejecting requests included). Refusing a
 * withdrawal (return_reject) needs one of the grounds the law allows (legal.ts WITHDRAWAL_REFUSALS).
 */
export const StaffTransitionSchema = z
  .object({
    status: z.enum(ORDER_STATUSES),
    note: z.string().trim().max(500).default(''),
    refusal: z.enum(WITHDRAWAL_REFUSALS, { error: WITHDRAWAL_MESSAGES.refusalRequired }).optional(),
  })
  .refine((t) => t.refusal === undefined || t.status === 'return_reject', { message: WITHDRAWAL_MESSAGES.refusalMisplaced, path: ['refusal'] })
export const StaffOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
})

export const OrderEventSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  actor: z.enum(['shopper', 'staff', 'system']),
  note: z.string(),
})
export const OrderRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(['cancel', 'return']),
  reason: z.string(),
  details: z.string(),
  refund_to: z.enum(REFUND_DESTINATIONS),
  status: z.enum(['pending', 'accepted', 'rejected']),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  note: z.string(),
  withdrawal: WithdrawalDetailSchema.nullable(),
  /** Why staff refused a withdrawal (only the grounds the law allows) */
  refusal: z.enum(WITHDRAWAL_REFUSALS).nullable(),
})
export const OrderLineSchema = z.object({
  product_id: z.string(),
  /** The variant bought, its SKU and size label as bought ("100 ml") */
  variant_id: z.string(),
  sku: z.string(),
  size_label: z.string(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
  /** Its share of the coupons' discount, and net, rate and VAT of what is left (decision 036) */
  discount_cents: z.number().int(),
  net_cents: z.number().int(),
  vat_rate_bp: z.number().int(),
  vat_cents: z.number().int(),
})

export const OrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  item_count: z.number().int(),
  total_cents: z.number().int(),
  /** Every amount of the order is in hundredths of this currency */
  currency: CurrencySchema,
})
export type OrderSummary = z.infer<typeof OrderSummarySchema>

/** Fulfilment (issue 17): where the parcel is followed. */
export const ShipmentSchema = z.object({
  carrier: z.enum(CARRIERS),
  tracking_number: z.string(),
  /** The carrier's own tracking page for the number (carriers.ts trackingUrl) */
  tracking_url: z.string(),
})
export type Shipment = z.infer<typeof ShipmentSchema>

export const OrderSchema = OrderSummarySchema.extend({
  email: z.string(),
  lang: z.enum(LANGUAGES),
  lines: z.array(OrderLineSchema),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  coupons: z.array(z.object({ code: z.string(), amount_cents: z.number().int() })),
  shipping_method: z.enum(SHIPPING_METHODS),
  shipping_cents: z.number().int(),
  shipping_net_cents: z.number().int(),
  shipping_vat_rate_bp: z.number().int(),
  shipping_vat_cents: z.number().int(),
  /** The market priced for, its tax mode, the country whose VAT the order carries, and its VAT */
  market: z.string(),
  tax_mode: z.enum(TAX_MODES),
  vat_country: z.string(),
  vat_cents: z.number().int(),
  vat_breakdown: z.array(VatBreakdownSchema),
  shipping_address: CheckoutAddressSchema,
  payment: z.object({
    wallet_cents: z.number().int(),
    gift_card_cents: z.number().int(),
    card_cents: z.number().int(),
    cod_cents: z.number().int(),
    /** Owed by bank transfer (decision 052), and when it arrived (null: awaited) */
    transfer_cents: z.number().int(),
    transfer_paid_at: z.string().nullable(),
    card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
    /** The card part can be refunded to the card only (a card issued abroad, decision 022): no wallet option */
    card_refund_only: z.boolean(),
  }),
  refunded_cents: z.number().int(),
  /** What staff may still refund: what was paid (cash on delivery once collected) less what was refunded (decision 053) */
  refundable_cents: z.number().int(),
  /** Staff refunds of the order, oldest first (decision 053) */
  refunds: z.array(OrderRefundSchema),
  events: z.array(OrderEventSchema),
  requests: z.array(OrderRequestSchema),
  /** What the shopper may do now */
  cancel_mode: z.enum(['immediate', 'request']).nullable(),
  can_return: z.boolean(),
  return_deadline: z.string().nullable(),
  /** The carrier and tracking number staff shipped it with (null until shipped in one step) */
  shipment: ShipmentSchema.nullable(),
  /** The terms version the order accepted (decision 043); null for orders placed before it was recorded */
  terms_version: z.string().nullable(),
})
export type Order = z.infer<typeof OrderSchema>
export const OrderListSchema = z.object({ data: z.array(OrderSummarySchema), total: z.number().int(), page: z.number().int() })

/* ---- Fulfilment (issue 17): pick in bulk, ship in one step, the accounting export ---- */

export const FULFILMENT_MESSAGES = {
  trackingNumberInvalid: 'A tracking number is 6 to 40 letters or digits, without spaces',
  noForwardPath: (from: OrderStatus, to: OrderStatus) => `An order in ${from} cannot move forward to ${to}`,
} as const

/**
 * The forward statuses an order passes, one step at a time as staff may move it, to reach `target`
 * (itself last); null when it cannot get there forward (a request waits, it is past it, or final).
 * After a rejected cancel it goes on from where it was (staffTargets).
 */
/**
 * An order paid by bank transfer whose money has not arrived may be confirmed, not packed or
 * shipped (decision 052): goods leave once the statement shows the payment.
 */
export function awaitsTransferBefore(order: { transfer_cents: number; transfer_paid_at: string | null }, target: OrderStatus): boolean {
  const forward = FORWARD_PATH as readonly OrderStatus[]
  return order.transfer_cents > 0 && !order.transfer_paid_at && forward.indexOf(target) > forward.indexOf('confirm_order')
}

export function forwardSteps(state: OrderState, target: OrderStatus): OrderStatus[] | null {
  const forward = FORWARD_PATH as readonly OrderStatus[]
  const goal = forward.indexOf(target)
  if (goal < 0) return null
  const steps: OrderStatus[] = []
  let at: OrderState = state
  while (at.status !== target) {
    const next = staffTargets(at).find((s) => forward.includes(s))
    if (!next || forward.indexOf(next) > goal) return null
    steps.push(next)
    at = { status: next, resume_status: null, delivered_at: null }
  }
  return steps.length ? steps : null
}

/** At most this many orders in one bulk action (a page of the staff list is 20). */
export const BULK_ORDER_LIMIT = 100
const OrderIdSchema = z.string().regex(/^ord_[a-z0-9]{16}$/, 'Order id is not valid')

/** POST /api/staff/orders/pick: move the orders to order_picked (each through every step before). */
export const BulkPickSchema = z.object({
  ids: z
    .array(OrderIdSchema)
    .min(1, 'Select at least one order')
    .max(BULK_ORDER_LIMIT, `At most ${BULK_ORDER_LIMIT} orders at once`)
    .transform((ids) => [...new Set(ids)]),
  note: z.string().trim().max(500).default(''),
})
export type BulkPick = z.infer<typeof BulkPickSchema>
export const BulkPickResultSchema = z.object({
  /** Orders now in order_picked, in the order they were asked for */
  moved: z.array(z.object({ id: z.string(), number: z.string(), status: z.enum(ORDER_STATUSES) })),
  /** Orders that did not move, with why (the number is null for an id that is no order) */
  refused: z.array(z.object({ id: z.string(), number: z.string().nullable(), reason: z.enum(REASONS), message: z.string() })),
})
export type BulkPickResult = z.infer<typeof BulkPickResultSchema>

/** POST /api/staff/orders/:id/ship: carrier and tracking number; the order passes every step up to shipped_order. */
export const ShipOrderSchema = z.object({
  carrier: z.enum(CARRIERS, { error: 'Please choose a carrier' }),
  tracking_number: z.string().trim().regex(TRACKING_NUMBER_PATTERN, FULFILMENT_MESSAGES.trackingNumberInvalid),
  note: z.string().trim().max(500).default(''),
})
export type ShipOrder = z.infer<typeof ShipOrderSchema>

const exportDay = z.iso.date({ error: 'Please give a date like 2026-11-21' })
/** GET /api/staff/orders/export.csv: orders placed from/to (UTC days, inclusive); either may be left open. */
export const OrdersExportQuerySchema = z
  .object({ from: exportDay.optional(), to: exportDay.optional() })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'The start date must not be after the end date', path: ['from'] })
export type OrdersExportQuery = z.infer<typeof OrdersExportQuerySchema>
/** The export's columns, in order (money in major units with two decimals of the order's `currency`; `vat`: the VAT the total includes). */
export const ORDERS_EXPORT_COLUMNS = [
  'number',
  'date',
  'status',
  'email',
  'country',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'paid_wallet',
  'paid_gift_card',
  'paid_card',
  'cash_on_delivery',
  'refunded',
  'currency',
  'vat',
] as const
