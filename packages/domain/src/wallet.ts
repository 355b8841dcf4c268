import { z } from 'zod'
import { CardInputSchema, IdempotencyKeySchema } from './payments'
import { FIELD_MESSAGES } from './field-messages'

/** SPEC section 5, word for word. */
export const WALLET_MESSAGES = {
  selectAmount: 'Please select an amount',
  toppedUp: 'Your wallet has been topped up',
  noGiftCards: 'The wallet cannot buy gift cards',
} as const

/** The top-up buttons (cents). Only these amounts are accepted. */
export const TOP_UP_AMOUNTS_CENTS = [1000, 2500, 5000, 10000, 20000] as const

export const WALLET_ENTRY_KINDS = ['top_up', 'order_payment', 'refund', 'gift_card'] as const
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number]

export const TopUpSchema = z.object({
  amount_cents: z
    .number({ message: WALLET_MESSAGES.selectAmount })
    .int(WALLET_MESSAGES.selectAmount)
    .refine((v) => (TOP_UP_AMOUNTS_CENTS as readonly number[]).includes(v), WALLET_MESSAGES.selectAmount),
  card: CardInputSchema,
  idempotency_key: IdempotencyKeySchema,
})
export type TopUp = z.infer<typeof TopUpSchema>

export const WalletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** positive in, negative out */
  amount_cents: z.number().int(),
  /** order number, gift card's last four, or card brand and last four */
  reference: z.string(),
  created_at: z.string(),
})
export type WalletEntry = z.infer<typeof WalletEntrySchema>

export const WalletSchema = z.object({
  balance_cents: z.number().int(),
  entries: z.array(WalletEntrySchema),
  top_up_amounts: z.array(z.number().int()),
})
export type Wallet = z.infer<typeof WalletSchema>
export const WalletTopUpAnswerSchema = WalletSchema.extend({ message: z.string() })

/* ---- Gift cards ---- */

export const GIFT_CARD_MESSAGES = {
  bought: 'Your gift card is on its way',
  redeemed: 'The gift card has been added to your wallet',
  invalidCode: 'This gift card code is not valid',
  alreadyRedeemed: 'This gift card has already been used',
} as const

export const GIFT_CARD_AMOUNTS_CENTS = [2500, 5000, 10000, 20000] as const
export const GIFT_CARD_MIN_CENTS = 1000
export const GIFT_CARD_MAX_CENTS = 50000
/** 16 characters from 32 unambiguous ones (80 bits), shown as XXXX-XXXX-XXXX-XXXX. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const GIFT_CARD_CODE_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}(-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}){3}$/

/** Upper-case, spaces dropped, dashes put back: what the shopper types becomes the printed form. */
export function normalizeGiftCardCode(input: string): string {
  const raw = input.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return raw.match(/.{1,4}/g)?.join('-') ?? ''
}

export const GiftCardPurchaseSchema = z.object({
  amount_cents: z
    .number({ message: WALLET_MESSAGES.selectAmount })
    .int()
    .min(GIFT_CARD_MIN_CENTS, FIELD_MESSAGES.giftCardMin)
    .max(GIFT_CARD_MAX_CENTS, FIELD_MESSAGES.giftCardMax)
    .refine((v) => v % 100 === 0, FIELD_MESSAGES.giftCardWholeDollars),
  recipient_name: z.string().trim().min(1, FIELD_MESSAGES.giftCardRecipientName).max(80),
  recipient_email: z.email(FIELD_MESSAGES.emailInvalid).max(254),
  sender_name: z.string().trim().min(1, FIELD_MESSAGES.nameRequired).max(80),
  message: z.string().trim().max(500, FIELD_MESSAGES.giftCardMessageTooLong).default(''),
  /** Gift cards are paid by card only: the wallet cannot buy them */
  card: CardInputSchema,
  idempotency_key: IdempotencyKeySchema,
})
export type GiftCardPurchase = z.infer<typeof GiftCardPurchaseSchema>

export const GiftCardReceiptSchema = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  recipient_email: z.string(),
  /** Last four characters only: the full code goes to the recipient alone */
  code_last4: z.string(),
  created_at: z.string(),
  message: z.string(),
})
export type GiftCardReceipt = z.infer<typeof GiftCardReceiptSchema>

export const RedeemSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, FIELD_MESSAGES.giftCardCodeRequired)
    .max(40)
    .transform(normalizeGiftCardCode)
    .pipe(z.string().regex(GIFT_CARD_CODE_PATTERN, GIFT_CARD_MESSAGES.invalidCode)),
})
export const RedeemAnswerSchema = z.object({ message: z.string(), amount_cents: z.number().int(), balance_cents: z.number().int() })
