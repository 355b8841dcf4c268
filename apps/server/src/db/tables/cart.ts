/** modules/cart owns cart and cart_line: a cart is a user's or a guest's (cookie token hash). */
export interface CartTable {
  id: string
  user_id: string | null
  guest_token_hash: string | null
  created_at: string
  updated_at: string
}

export interface CartLineTable {
  cart_id: string
  product_id: string
  /** One line per variant (migration 0024) */
  variant_id: string
  quantity: number
  /** The price the shopper saw when adding or last changing the line */
  seen_price_cents: number
  /** Migration 0032: the currency of that price */
  seen_currency: string
  added_at: string
}

/** The tables modules/cart owns: its repositories see only these (db/tables.ts). */
export interface CartTables {
  cart: CartTable
  cart_line: CartLineTable
}
