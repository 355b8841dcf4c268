import { DomainError, MAX_WISHLIST_ITEMS, WISHLIST_MESSAGES, type Language, type Wishlist, type WishlistChange } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { CatalogService } from '../catalog/catalog.service'
import { tablesOf } from '../../db/tables'
import type { WishlistTables } from '../../db/tables/wishlist'

export const WISHLIST_FULL = `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products. Please remove one first.`
export const WISHLIST_PRODUCT_GONE = 'This product is no longer sold'

export interface WishlistDeps {
  db: Db
  catalog: Pick<CatalogService, 'summaries' | 'productExists'>
}

/** modules/wishlist owns wishlist_item: one row per user and product (the primary key). */
export function createWishlistService({ db, catalog }: WishlistDeps) {
  const k = tablesOf<WishlistTables>(db.kysely)

  async function list(userId: string, lang: Language): Promise<Wishlist> {
    const rows = await k
      .selectFrom('wishlist_item')
      .select(['product_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('product_id', 'desc')
      .execute()
    const added = new Map(rows.map((r) => [r.product_id, r.created_at]))
    // The catalog keeps the given order; a product deleted meanwhile is simply absent.
    const products = await catalog.summaries(rows.map((r) => r.product_id), lang)
    return { data: products.map((p) => ({ ...p, added_at: added.get(p.id)! })) }
  }

  return {
    list,

    /** Adding a product already there changes nothing and answers the same message. */
    async add(userId: string, productId: string, lang: Language): Promise<WishlistChange> {
      if (!(await catalog.productExists(productId))) throw new DomainError('product_gone', WISHLIST_PRODUCT_GONE)
      await k.transaction().execute(async (trx) => {
        // One user's adds take turns (SQLite has one writer anyway), so the cap cannot be raced past.
        if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`wishlist:${userId}`}))`.execute(trx)
        const there = await trx.selectFrom('wishlist_item').select('product_id').where('user_id', '=', userId).where('product_id', '=', productId).executeTakeFirst()
        if (there) return
        const { n } = await trx.selectFrom('wishlist_item').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()
        if (Number(n) >= MAX_WISHLIST_ITEMS) throw new DomainError('wishlist_full', WISHLIST_FULL)
        await trx
          .insertInto('wishlist_item')
          .values({ user_id: userId, product_id: productId, created_at: new Date().toISOString() })
          .onConflict((oc) => oc.doNothing())
          .execute()
      })
      return { ...(await list(userId, lang)), message: WISHLIST_MESSAGES.added }
    },

    /** Removing a product that is not there answers the same list: a repeated click is harmless. */
    async remove(userId: string, productId: string, lang: Language): Promise<WishlistChange> {
      await k.deleteFrom('wishlist_item').where('user_id', '=', userId).where('product_id', '=', productId).execute()
      return { ...(await list(userId, lang)), message: WISHLIST_MESSAGES.removed }
    },
  }
}

export type WishlistService = ReturnType<typeof createWishlistService>
