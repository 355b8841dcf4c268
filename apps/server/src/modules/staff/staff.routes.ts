import {
  AuditListSchema,
  AuditQuerySchema,
  CouponIdParamsSchema,
  CouponInputSchema,
  CouponPatchSchema,
  DashboardQuerySchema,
  StaffCouponListSchema,
  StaffCouponQuerySchema,
  StaffCouponSchema,
  StaffDashboardSchema,
  StaffGiftCardListSchema,
  StaffGiftCardQuerySchema,
} from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { AuditLog } from '../audit/audit.service'
import type { CouponAdmin } from '../coupons/coupons.admin.service'
import type { GiftCardDesk } from '../wallet/wallet.gift-card-desk.service'
import type { AccountDirectory } from '../auth/auth.types'
import { withActorEmails, type Dashboard } from './staff.service'

const tags = ['staff']
/** The audit list's page size: a screen of lines. */
const AUDIT_PAGE_SIZE = 50

export interface StaffRoutesDeps {
  dashboard: Dashboard
  coupons: CouponAdmin
  giftCards: GiftCardDesk
  audit: AuditLog
  accounts: Pick<AccountDirectory, 'summariesOf'>
}

/**
 * The staff area's core: dashboard (every staff member), coupons (catalog), gift cards (support:
 * they answer customers' questions about them) and the audit log (owners). Decision 030.
 */
export const staffRoutes: FastifyPluginAsync<StaffRoutesDeps> = async (fastify, { dashboard, coupons, giftCards, audit, accounts }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before validation: who may not use the staff area learns nothing from its input rules.
  app.addHook('onRequest', staffArea('any'))

  app.get('/api/staff/dashboard', {
    schema: {
      querystring: DashboardQuerySchema,
      response: { 200: StaffDashboardSchema },
      tags,
      security,
      summary: "Today's orders and revenue, the last 14 days, what waits for staff, and low stock (names in ?lang=)",
    },
  }, async (req) => dashboard.get(req.query.lang))

  app.get('/api/staff/coupons', {
    onRequest: staffArea('catalog'),
    schema: {
      querystring: StaffCouponQuerySchema,
      response: { 200: StaffCouponListSchema },
      tags,
      security,
      summary: 'Coupons, newest first (20 per page); scope shop (default) | personal | all; q: part of the code',
    },
  }, async (req) => coupons.list(req.query))

  app.get('/api/staff/coupons/:id', {
    onRequest: staffArea('catalog'),
    schema: { params: CouponIdParamsSchema, response: { 200: StaffCouponSchema }, tags, security, summary: 'One coupon with every field' },
  }, async (req) => coupons.get(req.params.id))

  app.post('/api/staff/coupons', {
    onRequest: staffArea('catalog'),
    schema: {
      body: CouponInputSchema,
      response: { 201: StaffCouponSchema },
      tags,
      security,
      summary: 'Create a coupon (a code already in use: 409; percent over 100 or dates out of order: 400)',
    },
  }, async (req, reply) => reply.status(201).send(await coupons.create(requireStaff(req, 'catalog'), req.body)))

  app.patch('/api/staff/coupons/:id', {
    onRequest: staffArea('catalog'),
    schema: {
      params: CouponIdParamsSchema,
      body: CouponPatchSchema,
      response: { 200: StaffCouponSchema },
      tags,
      security,
      summary: 'Change some fields of a coupon; the result is checked as a whole (usage limit never below the uses so far)',
    },
  }, async (req) => coupons.update(requireStaff(req, 'catalog'), req.params.id, req.body))

  app.get('/api/staff/gift-cards', {
    onRequest: staffArea('support'),
    schema: {
      querystring: StaffGiftCardQuerySchema,
      response: { 200: StaffGiftCardListSchema },
      tags,
      security,
      summary: 'Gift cards, newest first (20 per page): last four, amounts, purchaser, recipient, redeemed; q: last four or an email',
    },
  }, async (req) => giftCards.list(req.query))

  app.get('/api/staff/audit', {
    onRequest: staffArea('owner'),
    schema: {
      querystring: AuditQuerySchema,
      response: { 200: AuditListSchema },
      tags,
      security,
      summary: 'Who changed what and when, newest first (50 per page), optionally for one entity',
    },
  }, async (req) => {
    const { entity, entity_id, page } = req.query
    const { data, total } = await audit.list({ entity, entity_id, page, pageSize: AUDIT_PAGE_SIZE })
    return { data: await withActorEmails(data, accounts), total, page }
  })
}
