import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CartLineTable, CartTables } from '../../db/tables/cart'
import type { Tx } from '../../db/tx'
import { newId } from '../../lib/ids'

export type LineRow = Omit<CartLineTable, 'cart_id'>
/** Exactly one of the two: the cart table's check constraint says so too. */
export type CartKey = { user_id: string; guest_token_hash?: undefined } | { user_id?: undefined; guest_token_hash: string }

/** The caller's transaction, seen as the cart's tables only. */
const own = (tx: Tx) => tablesOf<CartTables>(tx)

/** modules/cart owns cart and cart_line; `ex` may be a transaction. */
export function createCartRepository(db: Db) {
  const k = tablesOf<CartTables>(db.kysely)
  const now = () => new Date().toISOString()

  return {
    /** The owner's cart and its lines (as `lines` orders them) in one read; null when the owner has no cart. */
    async find(key: CartKey): Promise<{ id: string; lines: LineRow[] } | null> {
      const q = k
        .selectFrom('cart')
        .leftJoin('cart_line', 'cart_line.cart_id', 'cart.id')
        .select(['cart.id', 'cart_line.product_id', 'cart_line.variant_id', 'cart_line.quantity', 'cart_line.seen_price_cents', 'cart_line.seen_currency', 'cart_line.added_at'])
      const rows = await (key.user_id ? q.where('cart.user_id', '=', key.user_id) : q.where('cart.guest_token_hash', '=', key.guest_token_hash!))
        .orderBy('cart_line.added_at')
        .orderBy('cart_line.variant_id')
        .execute()
      if (!rows.length) return null
      const lines = rows.flatMap((r) =>
        r.product_id === null ? [] : [{ product_id: r.product_id, variant_id: r.variant_id!, quantity: r.quantity!, seen_price_cents: r.seen_price_cents!, seen_currency: r.seen_currency!, added_at: r.added_at! }],
      )
      return { id: rows[0]!.id, lines }
    },

    /**
     * The owner's cart, created if missing, and locked for the rest of the transaction, in one
     * statement: an insert that, when the owner already has a cart, touches its updated_at instead
     * (which holds its row lock on PostgreSQL; SQLite has one writer anyway). Concurrent first adds
     * meet in the unique index: the second waits for the first and then touches the winner's row.
     * `created`: this transaction made the cart, so it has no lines yet.
     */
    async ensureLocked(tx: Tx, key: CartKey): Promise<{ id: string; created: boolean }> {
      const at = now()
      const id = newId('crt')
      const row = await own(tx)
        .insertInto('cart')
        .values({ id, user_id: key.user_id ?? null, guest_token_hash: key.guest_token_hash ?? null, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column(key.user_id ? 'user_id' : 'guest_token_hash').doUpdateSet({ updated_at: at }))
        .returning('id')
        .executeTakeFirstOrThrow()
      return { id: row.id, created: row.id === id }
    },

    /** Locks an existing cart for the transaction; false when it is gone (merged away meanwhile). */
    async lock(tx: Tx, cartId: string): Promise<boolean> {
      const r = await own(tx).updateTable('cart').set({ updated_at: now() }).where('id', '=', cartId).executeTakeFirst()
      return Number(r.numUpdatedRows) === 1
    },

    /** Claims a guest cart for merging: only one transaction gets its id (the others wait, then find it gone). */
    async claimGuest(tx: Tx, tokenHash: string): Promise<string | null> {
      const row = await own(tx).updateTable('cart').set({ updated_at: now() }).where('guest_token_hash', '=', tokenHash).returning('id').executeTakeFirst()
      return row?.id ?? null
    },

    async deleteCart(tx: Tx, cartId: string): Promise<void> {
      await own(tx).deleteFrom('cart').where('id', '=', cartId).execute()
    },

    /** In the order they were first added. */
    async lines(cartId: string, ex?: Tx): Promise<LineRow[]> {
      return (ex ? own(ex) : k)
        .selectFrom('cart_line')
        .select(['product_id', 'variant_id', 'quantity', 'seen_price_cents', 'seen_currency', 'added_at'])
        .where('cart_id', '=', cartId)
        .orderBy('added_at')
        .orderBy('variant_id')
        .execute()
    },

    async line(tx: Tx, cartId: string, variantId: string): Promise<LineRow | undefined> {
      return own(tx)
        .selectFrom('cart_line')
        .select(['product_id', 'variant_id', 'quantity', 'seen_price_cents', 'seen_currency', 'added_at'])
        .where('cart_id', '=', cartId)
        .where('variant_id', '=', variantId)
        .executeTakeFirst()
    },

    /** Writes these lines; a variant already in the cart takes the new quantity and seen price (one line per variant: the primary key). */
    async putLines(tx: Tx, cartId: string, rows: LineRow[]): Promise<void> {
      if (!rows.length) return
      await own(tx)
        .insertInto('cart_line')
        .values(rows.map((r) => ({ ...r, cart_id: cartId })))
        .onConflict((oc) =>
          oc.columns(['cart_id', 'variant_id']).doUpdateSet((eb) => ({
            quantity: eb.ref('excluded.quantity'),
            seen_price_cents: eb.ref('excluded.seen_price_cents'),
            seen_currency: eb.ref('excluded.seen_currency'),
          })),
        )
        .execute()
    },

    /** The line of a variant id (var_…), or every line of a product id. */
    async deleteLine(cartId: string, id: string): Promise<void> {
      await k.deleteFrom('cart_line').where('cart_id', '=', cartId).where(id.startsWith('var_') ? 'variant_id' : 'product_id', '=', id).execute()
    },

    async deleteLines(cartId: string, ex?: Tx): Promise<void> {
      await (ex ? own(ex) : k).deleteFrom('cart_line').where('cart_id', '=', cartId).execute()
    },
  }
}

export type CartRepository = ReturnType<typeof createCartRepository>
