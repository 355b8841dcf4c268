/**
 * A card payment from start to settled (decision 050): started by the shop, confirmed by the
 * "browser" at the test processor, settled once by whichever comes first of the return route, the
 * signed webhook and the expiry sweep. Runs once per dialect.
 */
import { TEST_CARDS, type PaymentStart } from '@shop/domain'
import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { authenticateAtProcessor, confirmAtProcessor, intentOf, startPaymentsServer, testCard } from './payments.testing'
import type { StartPayment } from './payments.types'

describe.each(testDialects())('card payments through the processor (%s)', (dialect) => {
  let ctx: TestContext
  let server: Awaited<ReturnType<typeof startPaymentsServer>>
  let stripe: Stripe

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
    server = await startPaymentsServer(ctx)
    stripe = new Stripe(ctx.processor.secretKey, { host: new URL(ctx.processor.apiUrl).hostname, port: new URL(ctx.processor.apiUrl).port, protocol: 'http', telemetry: false })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    await ctx?.close()
  })

  const input = (over: Partial<StartPayment> = {}): StartPayment => ({
    purpose: 'top_up',
    user_id: null,
    owner_scope: 'usr_owner',
    amount_cents: 2500,
    currency: 'EUR',
    idempotency_key: `test:${randomUUID()}`,
    description: 'Lumen & Leaf test payment',
    capture: 'automatic',
    ...over,
  })
  const complete = (start: PaymentStart, owner: Record<string, string> = { 'x-test-user': 'usr_owner' }) =>
    server.app.inject({ method: 'POST', url: `/api/payments/${start.id}/complete`, headers: owner })
  const row = (id: string) => ctx.db.kysely.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const completedIds = () => server.calls('top_up').complete.map((p) => p.id)
  const failedOf = (id: string) => server.calls('top_up').fail.filter((f) => f.p.id === id)
  const signed = (payload: object) => {
    const body = JSON.stringify(payload)
    return { body, signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret: ctx.processor.webhookSecret }) }
  }
  const postEvent = (body: string, signature?: string) =>
    fetch(`${server.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, body })

  it('starts a payment, and a repeat of its key answers the same start; another amount under the key is refused', async () => {
    const i = input()
    const start = await server.payments.start(i)
    expect(start).toMatchObject({ amount_cents: 2500, currency: 'EUR' })
    expect(start.client_secret).toMatch(/^pi_.+_secret_/)
    expect(Date.parse(start.expires_at) - Date.now()).toBeGreaterThan(14 * 60_000)
    expect(await server.payments.start(i)).toEqual(start)
    await expect(server.payments.start({ ...i, amount_cents: 2600 })).rejects.toMatchObject({ reason: 'payment_key_reused' })
    const intent = await stripe.paymentIntents.retrieve(intentOf(start.client_secret))
    expect(intent).toMatchObject({ amount: 2500, currency: 'eur', status: 'requires_payment_method', metadata: { shop_payment: start.id } })
  })

  it('return first, then the webhook: the owner gets the outcome, the handler completes once', async () => {
    const start = await server.payments.start(input())
    expect(await complete(start).then((r) => r.statusCode)).toBe(202) // not confirmed yet: processing
    expect((await confirmAtProcessor(ctx.processor, start, testCard(TEST_CARDS.approved))).body.status).toBe('succeeded')
    const res = await complete(start)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'succeeded', purpose: 'top_up', wallet: { balance_cents: 2500 } })
    await ctx.processor.flushWebhooks()
    expect(completedIds().filter((id) => id === start.id)).toHaveLength(1)
    expect(server.calls('top_up').after.filter((p) => p.id === start.id)).toHaveLength(1)
    expect(await row(start.id)).toMatchObject({ status: 'succeeded', card_brand: 'visa', card_last4: '4242', card_country: 'DE' })
    // Asking again answers the same, and completes nothing more.
    expect((await complete(start)).statusCode).toBe(200)
    expect(completedIds().filter((id) => id === start.id)).toHaveLength(1)
  })

  it('the webhook first, then the return: one completion', async () => {
    const start = await server.payments.start(input())
    await confirmAtProcessor(ctx.processor, start, testCard(TEST_CARDS.approved))
    await ctx.processor.flushWebhooks()
    expect(completedIds().filter((id) => id === start.id)).toHaveLength(1)
    expect((await complete(start)).statusCode).toBe(200)
    expect(completedIds().filter((id) => id === start.id)).toHaveLength(1)
    const events = await ctx.db.kysely.selectFrom('payment_event').select(['type']).where('payment_id', '=', start.id).execute()
    expect(events.map((e) => e.type)).toContain('payment_intent.succeeded')
  })

  it('two deliveries of one event at once, and its replay later, complete once and record the event once', async () => {
    const start = await server.payments.start(input())
    await confirmAtProcessor(ctx.processor, start, testCard(TEST_CARDS.approved))
    const intent = await stripe.paymentIntents.retrieve(intentOf(start.client_secret))
    const event = { id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type: 'payment_intent.succeeded', created: 1, api_version: '2020-08-27', data: { object: intent } }
    const { body, signature } = signed(event)
    const answers = await Promise.all([postEvent(body, signature), postEvent(body, signature), server.payments.settle(start.id)])
    expect(answers.slice(0, 2).map((r) => (r as Response).status)).toEqual([200, 200])
    expect(completedIds().filter((id) => id === start.id)).toHaveLength(1)
    expect((await postEvent(body, signature)).status).toBe(200)
    expect(completedIds().filter((id) => id === start.id)).toHaveLength(1)
    const rows = await ctx.db.kysely.selectFrom('payment_event').select('id').where('id', '=', event.id).execute()
    expect(rows).toHaveLength(1)
  })

  it('an event out of order (failed or canceled after succeeded) changes nothing: the processor’s word is asked', async () => {
    const start = await server.payments.start(input())
    await confirmAtProcessor(ctx.processor, start, testCard(TEST_CARDS.approved))
    expect((await complete(start)).statusCode).toBe(200)
    const intent = await stripe.paymentIntents.retrieve(intentOf(start.client_secret))
    for (const type of ['payment_intent.payment_failed', 'payment_intent.canceled']) {
      const stale = { ...intent, status: type.endsWith('canceled') ? 'canceled' : 'requires_payment_method', last_payment_error: { code: 'card_declined' } }
      const { body, signature } = signed({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, created: 1, data: { object: stale } })
      expect((await postEvent(body, signature)).status).toBe(200)
    }
    expect(await row(start.id)).toMatchObject({ status: 'succeeded' })
    expect(failedOf(start.id)).toHaveLength(0)
  })

  it('refuses a webhook with a bad or missing signature (400 webhook_signature_invalid) and acts on nothing', async () => {
    // The processor's own (genuine) events wait meanwhile: only the forged ones arrive.
    ctx.processor.setWebhookUrl(null)
    const start = await server.payments.start(input())
    await confirmAtProcessor(ctx.processor, start, testCard(TEST_CARDS.approved))
    const intent = await stripe.paymentIntents.retrieve(intentOf(start.client_secret))
    const event = { id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type: 'payment_intent.succeeded', created: 1, data: { object: intent } }
    const body = JSON.stringify(event)
    const forged = stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_not_the_processors' })
    const tampered = signed(event)
    for (const [b, sig] of [[body, forged], [body, undefined], [tampered.body.replace('payment_intent.succeeded', 'payment_intent.canceled'), tampered.signature]] as const) {
      const res = await postEvent(b, sig)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ reason: 'webhook_signature_invalid' })
    }
    expect(completedIds()).not.toContain(start.id)
    expect(await ctx.db.kysely.selectFrom('payment_event').select('id').where('id', '=', event.id).execute()).toHaveLength(0)
    expect(await row(start.id)).toMatchObject({ status: 'pending' })
    ctx.processor.setWebhookUrl(`${server.url}/api/payments/webhook`)
    await ctx.processor.flushWebhooks()
    expect(completedIds().filter((id) => id === start.id)).toHaveLength(1)
  })

  it('a declined card ends the payment: 402 card_declined, the intent canceled, its holds released once', async () => {
    const start = await server.payments.start(input())
    const confirmed = await confirmAtProcessor(ctx.processor, start, testCard(TEST_CARDS.declined))
    expect(confirmed.status).toBe(402)
    const res = await complete(start)
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({ reason: 'card_declined' })
    await ctx.processor.flushWebhooks()
    expect((await complete(start)).json()).toMatchObject({ reason: 'card_declined' })
    expect(failedOf(start.id).map((f) => f.reason)).toEqual(['card_declined'])
    expect((await stripe.paymentIntents.retrieve(intentOf(start.client_secret))).status).toBe('canceled')
    expect(completedIds()).not.toContain(start.id)
  })

  it('insufficient funds has its own reason', async () => {
    const start = await server.payments.start(input())
    await confirmAtProcessor(ctx.processor, start, testCard(TEST_CARDS.insufficientFunds))
    expect((await complete(start)).json()).toMatchObject({ reason: 'card_insufficient_funds' })
  })

  it('3-D Secure: processing while the challenge is open; "Complete" pays, "Fail" ends it with card_authentication_failed', async () => {
    const paid = await server.payments.start(input())
    const challenged = await confirmAtProcessor(ctx.processor, paid, testCard(TEST_CARDS.threeDSecure))
    expect(challenged.body.status).toBe('requires_action')
    expect((await complete(paid)).statusCode).toBe(202)
    await authenticateAtProcessor(ctx.processor, paid, 'complete')
    expect((await complete(paid)).statusCode).toBe(200)

    const refused = await server.payments.start(input())
    await confirmAtProcessor(ctx.processor, refused, testCard(TEST_CARDS.threeDSecure))
    await authenticateAtProcessor(ctx.processor, refused, 'fail')
    const res = await complete(refused)
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({ reason: 'card_authentication_failed' })
    expect(failedOf(refused.id).map((f) => f.reason)).toEqual(['card_authentication_failed'])
    expect(completedIds()).not.toContain(refused.id)
  })

  it('manual capture: a card issued in Germany is captured and completes; one issued in Brazil is canceled with nothing captured', async () => {
    const de = await server.payments.start(input({ capture: 'manual' }))
    expect((await confirmAtProcessor(ctx.processor, de, testCard(TEST_CARDS.issuedInGermany))).body.status).toBe('requires_capture')
    expect((await complete(de)).statusCode).toBe(200)
    const captured = await stripe.paymentIntents.retrieve(intentOf(de.client_secret))
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 2500 })
    expect(server.calls('top_up').complete.find((p) => p.id === de.id)).toMatchObject({ card_country: 'DE' })

    const br = await server.payments.start(input({ capture: 'manual' }))
    await confirmAtProcessor(ctx.processor, br, testCard(TEST_CARDS.issuedAbroad))
    const res = await complete(br)
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({ reason: 'card_issued_abroad' })
    const canceled = await stripe.paymentIntents.retrieve(intentOf(br.client_secret))
    expect(canceled).toMatchObject({ status: 'canceled', amount_received: 0 })
    expect(failedOf(br.id).map((f) => f.reason)).toEqual(['card_issued_abroad'])
    expect(completedIds()).not.toContain(br.id)
  })

  it('the expiry sweep: an unpaid payment past its hold is canceled at the processor and fails once; a paid one completes', async () => {
    const unpaid = await server.payments.start(input())
    const paidLate = await server.payments.start(input())
    await confirmAtProcessor(ctx.processor, paidLate, testCard(TEST_CARDS.approved))
    expect(await server.payments.expireDue()).toMatchObject({ failed: 0, settled: 0 }) // within the hold: nothing
    server.clock.advance(16 * 60_000)
    const report = await server.payments.expireDue()
    expect(report.errors).toBe(0)
    expect(await row(unpaid.id)).toMatchObject({ status: 'failed', failure: 'payment_expired' })
    expect((await stripe.paymentIntents.retrieve(intentOf(unpaid.client_secret))).status).toBe('canceled')
    expect(failedOf(unpaid.id).map((f) => f.reason)).toEqual(['payment_expired'])
    expect(await row(paidLate.id)).toMatchObject({ status: 'succeeded' })
    expect((await complete(unpaid)).json()).toMatchObject({ status: 409, reason: 'payment_expired' })
    // The browser confirming after the call-off: the processor refuses, nothing changes.
    expect((await confirmAtProcessor(ctx.processor, unpaid, testCard(TEST_CARDS.approved))).status).toBeGreaterThanOrEqual(400)
    await server.payments.expireDue()
    expect(failedOf(unpaid.id)).toHaveLength(1)
    server.clock.advance(-16 * 60_000)
  })

  it('answers only the payment’s owner: another user, another guest, nobody get 404', async () => {
    const guestToken = 'g'.repeat(43)
    const mine = await server.payments.start(input({ owner_scope: 'usr_owner' }))
    const guests = await server.payments.start(input({ owner_scope: `guest:${await sha(guestToken)}` }))
    for (const headers of [{ 'x-test-user': 'usr_other' }, { 'x-test-guest': 'h'.repeat(43) }, {}] as Array<Record<string, string>>) {
      const res = await complete(mine, headers)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ reason: 'payment_not_found' })
    }
    expect((await complete(guests, { 'x-test-guest': guestToken })).statusCode).toBe(202)
    expect((await complete(guests, { 'x-test-user': 'usr_owner' })).statusCode).toBe(404)
    expect((await server.app.inject({ method: 'POST', url: '/api/payments/pay_0000000000000000/complete', headers: { 'x-test-user': 'usr_owner' } })).statusCode).toBe(404)
  })
})

async function sha(token: string) {
  const { sha256 } = await import('../../lib/crypto')
  return sha256(token)
}
