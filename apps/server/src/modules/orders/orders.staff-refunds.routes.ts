import { OrderIdParamsSchema, StaffRefundInputSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff, staffArea } from '../../http/auth'
import { security } from '../../http/openapi'
import type { OrdersService } from './orders.service'
import { StaffOrderSchema } from './orders.staff.routes'
import type { StaffRefunds } from './orders.staff-refunds'

/**
 * Staff refunds (decision 053) on the order desk: the fulfilment role and owners, who already
 * decide cancels and withdrawals and their refunds (other staff and shoppers 403, guests 401).
 */
export const staffRefundRoutes: FastifyPluginAsync<{ orders: OrdersService; refunds: StaffRefunds }> = async (fastify, { orders, refunds }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('onRequest', staffArea('fulfilment'))

  app.post(
    '/api/staff/orders/:id/refunds',
    {
      schema: {
        params: OrderIdParamsSchema,
        body: StaffRefundInputSchema,
        response: { 200: StaffOrderSchema, 201: StaffOrderSchema },
        tags: ['staff'],
        security,
        summary:
          'Refund a whole order (no lines, no amount), chosen lines and quantities, or an amount; never more than is left (409 refund_exceeds_left / refund_nothing_left). 201 with the order; a repeat of idempotency_key answers 200 and refunds nothing more',
      },
    },
    async (req, reply) => {
      const made = await refunds.refund(requireStaff(req, 'fulfilment'), req.params.id, req.body)
      return reply.code(made.created ? 201 : 200).send(await orders.staffGet(req.params.id))
    },
  )
}
