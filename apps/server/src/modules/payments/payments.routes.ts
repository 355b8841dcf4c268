import { PaymentOutcomeSchema, PaymentProcessingSchema, PaymentsConfigSchema } from '@shop/domain'
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { CartOwnerHook } from '../cart/cart.types'
import { paymentOwnerScope } from './payments.owner'
import type { PaymentsModule } from './payments.service'

const tags = ['payments']

export interface PaymentsRoutesDeps {
  payments: Pick<PaymentsModule, 'completeFor' | 'webhook' | 'browserConfig'>
  /** Who is asking: the signed-in user, or the guest of the cart cookie */
  cartOwner: CartOwnerHook
}

export const paymentsRoutes: FastifyPluginAsync<PaymentsRoutesDeps> = async (fastify, { payments, cartOwner }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get('/api/payments/config', {
    schema: { tags, summary: 'Which card processor the browser loads (its Stripe.js script) and with which publishable key', response: { 200: PaymentsConfigSchema } },
  }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300')
    return payments.browserConfig()
  })

  app.post('/api/payments/:id/complete', {
    preHandler: cartOwner.resolve,
    schema: {
      tags,
      params: z.object({ id: z.string().regex(/^pay_[0-9a-z]{16}$/, 'Not a payment id') }),
      summary: 'After the browser confirmed a payment with the processor: how it ended (200 what it bought, 202 still processing, 402/409 why it failed); only its owner',
      response: { 200: PaymentOutcomeSchema, 202: PaymentProcessingSchema },
    },
  }, async (req, reply) => {
    // Only who started it may ask: the signed-in user, or the guest whose cart cookie started it.
    const answer = await payments.completeFor(req.params.id, paymentOwnerScope(cartOwner.of(req)))
    if (!answer.done) return reply.code(202).send({ status: 'processing' as const })
    return answer.outcome
  })

  // The processor's webhooks: the signature is over the raw bytes, so this route keeps them as they came.
  await fastify.register(async (raw) => {
    raw.removeAllContentTypeParsers()
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
    raw.post('/api/payments/webhook', {
      schema: { tags, summary: 'The card processor’s signed events (Stripe-Signature); an event already acted on changes nothing' },
    }, async (req) => {
      const signature = req.headers['stripe-signature']
      await payments.webhook(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0), typeof signature === 'string' ? signature : undefined)
      return { received: true }
    })
  })
}
