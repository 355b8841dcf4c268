import { z } from 'zod'

/** A withdrawal's lines and money (decision 044); null on a cancel request. */
export const WithdrawalDetailSchema = z.object({
  /** line_id: the line's variant id; its name and size as bought, in the order's language; amount: what these pieces give back */
  lines: z.array(z.object({ line_id: z.string(), name: z.string(), size_label: z.string(), quantity: z.number().int(), amount_cents: z.number().int() })),
  /** The shipping given back with it (the withdrawal that completes the whole order), else 0 */
  shipping_cents: z.number().int(),
  /** What it gives back in all, in the order's currency */
  amount_cents: z.number().int(),
  /** The account cash paid on delivery goes back to ('' when none): shoppers see its last four characters, staff all of it */
  iban: z.string(),
  /** Once accepted: where the money went */
  refunded: z
    .object({ wallet_cents: z.number().int(), gift_card_cents: z.number().int(), card_cents: z.number().int(), bank_cents: z.number().int() })
    .nullable(),
  /** When staff marked the bank transfer sent (cash on delivery refunded to `iban`) */
  bank_sent_at: z.string().nullable(),
})
export type WithdrawalDetail = z.infer<typeof WithdrawalDetailSchema>
