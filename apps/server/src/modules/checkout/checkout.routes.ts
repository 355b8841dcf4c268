import { OrderSchema, PlaceOrderSchema, QuoteRequestSchema, QuoteSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { RateLimiter, RateRule } from '../../http/rate-limit'
import { securityOptional } from '../../http/openapi'
import type { CartOwnerHook, ShipToOf } from '../cart/cart.types'
import type { CheckoutService } from './checkout.service'

const tags = ['checkout']

/**
 * Orders per IP address: ten a second is far beyond a person, even many behind one office or
 * carrier NAT, yet keeps one client from flooding the order table. The checkout benchmark's
 * shoppers each come from their own loopback address (bench/checkout.ts), as real ones would.
 */
export const PLACE_ORDER_RULE: RateRule = { name: 'place-order:ip', limit: 600, windowSeconds: 60 }

export const checkoutRoutes: FastifyPluginAsync<{ checkout: CheckoutService; limiter: RateLimiter; cartOwner: CartOwnerHook; shipToOf: ShipToOf }> = async (
  fastify,
  { checkout, limiter, cartOwner, shipToOf },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/api/checkout/quote',
    {
      preHandler: cartOwner.resolve,
      schema: {
        body: QuoteRequestSchema,
        response: { 200: QuoteSchema },
        tags,
        security: securityOptional,
        summary: "The current cart's totals in the delivery country's currency with its VAT: goods, coupons, shipping, VAT, total (the only place totals are computed)",
        description: 'Priced for `country`, else the shopper\'s "Ship to" (cookie, else the language\'s country): its market decides currency, tax mode and VAT rate (decision 038).',
      },
    },
    async (req) => checkout.quote(cartOwner.of(req), req.body, shipToOf(req.headers, req.body.lang)),
  )

  app.post(
    '/api/orders',
    {
      preHandler: [limiter.guard([PLACE_ORDER_RULE, (req) => req.ip]), cartOwner.resolve],
      schema: {
        body: PlaceOrderSchema,
        response: { 200: OrderSchema, 201: OrderSchema },
        tags,
        security: securityOptional,
        summary: 'Place the cart as an order (201); a repeat with the same idempotency_key answers the same order (200)',
        description:
          '409 when the total differs from expected_total_cents, expected_currency is not the delivery country\'s currency (currency_changed), terms_version is not the current terms version (terms_outdated: the quote names the current one) or stock ran out; 402 when the card is declined (nothing is written). Guests must give an email.',
      },
    },
    async (req, reply) => {
      const { order, created } = await checkout.place(cartOwner.of(req), req.body)
      return reply.status(created ? 201 : 200).send(order)
    },
  )
}
