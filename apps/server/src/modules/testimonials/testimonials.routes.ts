import {
  ModerationSchema,
  StaffTestimonialListSchema,
  StaffTestimonialQuerySchema,
  StaffTestimonialSchema,
  TestimonialIdParamsSchema,
  TestimonialInputSchema,
  TestimonialListSchema,
  TestimonialQuerySchema,
  TestimonialSubmittedSchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import { security } from '../../http/openapi'
import { pageRead } from '../../http/page-reads'
import type { TestimonialService } from './testimonials.service'

const tags = ['testimonials']

/** Guests may write: the address is the only handle on a flood. */
export const TESTIMONIAL_LIMITS = {
  ip: { name: 'testimonial-submit:ip', limit: 5, windowSeconds: 3600 },
} satisfies Record<string, RateRule>

/** The testimonials a page shows, shared by the route and by server-rendered pages (http/page-reads.ts). */
export function testimonialPageReads(testimonials: TestimonialService) {
  return {
    list: pageRead({ path: '/api/testimonials', query: TestimonialQuerySchema, read: (q) => testimonials.list(q.page, q.lang) }),
  }
}

export const testimonialRoutes: FastifyPluginAsync<{ testimonials: TestimonialService; limiter: RateLimiter }> = async (fastify, { testimonials, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const reads = testimonialPageReads(testimonials)

  app.get(reads.list.path, {
    schema: {
      querystring: TestimonialQuerySchema,
      response: { 200: TestimonialListSchema },
      tags,
      summary: 'Approved testimonials, those in the given language first, newest first (12 per page)',
    },
  }, async (req) => reads.list.read(req.query, {}))

  app.post('/api/testimonials', {
    // Every try counts, a bad one too, before its input is checked.
    config: { invalidInput: {} },
    preValidation: limiter.guard([TESTIMONIAL_LIMITS.ip, (req) => req.ip]),
    schema: {
      body: TestimonialInputSchema,
      response: { 201: TestimonialSubmittedSchema },
      tags,
      summary: 'Write a testimonial (guests too); shown once staff approve it (5 per hour per address)',
    },
  }, async (req, reply) => reply.status(201).send(await testimonials.submit(req.body, req.user?.id ?? null)))
}

/** Testimonial moderation: the support role and owners (other staff and shoppers 403, guests 401; decision 030). */
export const staffTestimonialRoutes: FastifyPluginAsync<{ testimonials: TestimonialService }> = async (fastify, { testimonials }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('onRequest', staffArea('support'))

  app.get('/api/staff/testimonials', {
    schema: { querystring: StaffTestimonialQuerySchema, response: { 200: StaffTestimonialListSchema }, tags: ['staff'], security, summary: 'Testimonials, newest first, optionally in one status (20 per page)' },
  }, async (req) => testimonials.staffList(req.query))

  app.post('/api/staff/testimonials/:id/moderate', {
    schema: {
      params: TestimonialIdParamsSchema,
      body: ModerationSchema,
      response: { 200: StaffTestimonialSchema },
      tags: ['staff'],
      security,
      summary: 'Approve or reject a testimonial',
    },
  }, async (req) => testimonials.moderate(requireStaff(req, 'support'), req.params.id, req.body))
}
