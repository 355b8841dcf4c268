import { tablesOf } from '../../db/tables'
import type { WishlistTables } from '../../db/tables/wishlist'
import type { PersonalDataPart } from '../privacy/privacy.types'

/** The wishlist in a shopper's data (decision 046): exported, deleted at erasure. */
export function createWishlistPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const wishlist = await tablesOf<WishlistTables>(tx)
        .selectFrom('wishlist_item')
        .select(['product_id', 'created_at'])
        .where('user_id', '=', s.userId)
        .orderBy('created_at')
        .orderBy('product_id')
        .execute()
      return { wishlist }
    },

    async erase(tx, s) {
      const r = await tablesOf<WishlistTables>(tx).deleteFrom('wishlist_item').where('user_id', '=', s.userId).executeTakeFirst()
      return { wishlist_items_deleted: Number(r.numDeletedRows) }
    },
  }
}
