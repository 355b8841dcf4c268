import { giftCardAmountIssue, GiftCardPurchaseSchema, type Currency } from '@shop/domain'

/** The gift card form's own fields (the card is typed into the processor's fields). */
export interface GiftDetails {
  /** A preset in cents, 'other' for the custom amount, or null while none is chosen */
  preset: number | 'other' | null
  /** Whole units (dollars, euros, crowns) typed for the custom amount */
  custom: string
  recipient_name: string
  recipient_email: string
  sender_name: string
  message: string
}
export type GiftField = 'amount' | 'recipient_name' | 'recipient_email' | 'sender_name' | 'message'
export type GiftErrors = Partial<Record<GiftField, string>>

export const EMPTY_GIFT: GiftDetails = { preset: null, custom: '', recipient_name: '', recipient_email: '', sender_name: '', message: '' }
export const MESSAGE_MAX = 500
/** Shown when "Other amount" is chosen but holds no number. */
export const CUSTOM_AMOUNT_MISSING = 'customMissing'

const DetailsSchema = GiftCardPurchaseSchema.omit({ idempotency_key: true })

function amountCents(details: GiftDetails): number | undefined {
  if (details.preset === 'other') return /^\d{1,6}$/.test(details.custom.trim()) ? Number(details.custom.trim()) * 100 : undefined
  return details.preset ?? undefined
}

/**
 * The purchase fields as the API takes them, checked by the shared schema and the currency's
 * limits (the shopper's market currency); or a message per field.
 */
export function readGiftDetails(details: GiftDetails, currency: Currency = 'USD') {
  const amount_cents = amountCents(details)
  const parsed = DetailsSchema.safeParse({
    amount_cents,
    recipient_name: details.recipient_name,
    recipient_email: details.recipient_email.trim(),
    sender_name: details.sender_name,
    message: details.message,
  })
  const errors: GiftErrors = {}
  if (details.preset === 'other' && amount_cents === undefined) errors.amount = CUSTOM_AMOUNT_MISSING
  const outOfRange = amount_cents === undefined ? null : giftCardAmountIssue(amount_cents, currency)
  if (outOfRange) errors.amount = outOfRange
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const head = String(issue.path[0])
      const field: GiftField = head === 'amount_cents' ? 'amount' : (head as GiftField)
      if (!errors[field]) errors[field] = issue.message
    }
  }
  return parsed.success && !errors.amount ? { details: parsed.data } : { errors }
}
