import type { Db } from '../../db/database'

// SKELETON (helper replaces)
export function createWishlistService(_deps: { db: Db }) {
  return {}
}
export type WishlistService = ReturnType<typeof createWishlistService>
