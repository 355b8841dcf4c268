import type { Translated } from '@shop/domain'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Tx } from '../wallet/wallet.types'

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

/** modules/cart, as checkout uses it. */
export interface CartService {
  /**
   * The cart of this request. For a signed-in request that still carries a guest cart cookie, the
   * guest cart merges into the user's first (once, in a transaction) and the cookie is cleared.
   */
  ownerOf(req: FastifyRequest, reply: FastifyReply): Promise<CartOwner>
  /** The lines that can be bought now, and the ones left out (sold out, gone). */
  checkoutLines(owner: CartOwner): Promise<{ lines: CheckoutLine[]; skipped: Array<{ product_id: string; name: Translated }> }>
  /** In the caller's transaction: empties the cart (after its order is placed). */
  clear(tx: Tx, cartId: string): Promise<void>
}
