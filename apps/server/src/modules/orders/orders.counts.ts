import { REFUNDING_STATUSES } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { OrdersTables } from '../../db/tables/orders'

/** The orders module's figures for the staff dashboard: counted by the database, nothing more. */
export function createOrderCounts(db: Db) {
  const k = tablesOf<OrdersTables>(db.kysely)
  return {
    /** Orders and revenue per UTC day placed since `since`, cancelled and accepted-return orders left out (their money went back). */
    async perDay(since: string): Promise<Map<string, { orders: number; revenue_cents: number }>> {
      const dayOf = sql<string>`substr(created_at, 1, 10)`
      const rows = await k
        .selectFrom('shop_order')
        .select([dayOf.as('day'), (eb) => eb.fn.countAll<number>().as('orders'), (eb) => eb.fn.coalesce(eb.fn.sum<number>('total_cents'), eb.lit(0)).as('revenue')])
        .where('created_at', '>=', since)
        .where('status', 'not in', [...REFUNDING_STATUSES])
        .groupBy(dayOf)
        .execute()
      return new Map(rows.map((r) => [r.day, { orders: Number(r.orders), revenue_cents: Number(r.revenue) }]))
    },

    /** Cancel and return requests waiting for staff. */
    async pendingRequests(): Promise<{ cancel: number; return: number }> {
      const rows = await k
        .selectFrom('order_request')
        .select(['kind', sql<number>`count(*)`.as('n')])
        .where('status', '=', 'pending')
        .groupBy('kind')
        .execute()
      const ofKind = (kind: string) => Number(rows.find((r) => r.kind === kind)?.n ?? 0)
      return { cancel: ofKind('cancel'), return: ofKind('return') }
    },
  }
}
export type OrderCounts = ReturnType<typeof createOrderCounts>
