import {
  StaffCustomerDetailSchema,
  StaffCustomerListSchema,
  StaffCustomerParamsSchema,
  StaffCustomerQuerySchema,
  StaffInvitationAcceptedSchema,
  StaffInvitationAcceptSchema,
  StaffInvitationParamsSchema,
  StaffInvitationPreviewSchema,
  StaffInvitationSchema,
  StaffInviteBodySchema,
  StaffMemberParamsSchema,
  StaffMemberSchema,
  StaffRoleBodySchema,
  StaffTeamSchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { RateLimiter } from '../../http/rate-limit'
import type { CustomerLookup } from './staff.customers.service'
import type { StaffTeamService } from './staff.team.service'

const tags = ['staff']
const ACCEPT_LIMIT = { name: 'staff-invitation-accept', limit: 10, windowSeconds: 300 }
const InvitationIdParamsSchema = z.object({ id: z.string().regex(/^inv_[a-z0-9]{16}$/, 'Invitation id is not valid') })

export interface StaffTeamRoutesDeps {
  team: StaffTeamService
  customers: CustomerLookup
  limiter: RateLimiter
}

/**
 * The owner's team desk (/api/staff/team, owners only), the customer look-up (/api/staff/customers,
 * support and owners, read-only) and accepting an invitation (/api/staff-invitations, the invitee).
 */
export const staffTeamRoutes: FastifyPluginAsync<StaffTeamRoutesDeps> = async (fastify, { team, customers, limiter }) => {
  await fastify.register(async (owners) => {
    const app = owners.withTypeProvider<ZodTypeProvider>()
    app.addHook('onRequest', staffArea('owner'))

    app.get('/api/staff/team', {
      schema: { response: { 200: StaffTeamSchema }, tags, security, summary: 'The staff members with their roles, and the open invitations (owners only)' },
    }, async () => team.team())

    app.post('/api/staff/team/invitations', {
      schema: {
        body: StaffInviteBodySchema,
        response: { 201: StaffInvitationSchema },
        tags,
        security,
        summary: 'Invite an email to a role: a single-use link by email, good for a week (already staff: 409)',
      },
    }, async (req, reply) => reply.status(201).send(await team.invite(requireStaff(req, 'owner'), req.body)))

    app.delete('/api/staff/team/invitations/:id', {
      schema: { params: InvitationIdParamsSchema, tags, security, summary: 'Withdraw an open invitation (its link stops working)' },
    }, async (req, reply) => {
      await team.withdraw(requireStaff(req, 'owner'), req.params.id)
      return reply.status(204).send()
    })

    app.patch('/api/staff/team/:id', {
      schema: {
        params: StaffMemberParamsSchema,
        body: StaffRoleBodySchema,
        response: { 200: StaffMemberSchema },
        tags,
        security,
        summary: "Change a staff member's role (the last owner stays owner: 409)",
      },
    }, async (req) => {
      const member = await team.changeRole(requireStaff(req, 'owner'), req.params.id, req.body.role)
      return member!
    })

    app.delete('/api/staff/team/:id', {
      schema: { params: StaffMemberParamsSchema, tags, security, summary: 'Revoke: back to shopper, refused in the staff area from the next request (the last owner: 409)' },
    }, async (req, reply) => {
      await team.revoke(requireStaff(req, 'owner'), req.params.id)
      return reply.status(204).send()
    })
  })

  await fastify.register(async (support) => {
    const app = support.withTypeProvider<ZodTypeProvider>()
    app.addHook('onRequest', staffArea('support'))

    app.get('/api/staff/customers', {
      schema: {
        querystring: StaffCustomerQuerySchema,
        response: { 200: StaffCustomerListSchema },
        tags,
        security,
        summary: 'Customer accounts, newest first (20 per page); q: part of the email, name or phone',
      },
    }, async (req) => customers.search(req.query.q, req.query.page))

    app.get('/api/staff/customers/:id', {
      schema: {
        params: StaffCustomerParamsSchema,
        response: { 200: StaffCustomerDetailSchema },
        tags,
        security,
        summary: 'One customer, read-only: their newest orders, addresses and wallet with its history',
      },
    }, async (req) => customers.get(req.params.id))
  })

  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get('/api/staff-invitations/:token', {
    schema: {
      params: StaffInvitationParamsSchema,
      response: { 200: StaffInvitationPreviewSchema },
      tags: ['auth'],
      summary: 'What an invitation link offers: the email, the role, and whether an account with the email exists',
    },
  }, async (req) => team.preview(req.params.token))

  app.post('/api/staff-invitations/accept', {
    // Tokens are unguessable; the limit keeps password hashing from being a free load.
    preHandler: limiter.guard([ACCEPT_LIMIT, (req) => req.ip]),
    schema: {
      body: StaffInvitationAcceptSchema,
      response: { 200: StaffInvitationAcceptedSchema },
      tags: ['auth'],
      summary: 'Accept an invitation: an existing account (signed in) gets the role; otherwise name and password create the account',
    },
  }, async (req) => team.accept(req.user, req.body))
}
