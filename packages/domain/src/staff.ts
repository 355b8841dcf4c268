import { z } from 'zod'
import { COUPON_KINDS, CouponCodeSchema, CouponListFiguresSchema, StaffCouponListsSchema } from './coupons'
import type { ReasonOf } from './errors'
import { LANGUAGES } from './languages'
import { CURRENCIES } from './locale-format'
import { LanguageSchema, TranslatedSchema } from './language-schemas'
import { OrderRequestSchema, OrderSummarySchema, StaffOrderQuerySchema } from './orders'
import { FIELD_MESSAGES } from './field-messages'

/* ---- The staff area's core API (issue 5): dashboard, order filters, requests, coupons, gift cards, audit ---- */

/** At most this many low-stock sizes (stock ≤ the size's own threshold) on the dashboard, fewest units first. */
export const LOW_STOCK_LIMIT = 20
/** The dashboard's chart: today and the 13 days before it (UTC days). */
export const DASHBOARD_DAYS = 14
export const STAFF_PAGE_SIZE = 20

export const STAFF_MESSAGES = {
  couponCodeTaken: 'A coupon with this code already exists',
  couponNotFound: 'Coupon was not found',
  percentTooHigh: 'A percent coupon takes at most 100% off',
  datesReversed: 'The coupon must start before it expires',
  limitBelowUses: 'The usage limit cannot be lower than the uses so far',
  fromAfterTo: 'The start date must not be after the end date',
  nothingToChange: 'Nothing to change',
} as const

const page = z.coerce.number().int().min(1, 'page starts at 1').max(10_000).default(1)
/** A calendar day (UTC), as the date inputs send it. */
const day = z.iso.date({ error: 'Please give a date like 2026-11-21' })

/* ---- Dashboard ---- */

export const DashboardQuerySchema = z.object({ lang: LanguageSchema.default('en') })

export const DashboardDaySchema = z.object({
  /** YYYY-MM-DD (UTC) */
  day: z.string(),
  orders: z.number().int(),
  revenue_cents: z.number().int(),
})
/**
 * Figures from real rows. Orders and revenue leave out cancelled and accepted-return orders (their
 * money went back); pending counts are what waits for staff.
 */
export const StaffDashboardSchema = z.object({
  today: z.object({ orders: z.number().int(), revenue_cents: z.number().int() }),
  /** DASHBOARD_DAYS entries, oldest first, today last; days without orders count 0 */
  days: z.array(DashboardDaySchema),
  pending: z.object({
    cancel_requests: z.number().int(),
    return_requests: z.number().int(),
    reviews: z.number().int(),
    testimonials: z.number().int(),
    /** complaints whose last word is the shopper's (status open) */
    complaints: z.number().int(),
    contact_messages: z.number().int(),
  }),
  /** Sizes at or under their own low-stock threshold (decision 029): the product's id, the size's id and SKU; the name carries the size when the product has several */
  low_stock: z.array(z.object({ id: z.string(), variant_id: z.string(), sku: z.string(), name: z.string(), stock: z.number().int() })),
})
export type StaffDashboard = z.infer<typeof StaffDashboardSchema>

/* ---- Orders: filters and the requests list ---- */

/** GET /api/staff/orders: status plus q (order number or email, any case), from/to (placed on, UTC days, inclusive). */
export const StaffOrderFilterSchema = StaffOrderQuerySchema.extend({
  q: z.string().trim().max(254, 'The search is too long').optional(),
  from: day.optional(),
  to: day.optional(),
}).refine((f) => !f.from || !f.to || f.from <= f.to, { message: STAFF_MESSAGES.fromAfterTo, path: ['from'] })
export type StaffOrderFilter = z.infer<typeof StaffOrderFilterSchema>

export const ORDER_REQUEST_KINDS = ['cancel', 'return'] as const
export const ORDER_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const

export const StaffRequestQuerySchema = z.object({
  status: z.enum(ORDER_REQUEST_STATUSES).default('pending'),
  kind: z.enum(ORDER_REQUEST_KINDS).optional(),
  page,
})
export type StaffRequestQuery = z.infer<typeof StaffRequestQuerySchema>

/** A cancel or return request with the order it is about (oldest first: the queue's order). */
export const StaffRequestSchema = OrderRequestSchema.extend({
  order: OrderSummarySchema.extend({ email: z.string() }),
})
export type StaffRequest = z.infer<typeof StaffRequestSchema>
export const StaffRequestListSchema = z.object({ data: z.array(StaffRequestSchema), total: z.number().int(), page: z.number().int() })

/* ---- Coupons ---- */

export const CouponTermsSchema = z.object({ kind: z.enum(COUPON_KINDS), value: z.number().int().min(1, FIELD_MESSAGES.couponValueMin) })
/** Per-language terms that replace the base ones (GET15: $15 in en, 15% elsewhere). */
export const LangTermsSchema = z.partialRecord(z.enum(LANGUAGES), CouponTermsSchema)

const descriptionText = z.string().trim().min(1, FIELD_MESSAGES.couponDescriptionRequired).max(300, FIELD_MESSAGES.couponDescriptionTooLong)
const isoTime = z.iso.datetime({ offset: true, error: 'Please give a date and time' })
const limit = z.number().int().min(1, FIELD_MESSAGES.couponLimitMin).max(1_000_000).nullable()

/** What staff type for a coupon. Cents for fixed, whole percent (1–100) for percent. */
export const CouponInputSchema = z.object({
  code: CouponCodeSchema,
  kind: z.enum(COUPON_KINDS),
  value: z.number().int().min(1, FIELD_MESSAGES.couponValueMin).max(100_000_00),
  lang_terms: LangTermsSchema.default({}),
  description: z.object({ en: descriptionText, cz: descriptionText, sl: descriptionText, ge: descriptionText }),
  min_order_cents: z.number().int().min(0).max(100_000_00).default(0),
  starts_at: isoTime.nullable().default(null),
  expires_at: isoTime.nullable().default(null),
  usage_limit: limit.default(null),
  per_shopper_limit: limit.default(null),
  stackable: z.boolean().default(false),
  active: z.boolean().default(true),
  /** The fixed amount and minimum in EUR and CZK: typed, or null/left out to follow USD (decision 047) */
  ...CouponListFiguresSchema.shape,
})
export type CouponInput = z.infer<typeof CouponInputSchema>

/** PATCH: any subset; the whole coupon is checked again after merging (percent ≤ 100, dates in order). */
export const CouponPatchSchema = z
  .object({
    code: CouponCodeSchema,
    kind: z.enum(COUPON_KINDS),
    value: z.number().int().min(1, FIELD_MESSAGES.couponValueMin).max(100_000_00),
    lang_terms: LangTermsSchema,
    description: z.object({ en: descriptionText, cz: descriptionText, sl: descriptionText, ge: descriptionText }),
    min_order_cents: z.number().int().min(0).max(100_000_00),
    starts_at: isoTime.nullable(),
    expires_at: isoTime.nullable(),
    usage_limit: limit,
    per_shopper_limit: limit,
    stackable: z.boolean(),
    active: z.boolean(),
    ...CouponListFiguresSchema.shape,
  })
  .partial()
export type CouponPatch = z.infer<typeof CouponPatchSchema>

/** The rules a whole coupon must keep; null when it keeps them. Used by the server after merging a PATCH. */
export function couponProblem(
  c: Pick<CouponInput, 'kind' | 'value' | 'lang_terms' | 'starts_at' | 'expires_at'>,
): { path: string; message: string; reason: ReasonOf<'validation_failed'> } | null {
  const percentTooHigh = { message: STAFF_MESSAGES.percentTooHigh, reason: 'coupon_percent_too_high' } as const
  if (c.kind === 'percent' && c.value > 100) return { path: 'value', ...percentTooHigh }
  for (const lang of LANGUAGES) {
    const t = c.lang_terms[lang]
    if (t && t.kind === 'percent' && t.value > 100) return { path: `lang_terms.${lang}.value`, ...percentTooHigh }
  }
  if (c.starts_at && c.expires_at && Date.parse(c.starts_at) >= Date.parse(c.expires_at)) return { path: 'expires_at', message: STAFF_MESSAGES.datesReversed, reason: 'coupon_dates_reversed' }
  return null
}

/** Which coupons the list shows: the shop's own codes, personal ones (the newsletter's 5%), or all. */
export const COUPON_SCOPES = ['shop', 'personal', 'all'] as const
export const StaffCouponQuerySchema = z.object({
  q: z.string().trim().max(40).optional(),
  scope: z.enum(COUPON_SCOPES).default('shop'),
  page,
})
export type StaffCouponQuery = z.infer<typeof StaffCouponQuerySchema>

export const StaffCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  lang_terms: LangTermsSchema,
  description: TranslatedSchema,
  min_order_cents: z.number().int(),
  starts_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  per_shopper_limit: z.number().int().nullable(),
  /** A personal code: the email (or account) it belongs to */
  owner_email: z.string().nullable(),
  owner_user_id: z.string().nullable(),
  stackable: z.boolean(),
  active: z.boolean(),
  created_at: z.string(),
  ...StaffCouponListsSchema.shape,
})
export type StaffCoupon = z.infer<typeof StaffCouponSchema>
export const StaffCouponListSchema = z.object({ data: z.array(StaffCouponSchema), total: z.number().int(), page: z.number().int() })
export const CouponIdParamsSchema = z.object({ id: z.string().regex(/^[a-z]{2,4}_[A-Za-z0-9]{4,40}$/, 'Coupon id is not valid') })

/* ---- Gift cards (read only: staff look, never see codes) ---- */

export const StaffGiftCardQuerySchema = z.object({
  /** last four characters of the code, or part of the purchaser's or recipient's email */
  q: z.string().trim().max(254).optional(),
  page,
})
const person = z.object({ id: z.string(), username: z.string(), email: z.string().nullable() })
export const StaffGiftCardSchema = z.object({
  id: z.string(),
  code_last4: z.string(),
  initial_cents: z.number().int(),
  balance_cents: z.number().int(),
  /** The card's currency (decision 041) */
  currency: z.enum(CURRENCIES),
  purchaser: person.nullable(),
  sender_name: z.string(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  created_at: z.string(),
  redeemed: z.boolean(),
  redeemed_at: z.string().nullable(),
  redeemed_by: person.nullable(),
})
export type StaffGiftCard = z.infer<typeof StaffGiftCardSchema>
export const StaffGiftCardListSchema = z.object({ data: z.array(StaffGiftCardSchema), total: z.number().int(), page: z.number().int() })

/* ---- Audit log ---- */

export const AuditQuerySchema = z.object({
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(80).optional(),
  page,
})
export const AuditLineSchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor_name: z.string(),
  /** The actor's email today (null: a phone-only account, or one since erased) */
  actor_email: z.string().nullable(),
  /** e.g. 'order.status', 'coupon.create', 'product.update', 'review.approve' */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
})
export type AuditLine = z.infer<typeof AuditLineSchema>
export const AuditListSchema = z.object({ data: z.array(AuditLineSchema), total: z.number().int(), page: z.number().int() })
