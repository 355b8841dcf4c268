import { z } from 'zod'
import { refusingCardData } from './card-data'
import { IdempotencyKeySchema } from './payments'
import { FIELD_MESSAGES } from './field-messages'
import { CURRENCIES, type Currency } from './locale-format'

/** SPEC section 5, word for word. */
export const WALLET_MESSAGES = {
  selectAmount: 'Please select an amount',
  toppedUp: 'Your wallet has been topped up',
  noGiftCards: 'The wallet cannot buy gift cards',
} as const

/**
 * The top-up buttons per currency, in hundredths (decision 041): a top-up is in the shopper's
 * market currency, and only that currency's amounts are accepted. USD keeps the amounts it always had.
 */
export const TOP_UP_AMOUNTS: Record<Currency, readonly number[]> = {
  USD: [1000, 2500, 5000, 10000, 20000],
  EUR: [2000, 5000, 10000],
  CZK: [50000, 100000, 250000],
}
/** The dollar top-up buttons (the base currency's). */
export const TOP_UP_AMOUNTS_CENTS = TOP_UP_AMOUNTS.USD
const ANY_TOP_UP = new Set(CURRENCIES.flatMap((c) => TOP_UP_AMOUNTS[c]))

/** Whether `cents` is one of the preset top-ups in `currency`. */
export function isTopUpAmount(cents: number, currency: Currency): boolean {
  return TOP_UP_AMOUNTS[currency].includes(cents)
}

export const WALLET_ENTRY_KINDS = ['top_up', 'order_payment', 'refund', 'gift_card'] as const
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number]

export const TopUpSchema = z.object({
  amount_cents: z
    .number({ message: WALLET_MESSAGES.selectAmount })
    .int(WALLET_MESSAGES.selectAmount)
    .refine((v) => ANY_TOP_UP.has(v), WALLET_MESSAGES.selectAmount),
  idempotency_key: IdempotencyKeySchema,
})
export type TopUp = z.infer<typeof TopUpSchema>
/** POST /api/wallet/top-up's body: paid by card through the processor, so card details are refused (card_data_refused). */
export const TopUpBodySchema = refusingCardData(TopUpSchema)

export const WalletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** positive in, negative out */
  amount_cents: z.number().int(),
  /** The wallet's currency when the entry was written */
  currency: z.enum(CURRENCIES),
  /** order number, gift card's last four, or card brand and last four */
  reference: z.string(),
  created_at: z.string(),
})
export type WalletEntry = z.infer<typeof WalletEntrySchema>

export const WalletSchema = z.object({
  balance_cents: z.number().int(),
  /** What the wallet holds: set by its first credit, and by a credit while it is empty */
  currency: z.enum(CURRENCIES),
  entries: z.array(WalletEntrySchema),
  /** Top-ups and gift cards are bought in the shopper's market currency (the Ship to country) */
  market_currency: z.enum(CURRENCIES),
  /** The preset top-ups in market_currency */
  top_up_amounts: z.array(z.number().int()),
  /** The gift card amounts in market_currency */
  gift_card: z.object({ amounts: z.array(z.number().int()), min_cents: z.number().int(), max_cents: z.number().int() }),
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

/** Gift card amounts per currency (decision 041): presets, and the range of a typed amount in whole units. */
export const GIFT_CARD_LIMITS: Record<Currency, { amounts: readonly number[]; min_cents: number; max_cents: number }> = {
  USD: { amounts: [2500, 5000, 10000, 20000], min_cents: 1000, max_cents: 50000 },
  EUR: { amounts: [2500, 5000, 10000, 20000], min_cents: 1000, max_cents: 50000 },
  CZK: { amounts: [50000, 100000, 250000, 500000], min_cents: 25000, max_cents: 1250000 },
}
export const GIFT_CARD_AMOUNTS_CENTS = GIFT_CARD_LIMITS.USD.amounts
export const GIFT_CARD_MIN_CENTS = GIFT_CARD_LIMITS.USD.min_cents
export const GIFT_CARD_MAX_CENTS = GIFT_CARD_LIMITS.USD.max_cents
const GIFT_CARD_ANY_MIN = Math.min(...CURRENCIES.map((c) => GIFT_CARD_LIMITS[c].min_cents))
const GIFT_CARD_ANY_MAX = Math.max(...CURRENCIES.map((c) => GIFT_CARD_LIMITS[c].max_cents))

/** What a gift card amount out of its currency's range says (the dollar texts are the schema's own). */
export const GIFT_CARD_LIMIT_MESSAGES: Record<Currency, { min: string; max: string }> = {
  USD: { min: FIELD_MESSAGES.giftCardMin, max: FIELD_MESSAGES.giftCardMax },
  EUR: { min: 'A gift card is worth at least 10 €', max: 'A gift card is worth at most 500 €' },
  CZK: { min: 'A gift card is worth at least 250 Kč', max: 'A gift card is worth at most 12,500 Kč' },
}

/** Why `cents` cannot buy a gift card in `currency`, or null when it can. */
export function giftCardAmountIssue(cents: number, currency: Currency): string | null {
  const limits = GIFT_CARD_LIMITS[currency]
  if (cents < limits.min_cents) return GIFT_CARD_LIMIT_MESSAGES[currency].min
  if (cents > limits.max_cents) return GIFT_CARD_LIMIT_MESSAGES[currency].max
  return null
}
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
    // Each currency's own range is checked where the currency is known (giftCardAmountIssue).
    .min(GIFT_CARD_ANY_MIN, FIELD_MESSAGES.giftCardMin)
    .max(GIFT_CARD_ANY_MAX, FIELD_MESSAGES.giftCardMax)
    .refine((v) => v % 100 === 0, FIELD_MESSAGES.giftCardWholeDollars),
  recipient_name: z.string().trim().min(1, FIELD_MESSAGES.giftCardRecipientName).max(80),
  recipient_email: z.email(FIELD_MESSAGES.emailInvalid).max(254),
  sender_name: z.string().trim().min(1, FIELD_MESSAGES.nameRequired).max(80),
  message: z.string().trim().max(500, FIELD_MESSAGES.giftCardMessageTooLong).default(''),
  idempotency_key: IdempotencyKeySchema,
})
export type GiftCardPurchase = z.infer<typeof GiftCardPurchaseSchema>
/**
 * POST /api/gift-cards' body: gift cards are paid by card only (the wallet cannot buy them), through
 * the processor, so card details are refused (card_data_refused).
 */
export const GiftCardPurchaseBodySchema = refusingCardData(GiftCardPurchaseSchema)

export const GiftCardReceiptSchema = z.object({
  id: z.string(),
  amount_cents: z.number().int(),
  currency: z.enum(CURRENCIES),
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
export const RedeemAnswerSchema = z.object({ message: z.string(), amount_cents: z.number().int(), balance_cents: z.number().int(), currency: z.enum(CURRENCIES) })

/** A move in a currency other than the wallet's (decision 041): refused, never converted. */
export function walletCurrencyMessage(wallet: Currency, move: Currency): string {
  return `Your wallet holds ${wallet}; an amount in ${move} cannot go into it or be paid from it`
}
/** A gift card spent on an order in another currency (decision 041). */
export function giftCardCurrencyMessage(card: Currency, order: Currency): string {
  return `This gift card is in ${card}; it cannot pay an order in ${order}`
}
