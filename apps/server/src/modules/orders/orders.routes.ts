import { GuestWithdrawalSchema, OrderIdParamsSchema, OrderListSchema, OrderRequestInputSchema, OrderSchema, TrackOrderSchema, WithdrawalInputSchema } from '@shop/domain'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../http/auth'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import { security } from '../../http/openapi'
import type { OrdersService } from './orders.service'

const tags = ['orders']

/** Tracking answers with an order to whoever knows number and email: guessing is slowed per IP and per number. */
export const ORDER_LIMITS = {
  trackIp: { name: 'track-order:ip', limit: 20, windowSeconds: 600 },
  trackNumber: { name: 'track-order:number', limit: 10, windowSeconds: 600 },
} satisfies Record<string, RateRule>

const PageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })

/** Guests learn they must sign in before anything about the input. */
const signedIn = async (req: FastifyRequest) => {
  requireUser(req)
}
const byIp = (req: FastifyRequest) => req.ip
const byNumber = (req: FastifyRequest) => {
  const number = (req.body as { number?: unknown } | undefined)?.number
  return typeof number === 'string' ? number.trim().toUpperCase().slice(0, 40) : null
}

export const orderRoutes: FastifyPluginAsync<{ orders: OrdersService; limiter: RateLimiter }> = async (fastify, { orders, limiter }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/api/orders',
    { schema: { querystring: PageQuerySchema, response: { 200: OrderListSchema }, tags, security, summary: "The signed-in shopper's orders, newest first (20 per page)" }, onRequest: signedIn },
    async (req) => orders.listForUser(requireUser(req).id, req.query.page),
  )

  app.get(
    '/api/orders/:id',
    { schema: { params: OrderIdParamsSchema, response: { 200: OrderSchema }, tags, security, summary: 'One of my orders with its lines, timeline and requests' }, onRequest: signedIn },
    async (req) => orders.getForUser(requireUser(req).id, req.params.id),
  )

  app.post(
    '/api/orders/track',
    {
      schema: {
        body: TrackOrderSchema,
        response: { 200: OrderSchema },
        tags,
        summary: 'Find an order by its number and the email it was placed with (guests too)',
      },
      preHandler: limiter.guard([ORDER_LIMITS.trackIp, byIp], [ORDER_LIMITS.trackNumber, byNumber]),
    },
    async (req) => orders.track(req.body.number, req.body.email),
  )

  app.post(
    '/api/orders/:id/cancel',
    {
      schema: {
        params: OrderIdParamsSchema,
        body: OrderRequestInputSchema,
        response: { 200: OrderSchema },
        tags,
        security,
        summary: 'Cancel my order: at once in new_order, as a request for staff until it is handed to the carrier',
      },
      onRequest: signedIn,
    },
    async (req) => orders.cancel(requireUser(req), req.params.id, req.body),
  )

  app.post(
    '/api/orders/:id/return',
    {
      schema: {
        params: OrderIdParamsSchema,
        body: WithdrawalInputSchema,
        response: { 200: OrderSchema },
        tags,
        security,
        summary:
          'Withdraw from my order within 14 days of delivery (decision 044): `lines` [{line_id: the variant id, quantity}] or none for everything left; reason optional; refund_to for the card part; iban for cash paid on delivery',
      },
      onRequest: signedIn,
    },
    async (req) => orders.requestReturn(requireUser(req), req.params.id, req.body),
  )

  app.post(
    '/api/orders/track/return',
    {
      schema: {
        body: GuestWithdrawalSchema,
        response: { 200: OrderSchema },
        tags,
        summary: 'Withdraw from an order found by its number and email, as tracking finds it (guests too; rate-limited with tracking)',
      },
      // The same buckets as tracking: withdrawing is no way round its guessing limits.
      preHandler: limiter.guard([ORDER_LIMITS.trackIp, byIp], [ORDER_LIMITS.trackNumber, byNumber]),
    },
    async (req) => orders.guestReturn(req.body),
  )
}
