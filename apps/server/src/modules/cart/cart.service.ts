import {
  CART_MESSAGES,
  DomainError,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type Cart,
  type CartAdd,
  type CartChange,
  type Language,
} from '@shop/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { SellableProduct, StockReader } from '../catalog/catalog.stock'
import { cartCookie, hashCartToken, newCartToken, readCartCookie } from './cart.cookie'
import { createCartRepository, type CartKey, type LineRow } from './cart.repository'
import type { CartOwner, CartService, CheckoutCart } from './cart.types'
import { EMPTY_CART, toCart, toCheckoutLines, withLine } from './cart.view'

export const CART_CHANGE_MESSAGES = {
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  emptied: 'Your cart is now empty',
  notInCart: 'This product is not in your cart',
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} different products`,
} as const

export interface CartDeps {
  db: Db
  config: Config
  /** The catalog's live price and sellable stock */
  stock: Pick<StockReader, 'sellable'>
}

interface Resolved {
  owner: CartOwner
  /** The guest's cookie token (null for a signed-in user or a guest without one) */
  token: string | null
  /** The cart's lines, read with it */
  lines: LineRow[]
}

export function createCartService({ db, config, stock }: CartDeps) {
  const repo = createCartRepository(db)
  const secure = config.PUBLIC_URL.startsWith('https:')
  const now = () => new Date().toISOString()

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
      const products = await stock.sellable(guestLines.map((l) => l.product_id), tx)
      const mine = new Map(userLines.map((l) => [l.product_id, l]))
      let count = mine.size
      const rows: LineRow[] = []
      for (const guest of guestLines) {
        const own = mine.get(guest.product_id)
        if (!own && count >= MAX_CART_LINES) continue
        const p = products.get(guest.product_id)
        let quantity = Math.min((own?.quantity ?? 0) + guest.quantity, MAX_LINE_QUANTITY)
        // A sold-out line stays as it is, marked out of stock, rather than vanishing at sign-in.
        if (p && p.stock > 0) quantity = Math.min(quantity, p.stock)
        rows.push({ product_id: guest.product_id, quantity, seen_price_cents: own?.seen_price_cents ?? guest.seen_price_cents, added_at: own?.added_at ?? guest.added_at })
        if (!own) count++
      }
      await repo.putLines(tx, userCartId, rows)
      await repo.deleteCart(tx, guestId)
    })
  }

  /** A signed-in request that still carries a guest cart cookie: the guest cart merges in and the cookie goes. */
  async function absorbGuestCookie(userId: string, reply: FastifyReply, cookie: ReturnType<typeof readCartCookie>) {
    if (!cookie.present) return
    if (cookie.token) await merge(userId, hashCartToken(cookie.token))
    reply.header('set-cookie', cartCookie(null, secure))
  }

  async function resolve(req: FastifyRequest, reply: FastifyReply): Promise<Resolved> {
    const cookie = readCartCookie(req.headers.cookie)
    if (req.user) {
      await absorbGuestCookie(req.user.id, reply, cookie)
      const cart = await repo.find({ user_id: req.user.id })
      return { owner: { cart_id: cart?.id ?? null, user_id: req.user.id, guest_token_hash: null }, token: null, lines: cart?.lines ?? [] }
    }
    if (!cookie.token) return { owner: { cart_id: null, user_id: null, guest_token_hash: null }, token: null, lines: [] }
    const hash = hashCartToken(cookie.token)
    const cart = await repo.find({ guest_token_hash: hash })
    return { owner: { cart_id: cart?.id ?? null, user_id: null, guest_token_hash: hash }, token: cookie.token, lines: cart?.lines ?? [] }
  }

  /**
   * Whose cart an add goes to, without looking the cart up (the add's transaction finds or makes
   * it). A guest's first add is when the cart (and its cookie token) come to be.
   */
  async function writerOf(req: FastifyRequest, reply: FastifyReply): Promise<{ key: CartKey; token: string | null }> {
    const cookie = readCartCookie(req.headers.cookie)
    if (req.user) {
      await absorbGuestCookie(req.user.id, reply, cookie)
      return { key: { user_id: req.user.id }, token: null }
    }
    const token = cookie.token ?? newCartToken()
    return { key: { guest_token_hash: hashCartToken(token) }, token }
  }

  /** A guest's cookie lives 30 days from the last change to the cart. */
  function keepCookie(reply: FastifyReply, token: string | null) {
    if (token) reply.header('set-cookie', cartCookie(token, secure))
  }

  async function cartOf(cartId: string | null, lang: Language, capped?: ReadonlySet<string>): Promise<Cart> {
    return priced(cartId ? await repo.lines(cartId) : null, lang, capped)
  }

  /** Lines as the shopper sees them, priced today; null: there is no cart. */
  async function priced(rows: LineRow[] | null, lang: Language, capped?: ReadonlySet<string>): Promise<Cart> {
    if (!rows) return EMPTY_CART
    return toCart(rows, await stock.sellable(rows.map((r) => r.product_id)), lang, capped)
  }

  /** The cart an add just wrote: its lines as the transaction left them, priced with `p` as read for the add. */
  async function cartAfterAdd(rows: LineRow[], p: SellableProduct, lang: Language, capped?: ReadonlySet<string>): Promise<Cart> {
    const products = await stock.sellable(rows.filter((r) => r.product_id !== p.id).map((r) => r.product_id))
    return toCart(rows, products.set(p.id, p), lang, capped)
  }

  async function product(productId: string) {
    const p = (await stock.sellable([productId])).get(productId)
    if (!p) throw new DomainError('product_gone', CART_MESSAGES.notFound)
    return p
  }

  const service = {
    async forCheckout(req: FastifyRequest, reply: FastifyReply): Promise<CheckoutCart> {
      const { owner, lines } = await resolve(req, reply)
      if (!owner.cart_id) return { owner, lines: [], skipped: [] }
      return { owner, ...toCheckoutLines(lines, await stock.sellable(lines.map((r) => r.product_id))) }
    },

    async view(req: FastifyRequest, reply: FastifyReply, lang: Language): Promise<Cart> {
      const { owner, lines } = await resolve(req, reply)
      return priced(owner.cart_id ? lines : null, lang)
    },

    /** Adds units to a product's line: at most MAX_LINE_QUANTITY and never more than the stock. */
    async add(req: FastifyRequest, reply: FastifyReply, input: CartAdd, lang: Language): Promise<CartChange> {
      const p = await product(input.product_id)
      if (p.stock <= 0) throw new DomainError('out_of_stock', CART_MESSAGES.outOfStock)
      const { key, token } = await writerOf(req, reply)
      let capped = false
      const rows = await db.kysely.transaction().execute(async (tx) => {
        const cart = await repo.ensureLocked(tx, key)
        const lines = cart.created ? [] : await repo.lines(cart.id, tx)
        const line = lines.find((l) => l.product_id === p.id)
        if (!line && lines.length >= MAX_CART_LINES) throw new DomainError('cart_full', CART_CHANGE_MESSAGES.tooManyLines)
        const wanted = Math.min((line?.quantity ?? 0) + input.quantity, MAX_LINE_QUANTITY)
        const quantity = Math.min(wanted, p.stock)
        capped = quantity < wanted
        const written: LineRow = { product_id: p.id, quantity, seen_price_cents: p.price_cents, added_at: line?.added_at ?? now() }
        await repo.putLines(tx, cart.id, [written])
        return withLine(lines, written)
      })
      keepCookie(reply, token)
      return { ...(await cartAfterAdd(rows, p, lang, capped ? new Set([p.id]) : undefined)), message: CART_MESSAGES.added }
    },

    /** Sets a line's quantity (capped by the stock) and takes today's price as the one seen. */
    async update(req: FastifyRequest, reply: FastifyReply, productId: string, quantity: number, lang: Language): Promise<CartChange> {
      const { owner, token } = await resolve(req, reply)
      const cartId = owner.cart_id
      if (!cartId) throw notInCart()
      const p = await product(productId)
      // A sold-out line keeps what was asked (nothing to cap it to); it shows as out of stock.
      const set = p.stock > 0 ? Math.min(quantity, p.stock) : quantity
      await db.kysely.transaction().execute(async (tx) => {
        if (!(await repo.lock(tx, cartId)) || !(await repo.line(tx, cartId, productId))) throw notInCart()
        await repo.putLines(tx, cartId, [{ product_id: productId, quantity: set, seen_price_cents: p.price_cents, added_at: now() }])
      })
      keepCookie(reply, token)
      return { ...(await cartOf(cartId, lang, set < quantity ? new Set([productId]) : undefined)), message: CART_CHANGE_MESSAGES.updated }
    },

    /** Removing a line that is not there answers the same cart: a repeated click is harmless. */
    async remove(req: FastifyRequest, reply: FastifyReply, productId: string, lang: Language): Promise<CartChange> {
      const { owner, token } = await resolve(req, reply)
      if (owner.cart_id) {
        await repo.deleteLine(owner.cart_id, productId)
        keepCookie(reply, token)
      }
      return { ...(await cartOf(owner.cart_id, lang)), message: CART_CHANGE_MESSAGES.removed }
    },

    async empty(req: FastifyRequest, reply: FastifyReply): Promise<CartChange> {
      const { owner } = await resolve(req, reply)
      if (owner.cart_id) await repo.deleteLines(owner.cart_id)
      return { ...EMPTY_CART, message: CART_CHANGE_MESSAGES.emptied }
    },

    async clear(tx: Parameters<CartService['clear']>[0], cartId: string): Promise<void> {
      await repo.deleteLines(cartId, tx)
    },
  }
  return service satisfies CartService
}

export type CartApi = ReturnType<typeof createCartService>
