import {
  DomainError,
  NotFound,
  type Language,
  type Moderation,
  type ReviewStatus,
  type StaffReview,
  type StaffReviewList,
} from '@shop/domain'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'
import type { CatalogService } from '../catalog/catalog.service'
import { productRefs, toStaffReview } from './reviews.mapper'
import type { ReviewRepository, ReviewRow } from './reviews.repository'
import type { ProductRatings } from './reviews.types'

export const STAFF_REVIEW_PAGE_SIZE = 20
/** Compare-and-set rounds before giving up on a review others keep moving. */
const MAX_ATTEMPTS = 3

interface ModerationDeps {
  db: Db
  repo: ReviewRepository
  catalog: Pick<CatalogService, 'summaries' | 'invalidate'>
  ratings: ProductRatings
  audit: AuditLog
  now: () => Date
}

/** How an approval-state change moves the product's rating: +1 review in, -1 out, or none. */
function ratingStep(from: ReviewStatus, to: ReviewStatus): -1 | 0 | 1 {
  if (from === to) return 0
  if (to === 'approved') return 1
  return from === 'approved' ? -1 : 0
}

/** Staff moderation of reviews: the queue, and approve/reject moving the product's rating. */
export function createReviewModeration({ db, repo, catalog, ratings, audit, now }: ModerationDeps) {
  async function staffView(rows: ReviewRow[], lang: Language): Promise<StaffReview[]> {
    const products = await productRefs(catalog, rows.map((r) => r.product_id), lang)
    return rows.map((r) => toStaffReview(r, products.get(r.product_id) ?? { id: r.product_id, slug: '', name: r.product_id, image: '' }))
  }

  async function staffGet(id: string, lang: Language): Promise<StaffReview> {
    const row = await repo.get(id)
    if (!row) throw new NotFound('Review', 'review_not_found')
    return (await staffView([row], lang))[0]!
  }

  return {
    async staffList(q: { status?: ReviewStatus; page: number; lang: Language }): Promise<StaffReviewList> {
      const { rows, total } = await repo.staffPage(q.status, STAFF_REVIEW_PAGE_SIZE, (q.page - 1) * STAFF_REVIEW_PAGE_SIZE)
      return { data: await staffView(rows, q.lang), total, page: q.page }
    },

    /** Reviews waiting for a decision (the staff dashboard). */
    pendingCount: () => repo.countPending(),

    /**
     * Approve or reject. The status moves by compare-and-set from what was read, so a review's
     * stars enter (or leave) the product's rating exactly once however many staff click at once;
     * the rating, the review and the audit line commit together. Deciding what is already decided
     * changes nothing.
     */
    async moderate(actor: Pick<AuthUser, 'id' | 'username'>, id: string, input: Moderation, lang: Language = 'en'): Promise<StaffReview> {
      const target: ReviewStatus = input.decision === 'approve' ? 'approved' : 'rejected'
      const step = await db.kysely.transaction().execute(async (tx) => {
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
          const row = await repo.get(id, tx)
          if (!row) throw new NotFound('Review', 'review_not_found')
          if (row.status === target) return 0
          const moved = await repo.moveStatus(tx, id, row.status, {
            status: target,
            moderation_note: input.note,
            moderated_at: now().toISOString(),
            moderated_by: actor.id,
          })
          if (!moved) continue
          const delta = ratingStep(row.status, target)
          if (delta !== 0) await ratings.adjust(tx, row.product_id, delta * Number(row.rating), delta)
          await audit.record(tx, actor, {
            action: `review.${input.decision}`,
            entity: 'review',
            entity_id: id,
            details: { from: row.status, to: target, note: input.note, product_id: row.product_id, rating: Number(row.rating) },
          })
          return delta
        }
        throw new DomainError('review_changed_meanwhile', 'This review was changed by someone else just now; please try again')
      })
      // Product pages and lists show the average from the catalog cache: drop it once the rating moved.
      if (step !== 0) await catalog.invalidate()
      return staffGet(id, lang)
    },
  }
}
