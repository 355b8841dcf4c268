import { SearchQuerySchema, SuggestQuerySchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { pageRead } from '../../http/page-reads'
import { sendJson } from '../../http/reply'
import type { SearchService } from './search.service'

const tags = ['search']

/** Search's reads, shared by its routes and by server-rendered pages (http/page-reads.ts). */
export function searchPageReads(search: SearchService) {
  return {
    search: pageRead({ path: '/api/search', query: SearchQuerySchema, read: (q) => search.search(q) }),
    suggest: pageRead({ path: '/api/search/suggest', query: SuggestQuerySchema, read: (q) => search.suggest(q) }),
  }
}

export const searchRoutes: FastifyPluginAsync<{ search: SearchService }> = async (fastify, { search }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const reads = searchPageReads(search)

  app.get(reads.search.path, {
    schema: {
      querystring: SearchQuerySchema,
      tags,
      summary: 'Typo-tolerant full text search; an empty query gives popular searches and bestsellers',
    },
  }, async (req, reply) => sendJson(reply, await reads.search.read(req.query, {})))

  app.get(reads.suggest.path, {
    schema: { querystring: SuggestQuerySchema, tags, summary: 'Suggestions while typing: terms, brands, subcategories, products' },
  }, async (req, reply) => sendJson(reply, await reads.suggest.read(req.query, {})))
}
