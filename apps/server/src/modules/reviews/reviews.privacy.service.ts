import { tablesOf } from '../../db/tables'
import type { ReviewsTables } from '../../db/tables/reviews'
import type { PersonalDataPart } from '../privacy/privacy.types'
import type { ProductRatings } from './reviews.types'

/**
 * Reviews in a shopper's data (decision 046): exported, and deleted at erasure rather than left
 * under another name, since a review's text can say who wrote it. An approved review's stars leave
 * its product's rating in the same transaction (the catalog keeps the rating).
 */
export function createReviewsPrivacy({ ratings }: { ratings: ProductRatings }): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const reviews = await tablesOf<ReviewsTables>(tx)
        .selectFrom('review')
        .select(['product_id', 'author', 'rating', 'title', 'body', 'lang', 'verified_purchase', 'status', 'created_at'])
        .where('user_id', '=', s.userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return { reviews: reviews.map((r) => ({ ...r, verified_purchase: r.verified_purchase === 1 })) }
    },

    async erase(tx, s) {
      const t = tablesOf<ReviewsTables>(tx)
      const gone = await t.deleteFrom('review').where('user_id', '=', s.userId).returning(['product_id', 'rating', 'status']).execute()
      for (const r of gone) if (r.status === 'approved') await ratings.adjust(tx, r.product_id, -Number(r.rating), -1)
      return { reviews_deleted: gone.length }
    },
  }
}
