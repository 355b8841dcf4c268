import { z } from 'zod'

/** Where a refund's money went, by destination. */
export const RefundDestinationsSchema = z.object({
  card_cents: z.number().int(),
  wallet_cents: z.number().int(),
  gift_card_cents: z.number().int(),
  bank_cents: z.number().int(),
})
export type RefundDestinations = z.infer<typeof RefundDestinationsSchema>

/** A staff refund as the order shows it (to staff and to the shopper). */
export const OrderRefundSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  amount_cents: z.number().int(),
  /** 'whole' | 'lines' | 'amount': what staff chose */
  kind: z.enum(['whole', 'lines', 'amount']),
  reason: z.string(),
  /** The pieces refunded (a whole order's: every piece that was left), in the order's language */
  lines: z.array(z.object({ line_id: z.string(), name: z.string(), size_label: z.string(), quantity: z.number().int(), amount_cents: z.number().int() })),
  /** The shipping given back with it (when it refunded the order's last pieces) */
  shipping_cents: z.number().int(),
  restocked: z.boolean(),
  to: RefundDestinationsSchema,
  /** The credit note's number once issued (after the refund committed) */
  credit_note: z.string().nullable(),
})
export type OrderRefund = z.infer<typeof OrderRefundSchema>
