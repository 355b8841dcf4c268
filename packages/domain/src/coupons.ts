import { z } from 'zod'
import { FIELD_MESSAGES } from './field-messages'
import { LANGUAGES, type Language } from './languages'
import { CurrencySchema } from './markets'

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
