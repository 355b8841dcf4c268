/**
 * Which processor the shop speaks to, what the browser is told, and what the page policy admits:
 * the test processor's own origin, or Stripe's origins only when Stripe is configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { contentSecurityPolicy } from '../../http/security'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createProcessor } from './payments.processor'

const endpoint = { apiUrl: 'http://127.0.0.1:3999', publicUrl: 'http://localhost:3999', secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' }
const STRIPE_KEYS = { PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_s', STRIPE_PUBLISHABLE_KEY: 'pk_test_s', STRIPE_WEBHOOK_SECRET: 'whsec_s' }

describe('the payment processor and the page policy', () => {
  it('Stripe without its keys is a startup error; the test processor needs its handle', () => {
    expect(() => createProcessor(loadConfig({ PAYMENT_GATEWAY: 'stripe' }), undefined)).toThrow(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/)
    expect(() => createProcessor(loadConfig({ ...STRIPE_KEYS, STRIPE_WEBHOOK_SECRET: undefined }), undefined)).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(() => createProcessor(loadConfig({}), undefined)).toThrow(/test processor/)
  })

  it('the test processor: its script from its own origin, and only that origin admitted', () => {
    const p = createProcessor(loadConfig({}), endpoint)
    expect(p.browser).toEqual({ publishable_key: 'pk_test_x', script_url: 'http://localhost:3999/v3/stripe.js' })
    const csp = contentSecurityPolicy(loadConfig({}), p.origins)
    for (const d of ['script-src', 'frame-src', 'connect-src']) {
      expect(csp[d]).toContain('http://localhost:3999')
      expect(csp[d]!.join(' ')).not.toContain('stripe.com')
    }
  })

  it('Stripe: js.stripe.com for scripts and frames, its API for connections, hooks.stripe.com for 3-D Secure', () => {
    const p = createProcessor(loadConfig(STRIPE_KEYS), undefined)
    expect(p.browser).toEqual({ publishable_key: 'pk_test_s', script_url: 'https://js.stripe.com/v3/' })
    const csp = contentSecurityPolicy(loadConfig(STRIPE_KEYS), p.origins)
    expect(csp['script-src']).toContain('https://js.stripe.com')
    expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']))
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://api.stripe.com', 'https://*.stripe.network']))
    expect(csp['script-src']!.join(' ')).not.toContain('localhost')
  })

  it('Stripe with a stand-in Stripe.js (tests): the stand-in’s origin instead of Stripe’s', () => {
    const config = loadConfig({ ...STRIPE_KEYS, STRIPE_JS_URL: 'http://127.0.0.1:4555/v3/stripe.js', STRIPE_API_URL: 'http://127.0.0.1:4555' })
    const csp = contentSecurityPolicy(config, createProcessor(config, undefined).origins)
    expect(csp['script-src']).toEqual(["'self'", 'http://127.0.0.1:4555'])
    expect(csp['frame-src']!.join(' ')).not.toContain('stripe.com')
  })
})

describe.each(testDialects())('the payments routes of the shop (%s)', (dialect) => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
  }, 60_000)
  afterAll(async () => ctx?.close())

  it('GET /api/payments/config tells the browser the processor, its key and script, cacheably', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ processor: 'test', publishable_key: ctx.processor.publishableKey, script_url: `${ctx.processor.publicUrl}/v3/stripe.js` })
    expect(res.headers['cache-control']).toBe('public, max-age=300')
  })

  it('every page admits the test processor’s origin for its script, card fields and API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' })
    const csp = String(res.headers['content-security-policy'])
    const origin = new URL(ctx.processor.publicUrl).origin
    for (const d of ['script-src', 'frame-src', 'connect-src']) expect(csp).toMatch(new RegExp(`${d} [^;]*${origin.replace(/[.:/]/g, '\\$&')}`))
    expect(csp).not.toContain('stripe.com')
  })

  it('a webhook without a valid signature is 400 webhook_signature_invalid', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, payload: '{"id":"evt_1"}' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ reason: 'webhook_signature_invalid' })
  })

  it('a card number sent to the shop is not among its routes: the complete route takes no body and names no card', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/payments/pay_0000000000000000/complete', payload: { number: TEST_NUMBER } })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain(TEST_NUMBER)
    // What a payment bought is personal: never kept by a browser or proxy cache.
    expect(res.headers['cache-control']).toBe('no-store')
  })
})

const TEST_NUMBER = '4242424242424242'
