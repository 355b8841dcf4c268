import { CartAddSchema, CartLineParamsSchema, CartQuerySchema, CartUpdateSchema, type Language } from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { securityOptional } from '../../http/openapi'
import type { CartHttp } from './cart.hook'
import type { CartApi } from './cart.service'
import type { ShipToOf } from './cart.types'

const tags = ['cart']

export const cartRoutes: FastifyPluginAsync<{ cart: CartApi; owner: CartHttp; shipToOf: ShipToOf }> = async (fastify, { cart, owner, shipToOf }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const preHandler = owner.resolve
  /** The cart is priced for the query's delivery country, else the shopper's "Ship to" (decision 038). */
  const countryOf = (req: Pick<FastifyRequest, 'headers'> & { query: { lang: Language; country?: string } }) => req.query.country ?? shipToOf(req.headers, req.query.lang)

  app.get('/api/cart', {
    preHandler,
    schema: { querystring: CartQuerySchema, tags, security: securityOptional, summary: "This shopper's cart priced today, with notices about price and stock changes" },
  }, async (req) => cart.view(owner.of(req), req.query.lang, countryOf(req)))

  app.post('/api/cart', {
    preHandler,
    schema: { body: CartAddSchema, querystring: CartQuerySchema, tags, security: securityOptional, summary: 'Add units of a product (at most 10 per line, never more than the stock)' },
  }, async (req, reply) => owner.answer(reply, await cart.add(owner.of(req), req.body, req.query.lang, countryOf(req))))

  app.patch('/api/cart/:productId', {
    preHandler,
    schema: { params: CartLineParamsSchema, body: CartUpdateSchema, querystring: CartQuerySchema, tags, security: securityOptional, summary: "Set a line's quantity; the price seen becomes today's" },
  }, async (req, reply) => owner.answer(reply, await cart.update(owner.of(req), req.params.productId, req.body.quantity, req.query.lang, countryOf(req))))

  app.delete('/api/cart/:productId', {
    preHandler,
    schema: { params: CartLineParamsSchema, querystring: CartQuerySchema, tags, security: securityOptional, summary: 'Remove a product from the cart' },
  }, async (req, reply) => owner.answer(reply, await cart.remove(owner.of(req), req.params.productId, req.query.lang, countryOf(req))))

  app.delete('/api/cart', {
    preHandler,
    schema: { querystring: CartQuerySchema, tags, security: securityOptional, summary: 'Empty the cart' },
  }, async (req) => cart.empty(owner.of(req), countryOf(req)))
}
