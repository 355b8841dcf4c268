import { ORDER_STATUSES, OrderIdParamsSchema, OrderListSchema, OrderSchema, StaffOrderFilterSchema, StaffRequestListSchema, StaffRequestQuerySchema, StaffTransitionSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { OrdersService } from './orders.service'

const tags = ['staff']
export const StaffOrderSchema = OrderSchema.extend({ staff_targets: z.array(z.enum(ORDER_STATUSES)) })
const RequestIdParamsSchema = z.object({ id: z.string().regex(/^orq_[a-z0-9]{16}$/, 'Request id is not valid') })

/** The shop's order desk: the fulfilment role and owners (other staff and shoppers 403, guests 401; decision 030). */
export const staffOrderRoutes: FastifyPluginAsync<{ orders: OrdersService }> = async (fastify, { orders }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before validation: who may not use the desk learns nothing from its input rules.
  app.addHook('onRequest', staffArea('fulfilment'))

  app.get(
    '/api/staff/orders',
    {
      schema: {
        querystring: StaffOrderFilterSchema,
        response: { 200: OrderListSchema },
        tags,
        security,
        summary: 'All orders, newest first (20 per page); filters: status, q (order number or email, any case), from/to (UTC days placed, inclusive)',
      },
    },
    async (req) => orders.staffList(req.query),
  )

  app.get(
    '/api/staff/requests',
    {
      schema: {
        querystring: StaffRequestQuerySchema,
        response: { 200: StaffRequestListSchema },
        tags,
        security,
        summary: 'Cancel and return requests with their order (status defaults to pending, oldest first; kind cancel|return)',
      },
    },
    async (req) => orders.staffRequests(req.query),
  )

  app.post(
    '/api/staff/requests/:id/bank-transfer-sent',
    {
      schema: {
        params: RequestIdParamsSchema,
        response: { 200: StaffOrderSchema },
        tags,
        security,
        summary: "Mark the bank transfer of an accepted withdrawal's cash-on-delivery refund sent (once; 409 when none is owed)",
      },
    },
    async (req) => orders.staffBankTransferSent(requireStaff(req, 'fulfilment'), req.params.id),
  )

  app.get(
    '/api/staff/orders/:id',
    {
      schema: { params: OrderIdParamsSchema, response: { 200: StaffOrderSchema }, tags, security, summary: 'One order with the statuses staff may move it to' },
    },
    async (req) => orders.staffGet(req.params.id),
  )

  app.post(
    '/api/staff/orders/:id/status',
    {
      schema: {
        params: OrderIdParamsSchema,
        body: StaffTransitionSchema,
        response: { 200: StaffOrderSchema },
        tags,
        security,
        summary: 'Move an order along the machine; accepting or rejecting a cancel or return request included (illegal moves: 409)',
      },
    },
    async (req) => orders.staffTransition(requireStaff(req, 'fulfilment'), req.params.id, req.body),
  )
}
