import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'

/**
 * A product's rating (sum and count of its approved reviews' stars), moved by the reviews module
 * inside its moderation's transaction, so a review and the rating it counts in commit together.
 */
export function createProductRatings() {
  return {
    async adjust(tx: Tx, productId: string, sumDelta: number, countDelta: number): Promise<void> {
      await tablesOf<CatalogTables>(tx)
        .updateTable('product')
        .set((eb) => ({ rating_sum: eb('rating_sum', '+', sumDelta), rating_count: eb('rating_count', '+', countDelta) }))
        .where('id', '=', productId)
        .execute()
    },
  }
}
