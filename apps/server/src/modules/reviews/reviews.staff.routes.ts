import { ModerationSchema, ReviewIdParamsSchema, StaffReviewListSchema, StaffReviewQuerySchema, StaffReviewSchema, LangQuerySchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { ReviewService } from './reviews.service'

const tags = ['staff']

/** Review moderation: the support role and owners (other staff and shoppers 403, guests 401; decision 030). */
export const staffReviewRoutes: FastifyPluginAsync<{ reviews: ReviewService }> = async (fastify, { reviews }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before validation: who may not moderate learns nothing from its input rules.
  app.addHook('onRequest', staffArea('support'))

  app.get('/api/staff/reviews', {
    schema: { querystring: StaffReviewQuerySchema, response: { 200: StaffReviewListSchema }, tags, security, summary: 'Reviews, newest first, optionally in one status (20 per page)' },
  }, async (req) => reviews.staffList(req.query))

  app.post('/api/staff/reviews/:id/moderate', {
    schema: {
      params: ReviewIdParamsSchema,
      querystring: LangQuerySchema,
      body: ModerationSchema,
      response: { 200: StaffReviewSchema },
      tags,
      security,
      summary: "Approve or reject a review; the product's rating follows approved reviews",
    },
  }, async (req) => reviews.moderate(requireStaff(req, 'support'), req.params.id, req.body, req.query.lang))
}
