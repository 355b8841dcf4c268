import { z } from 'zod'
import { PAYMENT_MESSAGES } from './payments'

/**
 * Card numbers and security codes are typed into the processor's own fields and go to it alone
 * (issue 20): a body that carries them to the shop is refused, not silently stripped, so a client
 * still sending them learns at once (PAYMENT_MESSAGES.cardDataRefused). The refusal's reason rides on the schema's issue
 * (params.reason), which the server's error handler answers as that reason.
 */

/** Field names that only card details use. */
const CARD_FIELDS = new Set(['number', 'card_number', 'cardnumber', 'pan', 'cvc', 'cvv', 'cvc2', 'cvv2', 'exp_month', 'exp_year', 'expiry', 'security_code'])

/** Whether a value holds card details: an object (a card) or a field only card details have. */
export function carriesCardData(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  return Object.entries(value).some(([key, v]) => CARD_FIELDS.has(key.toLowerCase()) || (key.toLowerCase() === 'card' && v !== null && typeof v === 'object'))
}

function refuse(ctx: z.RefinementCtx, path: PropertyKey[] = []): void {
  ctx.addIssue({ code: 'custom', message: PAYMENT_MESSAGES.cardDataRefused, path, params: { reason: 'card_data_refused' } })
}

/**
 * `card: true`: the part left to pay goes by card, whose details the shopper gives the processor.
 * Anything else under `card` (an object with a number, a string) is refused as card data.
 */
export const CardChoiceSchema = z
  .unknown()
  .superRefine((v, ctx) => {
    if (v === undefined || v === true || v === false) return
    if (v !== null && typeof v === 'object') refuse(ctx)
    else ctx.addIssue({ code: 'custom', message: 'card must be true (the card details go to the payment processor)' })
  })
  .transform((v) => (v === true ? true : undefined))
  .meta({ type: 'boolean', description: 'true: the rest is paid by card through the payment processor' })

/** A body schema that refuses card details among its own fields (before its fields are read). */
export function refusingCardData<T extends z.ZodType>(schema: T) {
  return z.preprocess((raw, ctx) => {
    if (carriesCardData(raw)) refuse(ctx)
    return raw
  }, schema)
}
