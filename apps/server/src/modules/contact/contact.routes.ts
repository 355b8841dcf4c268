import { CONTACT_MESSAGES, ContactAnswerSchema, ContactIdParamsSchema, ContactInputSchema, ContactMessageListSchema, ContactMessageSchema, StaffContactQuerySchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import { security } from '../../http/openapi'
import type { ContactService } from './contact.service'

const tags = ['contact']

export const CONTACT_LIMITS_PER_IP = { name: 'contact-us:ip', limit: 5, windowSeconds: 900 } satisfies RateRule

export const contactRoutes: FastifyPluginAsync<{ contact: ContactService; limiter: RateLimiter }> = async (fastify, { contact, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post('/api/contact-us', {
    // Bad input is answered (validation comes first) before the limit counts: typos do not use up a person's tries.
    // SPEC: any bad field answers exactly "Please enter valid details"; each field's own words go to `errors`.
    config: { invalidInput: { detail: CONTACT_MESSAGES.invalid } },
    preHandler: limiter.guard([CONTACT_LIMITS_PER_IP, (req) => req.ip]),
    schema: { body: ContactInputSchema, response: { 200: ContactAnswerSchema }, tags, summary: 'Send the shop a message (5 per 15 minutes per IP)' },
  }, async (req) => {
    await contact.submit(req.body, req.user?.id ?? null)
    return { message: CONTACT_MESSAGES.sent }
  })

  await app.register(async (staffScope) => {
    const staff = staffScope.withTypeProvider<ZodTypeProvider>()
    staff.addHook('onRequest', staffArea('support'))
    staff.get('/api/staff/contact-messages', {
      schema: { querystring: StaffContactQuerySchema, response: { 200: ContactMessageListSchema }, tags: ['staff'], security, summary: 'Contact messages, newest first, optionally new or handled (20 per page)' },
    }, async (req) => contact.staffList(req.query))

    staff.post('/api/staff/contact-messages/:id/handled', {
      schema: { params: ContactIdParamsSchema, response: { 200: ContactMessageSchema }, tags: ['staff'], security, summary: 'Mark a contact message handled (audited)' },
    }, async (req) => contact.markHandled(requireStaff(req, 'support'), req.params.id))
  })
}
