import { DomainError, MAX_WISHLIST_ITEMS, WISHLIST_MESSAGES, type Currency, type Language, type Wishlist, type WishlistChange } from '@shop/domain'
import type { Db } from '../../db/database'
import type { CatalogService } from '../catalog/catalog.service'
import { createWishlistRepository } from './wishlist.repository'

export const WISHLIST_FULL = `Your wishlist holds at most ${MAX_WISHLIST_ITEMS} products. Please remove one first.`
export const WISHLIST_PRODUCT_GONE = 'This product is no longer sold'

export interface WishlistDeps {
  db: Db
  catalog: Pick<CatalogService, 'summaries' | 'productExists'>
}

/** modules/wishlist owns wishlist_item: one row per user and product (the primary key). */
export function createWishlistService({ db, catalog }: WishlistDeps) {
  const repo = createWishlistRepository(db.kysely, db.dialect)

  async function list(userId: string, lang: Language, currency: Currency = 'USD'): Promise<Wishlist> {
    const rows = await repo.items(userId)
    const added = new Map(rows.map((r) => [r.product_id, r.created_at]))
    // The catalog keeps the given order; a product deleted meanwhile is simply absent, one no longer sold is marked `unavailable`.
    const products = await catalog.summaries(rows.map((r) => r.product_id), lang, { anyStatus: true, currency })
    return { currency, data: products.map((p) => ({ ...p, added_at: added.get(p.id)! })) }
  }

  return {
    list,

    /** Adding a product already there changes nothing and answers the same message. */
    async add(userId: string, productId: string, lang: Language, currency: Currency = 'USD'): Promise<WishlistChange> {
      if (!(await catalog.productExists(productId))) throw new DomainError('product_gone', WISHLIST_PRODUCT_GONE)
      await db.kysely.transaction().execute(async (tx) => {
        const own = createWishlistRepository(tx, db.dialect)
        // One user's adds take turns, so the cap cannot be raced past.
        await own.takeTurn(userId)
        if (await own.has(userId, productId)) return
        if ((await own.count(userId)) >= MAX_WISHLIST_ITEMS) throw new DomainError('wishlist_full', WISHLIST_FULL)
        await own.insertOnce(userId, productId, new Date().toISOString())
      })
      return { ...(await list(userId, lang, currency)), message: WISHLIST_MESSAGES.added }
    },

    /** Removing a product that is not there answers the same list: a repeated click is harmless. */
    async remove(userId: string, productId: string, lang: Language, currency: Currency = 'USD'): Promise<WishlistChange> {
      await repo.remove(userId, productId)
      return { ...(await list(userId, lang, currency)), message: WISHLIST_MESSAGES.removed }
    },
  }
}

export type WishlistService = ReturnType<typeof createWishlistService>
