import { z } from 'zod'
import type { FieldIssue } from './errors'
import { FIELD_MESSAGES } from './field-messages'
import { REFUND_DESTINATIONS, TrackOrderSchema, type Order } from './orders'
import { isValidIban } from './settings'
import { allocate } from './vat'
import { WITHDRAWAL_MESSAGES } from './withdrawal-messages'

/**
 * The 14-day withdrawal (issue 19, decision 044): a shopper, signed in or guest, withdraws from
 * the whole order or chosen lines and quantities, a reason optional. An order may carry several
 * withdrawals one after another (the rest later, within the period); one waits at a time. A line
 * is named by its variant id (an order has one line per variant). What a withdrawal gives back is
 * computed here, the same on the server and in the form's summary.
 */
export const WithdrawalLineInputSchema = z.object({
  /** The line's variant id */
  line_id: z.string().trim().min(1, WITHDRAWAL_MESSAGES.lineUnknown).max(80, WITHDRAWAL_MESSAGES.lineUnknown),
  quantity: z.number(WITHDRAWAL_MESSAGES.quantityMin).int(WITHDRAWAL_MESSAGES.quantityMin).min(1, WITHDRAWAL_MESSAGES.quantityMin).max(10_000, WITHDRAWAL_MESSAGES.quantityTooHigh),
})
export type WithdrawalLineInput = z.infer<typeof WithdrawalLineInputSchema>

/**
 * POST /api/orders/:id/return (SPEC's path, signed in): no `lines` withdraws everything not yet
 * withdrawn. The reason is optional (older clients that send one still work). `refund_to`: where
 * the card part goes (wallet or card, as for a cancel) and, for an account, whether cash paid on
 * delivery comes back as wallet credit ('wallet') or by bank transfer to `iban` (anything else).
 */
export const WithdrawalInputSchema = z.object({
  reason: z.string().trim().max(60).default(''),
  details: z.string().trim().max(1000, FIELD_MESSAGES.requestDetailsTooLong).default(''),
  refund_to: z.enum(REFUND_DESTINATIONS).default('card'),
  lines: z
    .array(WithdrawalLineInputSchema)
    .min(1, WITHDRAWAL_MESSAGES.linesEmpty)
    .max(200)
    .refine((lines) => new Set(lines.map((l) => l.line_id)).size === lines.length, WITHDRAWAL_MESSAGES.linesRepeated)
    .optional(),
  iban: z
    .string()
    .max(50, WITHDRAWAL_MESSAGES.ibanInvalid)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || isValidIban(v), WITHDRAWAL_MESSAGES.ibanInvalid)
    .default(''),
})
export type WithdrawalInput = z.infer<typeof WithdrawalInputSchema>

/** POST /api/orders/track/return: a guest names the order as tracking does (number and email). */
export const GuestWithdrawalSchema = TrackOrderSchema.extend(WithdrawalInputSchema.shape)
export type GuestWithdrawal = z.infer<typeof GuestWithdrawalSchema>

/** A line as a withdrawal sees it: bought, already withdrawn (accepted), waiting (pending), its paid figures. */
export interface WithdrawableLine {
  line_id: string
  quantity: number
  withdrawn: number
  pending: number
  /** The line's net and VAT after its share of the coupons' discount (decision 038) */
  net_cents: number
  vat_cents: number
  vat_rate_bp: number
}

export interface WithdrawalPart {
  gross_cents: number
  net_cents: number
  vat_cents: number
  vat_rate_bp: number
}
export interface WithdrawalLineAmount extends WithdrawalPart {
  line_id: string
  quantity: number
}
export interface WithdrawalAmounts {
  lines: WithdrawalLineAmount[]
  /** The shipping paid, given back with the withdrawal that completes the whole order; else null */
  shipping: WithdrawalPart | null
  amount_cents: number
}

/** `n` of `of` pieces' share of `total`, rounded half up (n = of: all of it). */
function share(total: number, n: number, of: number): number {
  if (n >= of) return total
  return Math.floor((2 * total * n + of) / (2 * of))
}

/**
 * The share of `total` (an amount for `of` pieces) that `quantity` more pieces carry after `before`
 * were taken: the difference of the shares of all pieces taken after and before, so taking a line
 * piece by piece adds up to exactly its total.
 */
export function pieceShare(total: number, before: number, quantity: number, of: number): number {
  return share(total, before + quantity, of) - share(total, before, of)
}

/** What `quantity` more pieces of a line give back, after the pieces withdrawn already (pieceShare). */
export function lineAmount(line: WithdrawableLine, quantity: number): WithdrawalLineAmount {
  const grossCents = pieceShare(line.net_cents + line.vat_cents, line.withdrawn, quantity, line.quantity)
  const vatCents = pieceShare(line.vat_cents, line.withdrawn, quantity, line.quantity)
  return { line_id: line.line_id, quantity, gross_cents: grossCents, net_cents: grossCents - vatCents, vat_cents: vatCents, vat_rate_bp: line.vat_rate_bp }
}

/** What is left to withdraw of each line (bought less withdrawn and waiting), the lines with none left out. */
export function remainingLines(lines: readonly WithdrawableLine[]): WithdrawalLineInput[] {
  return lines.map((l) => ({ line_id: l.line_id, quantity: l.quantity - l.withdrawn - l.pending })).filter((l) => l.quantity > 0)
}

/** Why a choice of lines cannot be withdrawn, as field issues (path `lines.<i>.<field>`); empty when it can. */
export function withdrawalIssues(lines: readonly WithdrawableLine[], chosen: readonly WithdrawalLineInput[]): FieldIssue[] {
  const issues: FieldIssue[] = []
  chosen.forEach((c, i) => {
    const line = lines.find((l) => l.line_id === c.line_id)
    if (!line) issues.push({ path: `lines.${i}.line_id`, message: WITHDRAWAL_MESSAGES.lineUnknown })
    else if (c.quantity > line.quantity - line.withdrawn - line.pending) issues.push({ path: `lines.${i}.quantity`, message: WITHDRAWAL_MESSAGES.quantityTooHigh })
  })
  return issues
}

/**
 * What withdrawing `chosen` gives back: each line's paid share, and the shipping paid when the
 * withdrawal completes the whole order (every piece withdrawn once it is accepted). The EU rule:
 * the standard delivery cost comes back when the whole contract is withdrawn; a partial withdrawal
 * keeps the delivery, which served the pieces kept (decision 044).
 */
export function withdrawalAmounts(
  lines: readonly WithdrawableLine[],
  shipping: { net_cents: number; vat_cents: number; vat_rate_bp: number },
  chosen: readonly WithdrawalLineInput[],
): WithdrawalAmounts {
  const amounts = chosen.flatMap((c) => {
    const line = lines.find((l) => l.line_id === c.line_id)
    return line && c.quantity > 0 ? [lineAmount(line, c.quantity)] : []
  })
  const takes = (id: string) => amounts.find((a) => a.line_id === id)?.quantity ?? 0
  const whole = amounts.length > 0 && lines.every((l) => l.withdrawn + takes(l.line_id) >= l.quantity)
  const shippingGross = shipping.net_cents + shipping.vat_cents
  const ship = whole && shippingGross > 0 ? { gross_cents: shippingGross, net_cents: shipping.net_cents, vat_cents: shipping.vat_cents, vat_rate_bp: shipping.vat_rate_bp } : null
  return { lines: amounts, shipping: ship, amount_cents: amounts.reduce((s, a) => s + a.gross_cents, 0) + (ship?.gross_cents ?? 0) }
}

/** An order's lines as withdrawals see them, from its lines and its return requests (the API's Order). */
export function withdrawableLinesOf(order: Pick<Order, 'lines' | 'requests'> & Partial<Pick<Order, 'refunds'>>): WithdrawableLine[] {
  const count = (id: string, status: 'accepted' | 'pending') =>
    order.requests
      .filter((r) => r.kind === 'return' && r.status === status)
      .reduce((n, r) => n + (r.withdrawal?.lines.find((l) => l.line_id === id)?.quantity ?? 0), 0)
  // Pieces staff refunded (decision 053) are given back as withdrawn ones are: no one takes them twice.
  const refunded = (id: string) => (order.refunds ?? []).reduce((n, r) => n + (r.lines.find((l) => l.line_id === id)?.quantity ?? 0), 0)
  return order.lines.map((l) => ({
    line_id: l.variant_id,
    quantity: l.quantity,
    withdrawn: count(l.variant_id, 'accepted') + refunded(l.variant_id),
    pending: count(l.variant_id, 'pending'),
    net_cents: l.net_cents,
    vat_cents: l.vat_cents,
    vat_rate_bp: l.vat_rate_bp,
  }))
}

/** The payment parts a refund comes from, in this order. */
export const REFUND_PARTS = ['wallet', 'gift_card', 'card', 'cod'] as const
export type RefundPart = (typeof REFUND_PARTS)[number]
export type RefundParts = Record<RefundPart, number>

/**
 * A withdrawal's refund over the payment parts (decision 044): in proportion to what is left of
 * each part (paid less what earlier withdrawals gave back from it), exact to the cent (allocate).
 * The withdrawal that gives back everything left returns each part exactly its rest, so an order
 * withdrawn piece by piece gives back each part exactly what it paid. Never more than is left.
 */
export function splitRefund(amountCents: number, left: RefundParts): RefundParts {
  const rests = REFUND_PARTS.map((p) => Math.max(0, left[p]))
  const total = rests.reduce((s, r) => s + r, 0)
  const shares = allocate(Math.min(amountCents, total), rests)
  return Object.fromEntries(REFUND_PARTS.map((p, i) => [p, shares[i]!])) as RefundParts
}
