import { SearchQuerySchema, SuggestQuerySchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sendJson } from '../../http/reply'
import type { SearchService } from './search.service'

const tags = ['search']

export const searchRoutes: FastifyPluginAsync<{ search: SearchService }> = async (fastify, { search }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get('/api/search', {
    schema: {
      querystring: SearchQuerySchema,
      tags,
      summary: 'Typo-tolerant full text search; an empty query gives popular searches and bestsellers',
    },
  }, async (req, reply) => sendJson(reply, await search.search(req.query)))

  app.get('/api/search/suggest', {
    schema: { querystring: SuggestQuerySchema, tags, summary: 'Suggestions while typing: terms, brands, subcategories, products' },
  }, async (req, reply) => sendJson(reply, await search.suggest(req.query)))
}
