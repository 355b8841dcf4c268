import { BulkPickResultSchema, BulkPickSchema, OrderIdParamsSchema, OrderSchema, OrdersExportQuerySchema, ORDER_STATUSES, ShipOrderSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff } from '../../http/auth'
import { security } from '../../http/openapi'
import { toCsv } from './orders.export'
import type { OrdersService } from './orders.service'

const tags = ['staff']
const StaffOrderSchema = OrderSchema.extend({ staff_targets: z.array(z.enum(ORDER_STATUSES)) })

/** Fulfilment (issue 17): bulk pick, ship in one step, the accounting export. Fulfilment role only. */
export const fulfilmentRoutes: FastifyPluginAsync<{ orders: OrdersService }> = async (fastify, { orders }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // Before validation: who may not use these learns nothing from their input rules.
  app.addHook('onRequest', async (req) => {
    requireStaff(req, 'fulfilment')
  })

  app.post(
    '/api/staff/orders/pick',
    {
      schema: {
        body: BulkPickSchema,
        response: { 200: BulkPickResultSchema },
        tags,
        security,
        summary: 'Mark the selected orders picked: each passes every forward status before order_picked (an event each); those that cannot move are reported with the reason',
      },
    },
    async (req) => orders.staffPick(requireStaff(req, 'fulfilment'), req.body),
  )

  app.post(
    '/api/staff/orders/:id/ship',
    {
      schema: {
        params: OrderIdParamsSchema,
        body: ShipOrderSchema,
        response: { 200: StaffOrderSchema },
        tags,
        security,
        summary: 'Ship with a carrier and tracking number: the order passes every forward status up to shipped_order (an event each; 409 when it cannot)',
      },
    },
    async (req) => orders.staffShip(requireStaff(req, 'fulfilment'), req.params.id, req.body),
  )

  app.get(
    '/api/staff/orders/export.csv',
    {
      schema: {
        querystring: OrdersExportQuerySchema,
        tags,
        security,
        summary: 'Orders placed from/to (UTC days, inclusive) as CSV for accounting, oldest first: amounts in major units',
      },
    },
    async (req, reply) => {
      const { from, to } = req.query
      const name = `orders-${from ?? 'start'}-${to ?? 'today'}.csv`
      const csv = toCsv(orders.exportRows(req.query), (err) => {
        // The download cancelled (or the connection lost) is not the shop's failure.
        if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') req.log.info('the orders export ended early: the client went away')
        else req.log.error({ err }, 'the orders export failed while streaming')
      })
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(csv)
    },
  )
}
