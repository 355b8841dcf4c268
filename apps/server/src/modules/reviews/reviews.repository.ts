import type { ReviewSort, ReviewStatus } from '@shop/domain'
import type { Insertable, Selectable } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { ReviewsTables, ReviewTable } from '../../db/tables/reviews'
import type { Tx } from '../../db/tx'

export type ReviewRow = Selectable<ReviewTable>

const ORDER_OF: Record<ReviewSort, Array<['rating' | 'created_at' | 'id', 'asc' | 'desc']>> = {
  newest: [['created_at', 'desc'], ['id', 'desc']],
  highest: [['rating', 'desc'], ['created_at', 'desc'], ['id', 'desc']],
  lowest: [['rating', 'asc'], ['created_at', 'desc'], ['id', 'desc']],
}

export function createReviewRepository(db: Db) {
  const k = tablesOf<ReviewsTables>(db.kysely)

  return {
    /** One page of a product's approved reviews, and how many there are. */
    async productPage(productId: string, sort: ReviewSort, limit: number, offset: number): Promise<ReviewRow[]> {
      let q = k.selectFrom('review').selectAll().where('product_id', '=', productId).where('status', '=', 'approved')
      for (const [column, direction] of ORDER_OF[sort]) q = q.orderBy(column, direction)
      return q.limit(limit).offset(offset).execute()
    },

    /** Approved reviews of a product by star: {rating: count}. */
    async histogram(productId: string): Promise<Map<number, number>> {
      const rows = await k
        .selectFrom('review')
        .select((eb) => ['rating', eb.fn.countAll<number>().as('n')])
        .where('product_id', '=', productId)
        .where('status', '=', 'approved')
        .groupBy('rating')
        .execute()
      return new Map(rows.map((r) => [Number(r.rating), Number(r.n)]))
    },

    /** The newest approved reviews shop-wide, and how many approved there are. */
    async latestApproved(limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
      const base = k.selectFrom('review').where('status', '=', 'approved')
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.n) }
    },

    async byUserAndProduct(userId: string, productId: string): Promise<ReviewRow | undefined> {
      return k.selectFrom('review').selectAll().where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst()
    },

    /** The products the user has reviewed (in any status). */
    async reviewedProducts(userId: string): Promise<Set<string>> {
      const rows = await k.selectFrom('review').select('product_id').where('user_id', '=', userId).execute()
      return new Set(rows.map((r) => r.product_id))
    },

    async byUser(userId: string, limit: number): Promise<ReviewRow[]> {
      return k.selectFrom('review').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
    },

    async get(id: string, tx: Tx = db.kysely): Promise<ReviewRow | undefined> {
      return tablesOf<ReviewsTables>(tx).selectFrom('review').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** Inserts unless this user already reviewed the product (the unique index decides): false then. */
    async insertOnce(row: Insertable<ReviewTable>): Promise<boolean> {
      const result = await k
        .insertInto('review')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },

    /**
     * Moves a review from the status it was seen in to another; false when someone moved it first
     * (the compare-and-set that keeps a rating from being counted twice).
     */
    async moveStatus(
      tx: Tx,
      id: string,
      from: ReviewStatus,
      change: { status: ReviewStatus; moderation_note: string; moderated_at: string; moderated_by: string },
    ): Promise<boolean> {
      const result = await tablesOf<ReviewsTables>(tx).updateTable('review').set(change).where('id', '=', id).where('status', '=', from).executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Deletes a review still in the status it was seen in; false when someone moved it first. */
    async deleteIfStatus(tx: Tx, id: string, status: ReviewStatus): Promise<boolean> {
      const result = await tablesOf<ReviewsTables>(tx).deleteFrom('review').where('id', '=', id).where('status', '=', status).executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },

    /** Staff: reviews in a status (or all), newest first. */
    async staffPage(status: ReviewStatus | undefined, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
      let base = k.selectFrom('review')
      if (status) base = base.where('status', '=', status)
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.n) }
    },

    async countPending(): Promise<number> {
      const row = await k.selectFrom('review').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow()
      return Number(row.n)
    },
  }
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>
