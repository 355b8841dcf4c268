import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'

/** Orders whose goods reached the shopper (a rejected return stays with them). */
export const RECEIVED_STATUSES = ['delivered_order', 'return_reject'] as const

/**
 * What a shopper has received, from the orders module's tables: the reviews module asks it for
 * "verified purchase" and "to review" (see ReviewPurchases in reviews.types.ts).
 */
export function createOrderPurchases(db: Db) {
  const k = tablesOf<OrdersTables>(db.kysely)
  return {
    /** The user has an order line of this product in a delivered (or return-rejected) order. */
    async hasReceived(userId: string, productId: string): Promise<boolean> {
      const row = await k
        .selectFrom('order_line')
        .innerJoin('shop_order', 'shop_order.id', 'order_line.order_id')
        .select('order_line.product_id')
        .where('shop_order.user_id', '=', userId)
        .where('order_line.product_id', '=', productId)
        .where('shop_order.status', 'in', RECEIVED_STATUSES)
        .limit(1)
        .executeTakeFirst()
      return !!row
    },

    /** Every product the user received, most recently ordered first (ties by product id). */
    async receivedProducts(userId: string): Promise<string[]> {
      const rows = await k
        .selectFrom('order_line')
        .innerJoin('shop_order', 'shop_order.id', 'order_line.order_id')
        .select((eb) => ['order_line.product_id', eb.fn.max('shop_order.created_at').as('last_at')])
        .where('shop_order.user_id', '=', userId)
        .where('shop_order.status', 'in', RECEIVED_STATUSES)
        .groupBy('order_line.product_id')
        .orderBy('last_at', 'desc')
        .orderBy('order_line.product_id')
        .execute()
      return rows.map((r) => r.product_id)
    },
  }
}
export type OrderPurchases = ReturnType<typeof createOrderPurchases>
