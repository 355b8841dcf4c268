import type { CartChange } from '@shop/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import { cartCookie, readCartCookie } from './cart.cookie'
import type { CartApi, CartWrite } from './cart.service'
import type { CartOwner } from './cart.types'

declare module 'fastify' {
  interface FastifyRequest {
    /** Whose cart this request works on: set by the cart owner hook on the routes that use a cart. */
    cartOwner: CartOwner | null
  }
}

/**
 * Turns the session and the `cart` cookie into a CartOwner, so the cart and checkout services see
 * plain values and never a request or reply. A signed-in request that still carries a guest cart
 * cookie merges the guest cart into the user's (once, in a transaction) and clears the cookie.
 */
export function registerCartOwner(app: FastifyInstance, { cart, config }: { cart: Pick<CartApi, 'absorbGuest'>; config: Pick<Config, 'PUBLIC_URL'> }) {
  const secure = config.PUBLIC_URL.startsWith('https:')
  app.decorateRequest('cartOwner', null)

  return {
    /** preHandler of every route that works on the shopper's cart. */
    async resolve(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      const cookie = readCartCookie(req.headers.cookie)
      if (!req.user) {
        req.cartOwner = { user_id: null, guest_token: cookie.token }
        return
      }
      if (cookie.present) {
        if (cookie.token) await cart.absorbGuest(req.user.id, cookie.token)
        reply.header('set-cookie', cartCookie(null, secure))
      }
      req.cartOwner = { user_id: req.user.id, guest_token: null }
    },

    /** The owner the hook resolved; a route that uses it without the hook is a programming error. */
    of(req: FastifyRequest): CartOwner {
      if (!req.cartOwner) throw new Error(`${req.routeOptions.url ?? req.url} uses the cart without the cart owner hook`)
      return req.cartOwner
    },

    /** A guest's cookie lives 30 days from the last change to the cart: the write's answer, with it renewed. */
    answer(reply: FastifyReply, { cart: answer, guest_token }: CartWrite): CartChange {
      if (guest_token) reply.header('set-cookie', cartCookie(guest_token, secure))
      return answer
    },
  }
}
export type CartHttp = ReturnType<typeof registerCartOwner>
