import { z } from 'zod'
import { FIELD_MESSAGES } from './field-messages'
import { EU_COUNTRIES } from './markets'

/**
 * The payment area a card must come from to put money in a wallet (PRODUCT.md, decision 041): the
 * 27 EU member states and the EEA's Iceland, Liechtenstein and Norway. "Issued abroad" is outside it.
 */
export const WALLET_CARD_COUNTRIES = [...EU_COUNTRIES, 'IS', 'LI', 'NO'] as const
const WALLET_CARD_SET = new Set<string>(WALLET_CARD_COUNTRIES)

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined',
  insufficientFunds: 'Your card has insufficient funds',
  issuedAbroad: 'Cards issued abroad cannot top up the wallet',
  invalidCard: 'Please check the card details',
  gatewayDown: 'The payment service is not answering; nothing was charged. Please try again.',
  authenticationFailed: 'Your bank did not confirm the payment. Nothing was charged.',
  expired: 'The payment took too long and was called off; nothing was charged. Please try again.',
  cardDataRefused: 'Card details go to the payment processor, never to the shop',
  webhookSignatureInvalid: 'The webhook signature does not match',
} as const

/** What a card payment is for; top-ups and gift cards put money in a wallet. */
export const PAYMENT_PURPOSES = ['order', 'top_up', 'gift_card'] as const
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number]

/**
 * The one rule for money that reaches a wallet from a card (decisions 022 and 041): only a card
 * issued in the EU/EEA may put it there, whatever the road — a top-up, a gift card bought and
 * redeemed, or an order's card payment refunded to the wallet. A card of unknown country is
 * treated as abroad.
 */
export function cardMayFundWallet(cardCountry: string | null | undefined): boolean {
  return !!cardCountry && WALLET_CARD_SET.has(cardCountry.toUpperCase())
}

/** Charges whose money ends up in a wallet: the card must pass cardMayFundWallet before it is charged. */
export function purposeFundsWallet(purpose: PaymentPurpose): boolean {
  return purpose === 'top_up' || purpose === 'gift_card'
}

/**
 * Test card numbers of the built-in test gateway (Stripe's numbers, and Stripe's countries for
 * its international cards). Any other number that passes the Luhn check, 4242… included, is
 * approved as a card issued in Germany: inside the EU, so the journeys' card may fund a wallet.
 */
export const TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** Approved, issued in Brazil (outside the EU/EEA): pays orders, refused for wallet top-ups and gift cards. */
  issuedAbroad: '4000000760000002',
  /** Approved, issued in Germany (EU) at Stripe too: may fund a wallet there as well. */
  issuedInGermany: '4000002760000016',
  /** Approved, issued in Norway (EEA, not EU): may fund a wallet. */
  issuedInNorway: '4000005780000007',
  /** Approved once the shopper passes the processor's 3-D Secure challenge; issued in Germany (Stripe's 4000 0027 6000 3184). */
  threeDSecure: '4000002760003184',
} as const
/** Where the built-in test gateway's cards are issued: the abroad card in Brazil, Norway's in Norway, the others in Germany. */
export function testCardCountry(number: string): string {
  if (number === TEST_CARDS.issuedAbroad) return 'BR'
  if (number === TEST_CARDS.issuedInNorway) return 'NO'
  return 'DE'
}

export function luhnValid(digits: string): boolean {
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48
    if (d < 0 || d > 9) return false
    if (double) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
    double = !double
  }
  return digits.length > 0 && sum % 10 === 0
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa'
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^6(011|5)/.test(digits)) return 'discover'
  return 'card'
}

/** What the shopper types. It goes to the gateway and is never stored or logged (brand and last four only). */
export const CardInputSchema = z
  .object({
    number: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, FIELD_MESSAGES.cardNumberInvalid).refine(luhnValid, FIELD_MESSAGES.cardNumberInvalid)),
    exp_month: z.number().int().min(1, FIELD_MESSAGES.cardExpiryMonthInvalid).max(12, FIELD_MESSAGES.cardExpiryMonthInvalid),
    exp_year: z.number().int().min(2000, FIELD_MESSAGES.cardExpiryYearInvalid).max(2100, FIELD_MESSAGES.cardExpiryYearInvalid),
    cvc: z.string().regex(/^\d{3,4}$/, FIELD_MESSAGES.cardCvcInvalid),
    name: z.string().trim().min(1, FIELD_MESSAGES.cardNameRequired).max(100, FIELD_MESSAGES.nameTooLong),
  })
  .refine((c) => {
    const now = new Date()
    return c.exp_year > now.getUTCFullYear() || (c.exp_year === now.getUTCFullYear() && c.exp_month >= now.getUTCMonth() + 1)
  }, { message: FIELD_MESSAGES.cardExpired, path: ['exp_month'] })
export type CardInput = z.infer<typeof CardInputSchema>

/** How a paid card shows on orders, receipts and the wallet ledger. */
export const CardSummarySchema = z.object({ brand: z.string(), last4: z.string() })
export type CardSummary = z.infer<typeof CardSummarySchema>

/** A client-made key (a UUID) that makes a repeated submit return the first result. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, 'idempotency_key must be 16–100 letters, digits, _ or -')

/**
 * Why a card payment ended without money moving (decision 050): the processor's refusal, the
 * issuing country for money bound for a wallet, or the hold running out.
 */
export const PAYMENT_FAILURE_REASONS = ['card_declined', 'card_insufficient_funds', 'card_authentication_failed', 'card_issued_abroad', 'payment_expired', 'card_invalid'] as const
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number]

/** The shopper's words for each failure (the web has its own translations, keyed by reason). */
export const PAYMENT_FAILURE_MESSAGES: Record<PaymentFailureReason, string> = {
  card_declined: PAYMENT_MESSAGES.declined,
  card_insufficient_funds: PAYMENT_MESSAGES.insufficientFunds,
  card_authentication_failed: PAYMENT_MESSAGES.authenticationFailed,
  card_issued_abroad: PAYMENT_MESSAGES.issuedAbroad,
  payment_expired: PAYMENT_MESSAGES.expired,
  card_invalid: PAYMENT_MESSAGES.invalidCard,
}

/**
 * A card payment under way (202 of POST /api/orders, /api/wallet/top-up, /api/gift-cards): the
 * browser confirms `client_secret` with the processor (Stripe.js) before `expires_at`, then asks
 * POST /api/payments/:id/complete.
 */
export const PaymentStartSchema = z.object({
  id: z.string(),
  client_secret: z.string(),
  amount_cents: z.number().int(),
  currency: z.enum(['USD', 'EUR', 'CZK']),
  expires_at: z.string(),
})
export type PaymentStart = z.infer<typeof PaymentStartSchema>

/** GET /api/payments/config: which processor's script the browser loads, with which key. */
export const PaymentsConfigSchema = z.object({
  processor: z.enum(['test', 'stripe']),
  publishable_key: z.string(),
  script_url: z.string(),
})
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>
