import type { Translated } from '@shop/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Tx } from '../../db/tx'

/** Whose cart a request works on: the signed-in user's, or the guest's of the `cart` cookie. */
export interface CartOwner {
  /** null until the first line is added */
  cart_id: string | null
  user_id: string | null
  guest_token_hash: string | null
}

export interface CheckoutLine {
  product_id: string
  name: Translated
  image: string
  unit_price_cents: number
  /** The units that can be bought now (min of the line and the stock) */
  quantity: number
}

/** A cart as checkout sees it: whose it is, the lines that can be bought now, and the ones left out (sold out, gone). */
export interface CheckoutCart {
  owner: CartOwner
  lines: CheckoutLine[]
  skipped: Array<{ product_id: string; name: Translated }>
}

/** modules/cart, as checkout uses it. */
export interface CartService {
  /**
   * The cart of this request with its lines, read together. For a signed-in request that still
   * carries a guest cart cookie, the guest cart merges into the user's first (once, in a
   * transaction) and the cookie is cleared.
   */
  forCheckout(req: FastifyRequest, reply: FastifyReply): Promise<CheckoutCart>
  /** In the caller's transaction: empties the cart (after its order is placed). */
  clear(tx: Tx, cartId: string): Promise<void>
}
