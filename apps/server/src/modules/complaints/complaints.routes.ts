import {
  ComplaintIdParamsSchema,
  ComplaintInputSchema,
  ComplaintListSchema,
  ComplaintMessageInputSchema,
  ComplaintSchema,
  StaffComplaintListSchema,
  StaffComplaintQuerySchema,
  StaffComplaintReplySchema,
  StaffComplaintSchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, requireUser, staffArea } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import { security } from '../../http/openapi'
import type { ComplaintService } from './complaints.service'

const tags = ['complaints']

export const COMPLAINT_LIMITS = {
  create: { name: 'complaint-create:user', limit: 10, windowSeconds: 3600 },
  message: { name: 'complaint-message:user', limit: 30, windowSeconds: 900 },
} satisfies Record<string, RateRule>

export const complaintRoutes: FastifyPluginAsync<{ complaints: ComplaintService; limiter: RateLimiter }> = async (fastify, { complaints, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  await app.register(async (shopperScope) => {
    const shopper = shopperScope.withTypeProvider<ZodTypeProvider>()
    // Guests learn nothing about input rules: 401 first.
    shopper.addHook('onRequest', async (req) => {
      requireUser(req)
    })

    shopper.get('/api/complaints', {
      schema: { response: { 200: ComplaintListSchema }, tags, security, summary: 'My complaints, latest activity first' },
    }, async (req) => complaints.list(requireUser(req).id))

    shopper.post('/api/complaints', {
      // Bad input is answered (validation comes first) before the limit counts.
      config: { invalidInput: { lead: 'order_id' } },
      preHandler: limiter.guard([COMPLAINT_LIMITS.create, (req) => req.user?.id]),
      schema: { body: ComplaintInputSchema, response: { 201: ComplaintSchema }, tags, security, summary: 'Complain about one of my orders (10 per hour)' },
    }, async (req, reply) => reply.status(201).send(await complaints.create(requireUser(req), req.body)))

    shopper.get('/api/complaints/:id', {
      schema: { params: ComplaintIdParamsSchema, response: { 200: ComplaintSchema }, tags, security, summary: 'One of my complaints with its messages' },
    }, async (req) => complaints.get(requireUser(req).id, req.params.id))

    shopper.post('/api/complaints/:id/messages', {
      config: { invalidInput: { lead: 'message' } },
      preHandler: limiter.guard([COMPLAINT_LIMITS.message, (req) => req.user?.id]),
      schema: { params: ComplaintIdParamsSchema, body: ComplaintMessageInputSchema, response: { 200: ComplaintSchema }, tags, security, summary: 'Write in one of my complaints (reopens it)' },
    }, async (req) => complaints.addMessage(requireUser(req), req.params.id, req.body.message))
  })

  await app.register(async (staffScope) => {
    const staff = staffScope.withTypeProvider<ZodTypeProvider>()
    staff.addHook('onRequest', staffArea('support'))
    const staffTags = ['staff']

    staff.get('/api/staff/complaints', {
      schema: { querystring: StaffComplaintQuerySchema, response: { 200: StaffComplaintListSchema }, tags: staffTags, security, summary: 'Complaints, latest activity first, optionally by status (20 per page)' },
    }, async (req) => complaints.staffList(req.query))

    staff.get('/api/staff/complaints/:id', {
      schema: { params: ComplaintIdParamsSchema, response: { 200: StaffComplaintSchema }, tags: staffTags, security, summary: 'One complaint with its messages and who complains' },
    }, async (req) => complaints.staffGet(req.params.id))

    staff.post('/api/staff/complaints/:id/reply', {
      config: { invalidInput: { lead: 'message' } },
      schema: {
        params: ComplaintIdParamsSchema,
        body: StaffComplaintReplySchema,
        response: { 200: StaffComplaintSchema },
        tags: staffTags,
        security,
        summary: 'Reply (status answered) and/or close (status closed); the shopper gets an email; audited',
      },
    }, async (req) => complaints.staffReply(requireStaff(req, 'support'), req.params.id, req.body))
  })
}
