import {
  DefaultReviewQuerySchema,
  DefaultReviewsSchema,
  LangQuerySchema,
  MyReviewsSchema,
  ProductReviewQuerySchema,
  ProductReviewsSchema,
  ReviewFeedQuerySchema,
  ReviewFeedSchema,
  ReviewIdParamsSchema,
  ReviewInputSchema,
  ReviewSubmittedSchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireUser } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import { security } from '../../http/openapi'
import { pageRead } from '../../http/page-reads'
import type { ReviewService } from './reviews.service'

const tags = ['reviews']

/** Honest shoppers write a handful; a flood from one account or address is spam. */
export const REVIEW_LIMITS = {
  user: { name: 'review-submit:user', limit: 10, windowSeconds: 3600 },
  ip: { name: 'review-submit:ip', limit: 30, windowSeconds: 3600 },
} satisfies Record<string, RateRule>

/**
 * The reviews a page shows, shared by the routes and by server-rendered pages
 * (http/page-reads.ts). A page is read as a guest: no can_review, no my_review.
 */
export function reviewPageReads(reviews: ReviewService) {
  return {
    productReviews: pageRead({ path: '/api/product-review', query: ProductReviewQuerySchema, read: (q) => reviews.productReviews(q, null) }),
    defaultReviews: pageRead({ path: '/api/default-review', query: DefaultReviewQuerySchema, read: (q) => reviews.defaultReviews(q.product_id, q.lang) }),
    feed: pageRead({ path: '/api/review', query: ReviewFeedQuerySchema, read: (q) => reviews.feed(q.page, q.lang) }),
  }
}

export const reviewRoutes: FastifyPluginAsync<{ reviews: ReviewService; limiter: RateLimiter }> = async (fastify, { reviews, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const reads = reviewPageReads(reviews)

  app.get('/api/product-review', {
    schema: {
      querystring: ProductReviewQuerySchema,
      response: { 200: ProductReviewsSchema },
      tags,
      summary: "A product's approved reviews (10 per page) with its rating summary; signed in: can_review and my_review",
    },
  }, async (req) => reviews.productReviews(req.query, req.user))

  app.post('/api/product-review', {
    config: { invalidInput: { lead: 'rating' } },
    // Guests learn they must sign in before anything about their input; then every try counts, a bad one too.
    preValidation: [
      async (req) => {
        requireUser(req)
      },
      limiter.guard([REVIEW_LIMITS.user, (req) => req.user?.id], [REVIEW_LIMITS.ip, (req) => req.ip]),
    ],
    schema: {
      body: ReviewInputSchema,
      response: { 201: ReviewSubmittedSchema },
      tags,
      security,
      summary: 'Review a product (once per product; shown after staff approve it; 10 per hour)',
    },
  }, async (req, reply) => reply.status(201).send(await reviews.submit(requireUser(req), req.body)))

  app.delete('/api/product-review/:id', {
    onRequest: async (req) => {
      requireUser(req)
    },
    schema: {
      params: ReviewIdParamsSchema,
      tags,
      security,
      summary: 'Delete my review (only its author may; a published one leaves the product’s rating)',
    },
  }, async (req, reply) => {
    await reviews.remove(requireUser(req), req.params.id)
    return reply.status(204).send()
  })

  app.get(reads.defaultReviews.path, {
    schema: {
      querystring: DefaultReviewQuerySchema,
      response: { 200: DefaultReviewsSchema },
      tags,
      summary: "With product_id: its rating summary and 3 newest reviews; without: the 6 newest shop-wide with their products",
    },
  }, async (req) => reads.defaultReviews.read(req.query, {}))

  app.get(reads.feed.path, {
    schema: { querystring: ReviewFeedQuerySchema, response: { 200: ReviewFeedSchema }, tags, summary: 'Newest approved reviews shop-wide with their products (10 per page)' },
  }, async (req) => reads.feed.read(req.query, {}))

  app.get('/api/review/mine', {
    onRequest: async (req) => {
      requireUser(req)
    },
    schema: {
      querystring: LangQuerySchema,
      response: { 200: MyReviewsSchema },
      tags,
      security,
      summary: 'My reviews in any status, and products I received but have not reviewed',
    },
  }, async (req) => reviews.mine(requireUser(req).id, req.query.lang))
}
