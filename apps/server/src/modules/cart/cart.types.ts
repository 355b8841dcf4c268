import type { Currency, Language, Translated } from '@shop/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Tx } from '../../db/tx'

/**
 * Whose cart a request works on, as the cart owner hook reads it from the session and the `cart`
 * cookie: the signed-in user's, or the guest's of the cookie (no token: a guest without a cart yet).
 */
export type CartOwner = { user_id: string; guest_token: null } | { user_id: null; guest_token: string | null }

/** The cart owner hook (cart.hook.ts), as the routes of other modules that use the cart take it. */
export interface CartOwnerHook {
  /** preHandler: resolves the request's CartOwner (merging a guest cart into the user's on sign-in) */
  resolve(req: FastifyRequest, reply: FastifyReply): Promise<void>
  /** The owner `resolve` found for this request */
  of(req: FastifyRequest): CartOwner
}

/** The owner's cart as found: its id (null until the first line is added) and whose it is. */
export interface CartRef {
  cart_id: string | null
  user_id: string | null
  guest_token_hash: string | null
}

export interface CheckoutLine {
  product_id: string
  /** The variant bought (decision 029), its SKU, size and label as the order keeps them */
  variant_id: string
  sku: string
  size: { value: number; unit: 'ml' | 'g' | 'pcs' }
  label: Translated | null
  has_sizes: boolean
  name: Translated
  image: string
  unit_price_cents: number
  /** The units that can be bought now (min of the line and the stock) */
  quantity: number
}

/** A cart as checkout sees it: whose it is, the lines that can be bought now, and the ones left out (sold out, gone). */
export interface CheckoutCart {
  owner: CartRef
  lines: CheckoutLine[]
  skipped: Array<{ product_id: string; name: Translated }>
}

/** modules/cart, as checkout uses it. */
export interface CartService {
  /** The owner's cart with its lines, read together and priced in `currency`'s list (a guest cart was merged in by the hook already). */
  forCheckout(owner: CartOwner, currency: Currency): Promise<CheckoutCart>
  /** In the caller's transaction: empties the cart (after its order is placed). */
  clear(tx: Tx, cartId: string): Promise<void>
}

/**
 * Where a request's shopper ships to before an address says (decision 036: the `ship_to` cookie,
 * else the browser's region, else the language's country). app.ts hands the markets module's
 * shipToOf to the routes that price for it (cart, checkout, coupons).
 */
export type ShipToOf = (headers: { cookie?: string; 'accept-language'?: string }, lang: Language) => string
