import { TEST_CARDS, type PaymentStart } from '@shop/domain'
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { confirmAtProcessor, completePayment } from './card-payments.testing'
import { createTestContext, testDialects, type TestContext } from './harness'
import { czechiaInDollars, product, shopper } from '../modules/checkout/checkout.testing'

/**
 * PAYMENT_GATEWAY=stripe (issue 20): the shop configured for Stripe, with Stripe's API, Stripe.js
 * and the webhook secret pointed at the test processor, which speaks Stripe's API (decision 049).
 * The same SDK calls, the same signed webhooks, nothing from the built-in processor's handle.
 */
describe.each(testDialects())('the shop configured for Stripe, against a local stand-in (%s)', (dialect) => {
  let ctx: TestContext
  let stripeShop: FastifyInstance
  let forty: string

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
    await czechiaInDollars(ctx)
    forty = await product(ctx, 4000, 1000, 0)
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' },
      {
        ...ctx.config,
        PAYMENT_GATEWAY: 'stripe',
        STRIPE_API_URL: ctx.processor.apiUrl,
        STRIPE_SECRET_KEY: ctx.processor.secretKey,
        STRIPE_PUBLISHABLE_KEY: ctx.processor.publishableKey,
        STRIPE_WEBHOOK_SECRET: ctx.processor.webhookSecret,
        STRIPE_JS_URL: `${ctx.processor.publicUrl}/v3/stripe.js`,
      },
    )
    // No processor handle: Stripe mode needs none.
    stripeShop = await buildApp({ config, db: ctx.db, cache: ctx.cache })
    await stripeShop.ready()
  })
  afterAll(async () => {
    await stripeShop?.close()
    await ctx?.close()
  })

  it('names Stripe and its script to the browser, pays a card order through the SDK and settles it from a signed webhook', async () => {
    const s = shopper({ ...ctx, app: stripeShop })
    const config = await s.send('GET', '/api/payments/config')
    expect(config.json()).toEqual({ processor: 'stripe', publishable_key: ctx.processor.publishableKey, script_url: `${ctx.processor.publicUrl}/v3/stripe.js` })
    const page = await stripeShop.inject({ method: 'GET', url: '/' })
    expect(String(page.headers['content-security-policy'] ?? '')).not.toContain('js.stripe.com')

    await s.add(forty)
    const q = await s.quote()
    const key = randomUUID()
    const placed = await s.raw('POST', '/api/orders', {
      idempotency_key: key,
      email: 'stripe-mode@example.com',
      shipping_method: 'standard',
      shipping_address: { first_name: 'Jana', last_name: 'Nováková', street: 'Vinohradská 12', city: 'Praha', state: 'Praha', country: 'CZ', zip_code: '120 00' },
      terms_version: q.terms_version,
      expected_total_cents: q.total_cents,
      payment: { card: true },
    })
    expect(placed.statusCode, placed.body).toBe(202)
    const payment = placed.json<{ payment: PaymentStart }>().payment
    const confirmed = await confirmAtProcessor(s.send, payment, { number: TEST_CARDS.approved, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' })
    expect(confirmed.intent_status).toBe('succeeded')

    // The webhook first: Stripe's signature over the raw body, checked with the configured secret.
    const address = await stripeShop.listen({ port: 0, host: '127.0.0.1' })
    ctx.processor.setWebhookUrl(`${address}/api/payments/webhook`)
    await ctx.processor.flushWebhooks()
    const order = await ctx.db.kysely.selectFrom('shop_order').select(['id', 'card_last4']).where('idempotency_key', '=', key).executeTakeFirst()
    expect(order).toMatchObject({ card_last4: '4242' })
    // The browser's return answers the order the webhook wrote.
    const done = await completePayment(s.send, payment.id)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().order.id).toBe(order!.id)
  })
})
