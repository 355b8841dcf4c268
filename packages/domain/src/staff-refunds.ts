import { z } from 'zod'
import { REFUND_DESTINATIONS } from './orders'
import { WithdrawalLineInputSchema } from './withdrawal'
import { WITHDRAWAL_MESSAGES } from './withdrawal-messages'

/**
 * Staff refunds (issue 20, decision 053): staff give back a whole order, chosen lines and
 * quantities, or a free amount, never more than was paid less what was refunded. The money goes
 * back by the parts the order was paid with (in proportion to what is left of each, as a
 * withdrawal's does); the card part to the card, or to the shopper's wallet where the rules allow.
 */
export const STAFF_REFUND_MESSAGES = {
  linesAndAmount: 'Refund either chosen lines or an amount, not both',
  nothingLeft: 'Everything this order paid has been refunded already',
  tooLarge: (left: string) => `At most ${left} is left to refund on this order`,
  walletNeedsAccount: 'A guest has no wallet: the refund goes back the way the order was paid',
  amountMin: 'Enter an amount of at least 0.01',
  keyInvalid: 'The refund needs an idempotency key (8 to 100 characters)',
} as const

export const StaffRefundInputSchema = z
  .object({
    /** Lines and quantities (a line is named by its variant id); none and no amount: the whole order */
    lines: z
      .array(WithdrawalLineInputSchema)
      .min(1, WITHDRAWAL_MESSAGES.linesEmpty)
      .max(200)
      .refine((lines) => new Set(lines.map((l) => l.line_id)).size === lines.length, WITHDRAWAL_MESSAGES.linesRepeated)
      .optional(),
    /** A free amount in the order's currency (hundredths) */
    amount_cents: z.number(STAFF_REFUND_MESSAGES.amountMin).int(STAFF_REFUND_MESSAGES.amountMin).min(1, STAFF_REFUND_MESSAGES.amountMin).max(100_000_000).optional(),
    /** Why, as the credit note, the email and the timeline name it */
    reason: z.string().trim().max(500).default(''),
    /** Where the card part goes: back to the card, or (accounts, cards issued in the EU/EEA) to the wallet */
    to: z.enum(REFUND_DESTINATIONS).default('card'),
    /** The refunded pieces came back and may be sold again (chosen lines, or a whole order's pieces; not an amount) */
    restock: z.boolean().default(false),
    /** One per refund the dialog confirms: a repeat answers the refund made, never a second one */
    idempotency_key: z.string(STAFF_REFUND_MESSAGES.keyInvalid).trim().min(8, STAFF_REFUND_MESSAGES.keyInvalid).max(100, STAFF_REFUND_MESSAGES.keyInvalid),
  })
  .refine((r) => !(r.lines && r.amount_cents !== undefined), { message: STAFF_REFUND_MESSAGES.linesAndAmount, path: ['amount_cents'] })
export type StaffRefundInput = z.infer<typeof StaffRefundInputSchema>
