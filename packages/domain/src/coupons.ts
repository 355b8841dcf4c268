import { z } from 'zod'
import { FIELD_MESSAGES } from './field-messages'
import { LANGUAGES, type Language } from './languages'
import { CurrencySchema } from './markets'
import { formatMoney, type Currency } from './locale-format'
import { HAND_SET_CURRENCIES, type HandSetCurrency } from './variants'

export const COUPON_KINDS = ['fixed', 'percent'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]
/** At most two codes per order, and two only when one of them is stackable (the newsletter's 5%). */
export const MAX_COUPONS_PER_ORDER = 2
/** The newsletter's personal code (issue 5 issues it): 5% off, single use, stacks with one other. */
export const NEWSLETTER_PERCENT = 5

/** Why a code does not apply; the web app words each one in the shopper's language. */
export const COUPON_REJECTIONS = [
  'unknown',
  'not_started',
  'expired',
  'min_order',
  'used_up',
  'used_by_you',
  'not_yours',
  'sign_in_required',
  'not_combinable',
  'duplicate',
] as const
export type CouponRejection = (typeof COUPON_REJECTIONS)[number]

export const CouponCodeSchema = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.couponCodeRequired)
  .max(40, FIELD_MESSAGES.couponCodeTooLong)
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/, FIELD_MESSAGES.couponCodeInvalid))

/** The rule in force for one language: GET15 is fixed $15 in en and 15% elsewhere. */
export interface CouponTerms {
  kind: CouponKind
  /** cents for fixed, whole percent (1–100) for percent */
  value: number
}

/** The discount on a goods subtotal (cents, never more than the subtotal). Percent rounds half up to the cent. */
export function couponDiscount(terms: CouponTerms, subtotalCents: number): number {
  const raw = terms.kind === 'fixed' ? terms.value : Math.round((subtotalCents * terms.value) / 100)
  return Math.max(0, Math.min(subtotalCents, raw))
}

/** Terms for a language: the coupon's per-language override, else its base terms. */
export function termsFor(base: CouponTerms, overrides: Partial<Record<Language, CouponTerms>>, lang: Language): CouponTerms {
  return overrides[lang] ?? base
}

/** GET /api/coupons: the language, and the currency fixed amounts and minimums are given in (the checkout's quote currency; else the shopper's "Ship to" market's). */
export const CouponOffersQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en'), currency: CurrencySchema.optional() })

/** GET /api/coupons (the /coupan page): codes this shopper can use now, in their language. */
export const CouponOfferSchema = z.object({
  code: z.string(),
  /** The currency of `value` (fixed codes) and `min_order_cents` */
  currency: CurrencySchema,
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  min_order_cents: z.number().int(),
  expires_at: z.string().nullable(),
  stackable: z.boolean(),
  personal: z.boolean(),
  /** Uses left for this shopper (null: no personal limit) */
  uses_left: z.number().int().nullable(),
  description: z.string(),
})
export type CouponOffer = z.infer<typeof CouponOfferSchema>
export const CouponOffersSchema = z.object({ data: z.array(CouponOfferSchema) })

/* ---- A fixed coupon's figures in the other price lists (decisions 038, 047) ---- */

/**
 * The price lists a coupon carries its own figures in beside USD: its fixed amount (base terms',
 * else a language's fixed terms') and its minimum order. Each figure either follows the USD one
 * at the owner's exchange rate with the list's rounding, or was typed by staff (`_manual`) and is
 * kept through USD and rate changes, as variant prices are (decision 037).
 */
export const COUPON_LIST_CURRENCIES = HAND_SET_CURRENCIES
export const COUPON_LIST_FIELDS = {
  EUR: { value: 'value_eur_cents', value_manual: 'value_eur_manual', min_order: 'min_order_eur_cents', min_order_manual: 'min_order_eur_manual' },
  CZK: { value: 'value_czk_cents', value_manual: 'value_czk_manual', min_order: 'min_order_czk_cents', min_order_manual: 'min_order_czk_manual' },
} as const satisfies Record<HandSetCurrency, { value: string; value_manual: string; min_order: string; min_order_manual: string }>
/** The figures whose amounts are whole units (crowns are written without haléře, decision 036). */
export const COUPON_WHOLE_UNITS: Readonly<Record<HandSetCurrency, boolean>> = { EUR: false, CZK: true }

export const COUPON_LIST_MESSAGES = {
  amountPositive: 'An amount must be above zero',
  minimumNotNegative: 'A minimum order cannot be below zero',
  wholeCrowns: 'Amounts in crowns are whole crowns (e.g. 379 Kč)',
  tooHigh: 'The amount is too high',
  notNumber: 'An amount must be a whole number of hundredths',
  noFixedAmount: 'This coupon takes a percentage in every language: it has no amount to set in another currency',
} as const

const listFigure = (currency: HandSetCurrency, min: number) => {
  const n = z
    .number({ error: COUPON_LIST_MESSAGES.notNumber })
    .int(COUPON_LIST_MESSAGES.notNumber)
    .min(min, min > 0 ? COUPON_LIST_MESSAGES.amountPositive : COUPON_LIST_MESSAGES.minimumNotNegative)
    .max(100_000_000, COUPON_LIST_MESSAGES.tooHigh)
  return COUPON_WHOLE_UNITS[currency] ? n.refine((c) => c % 100 === 0, COUPON_LIST_MESSAGES.wholeCrowns) : n
}

/**
 * What staff type per list on a coupon's POST or PATCH: a number sets the figure by hand (minor
 * units, CZK in whole crowns, an amount above 0, a minimum 0 or more); null lets it follow the USD
 * figure at the current exchange rate again. Left out: unchanged (a new coupon's figures follow USD).
 */
export const CouponListFiguresSchema = z
  .object({
    value_eur_cents: listFigure('EUR', 1).nullable(),
    value_czk_cents: listFigure('CZK', 1).nullable(),
    min_order_eur_cents: listFigure('EUR', 0).nullable(),
    min_order_czk_cents: listFigure('CZK', 0).nullable(),
  })
  .partial()
export type CouponListFigures = z.infer<typeof CouponListFiguresSchema>

/** A staff coupon's figures in each list as stored (filled or typed) and whether staff typed each. */
export const StaffCouponListsSchema = z.object({
  /** null: the coupon has no fixed terms (it takes a percentage in every language) */
  value_eur_cents: z.number().int().nullable(),
  value_eur_manual: z.boolean(),
  value_czk_cents: z.number().int().nullable(),
  value_czk_manual: z.boolean(),
  min_order_eur_cents: z.number().int(),
  min_order_eur_manual: z.boolean(),
  min_order_czk_cents: z.number().int(),
  min_order_czk_manual: z.boolean(),
})
export type StaffCouponLists = z.infer<typeof StaffCouponListsSchema>

/** The coupon's fixed amount in USD cents: its base terms' when fixed, else the first language's fixed terms'; null without one. */
export function fixedUsdAmount(c: { kind: CouponKind; value: number; lang_terms: Partial<Record<Language, CouponTerms>> }): number | null {
  if (c.kind === 'fixed') return c.value
  for (const lang of LANGUAGES) {
    const t = c.lang_terms[lang]
    if (t?.kind === 'fixed') return t.value
  }
  return null
}

/** A typed amount on a coupon without fixed terms (nothing to set): the field and why; null when all is well. */
export function couponListProblem(
  c: { kind: CouponKind; value: number; lang_terms: Partial<Record<Language, CouponTerms>> } & CouponListFigures,
): { path: string; message: string; reason: 'coupon_no_fixed_amount' } | null {
  if (fixedUsdAmount(c) !== null) return null
  for (const cur of COUPON_LIST_CURRENCIES) {
    const field = COUPON_LIST_FIELDS[cur].value
    if (typeof c[field] === 'number') return { path: field, message: COUPON_LIST_MESSAGES.noFixedAmount, reason: 'coupon_no_fixed_amount' }
  }
  return null
}

/**
 * A coupon's description for one shopper (decision 047): `{amount}` becomes the discount in their
 * terms ("379 Kč", "€15", "15 %") and `{min_order}` the minimum order, in their language and
 * currency. A text naming "$30" would promise dollars to a shopper paying in crowns; "{min_order}" cannot.
 */
export function couponDescriptionText(
  text: string,
  { lang, currency, terms, min_order_cents }: { lang: Language; currency: Currency; terms: CouponTerms; min_order_cents: number },
): string {
  if (!text.includes('{')) return text
  const money = (cents: number) => formatMoney(cents, lang, { currency, wholeUnits: true })
  const amount = terms.kind === 'fixed' ? money(terms.value) : lang === 'en' ? `${terms.value}%` : `${terms.value}\u00a0%`
  return text.replaceAll('{amount}', amount).replaceAll('{min_order}', money(min_order_cents))
}
