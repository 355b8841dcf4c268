import { z } from 'zod'
import { AddressInputSchema } from './auth'
import { CountryCodeSchema } from './countries'
import { COUPON_REJECTIONS, CouponCodeSchema, MAX_COUPONS_PER_ORDER } from './coupons'
import { LANGUAGES } from './languages'
import { formatMoney, type Currency } from './locale-format'
import { CurrencySchema } from './markets'
import { TAX_MODES } from './vat'
import { CardChoiceSchema, refusingCardData } from './card-data'
import { IdempotencyKeySchema } from './payments'
import { FIELD_MESSAGES } from './field-messages'
import { SHIPPING_METHODS, ShippingOptionSchema } from './shipping'

export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty',
  totalChanged: 'Prices or stock changed since you reviewed the order; please check it again',
  soldOut: 'Some items sold out while you were paying; nothing was charged',
  emailRequired: 'Please enter your email address',
  paymentIncomplete: 'The payment does not cover the total',
  walletNeedsAccount: 'Please sign in to pay with your wallet',
  walletTooLow: 'Your wallet balance is too low',
  giftCardUnknown: 'This gift card code is not valid',
  giftCardEmpty: 'This gift card has no balance left',
  codLimit: 'Cash on delivery is available for orders up to $300',
  currencyChanged: 'The delivery country changed the currency of your order; please review the new total',
  placed: 'Your order has been placed',
  termsOutdated: 'Our terms have changed since you opened this page; please read the new version and order again',
  termsVersionRequired: 'Please confirm the terms version shown before the order button',
} as const

/** The kinds of delivery (decision 031): defined with the shipping zones, named here for older imports. */
export { SHIPPING_METHODS, type ShippingMethod } from './shipping'
/** The home zone's (Czechia's) standard threshold as the shop starts: the cart's free-shipping hint. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000
/**
 * Czechia's rates as the shop starts (migration 0026). The checkout prices by the zone's methods
 * (modules/shipping); this is for test fixtures that write a home-country order without it.
 */
export const HOME_SHIPPING_PRICES = { standard: 499, express: 1290 } as const
export function shippingCost(method: keyof typeof HOME_SHIPPING_PRICES, goodsCents: number): number {
  if (method === 'standard' && goodsCents >= FREE_SHIPPING_THRESHOLD_CENTS) return 0
  return HOME_SHIPPING_PRICES[method]
}
export const COD_LIMIT_CENTS = 30000
/** Cash on delivery up to this total, per currency (decision 038): $300, 300 €, 7 500 Kč. */
export const COD_LIMITS: Record<Currency, number> = { USD: 30000, EUR: 30000, CZK: 750000 }
/** The cash-on-delivery refusal naming the limit in the order's currency (English; the web words it from `fields`). */
export function codLimitMessage(currency: Currency): string {
  return `Cash on delivery is available for orders up to ${formatMoney(COD_LIMITS[currency], 'en', { currency, wholeUnits: true })}`
}

/**
 * The least a card may pay (issue 20): what card processors take (Stripe: 0.50 $, 0.50 €, 15 Kč).
 * A card part below it is refused before anything is held, with a message naming the amount.
 */
export const CARD_MINIMUM_CENTS: Record<Currency, number> = { USD: 50, EUR: 50, CZK: 1500 }
export function cardMinimumMessage(currency: Currency): string {
  return `A card can pay ${formatMoney(CARD_MINIMUM_CENTS[currency], 'en', { currency })} or more: use less from the wallet or gift card, or choose another way to pay`
}

/** A field message with a number in it: the web finds its translation through this constant (see FIELD_MESSAGES). */
export const TOO_MANY_COUPONS_MESSAGE = `At most ${MAX_COUPONS_PER_ORDER} coupon codes per order`
const coupons = z.array(CouponCodeSchema).max(MAX_COUPONS_PER_ORDER, TOO_MANY_COUPONS_MESSAGE).default([])

/** POST /api/checkout/quote: the totals of the current cart. Every checkout step shows this answer. */
export const QuoteRequestSchema = z.object({
  shipping_method: z.enum(SHIPPING_METHODS).default('standard'),
  /** Where it goes (the shipping address's country): its zone's methods are offered. None: the shop's home country */
  country: CountryCodeSchema.optional(),
  coupons,
  lang: z.enum(LANGUAGES).default('en'),
  /** Guests: coupons with a per-shopper limit are counted by email */
  email: z.email(FIELD_MESSAGES.emailInvalid).max(254).optional(),
})
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>

export const QuoteLineSchema = z.object({
  product_id: z.string(),
  /** The variant bought, its SKU and size label ("100 ml"; with a scent or shade "100 ml · Rose") */
  variant_id: z.string(),
  sku: z.string(),
  size_label: z.string(),
  /** The product comes in several variants: the line shows its size */
  has_sizes: z.boolean(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  line_total_cents: z.number().int(),
  /** The line's share of the coupons' discount, and net + VAT of what is left (domain taxOrder) */
  discount_cents: z.number().int(),
  net_cents: z.number().int(),
  vat_rate_bp: z.number().int(),
  vat_cents: z.number().int(),
})
/** VAT per rate: sums of the lines and shipping at that rate (decision 036's rounding rule). */
export const VatBreakdownSchema = z.object({
  vat_rate_bp: z.number().int(),
  net_cents: z.number().int(),
  vat_cents: z.number().int(),
  gross_cents: z.number().int(),
})
export type VatBreakdown = z.infer<typeof VatBreakdownSchema>
export const AppliedCouponSchema = z.object({ code: z.string(), kind: z.enum(['fixed', 'percent']), value: z.number().int(), amount_cents: z.number().int() })
export const RejectedCouponSchema = z.object({ code: z.string(), reason: z.enum(COUPON_REJECTIONS) })

export const QuoteSchema = z.object({
  /** Every amount is in hundredths of this currency: the delivery country's market (decision 038) */
  currency: CurrencySchema,
  market: z.string(),
  tax_mode: z.enum(TAX_MODES),
  /** The delivery country's VAT rate (0 outside VAT markets); shipping takes the goods' rate */
  vat_rate_bp: z.number().int(),
  lines: z.array(QuoteLineSchema),
  item_count: z.number().int(),
  subtotal_cents: z.number().int(),
  coupons: z.array(AppliedCouponSchema),
  rejected_coupons: z.array(RejectedCouponSchema),
  discount_cents: z.number().int(),
  /** The method priced: the one asked for, or the zone's first when the zone does not offer it */
  shipping_method: z.enum(SHIPPING_METHODS),
  shipping_cents: z.number().int(),
  shipping_net_cents: z.number().int(),
  shipping_vat_cents: z.number().int(),
  /** The coupons took the goods under the priced method's free-shipping line: shipping is charged because of them */
  coupon_cancels_free_shipping: z.boolean(),
  /** The priced method's free-shipping line (goods after discounts); null when it is never free */
  free_shipping_threshold_cents: z.number().int().nullable(),
  /** The country priced for, and what its zone offers */
  country: z.string(),
  shipping_options: z.array(ShippingOptionSchema),
  /** What is charged: net + VAT of every line and the shipping */
  total_cents: z.number().int(),
  /** VAT in the total, and per rate */
  vat_cents: z.number().int(),
  vat_breakdown: z.array(VatBreakdownSchema),
  lang: z.enum(LANGUAGES),
  /** Cart lines left out: sold out or gone (the cart page explains) */
  skipped: z.array(z.object({ product_id: z.string(), name: z.string() })),
  /** Signed-in shoppers: what the wallet could pay */
  wallet_balance_cents: z.number().int().nullable(),
  /**
   * The terms version an order placed now accepts (TERMS_VERSION on the server): the page names it
   * before the order button and sends it back with the order (decision 043).
   */
  terms_version: z.string(),
})
export type Quote = z.infer<typeof QuoteSchema>

/**
 * How the total is paid: wallet first (signed-in), then a gift card's balance, then the rest by
 * card or cash on delivery. Exactly one of card / cash_on_delivery when something is left to pay.
 * `card: true` only: the card's details go to the payment processor, and a body carrying them is
 * refused with reason card_data_refused.
 */
export const PaymentChoiceSchema = refusingCardData(
  z.object({
    wallet_cents: z.number().int().min(0).default(0),
    gift_card_code: z.string().trim().max(40).optional(),
    card: CardChoiceSchema.optional(),
    cash_on_delivery: z.boolean().default(false),
    /** The rest by bank transfer with a QR code (CZK and EUR orders; decision 052) */
    bank_transfer: z.boolean().default(false),
  }),
)
export type PaymentChoice = z.infer<typeof PaymentChoiceSchema>

export const CheckoutAddressSchema = AddressInputSchema.omit({ is_default: true })
export type CheckoutAddress = z.infer<typeof CheckoutAddressSchema>

/** POST /api/orders: place the cart as an order. A repeat with the same key answers the same order. */
export const PlaceOrderSchema = z.object({
  idempotency_key: IdempotencyKeySchema,
  /** Guests must give one; signed-in shoppers' orders use their account email */
  email: z.email(FIELD_MESSAGES.emailInvalid).max(254).optional(),
  shipping_address: CheckoutAddressSchema,
  shipping_method: z.enum(SHIPPING_METHODS),
  coupons,
  lang: z.enum(LANGUAGES).default('en'),
  /** The total the shopper last saw (quote); a different server total is refused with 409 */
  expected_total_cents: z.number().int().min(0),
  /** The currency of that total; a different one (the delivery country moved the order to another market) is refused with 409 */
  expected_currency: CurrencySchema.optional(),
  payment: PaymentChoiceSchema,
  /**
   * The terms version named before the order button, which the shopper accepts by ordering
   * (decision 043). Another than the current one is refused with 409 terms_outdated.
   */
  terms_version: z.string({ error: CHECKOUT_MESSAGES.termsVersionRequired }).trim().min(1, CHECKOUT_MESSAGES.termsVersionRequired).max(40),
})
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>
