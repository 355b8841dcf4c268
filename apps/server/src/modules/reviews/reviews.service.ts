import {
  DomainError,
  NotFound,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  REVIEW_PREVIEW_SIZE,
  REVIEW_SHOPWIDE_PREVIEW_SIZE,
  type DefaultReviews,
  type Language,
  type MyReviews,
  type ProductReviewQuery,
  type ProductReviews,
  type Review,
  type ReviewFeed,
  type ReviewInput,
  type ReviewSubmitted,
  type ReviewWithProduct,
} from '@shop/domain'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import type { CatalogService } from '../catalog/catalog.service'
import { productRefs, summaryOf, toReview } from './reviews.mapper'
import { createReviewModeration } from './reviews.moderation'
import { createReviewRepository, type ReviewRow } from './reviews.repository'
import type { ProductRatings, ReviewPurchases } from './reviews.types'

export interface ReviewDeps {
  db: Db
  catalog: Pick<CatalogService, 'summaries' | 'productExists' | 'invalidate'>
  /** What the shopper received (the orders module) */
  purchases: ReviewPurchases
  /** The product's rating, moved with its reviews (the catalog module) */
  ratings: ProductRatings
  audit: AuditLog
  now?: () => Date
}

type Reviewer = Pick<AuthUser, 'id' | 'username'>

const MY_REVIEWS_MAX = 100
/** Compare-and-set rounds before giving up on a review staff keep moving. */
const DELETE_ATTEMPTS = 3
const TO_REVIEW_MAX = 20

/**
 * Product reviews (PRODUCT.md "Engagement"): one per product per account, pending until staff
 * approve it; only approved reviews are shown and counted in the product's rating.
 */
export function createReviewService(deps: ReviewDeps) {
  const { db, catalog, purchases, ratings } = deps
  const repo = createReviewRepository(db)
  const now = deps.now ?? (() => new Date())

  /** Products the user received and has not reviewed, most recently ordered first. */
  async function receivedNotReviewed(userId: string): Promise<string[]> {
    const [received, reviewed] = await Promise.all([purchases.receivedProducts(userId), repo.reviewedProducts(userId)])
    return received.filter((id) => !reviewed.has(id)).slice(0, TO_REVIEW_MAX)
  }

  async function requireProduct(productId: string): Promise<void> {
    if (!(await catalog.productExists(productId))) throw new NotFound('Product', 'product_not_found')
  }

  async function withProducts(rows: ReviewRow[], lang: Language): Promise<ReviewWithProduct[]> {
    const products = await productRefs(catalog, rows.map((r) => r.product_id), lang)
    return rows.flatMap((r) => {
      const product = products.get(r.product_id)
      return product ? [{ ...toReview(r), product }] : []
    })
  }

  return {
    ...createReviewModeration({ ...deps, repo, now }),

    /** A product's approved reviews with its rating summary, and what this viewer may do. */
    async productReviews(q: ProductReviewQuery, viewer: Reviewer | null): Promise<ProductReviews> {
      await requireProduct(q.product_id)
      const [rows, histogram, mine, bought] = await Promise.all([
        repo.productPage(q.product_id, q.sort, REVIEW_PAGE_SIZE, (q.page - 1) * REVIEW_PAGE_SIZE),
        repo.histogram(q.product_id),
        viewer ? repo.byUserAndProduct(viewer.id, q.product_id) : Promise.resolve(undefined),
        viewer ? purchases.hasReceived(viewer.id, q.product_id) : Promise.resolve(false),
      ])
      const summary = summaryOf(histogram)
      return {
        data: rows.map(toReview),
        total: summary.count,
        page: q.page,
        page_size: REVIEW_PAGE_SIZE,
        summary,
        can_review: bought && !mine,
        is_buyer: bought,
        my_review: mine ? toReview(mine) : null,
      }
    },

    /** The product page's preview (summary and newest three), or the newest six shop-wide. */
    async defaultReviews(productId: string | undefined, lang: Language): Promise<DefaultReviews> {
      if (productId) {
        await requireProduct(productId)
        const [rows, histogram] = await Promise.all([repo.productPage(productId, 'newest', REVIEW_PREVIEW_SIZE, 0), repo.histogram(productId)])
        return { summary: summaryOf(histogram), data: rows.map(toReview) }
      }
      const { rows } = await repo.latestApproved(REVIEW_SHOPWIDE_PREVIEW_SIZE, 0)
      return { data: await withProducts(rows, lang) }
    },

    /** Newest approved reviews shop-wide (the /review page). */
    async feed(page: number, lang: Language): Promise<ReviewFeed> {
      const { rows, total } = await repo.latestApproved(REVIEW_PAGE_SIZE, (page - 1) * REVIEW_PAGE_SIZE)
      return { data: await withProducts(rows, lang), total, page, page_size: REVIEW_PAGE_SIZE }
    },

    /** My reviews in any status, and what I received but have not reviewed yet. */
    async mine(userId: string, lang: Language): Promise<MyReviews> {
      const [rows, pendingIds] = await Promise.all([repo.byUser(userId, MY_REVIEWS_MAX), receivedNotReviewed(userId)])
      const [data, refs] = await Promise.all([withProducts(rows, lang), productRefs(catalog, pendingIds, lang)])
      return { data, to_review: pendingIds.flatMap((id) => refs.get(id) ?? []) }
    },

    /**
     * A new review, pending moderation. Only a shopper who received the product may write one (the
     * terms' rule, legal.ts REVIEW_RULE): others are refused with 403 `review_not_buyer`, so every
     * review is a verified purchase. A filled honeypot gets the same answer and nothing is stored;
     * a second review of the same product is refused by the unique index.
     */
    async submit(user: Reviewer, input: ReviewInput): Promise<ReviewSubmitted> {
      const review: Review = {
        id: newId('rev'),
        product_id: input.product_id,
        author: user.username,
        rating: input.rating,
        title: input.title,
        body: input.body,
        lang: input.lang,
        verified_purchase: true,
        status: 'pending',
        created_at: now().toISOString(),
      }
      if (input.website) return { message: REVIEW_MESSAGES.submitted, review }
      await requireProduct(input.product_id)
      if (!(await purchases.hasReceived(user.id, input.product_id))) throw new DomainError('review_not_buyer', REVIEW_MESSAGES.notBuyer)
      const inserted = await repo.insertOnce({
        id: review.id,
        product_id: review.product_id,
        user_id: user.id,
        author: review.author,
        rating: review.rating,
        title: review.title,
        body: review.body,
        lang: review.lang,
        verified_purchase: review.verified_purchase ? 1 : 0,
        status: 'pending',
        moderated_at: null,
        moderated_by: null,
        created_at: review.created_at,
      })
      if (!inserted) throw new DomainError('review_duplicate', REVIEW_MESSAGES.duplicate)
      return { message: REVIEW_MESSAGES.submitted, review }
    },

    /**
     * The author deletes their own review, in any status; anyone else is refused (403
     * `review_not_yours`). A published review's stars leave the product's rating in the same
     * transaction, by compare-and-set on the status seen (as moderation moves it), so a staff
     * decision at the same moment can neither count it again nor leave it counted.
     */
    async remove(user: Pick<AuthUser, 'id'>, id: string): Promise<void> {
      const counted = await db.kysely.transaction().execute(async (tx) => {
        for (let attempt = 0; attempt < DELETE_ATTEMPTS; attempt++) {
          const row = await repo.get(id, tx)
          if (!row) throw new NotFound('Review', 'review_not_found')
          if (row.user_id !== user.id) throw new DomainError('review_not_yours', REVIEW_MESSAGES.notYours)
          if (!(await repo.deleteIfStatus(tx, id, row.status))) continue
          if (row.status !== 'approved') return false
          await ratings.adjust(tx, row.product_id, -Number(row.rating), -1)
          return true
        }
        throw new DomainError('review_changed_meanwhile', 'This review was changed by someone else just now; please try again')
      })
      // Product pages and lists show the rating from the catalog cache: drop it once it moved.
      if (counted) await catalog.invalidate()
    },
  }
}
export type ReviewService = ReturnType<typeof createReviewService>
