import { LangQuerySchema, WishlistAddSchema, WishlistParamsSchema } from '@shop/domain'
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
      schema: { querystring: LangQuerySchema, tags, security, summary: "The signed-in shopper's wishlist, newest first" },
      onRequest: signedIn,
    }, async (req) => wishlist.list(requireUser(req).id, req.query.lang))

    app.post(base, {
      schema: { body: WishlistAddSchema, querystring: LangQuerySchema, tags, security, summary: 'Add a product to the wishlist (a repeat changes nothing)' },
      onRequest: signedIn,
    }, async (req) => wishlist.add(requireUser(req).id, req.body.product_id, req.query.lang))

    app.delete(`${base}/:productId`, {
      schema: { params: WishlistParamsSchema, querystring: LangQuerySchema, tags, security, summary: 'Remove a product from the wishlist' },
      onRequest: signedIn,
    }, async (req) => wishlist.remove(requireUser(req).id, req.params.productId, req.query.lang))
  }
}
