import { sql } from 'kysely'
import type { Dialect } from '../../db/types'
import { tablesOf } from '../../db/tables'
import type { WishlistTables } from '../../db/tables/wishlist'
import type { Tx } from '../../db/tx'

/** The wishlist's queries, on the connection or inside the caller's transaction. */
export function createWishlistRepository(db: Tx, dialect: Dialect) {
  const k = tablesOf<WishlistTables>(db) // a query on another module's table does not compile
  return {
    /** The user's products, newest first. */
    items(userId: string) {
      return k
        .selectFrom('wishlist_item')
        .select(['product_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('product_id', 'desc')
        .execute()
    },

    /** PostgreSQL: one user's adds take turns until the transaction ends (SQLite has one writer anyway). */
    async takeTurn(userId: string): Promise<void> {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`.execute(k)
    },

    async has(userId: string, productId: string): Promise<boolean> {
      return !!(await k.selectFrom('wishlist_item').select('product_id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst())
    },

    async count(userId: string): Promise<number> {
      const { n } = await k.selectFrom('wishlist_item').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()
      return Number(n)
    },

    /** Unique (user, product): a repeat is a no-op. */
    async insertOnce(userId: string, productId: string, at: string): Promise<void> {
      await k.insertInto('wishlist_item').values({ user_id: userId, product_id: productId, created_at: at }).onConflict((oc) => oc.doNothing()).execute()
    },

    async remove(userId: string, productId: string): Promise<void> {
      await k.deleteFrom('wishlist_item').where('user_id', '=', userId).where('product_id', '=', productId).execute()
    },
  }
}
