import { CartAddSchema, CartLineParamsSchema, CartQuerySchema, CartUpdateSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { securityOptional } from '../../http/openapi'
import type { CartApi } from './cart.service'

const tags = ['cart']

export const cartRoutes: FastifyPluginAsync<{ cart: CartApi }> = async (fastify, { cart }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get('/api/cart', {
    schema: { querystring: CartQuerySchema, tags, security: securityOptional, summary: "This shopper's cart priced today, with notices about price and stock changes" },
  }, async (req, reply) => cart.view(req, reply, req.query.lang))

  app.post('/api/cart', {
    schema: { body: CartAddSchema, querystring: CartQuerySchema, tags, security: securityOptional, summary: 'Add units of a product (at most 10 per line, never more than the stock)' },
  }, async (req, reply) => cart.add(req, reply, req.body, req.query.lang))

  app.patch('/api/cart/:productId', {
    schema: { params: CartLineParamsSchema, body: CartUpdateSchema, querystring: CartQuerySchema, tags, security: securityOptional, summary: "Set a line's quantity; the price seen becomes today's" },
  }, async (req, reply) => cart.update(req, reply, req.params.productId, req.body.quantity, req.query.lang))

  app.delete('/api/cart/:productId', {
    schema: { params: CartLineParamsSchema, querystring: CartQuerySchema, tags, security: securityOptional, summary: 'Remove a product from the cart' },
  }, async (req, reply) => cart.remove(req, reply, req.params.productId, req.query.lang))

  app.delete('/api/cart', {
    schema: { querystring: CartQuerySchema, tags, security: securityOptional, summary: 'Empty the cart' },
  }, async (req, reply) => cart.empty(req, reply))
}
