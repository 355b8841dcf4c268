import {
  NewsletterAnswerSchema,
  NewsletterConfirmAnswerSchema,
  NewsletterSignupSchema,
  NewsletterSubscriberListSchema,
  NewsletterTokenSchema,
  StaffNewsletterQuerySchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import { security } from '../../http/openapi'
import type { NewsletterService } from './newsletter.service'

const tags = ['newsletter']

export const NEWSLETTER_LIMITS = {
  signup: { name: 'newsletter-signup:ip', limit: 10, windowSeconds: 3600 },
  link: { name: 'newsletter-link:ip', limit: 30, windowSeconds: 900 },
} satisfies Record<string, RateRule>

export const newsletterRoutes: FastifyPluginAsync<{ newsletter: NewsletterService; limiter: RateLimiter }> = async (fastify, { newsletter, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post('/api/newsletter', {
    // A mistyped address is answered (validation comes first) before the limit counts.
    config: { invalidInput: { lead: 'email' } },
    preHandler: limiter.guard([NEWSLETTER_LIMITS.signup, (req) => req.ip]),
    schema: {
      body: NewsletterSignupSchema,
      response: { 200: NewsletterAnswerSchema },
      tags,
      summary: 'Sign up for the newsletter: a confirmation link is emailed (the same answer for every address; 10 per hour per IP)',
    },
  }, async (req) => newsletter.signup(req.body))

  // A link's token is counted before it is checked, a malformed one too.
  app.post('/api/newsletter/confirm', {
    config: { invalidInput: {} },
    preValidation: limiter.guard([NEWSLETTER_LIMITS.link, (req) => req.ip]),
    schema: {
      body: NewsletterTokenSchema,
      response: { 200: NewsletterConfirmAnswerSchema },
      tags,
      summary: 'Confirm a subscription with the token of the emailed link; answers the personal 5% code (issued once)',
    },
  }, async (req) => newsletter.confirm(req.body.token))

  app.post('/api/newsletter/unsubscribe', {
    config: { invalidInput: {} },
    preValidation: limiter.guard([NEWSLETTER_LIMITS.link, (req) => req.ip]),
    schema: { body: NewsletterTokenSchema, response: { 200: NewsletterAnswerSchema }, tags, summary: 'Unsubscribe with the token of the link every newsletter mail carries' },
  }, async (req) => newsletter.unsubscribe(req.body.token))

  // Staff: before validation, so who may not look learns nothing from the input rules.
  await app.register(async (staffScope) => {
    const staff = staffScope.withTypeProvider<ZodTypeProvider>()
    staff.addHook('onRequest', staffArea('owner'))
    staff.get('/api/staff/newsletter', {
      schema: { querystring: StaffNewsletterQuerySchema, response: { 200: NewsletterSubscriberListSchema }, tags: ['staff'], security, summary: 'Newsletter subscribers, newest first, optionally by status (50 per page)' },
    }, async (req) => newsletter.staffList(req.query))

    staff.get('/api/staff/newsletter.csv', {
      schema: { tags: ['staff'], security, summary: 'Confirmed subscribers as a CSV download (the export is audited)' },
    }, async (req, reply) => {
      const csv = await newsletter.exportCsv(requireStaff(req, 'owner'))
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv)
    })
  })
}
