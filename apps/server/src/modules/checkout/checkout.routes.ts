import { OrderSchema, PaymentStartSchema, PlaceOrderSchema, QuoteRequestSchema, QuoteSchema } from '@shop/domain'
import { z } from 'zod'
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
        response: { 200: OrderSchema, 201: OrderSchema, 202: z.object({ payment: PaymentStartSchema }) },
        tags,
        security: securityOptional,
        summary: 'Place the cart as an order (201), or start its card payment (202); a repeat with the same idempotency_key answers the same order (200) or payment (202)',
        description:
          'Paid in full without a card (wallet, gift card, cash on delivery): the order, 201. With a card part: 202 `{payment}` — the order waits, holding its stock, coupons, wallet and gift card parts for PAYMENT_HOLD_MINUTES, while the browser confirms the payment with the processor (the card details go there, never here: a body carrying them is 400 card_data_refused); POST /api/payments/:id/complete answers the order once paid, and a failed payment gives the holds back (decision 051). A repeat while the payment runs answers the same 202; once it failed, 409 with its reason. 409 when the total differs from expected_total_cents, expected_currency is not the delivery country\'s currency (currency_changed), terms_version is not the current terms version (terms_outdated: the quote names the current one) or stock ran out; 503 payment_gateway_down when the processor does not answer (nothing is held). Guests must give an email.',
      },
    },
    async (req, reply) => {
      const placed = await checkout.place(cartOwner.of(req), req.body)
      if (placed.payment) return reply.status(202).send({ payment: placed.payment })
      return reply.status(placed.created ? 201 : 200).send(placed.order)
    },
  )
}
