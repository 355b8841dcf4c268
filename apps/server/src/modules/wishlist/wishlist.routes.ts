import { PricedLangQuerySchema, WishlistAddSchema, WishlistParamsSchema } from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/auth'
import { security } from '../../http/openapi'
import type { WishlistService } from './wishlist.service'

const tags = ['wishlist']
// SPEC configures /api/api/wishlist (kept word for word); /api/wishlist is the tidy twin.
const BASES = ['/api/api/wishlist', '/api/wishlist']

/** Guests learn they must sign in before anything about their input. */
const signedIn = async (req: FastifyRequest) => {
  requireUser(req)
}

export const wishlistRoutes: FastifyPluginAsync<{ wishlist: WishlistService }> = async (fastify, { wishlist }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  for (const base of BASES) {
    app.get(base, {
      schema: { querystring: PricedLangQuerySchema, tags, security, summary: "The signed-in shopper's wishlist, newest first" },
      onRequest: signedIn,
    }, async (req) => wishlist.list(requireUser(req).id, req.query.lang, req.query.currency))

    app.post(base, {
      schema: { body: WishlistAddSchema, querystring: PricedLangQuerySchema, tags, security, summary: 'Add a product to the wishlist (a repeat changes nothing)' },
      onRequest: signedIn,
    }, async (req) => wishlist.add(requireUser(req).id, req.body.product_id, req.query.lang, req.query.currency))

    app.delete(`${base}/:productId`, {
      schema: { params: WishlistParamsSchema, querystring: PricedLangQuerySchema, tags, security, summary: 'Remove a product from the wishlist' },
      onRequest: signedIn,
    }, async (req) => wishlist.remove(requireUser(req).id, req.params.productId, req.query.lang, req.query.currency))
  }
}
