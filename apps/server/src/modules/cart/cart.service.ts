import {
  CART_MESSAGES,
  DomainError,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type Cart,
  type CartAdd,
  type CartChange,
  type Currency,
  type Language,
  methodIn,
} from '@shop/domain'
import type { Db } from '../../db/database'
import type { SellableProduct, StockReader } from '../catalog/catalog.stock.service'
import type { MarketsService } from '../markets/markets.service'
import type { ShippingOffers } from '../shipping/shipping.service'
import { hashCartToken, newCartToken } from './cart.cookie'
import { createCartRepository, type CartKey, type LineRow } from './cart.repository'
import type { CartOwner, CartRef, CartService, CheckoutCart } from './cart.types'
import { emptyCart, toCart, toCheckoutLines, withLine, type CartPricing } from './cart.view'

export const CART_CHANGE_MESSAGES = {
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  emptied: 'Your cart is now empty',
  notInCart: 'This product is not in your cart',
  whichSize: 'This product is in your cart in several sizes: choose the size to change',
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} different products`,
} as const

export interface CartDeps {
  db: Db
  /** The catalog's live price and sellable stock */
  stock: Pick<StockReader, 'sellable' | 'variantOf'>
  /** The delivery country's market decides the cart's currency (decision 038) */
  markets: Pick<MarketsService, 'destination'>
  /** The free-shipping line the cart shows: the destination's first (standard) method's, in its currency */
  shipping?: ShippingOffers
}

/** What a write answers: the cart, and the guest's token whose cookie is to live 30 more days (null: leave the cookie alone). */
export interface CartWrite {
  cart: CartChange
  guest_token: string | null
}

interface Resolved {
  ref: CartRef
  /** The cart's lines, read with it */
  lines: LineRow[]
}

export function createCartService({ db, stock, markets, shipping }: CartDeps) {
  const repo = createCartRepository(db)
  const now = () => new Date().toISOString()

  /** The currency and tax mode of the delivery country's market. */
  async function pricingFor(country: string): Promise<CartPricing> {
    const [d, methods] = await Promise.all([markets.destination(country), shipping ? shipping.methodsFor(country) : Promise.resolve([])])
    const standard = methods.find((m) => m.code === 'standard') ?? methods[0]
    return { country, currency: d.currency, tax_mode: d.tax_mode, free_shipping_from_cents: standard ? methodIn(standard, d.currency).free_from_cents : null }
  }

  const notInCart = () => new DomainError('cart_line_missing', CART_CHANGE_MESSAGES.notInCart)

  /**
   * Moves a guest cart into the user's, once: the claim on the guest row lets one transaction in,
   * and that transaction deletes it, so a second tab finds nothing left to add.
   */
  async function merge(userId: string, tokenHash: string): Promise<void> {
    await db.kysely.transaction().execute(async (tx) => {
      const guestId = await repo.claimGuest(tx, tokenHash)
      if (!guestId) return
      const userCartId = (await repo.ensureLocked(tx, { user_id: userId })).id
      const guestLines = await repo.lines(guestId, tx)
      const userLines = await repo.lines(userCartId, tx)
      const products = await stock.sellable(guestLines.map((l) => l.variant_id), tx)
      const mine = new Map(userLines.map((l) => [l.variant_id, l]))
      let count = mine.size
      const rows: LineRow[] = []
      for (const guest of guestLines) {
        const own = mine.get(guest.variant_id)
        if (!own && count >= MAX_CART_LINES) continue
        const p = products.get(guest.variant_id)
        let quantity = Math.min((own?.quantity ?? 0) + guest.quantity, MAX_LINE_QUANTITY)
        // A sold-out line stays as it is, marked out of stock, rather than vanishing at sign-in.
        if (p && p.stock > 0) quantity = Math.min(quantity, p.stock)
        const seen = own ?? guest
        rows.push({ product_id: guest.product_id, variant_id: guest.variant_id, quantity, seen_price_cents: seen.seen_price_cents, seen_currency: seen.seen_currency, added_at: own?.added_at ?? guest.added_at })
        if (!own) count++
      }
      await repo.putLines(tx, userCartId, rows)
      await repo.deleteCart(tx, guestId)
    })
  }

  async function resolve(owner: CartOwner): Promise<Resolved> {
    if (owner.user_id) {
      const cart = await repo.find({ user_id: owner.user_id })
      return { ref: { cart_id: cart?.id ?? null, user_id: owner.user_id, guest_token_hash: null }, lines: cart?.lines ?? [] }
    }
    if (!owner.guest_token) return { ref: { cart_id: null, user_id: null, guest_token_hash: null }, lines: [] }
    const hash = hashCartToken(owner.guest_token)
    const cart = await repo.find({ guest_token_hash: hash })
    return { ref: { cart_id: cart?.id ?? null, user_id: null, guest_token_hash: hash }, lines: cart?.lines ?? [] }
  }

  /**
   * Whose cart an add goes to, without looking the cart up (the add's transaction finds or makes
   * it). A guest's first add is when the cart (and its cookie token) come to be.
   */
  function writerOf(owner: CartOwner): { key: CartKey; token: string | null } {
    if (owner.user_id) return { key: { user_id: owner.user_id }, token: null }
    const token = owner.guest_token ?? newCartToken()
    return { key: { guest_token_hash: hashCartToken(token) }, token }
  }

  async function cartOf(cartId: string | null, lang: Language, where: CartPricing, capped?: ReadonlySet<string>): Promise<Cart> {
    return priced(cartId ? await repo.lines(cartId) : null, lang, where, capped)
  }

  /** Lines as the shopper sees them, priced today in the market's currency; null: there is no cart. */
  async function priced(rows: LineRow[] | null, lang: Language, where: CartPricing, capped?: ReadonlySet<string>): Promise<Cart> {
    if (!rows) return emptyCart(where)
    return toCart(rows, await stock.sellable(rows.map((r) => r.variant_id), db.kysely, where.currency), lang, where, capped)
  }

  /** The cart an add just wrote: its lines as the transaction left them, priced with `p` as read for the add. */
  async function cartAfterAdd(rows: LineRow[], p: SellableProduct, lang: Language, where: CartPricing, capped?: ReadonlySet<string>): Promise<Cart> {
    const products = await stock.sellable(rows.filter((r) => r.variant_id !== p.variant_id).map((r) => r.variant_id), db.kysely, where.currency)
    return toCart(rows, products.set(p.variant_id, p), lang, where, capped)
  }

  /** The variant an add names (or the product's default one), read live, priced in `currency`. */
  async function variant(productId: string, variantId: string | undefined, currency: Currency) {
    const id = await stock.variantOf(productId, variantId)
    const p = id ? (await stock.sellable([id], db.kysely, currency)).get(id) : undefined
    // Archived or unpublished (decision 033): as gone as a deleted one.
    if (!p?.on_sale) throw new DomainError('product_gone', CART_MESSAGES.notFound)
    return p
  }

  /** The line an address names: a variant id, or a product id with one line in the cart. */
  function lineOf(lines: LineRow[], id: string): LineRow {
    const found = id.startsWith('var_') ? lines.filter((l) => l.variant_id === id) : lines.filter((l) => l.product_id === id)
    if (found.length > 1) throw new DomainError('cart_line_ambiguous', CART_CHANGE_MESSAGES.whichSize)
    if (!found[0]) throw notInCart()
    return found[0]
  }

  const service = {
    /**
     * A signed-in user's first request that still carries a guest cart cookie: the guest cart merges
     * into the user's (the cart owner hook calls this, then clears the cookie).
     */
    absorbGuest: (userId: string, guestToken: string): Promise<void> => merge(userId, hashCartToken(guestToken)),

    async forCheckout(owner: CartOwner, currency: Currency): Promise<CheckoutCart> {
      const { ref, lines } = await resolve(owner)
      if (!ref.cart_id) return { owner: ref, lines: [], skipped: [] }
      return { owner: ref, ...toCheckoutLines(lines, await stock.sellable(lines.map((r) => r.variant_id), db.kysely, currency)) }
    },

    /** The cart priced for the market of `country` (the route passes the query's country or the shopper's "Ship to"). */
    async view(owner: CartOwner, lang: Language, country: string): Promise<Cart> {
      const [{ ref, lines }, where] = await Promise.all([resolve(owner), pricingFor(country)])
      return priced(ref.cart_id ? lines : null, lang, where)
    },

    /** Adds units to a variant's line: at most MAX_LINE_QUANTITY and never more than the stock. */
    async add(owner: CartOwner, input: CartAdd, lang: Language, country: string): Promise<CartWrite> {
      const where = await pricingFor(country)
      const p = await variant(input.product_id, input.variant_id, where.currency)
      if (p.stock <= 0) throw new DomainError('out_of_stock', CART_MESSAGES.outOfStock)
      const { key, token } = writerOf(owner)
      let capped = false
      const rows = await db.kysely.transaction().execute(async (tx) => {
        const cart = await repo.ensureLocked(tx, key)
        const lines = cart.created ? [] : await repo.lines(cart.id, tx)
        const line = lines.find((l) => l.variant_id === p.variant_id)
        if (!line && lines.length >= MAX_CART_LINES) throw new DomainError('cart_full', CART_CHANGE_MESSAGES.tooManyLines)
        const wanted = Math.min((line?.quantity ?? 0) + input.quantity, MAX_LINE_QUANTITY)
        const quantity = Math.min(wanted, p.stock)
        capped = quantity < wanted
        const written: LineRow = { product_id: p.id, variant_id: p.variant_id, quantity, seen_price_cents: p.price_cents, seen_currency: where.currency, added_at: line?.added_at ?? now() }
        await repo.putLines(tx, cart.id, [written])
        return withLine(lines, written)
      })
      const cart = { ...(await cartAfterAdd(rows, p, lang, where, capped ? new Set([p.variant_id]) : undefined)), message: CART_MESSAGES.added }
      return { cart, guest_token: token }
    },

    /** Sets a line's quantity (capped by the stock) and takes today's price as the one seen. `id`: a variant id, or a product id with one line. */
    async update(owner: CartOwner, id: string, quantity: number, lang: Language, country: string): Promise<CartWrite> {
      const [{ ref, lines }, where] = await Promise.all([resolve(owner), pricingFor(country)])
      const cartId = ref.cart_id
      if (!cartId) throw notInCart()
      const { product_id, variant_id } = lineOf(lines, id)
      const p = await variant(product_id, variant_id, where.currency)
      // A sold-out line keeps what was asked (nothing to cap it to); it shows as out of stock.
      const set = p.stock > 0 ? Math.min(quantity, p.stock) : quantity
      await db.kysely.transaction().execute(async (tx) => {
        if (!(await repo.lock(tx, cartId)) || !(await repo.line(tx, cartId, variant_id))) throw notInCart()
        await repo.putLines(tx, cartId, [{ product_id, variant_id, quantity: set, seen_price_cents: p.price_cents, seen_currency: where.currency, added_at: now() }])
      })
      const cart = { ...(await cartOf(cartId, lang, where, set < quantity ? new Set([variant_id]) : undefined)), message: CART_CHANGE_MESSAGES.updated }
      return { cart, guest_token: owner.guest_token }
    },

    /** Removing a line that is not there answers the same cart: a repeated click is harmless. */
    async remove(owner: CartOwner, id: string, lang: Language, country: string): Promise<CartWrite> {
      const [{ ref }, where] = await Promise.all([resolve(owner), pricingFor(country)])
      if (ref.cart_id) await repo.deleteLine(ref.cart_id, id)
      const cart = { ...(await cartOf(ref.cart_id, lang, where)), message: CART_CHANGE_MESSAGES.removed }
      return { cart, guest_token: ref.cart_id ? owner.guest_token : null }
    },

    async empty(owner: CartOwner, country: string): Promise<CartChange> {
      const [{ ref }, where] = await Promise.all([resolve(owner), pricingFor(country)])
      if (ref.cart_id) await repo.deleteLines(ref.cart_id)
      return { ...emptyCart(where), message: CART_CHANGE_MESSAGES.emptied }
    },

    async clear(tx: Parameters<CartService['clear']>[0], cartId: string): Promise<void> {
      await repo.deleteLines(cartId, tx)
    },
  }
  return service satisfies CartService
}

export type CartApi = ReturnType<typeof createCartService>
