import { tablesOf } from '../../db/tables'
import type { CartTables } from '../../db/tables/cart'
import type { PersonalDataPart } from '../privacy/privacy.types'

/** The signed-in shopper's cart in their data (decision 046): exported, deleted at erasure. */
export function createCartPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const t = tablesOf<CartTables>(tx)
      const cart = await t.selectFrom('cart').select(['id', 'created_at', 'updated_at']).where('user_id', '=', s.userId).executeTakeFirst()
      const lines = cart
        ? await t
            .selectFrom('cart_line')
            .select(['product_id', 'variant_id', 'quantity', 'seen_price_cents', 'seen_currency', 'added_at'])
            .where('cart_id', '=', cart.id)
            .orderBy('added_at')
            .orderBy('variant_id')
            .execute()
        : []
      return { cart: cart ? { created_at: cart.created_at, updated_at: cart.updated_at, lines } : null }
    },

    async erase(tx, s) {
      const t = tablesOf<CartTables>(tx)
      const carts = await t.selectFrom('cart').select('id').where('user_id', '=', s.userId).execute()
      const ids = carts.map((c) => c.id)
      if (ids.length) {
        await t.deleteFrom('cart_line').where('cart_id', 'in', ids).execute()
        await t.deleteFrom('cart').where('id', 'in', ids).execute()
      }
      return { carts_deleted: ids.length }
    },
  }
}
