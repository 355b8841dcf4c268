import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '../modules/auth/auth.testing'
import { signUp, type Account } from '../modules/orders/orders.testing'
import { freshIp } from '../modules/reviews/reviews.testing'
import { createTestContext, testDialects, type TestContext } from '../test/harness'

/**
 * Routes validate through the schema compiler, which runs after `onRequest` and `preValidation`
 * hooks and before `preHandler` ones. What a client notices of that order: guests hear about
 * signing in before anything about their input; some limits count every attempt, a malformed one
 * too (guessing gift card codes, links' tokens), others are not used up by a typo.
 */
describe.each(testDialects())('refusals of bad input, in order (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => ctx?.close())

  const send = (method: 'POST' | 'PATCH', url: string, body: unknown, opts: { token?: string; ip?: string } = {}) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: opts.ip ?? freshIp(),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      payload: body as Record<string, unknown>,
    })

  it('tells a guest to sign in before anything about the input', async () => {
    const routes: Array<['POST' | 'PATCH', string]> = [
      ['POST', '/auth/user-address'],
      ['PATCH', '/auth/user-address'],
      ['POST', '/api/wallet/top-up'],
      ['POST', '/api/gift-cards'],
      ['POST', '/api/gift-cards/redeem'],
      ['POST', '/api/product-review'],
    ]
    for (const [method, url] of routes) {
      const res = await send(method, url, { nonsense: true })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json().code).toBe('unauthorized')
    }
  })

  it('answers a signed-in shopper the bad input itself', async () => {
    const shopper = await signUp(ctx, dataDir, 'Vera')
    for (const [method, url] of [['POST', '/auth/user-address'], ['PATCH', '/auth/user-address'], ['POST', '/api/wallet/top-up']] as const) {
      const res = await send(method, url, { nonsense: true }, { token: shopper.token })
      expect(res.statusCode, `${method} ${url}`).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
  })

  describe('limits that count every attempt, a malformed one too', () => {
    let shopper: Account
    beforeAll(async () => {
      shopper = await signUp(ctx, dataDir, 'Walt')
    })

    it('gift card redeems: 10 per user', async () => {
      for (let i = 0; i < 10; i++) expect((await send('POST', '/api/gift-cards/redeem', { code: '' }, { token: shopper.token })).statusCode).toBe(400)
      expect((await send('POST', '/api/gift-cards/redeem', { code: '' }, { token: shopper.token })).statusCode).toBe(429)
    })

    it('reviews: 10 an hour per account', async () => {
      const writer = await signUp(ctx, dataDir, 'Xena')
      for (let i = 0; i < 10; i++) expect((await send('POST', '/api/product-review', {}, { token: writer.token })).statusCode).toBe(400)
      expect((await send('POST', '/api/product-review', {}, { token: writer.token })).statusCode).toBe(429)
    })

    it("newsletter links' tokens: 30 per address, confirm and unsubscribe together", async () => {
      const ip = freshIp()
      for (let i = 0; i < 15; i++) {
        expect((await send('POST', '/api/newsletter/confirm', { token: 'short' }, { ip })).statusCode).toBe(400)
        expect((await send('POST', '/api/newsletter/unsubscribe', { token: 'short' }, { ip })).statusCode).toBe(400)
      }
      expect((await send('POST', '/api/newsletter/confirm', { token: 'short' }, { ip })).statusCode).toBe(429)
    })

    it('testimonials: 5 an hour per address', async () => {
      const ip = freshIp()
      for (let i = 0; i < 5; i++) expect((await send('POST', '/api/testimonials', {}, { ip })).statusCode).toBe(400)
      expect((await send('POST', '/api/testimonials', {}, { ip })).statusCode).toBe(429)
    })
  })

  it('limits that a typo does not use up: contact, feedback, newsletter sign-up', async () => {
    const ip = freshIp()
    for (let i = 0; i < 12; i++) {
      expect((await send('POST', '/api/contact-us', { name: 'Eva' }, { ip })).statusCode).toBe(400)
      expect((await send('POST', '/api/feedback', {}, { ip })).statusCode).toBe(400)
      expect((await send('POST', '/api/newsletter', { email: 'not-an-email' }, { ip })).statusCode).toBe(400)
    }
    const contact = await send('POST', '/api/contact-us', { name: 'Eva Svobodová', email: 'eva@example.com', subject: 'Brno', message: 'Do you ship to Brno on Saturdays?' }, { ip })
    expect(contact.statusCode, contact.body).toBe(200)
    expect((await send('POST', '/api/newsletter', { email: 'eva@example.com' }, { ip })).statusCode).toBe(200)
  })
})
