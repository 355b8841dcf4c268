import { MarketsAnswerSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { MarketsService } from './markets.service'

export const marketsRoutes: FastifyPluginAsync<{ markets: MarketsService }> = async (fastify, { markets }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get('/api/markets', {
    schema: { tags: ['markets'], summary: 'Markets and the countries the shop ships to, each with its currency and tax mode', response: { 200: MarketsAnswerSchema } },
  }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=60')
    return markets.answer()
  })
}
