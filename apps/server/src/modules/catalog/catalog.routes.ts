import {
  ConvertToQuerySchema,
  LangQuerySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
} from '@shop/domain'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sendJson } from '../../http/reply'
import type { CatalogService } from './catalog.service'

const tags = ['catalog']

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalog generation seen when this request started building its answer. */
    catalogGeneration?: number
  }
}

export const catalogRoutes: FastifyPluginAsync<{ catalog: CatalogService }> = async (fastify, { catalog }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { hot } = catalog
  // Answers come from the service already serialised (that is what the cache holds).

  // A repeated address is answered before validation and handler (catalog.hot.ts).
  fastify.addHook('onRequest', (req, reply, done) => {
    const body = hot.get(req.url)
    if (body === undefined) {
      req.catalogGeneration = hot.generation()
      return done()
    }
    sendJson(reply, body)
  })
  // What a handler answers (always a 200: failures throw) is remembered under the generation it
  // started with. Done here, not in onSend: the compression hook turns the text into bytes there.
  const answer = (reply: FastifyReply, text: string) => {
    hot.remember(reply.request.url, reply.request.catalogGeneration, text)
    return sendJson(reply, text)
  }

  app.get('/api/category', {
    schema: { querystring: LangQuerySchema, tags, summary: 'Category tree with subcategories and product counts' },
  }, async (req, reply) => answer(reply, await catalog.categoryTreeJson(req.query.lang)))

  app.get('/api/all-categories', {
    schema: { querystring: ConvertToQuerySchema, tags, summary: 'The category tree in the language given by convert_to' },
  }, async (req, reply) => answer(reply, await catalog.categoryTreeJson(req.query.convert_to)))

  app.get('/api/brands', {
    schema: { querystring: LangQuerySchema, tags, summary: 'Brands with product counts' },
  }, async (req, reply) => answer(reply, await catalog.brandListJson(req.query.lang)))

  app.get('/api/home-page', {
    schema: { querystring: LangQuerySchema, tags, summary: 'Promo, banners, featured products, bestsellers and new arrivals' },
  }, async (req, reply) => answer(reply, await catalog.homePageJson(req.query.lang)))

  app.get('/api/product', {
    schema: { querystring: ProductListQuerySchema, tags, summary: 'Filtered, sorted and paged product list' },
  }, async (req, reply) => answer(reply, await catalog.productListJson(req.query)))

  app.get('/api/product/:id', {
    schema: { params: ProductIdParamsSchema, querystring: LangQuerySchema, tags, summary: 'One product with images, bundle contents and related products' },
  }, async (req, reply) => answer(reply, await catalog.productDetailJson(req.params.id, req.query.lang)))
}
