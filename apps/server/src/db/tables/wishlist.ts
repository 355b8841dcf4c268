/** modules/wishlist owns it. */
export interface WishlistItemTable {
  user_id: string
  product_id: string
  created_at: string
}

/** The tables modules/wishlist owns: its repositories see only these (db/tables.ts). */
export interface WishlistTables {
  wishlist_item: WishlistItemTable
}
