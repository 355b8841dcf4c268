import { z } from 'zod'
import { DEFAULT_LANGUAGE } from './languages'
import { LanguageSchema } from './language-schemas'
// The honeypot `website`: people never see or fill it; a bot that does gets a success and nothing is stored.
import { HoneypotSchema } from './newsletter'
import {
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  REVIEW_SORTS,
  MODERATION_DECISIONS,
  REVIEW_TITLE_MAX,
  REVIEW_BODY_MIN,
  REVIEW_BODY_MAX,
  MODERATION_NOTE_MAX,
} from './reviews-vocab'

export * from './reviews-vocab'

const langParam = LanguageSchema.default(DEFAULT_LANGUAGE)
const pageParam = z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page must be at most 10000').default(1)
const productIdParam = z.string({ error: 'Please choose a product' }).trim().regex(/^prd_[A-Za-z0-9]{4,40}$/, 'Product id is not valid')

export const RatingSchema = z.coerce
  .number({ error: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(1, REVIEW_MESSAGES.rating)
  .max(5, REVIEW_MESSAGES.rating)

/* ---- Queries ---- */

export const ProductReviewQuerySchema = z.object({
  product_id: productIdParam,
  sort: z.enum(REVIEW_SORTS, { error: () => `Unknown sort; use one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  page: pageParam,
  /** Accepted like everywhere else; reviews of every language are listed (each carries its own `lang`). */
  lang: langParam,
})
export type ProductReviewQuery = z.infer<typeof ProductReviewQuerySchema>

/** With product_id: that product's summary and newest reviews; without: the newest shop-wide. */
export const DefaultReviewQuerySchema = z.object({ product_id: productIdParam.optional(), lang: langParam })
export const ReviewFeedQuerySchema = z.object({ page: pageParam, lang: langParam })
export const StaffReviewQuerySchema = z.object({ status: z.enum(REVIEW_STATUSES).optional(), page: pageParam, lang: langParam })
export const ReviewIdParamsSchema = z.object({ id: z.string().regex(/^rev_[a-z0-9]{16}$/, 'Review id is not valid') })

/* ---- Input ---- */

export const ReviewInputSchema = z.object({
  product_id: productIdParam,
  rating: RatingSchema,
  title: z.string().trim().max(REVIEW_TITLE_MAX, `Please keep the title under ${REVIEW_TITLE_MAX} characters`).default(''),
  body: z
    .string({ error: REVIEW_MESSAGES.body })
    .trim()
    .min(REVIEW_BODY_MIN, REVIEW_MESSAGES.body)
    .max(REVIEW_BODY_MAX, `Please keep your review under ${REVIEW_BODY_MAX} characters`),
  /** The language the shopper wrote in (the shop language they use) */
  lang: langParam,
  website: HoneypotSchema,
})
export type ReviewInput = z.infer<typeof ReviewInputSchema>

export const ModerationSchema = z.object({
  decision: z.enum(MODERATION_DECISIONS, { error: () => 'Please choose approve or reject' }),
  note: z.string().trim().max(MODERATION_NOTE_MAX, `Please keep the note under ${MODERATION_NOTE_MAX} characters`).default(''),
})
export type Moderation = z.infer<typeof ModerationSchema>

/* ---- Answers ---- */

/** Shown and stored exactly as typed: the web renders every text as text, never as HTML. */
export const ReviewSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  /** The reviewer's display name */
  author: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  lang: LanguageSchema,
  verified_purchase: z.boolean(),
  /** Only meaningful in `my_review`, /api/review/mine and staff lists: public lists hold approved ones only */
  status: z.enum(REVIEW_STATUSES),
  created_at: z.string(),
})
export type Review = z.infer<typeof ReviewSchema>

/** The few product fields a review list shows next to each review. */
export const ReviewProductSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), image: z.string() })
export type ReviewProduct = z.infer<typeof ReviewProductSchema>
export const ReviewWithProductSchema = ReviewSchema.extend({ product: ReviewProductSchema })
export type ReviewWithProduct = z.infer<typeof ReviewWithProductSchema>

export const RatingHistogramSchema = z.object({ '1': z.number().int(), '2': z.number().int(), '3': z.number().int(), '4': z.number().int(), '5': z.number().int() })
export const RatingSummarySchema = z.object({
  /** One decimal, 0 without reviews (the same rounding as product.rating.average) */
  average: z.number(),
  count: z.number().int(),
  histogram: RatingHistogramSchema,
})
export type RatingSummary = z.infer<typeof RatingSummarySchema>

export const ProductReviewsSchema = z.object({
  data: z.array(ReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  summary: RatingSummarySchema,
  /** Signed in, received this product (only buyers may review it) and not reviewed it yet */
  can_review: z.boolean(),
  /** Signed in and received this product in a delivered order: false for guests and for those who did not buy it */
  is_buyer: z.boolean(),
  my_review: ReviewSchema.nullable(),
})
export type ProductReviews = z.infer<typeof ProductReviewsSchema>

export const ReviewSubmittedSchema = z.object({ message: z.string(), review: ReviewSchema })
export type ReviewSubmitted = z.infer<typeof ReviewSubmittedSchema>

/** GET /api/default-review: with product_id `summary` is set and `data` has no `product`. */
export const DefaultReviewsSchema = z.object({
  summary: RatingSummarySchema.optional(),
  data: z.array(ReviewSchema.extend({ product: ReviewProductSchema.optional() })),
})
export type DefaultReviews = z.infer<typeof DefaultReviewsSchema>

export const ReviewFeedSchema = z.object({
  data: z.array(ReviewWithProductSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type ReviewFeed = z.infer<typeof ReviewFeedSchema>

export const MyReviewsSchema = z.object({
  data: z.array(ReviewWithProductSchema),
  /** Products from my delivered orders that I have not reviewed yet */
  to_review: z.array(ReviewProductSchema),
})
export type MyReviews = z.infer<typeof MyReviewsSchema>

export const StaffReviewSchema = ReviewWithProductSchema.extend({
  user_id: z.string().nullable(),
  moderation_note: z.string(),
  moderated_at: z.string().nullable(),
  moderated_by: z.string().nullable(),
})
export type StaffReview = z.infer<typeof StaffReviewSchema>
export const StaffReviewListSchema = z.object({ data: z.array(StaffReviewSchema), total: z.number().int(), page: z.number().int() })
export type StaffReviewList = z.infer<typeof StaffReviewListSchema>

/** The average as products show it: sum * 10 / count first, one decimal. */
export function ratingAverage(sum: number, count: number): number {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : 0
}
