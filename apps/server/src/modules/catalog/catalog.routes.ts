import {
  ConvertToQuerySchema,
  LangQuerySchema,
  PricedLangQuerySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
} from '@shop/domain'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { pageRead } from '../../http/page-reads'
import { sendJson } from '../../http/reply'
import type { CatalogService } from './catalog.service'

const tags = ['catalog']

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalog generation seen when this request started building its answer. */
    catalogGeneration?: number
  }
}

/**
 * The catalog's reads, shared by its routes and by server-rendered pages (http/page-reads.ts):
 * one function per answer, so a page and the API cannot answer differently.
 */
export function catalogPageReads(catalog: CatalogService) {
  const { hot } = catalog
  return {
    categories: pageRead({ path: '/api/category', query: LangQuerySchema, hot, read: (q) => catalog.categoryTreeJson(q.lang) }),
    allCategories: pageRead({ path: '/api/all-categories', query: ConvertToQuerySchema, hot, read: (q) => catalog.categoryTreeJson(q.convert_to) }),
    brands: pageRead({ path: '/api/brands', query: LangQuerySchema, hot, read: (q) => catalog.brandListJson(q.lang) }),
    homePage: pageRead({ path: '/api/home-page', query: PricedLangQuerySchema, hot, read: (q) => catalog.homePageJson(q.lang, q.currency) }),
    productList: pageRead({ path: '/api/product', query: ProductListQuerySchema, hot, read: (q) => catalog.productListJson(q) }),
    product: pageRead({
      path: '/api/product/:id',
      query: PricedLangQuerySchema,
      params: ProductIdParamsSchema,
      hot,
      read: (q, p) => catalog.productDetailJson(p.id, q.lang, q.currency),
    }),
  }
}

export const catalogRoutes: FastifyPluginAsync<{ catalog: CatalogService }> = async (fastify, { catalog }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { hot } = catalog
  const reads = catalogPageReads(catalog)
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

  app.get(reads.categories.path, {
    schema: { querystring: LangQuerySchema, tags, summary: 'Category tree with subcategories and product counts' },
  }, async (req, reply) => answer(reply, await reads.categories.read(req.query, {})))

  app.get(reads.allCategories.path, {
    schema: { querystring: ConvertToQuerySchema, tags, summary: 'The category tree in the language given by convert_to' },
  }, async (req, reply) => answer(reply, await reads.allCategories.read(req.query, {})))

  app.get(reads.brands.path, {
    schema: { querystring: LangQuerySchema, tags, summary: 'Brands with product counts' },
  }, async (req, reply) => answer(reply, await reads.brands.read(req.query, {})))

  app.get(reads.homePage.path, {
    schema: { querystring: PricedLangQuerySchema, tags, summary: 'Promo, banners, featured products, bestsellers and new arrivals, priced in the currency asked (USD by default)' },
  }, async (req, reply) => answer(reply, await reads.homePage.read(req.query, {})))

  app.get(reads.productList.path, {
    schema: { querystring: ProductListQuerySchema, tags, summary: 'Filtered, sorted and paged product list; prices, price filters and sorts in the currency asked' },
  }, async (req, reply) => answer(reply, await reads.productList.read(req.query, {})))

  app.get(reads.product.path, {
    schema: { params: ProductIdParamsSchema, querystring: PricedLangQuerySchema, tags, summary: 'One product with images, sizes, bundle contents and related products, priced in the currency asked' },
  }, async (req, reply) => answer(reply, await reads.product.read(req.query, req.params)))
}
