import type { Db } from '../../db/database'

/**
 * What a shopper has received, for "verified purchase" and "to review". A read-only view of the
 * orders module's tables: the orders service answers no such question, and these two reads are
 * all reviews need of it.
 */
export const RECEIVED_STATUSES = ['delivered_order', 'return_reject'] as const

export function createPurchaseHistory(db: Db) {
  return {
    /** The user has an order line of this product in a delivered (or return-rejected) order. */
    async hasReceived(userId: string, productId: string): Promise<boolean> {
      const row = await db.kysely
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

    /** Products the user received and has not reviewed, most recently ordered first. */
    async receivedNotReviewed(userId: string, limit: number): Promise<string[]> {
      const rows = await db.kysely
        .selectFrom('order_line')
        .innerJoin('shop_order', 'shop_order.id', 'order_line.order_id')
        .select((eb) => ['order_line.product_id', eb.fn.max('shop_order.created_at').as('last_at')])
        .where('shop_order.user_id', '=', userId)
        .where('shop_order.status', 'in', RECEIVED_STATUSES)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('review')
                .select('review.id')
                .where('review.user_id', '=', userId)
                .whereRef('review.product_id', '=', 'order_line.product_id'),
            ),
          ),
        )
        .groupBy('order_line.product_id')
        .orderBy('last_at', 'desc')
        .orderBy('order_line.product_id')
        .limit(limit)
        .execute()
      return rows.map((r) => r.product_id)
    },
  }
}
export type PurchaseHistory = ReturnType<typeof createPurchaseHistory>
