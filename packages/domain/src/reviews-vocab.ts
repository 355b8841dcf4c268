/**
 * The reviews' vocabularies, messages and limits, free of zod: the product page shows reviews (their
 * sorts, the body limit) long before anyone opens the review form, and a schema in the same module
 * would bring zod onto that page.
 */

/** SPEC section 8, word for word, and the review form's other answers. */
export const REVIEW_MESSAGES = {
  submitted: 'Review submitted successfully',
  duplicate: 'You have already reviewed this product',
  rating: 'Please choose a rating from 1 to 5',
  body: 'Please write a few words about the product',
  /** Only buyers may review (the terms' review rule, legal.ts REVIEW_RULE) */
  notBuyer: 'Only shoppers who bought and received this product can review it',
  notYours: 'You can only delete your own review',
} as const

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]
export const MODERATION_DECISIONS = ['approve', 'reject'] as const
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number]

export const REVIEW_PAGE_SIZE = 10
/** The product page's preview and the home page's shop-wide strip (GET /api/default-review). */
export const REVIEW_PREVIEW_SIZE = 3
export const REVIEW_SHOPWIDE_PREVIEW_SIZE = 6
export const REVIEW_TITLE_MAX = 120
export const REVIEW_BODY_MIN = 3
export const REVIEW_BODY_MAX = 2000
export const MODERATION_NOTE_MAX = 500
