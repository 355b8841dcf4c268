import { PAYMENT_PURPOSES, type CardInput, type PaymentFailureReason, type PaymentOutcome, type PaymentPurpose, type PaymentStart } from '@shop/domain'
import Fastify, { type FastifyRequest } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { registerErrorHandling } from '../../http/errors'
import type { TestContext } from '../../test/harness'
import type { CartOwnerHook } from '../cart/cart.types'
import { createProcessor, type ProcessorEndpoint } from './payments.processor'
import { paymentsRoutes } from './payments.routes'
import { createPaymentsService } from './payments.service'
import type { PaymentHandler, SettledPayment } from './payments.types'
import { answerThreeDSecure, confirmAsBrowser } from '../test-processor/test-processor.testing'

/** Card details as a shopper types them into the processor's fields, for a number from TEST_CARDS (expiry two years ahead). */
export const testCard = (number: string): CardInput => ({
  number,
  exp_month: 12,
  exp_year: new Date().getUTCFullYear() + 2,
  cvc: '123',
  name: 'Jana Nováková',
})

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`). */
export const intentOf = (clientSecret: string) => clientSecret.split('_secret_')[0]!

/**
 * What the browser does with a 202 PaymentStart: confirms the intent at the processor with the
 * publishable key and the card (Stripe.js's confirmPayment). The card goes to the processor only.
 * Answers the processor's status and body (a PaymentIntent, or Stripe's error shape).
 */
export async function confirmAtProcessor(
  processor: Pick<ProcessorEndpoint, 'apiUrl' | 'publishableKey'>,
  start: Pick<PaymentStart, 'client_secret'>,
  card: CardInput,
): Promise<{ status: number; body: any }> {
  return confirmAsBrowser(processor, start.client_secret, card, 'http://shop.test/checkout/return')
}

const silent = { info() {}, warn() {}, error() {} }

/** A payments service over the test context's processor (for other modules' service-level tests). */
export function testPayments(ctx: Pick<TestContext, 'db' | 'config' | 'processor'>, opts: { now?: () => Date } = {}) {
  return createPaymentsService({ db: ctx.db, processor: createProcessor(ctx.config, ctx.processor), holdMinutes: ctx.config.PAYMENT_HOLD_MINUTES, log: silent, now: opts.now })
}

/** What a browser does on the processor's 3-D Secure page: "Complete" or "Fail". */
export function authenticateAtProcessor(processor: Pick<ProcessorEndpoint, 'apiUrl'>, start: Pick<PaymentStart, 'client_secret'>, result: 'complete' | 'fail') {
  return answerThreeDSecure(processor, start.client_secret, result)
}

/** A handler for tests: records what the service asked of it (the real ones are checkout's and wallet's). */
export function recordingHandler(purpose: PaymentPurpose) {
  const calls = { complete: [] as SettledPayment[], after: [] as SettledPayment[], fail: [] as Array<{ p: SettledPayment; reason: PaymentFailureReason }> }
  const handler: PaymentHandler = {
    async complete(_tx, p) {
      calls.complete.push(p)
    },
    async afterComplete(p) {
      calls.after.push(p)
    },
    async fail(_tx, p, reason) {
      calls.fail.push({ p, reason })
    },
    async result(p): Promise<PaymentOutcome> {
      if (purpose !== 'top_up') throw new Error('recordingHandler answers top-ups only')
      return { status: 'succeeded', purpose: 'top_up', wallet: { balance_cents: p.amount_cents, currency: p.currency, entries: [], market_currency: p.currency, top_up_amounts: [], gift_card: { amounts: [], min_cents: 0, max_cents: 0 } } }
    },
  }
  return { handler, calls }
}

/**
 * The payments module on a server of its own for tests (real HTTP, so the test processor's
 * webhooks reach it), with a clock the test moves and recording handlers for every purpose. The
 * owner of a request is named by test headers (x-test-user, x-test-guest) instead of a session.
 */
export async function startPaymentsServer(ctx: Pick<TestContext, 'db' | 'config' | 'processor'>) {
  let offsetMs = 0
  const clock = { advance: (ms: number) => (offsetMs += ms), now: () => new Date(Date.now() + offsetMs) }
  const payments = testPayments(ctx, { now: clock.now })
  const recorded = Object.fromEntries(PAYMENT_PURPOSES.map((p) => [p, recordingHandler(p)])) as Record<PaymentPurpose, ReturnType<typeof recordingHandler>>
  for (const p of PAYMENT_PURPOSES) payments.register(p, recorded[p].handler)
  // Closing drops kept-alive sockets of the processor's deliveries instead of waiting for them.
  const app = Fastify({ logger: false, forceCloseConnections: true })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  registerErrorHandling(app)
  app.decorateRequest('user', null)
  const header = (req: FastifyRequest, name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null)
  const cartOwner: CartOwnerHook = {
    async resolve() {},
    of: (req) => (header(req, 'x-test-user') ? { user_id: header(req, 'x-test-user')!, guest_token: null } : { user_id: null, guest_token: header(req, 'x-test-guest') }),
  }
  await app.register(paymentsRoutes, { payments, cartOwner })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  ctx.processor.setWebhookUrl(`${url}/api/payments/webhook`)
  return {
    app,
    url,
    payments,
    clock,
    calls: (p: PaymentPurpose) => recorded[p].calls,
    close: async () => {
      // No delivery may be under way when the server goes: an answer it waits for would never come.
      ctx.processor.setWebhookUrl(null)
      await ctx.processor.flushWebhooks()
      await app.close()
    },
  }
}
