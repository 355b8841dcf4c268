import { TEST_CARDS } from '@shop/domain'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database'
import { migrateTestDb, openTestDb, testDialects } from '../../test/harness'
import { startTestProcessor, type TestProcessor } from './test-processor'
import { answerThreeDSecure, confirmAsBrowser } from './test-processor.testing'

/** The shop's way of pointing the SDK at a base URL (payments.stripe-gateway.ts stripeClient). */
function sdk(processor: TestProcessor, key = processor.secretKey, retries = 0): Stripe {
  const url = new URL(processor.apiUrl)
  return new Stripe(key, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: retries, telemetry: false })
}

/** A webhook receiver like the shop's: verifies each event with the SDK; answers `status()` (500 while failing). */
async function startReceiver(secret: () => string) {
  const events: Stripe.Event[] = []
  let failing = false
  let refusedSignatures = 0
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += String(c)))
    req.on('end', () => {
      if (failing) {
        res.writeHead(500).end()
        return
      }
      try {
        events.push(Stripe.webhooks.constructEvent(raw, String(req.headers['stripe-signature']), secret()))
        res.writeHead(200).end('{}')
      } catch {
        refusedSignatures++
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook`,
    events,
    refused: () => refusedSignatures,
    fail: (on: boolean) => (failing = on),
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()) }),
  }
}

const errorOf = async (p: Promise<unknown>) => {
  try {
    await p
  } catch (err) {
    return err as Stripe.errors.StripeError
  }
  throw new Error('expected the call to fail')
}

describe.each(testDialects())('the built-in test processor (%s)', (dialect) => {
  let db: Db
  let drop: () => Promise<void>
  let processor: TestProcessor
  let stripe: Stripe
  let receiver: Awaited<ReturnType<typeof startReceiver>>

  beforeAll(async () => {
    ;({ db, drop } = await openTestDb(dialect))
    await migrateTestDb(db)
    receiver = await startReceiver(() => processor.webhookSecret)
    processor = await startTestProcessor({ db, port: 0, webhookUrl: receiver.url, webhookRetryDelaysMs: [200], webhookIntervalMs: 100 })
    stripe = sdk(processor)
  })
  afterAll(async () => {
    await processor?.close()
    await receiver?.close()
    await drop?.()
  })

  const create = (extra: Partial<Stripe.PaymentIntentCreateParams> = {}, key?: string) =>
    stripe.paymentIntents.create(
      { amount: 2500, currency: 'eur', description: 'Lumen & Leaf', metadata: { shop_payment: `pay_${Math.random()}` }, automatic_payment_methods: { enabled: true }, ...extra },
      key ? { idempotencyKey: key } : undefined,
    )
  const eventsOf = (id: string) => receiver.events.filter((e) => (e.data.object as { id: string; payment_intent?: string }).id === id || (e.data.object as { payment_intent?: string }).payment_intent === id)

  it('creates a PaymentIntent the SDK reads, and pays it with the approved card from the browser', async () => {
    const intent = await create()
    expect(intent).toMatchObject({ object: 'payment_intent', amount: 2500, currency: 'eur', status: 'requires_payment_method', latest_charge: null, capture_method: 'automatic' })
    expect(intent.id).toMatch(/^pi_/)
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`))
    const confirmed = await confirmAsBrowser(processor, intent.client_secret!, TEST_CARDS.approved)
    expect(confirmed).toMatchObject({ status: 200, body: { status: 'succeeded', amount_received: 2500 } })
    const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })
    const charge = paid.latest_charge as Stripe.Charge
    expect(charge).toMatchObject({ object: 'charge', amount: 2500, captured: true, refunded: false, amount_refunded: 0 })
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242', country: 'DE', exp_month: 12 })
    await processor.flushWebhooks()
    expect(eventsOf(intent.id).map((e) => e.type)).toEqual(['payment_intent.succeeded'])
    expect(eventsOf(intent.id)[0]).toMatchObject({ object: 'event', api_version: '2026-08-26.dahlia', data: { object: { id: intent.id, status: 'succeeded' } } })
  })

  it('declines, runs out of funds and refuses bad card details with Stripe card errors; the intent may be paid again', async () => {
    const intent = await create()
    const declined = await confirmAsBrowser(processor, intent.client_secret!, TEST_CARDS.declined)
    expect(declined.status).toBe(402)
    expect(declined.body.error).toMatchObject({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', payment_intent: { id: intent.id, status: 'requires_payment_method' } })
    const short = await confirmAsBrowser(processor, intent.client_secret!, TEST_CARDS.insufficientFunds)
    expect(short.body.error).toMatchObject({ code: 'card_declined', decline_code: 'insufficient_funds' })
    expect((await confirmAsBrowser(processor, intent.client_secret!, '4242424242424241')).body.error).toMatchObject({ type: 'card_error', code: 'incorrect_number' })
    const after = await stripe.paymentIntents.retrieve(intent.id)
    expect(after.status).toBe('requires_payment_method')
    expect(after.last_payment_error).toMatchObject({ code: 'incorrect_number' })
    expect((await confirmAsBrowser(processor, intent.client_secret!, TEST_CARDS.approved)).body.status).toBe('succeeded')
    await processor.flushWebhooks()
    expect(eventsOf(intent.id).map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'payment_intent.payment_failed', 'payment_intent.payment_failed', 'payment_intent.succeeded'])
  })

  it('tells the card country: Brazil for the abroad card, Norway, Germany', async () => {
    for (const [card, country] of [[TEST_CARDS.issuedAbroad, 'BR'], [TEST_CARDS.issuedInNorway, 'NO'], [TEST_CARDS.issuedInGermany, 'DE']] as const) {
      const intent = await create()
      expect((await confirmAsBrowser(processor, intent.client_secret!, card)).body.status).toBe('succeeded')
      const charge = (await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge
      expect(charge.payment_method_details?.card?.country).toBe(country)
    }
  })

  it('asks for 3-D Secure on its page; Complete pays, Fail sends the intent back with an authentication failure', async () => {
    const a = await create()
    const challenged = await confirmAsBrowser(processor, a.client_secret!, TEST_CARDS.threeDSecure, 'http://shop.test/return')
    expect(challenged.body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: 'http://shop.test/return' } } })
    expect(challenged.body.next_action.redirect_to_url.url).toContain(`${processor.publicUrl}/3ds/${a.id}?`)
    expect((await answerThreeDSecure(processor, a.client_secret!, 'complete')).body).toMatchObject({ status: 'succeeded', amount_received: 2500 })
    // Answered once: a second click changes nothing.
    expect((await answerThreeDSecure(processor, a.client_secret!, 'fail')).status).toBe(400)
    const b = await create()
    await confirmAsBrowser(processor, b.client_secret!, TEST_CARDS.threeDSecure)
    expect((await answerThreeDSecure(processor, 'pi_wrong_secret_x', 'complete')).status).toBe(404)
    const failed = await answerThreeDSecure(processor, b.client_secret!, 'fail')
    expect(failed.body).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'payment_intent_authentication_failure' }, latest_charge: null })
    await processor.flushWebhooks()
    expect(eventsOf(a.id).map((e) => e.type)).toEqual(['payment_intent.succeeded'])
    expect(eventsOf(b.id).map((e) => e.type)).toEqual(['payment_intent.payment_failed'])
  })

  it('holds a manual-capture card until captured, or cancels it with no money moved', async () => {
    const a = await create({ capture_method: 'manual' })
    expect((await confirmAsBrowser(processor, a.client_secret!, TEST_CARDS.approved)).body).toMatchObject({ status: 'requires_capture', amount_capturable: 2500, amount_received: 0 })
    expect(await stripe.paymentIntents.capture(a.id)).toMatchObject({ status: 'succeeded', amount_received: 2500, amount_capturable: 0 })
    expect((await errorOf(stripe.paymentIntents.capture(a.id))).code).toBe('payment_intent_unexpected_state')
    const b = await create({ capture_method: 'manual' })
    await confirmAsBrowser(processor, b.client_secret!, TEST_CARDS.issuedAbroad)
    expect(await stripe.paymentIntents.cancel(b.id)).toMatchObject({ status: 'canceled', amount_capturable: 0, amount_received: 0 })
    expect((await errorOf(stripe.refunds.create({ payment_intent: b.id }))).type).toBe('StripeInvalidRequestError')
    expect((await errorOf(stripe.paymentIntents.cancel(a.id))).code).toBe('payment_intent_unexpected_state')
    await processor.flushWebhooks()
    expect(eventsOf(a.id).map((e) => e.type)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.succeeded'])
    expect(eventsOf(b.id).map((e) => e.type)).toEqual(['payment_intent.amount_capturable_updated', 'payment_intent.canceled'])
  })

  it('refunds in parts, never above what is left, also when refunds race', async () => {
    const intent = await create({ amount: 10_000 })
    await confirmAsBrowser(processor, intent.client_secret!, TEST_CARDS.approved)
    expect(await stripe.refunds.create({ payment_intent: intent.id, amount: 3000, metadata: { why: 'line' } })).toMatchObject({ object: 'refund', amount: 3000, currency: 'eur', payment_intent: intent.id, status: 'succeeded' })
    const over = await errorOf(stripe.refunds.create({ payment_intent: intent.id, amount: 7001 }))
    expect(over).toMatchObject({ type: 'StripeInvalidRequestError', param: 'amount' })
    // Ten refunds of 1000 race for the 7000 left: seven succeed.
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => stripe.refunds.create({ payment_intent: intent.id, amount: 1000 })))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7)
    const charge = (await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge
    expect(charge).toMatchObject({ amount_refunded: 10_000, refunded: true })
    expect((await errorOf(stripe.refunds.create({ payment_intent: intent.id }))).code).toBe('charge_already_refunded')
    await processor.flushWebhooks()
    expect(eventsOf(intent.id).filter((e) => e.type === 'charge.refunded')).toHaveLength(8)
  })

  it('answers a repeated Idempotency-Key with the first answer, and refuses it with other parameters', async () => {
    const key = `order:${Math.random()}`
    const first = await create({}, key)
    const again = await stripe.paymentIntents.create(
      { amount: 2500, currency: 'eur', description: 'Lumen & Leaf', metadata: first.metadata, automatic_payment_methods: { enabled: true } },
      { idempotencyKey: key },
    )
    expect(again.id).toBe(first.id)
    expect(await errorOf(create({ amount: 9999 }, key))).toMatchObject({ type: 'StripeIdempotencyError' })
    await confirmAsBrowser(processor, first.client_secret!, TEST_CARDS.approved)
    const refundKey = `refund:${Math.random()}`
    const r1 = await stripe.refunds.create({ payment_intent: first.id, amount: 500 }, { idempotencyKey: refundKey })
    const r2 = await stripe.refunds.create({ payment_intent: first.id, amount: 500 }, { idempotencyKey: refundKey })
    expect(r2.id).toBe(r1.id)
    expect(((await stripe.paymentIntents.retrieve(first.id, { expand: ['latest_charge'] })).latest_charge as Stripe.Charge).amount_refunded).toBe(500)
  })

  it("finds intents by metadata, the shop's recovery lookup", async () => {
    const shopKey = `order:k'${Math.random()}%_`.replace("'", '')
    const intent = await create({ metadata: { shop_key: shopKey } })
    await create({ metadata: { shop_key: `${shopKey}x` } })
    const found = await stripe.paymentIntents.search({ query: `metadata['shop_key']:'${shopKey}'` })
    expect(found.data.map((i) => i.id)).toEqual([intent.id])
    expect((await stripe.paymentIntents.search({ query: "metadata['shop_key']:'nothing'" })).data).toEqual([])
  })

  it('refuses a bad key with 401, a wrong client secret, and an unknown intent', async () => {
    expect(await errorOf(sdk(processor, 'sk_test_wrong').paymentIntents.create({ amount: 2500, currency: 'eur' }))).toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 })
    const res = await fetch(`${processor.apiUrl}/v1/payment_intents`, { method: 'POST', body: 'amount=2500&currency=eur', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(res.status).toBe(401)
    const intent = await create()
    // The publishable key may confirm (with the client secret) but never create or refund.
    const withPk = await fetch(`${processor.apiUrl}/v1/refunds`, { method: 'POST', body: `key=${processor.publishableKey}&payment_intent=${intent.id}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(withPk.status).toBe(401)
    expect((await confirmAsBrowser(processor, `${intent.id}_secret_wrong`, TEST_CARDS.approved)).status).toBe(400)
    expect((await errorOf(stripe.paymentIntents.retrieve('pi_missing'))).statusCode).toBe(404)
    expect(await errorOf(create({ currency: 'gbp' }))).toMatchObject({ param: 'currency' })
  })

  it('retries a failing receiver until it answers, and signs so that a wrong secret is refused', async () => {
    receiver.fail(true)
    const intent = await create()
    await confirmAsBrowser(processor, intent.client_secret!, TEST_CARDS.approved)
    await processor.flushWebhooks()
    expect(eventsOf(intent.id)).toHaveLength(0)
    receiver.fail(false)
    await expect.poll(() => eventsOf(intent.id).length, { timeout: 5000 }).toBe(1)
    // The receiver has it; the row is marked once its 200 is read.
    const rows = () => db.kysely.selectFrom('test_processor_webhook').select(['attempts', 'status']).where('payload', 'like', `%${intent.id}%`).execute()
    await expect.poll(rows).toEqual([{ attempts: 1, status: 'delivered' }])
    expect(() => Stripe.webhooks.constructEvent('{"id":"evt_x"}', 't=1,v1=00', processor.webhookSecret)).toThrow()
    expect(receiver.refused()).toBe(0)
  })

  it('keeps its keys and delivers pending webhooks after a restart', async () => {
    const keys = { sk: processor.secretKey, pk: processor.publishableKey, wh: processor.webhookSecret }
    processor.setWebhookUrl(null)
    const intent = await create()
    await confirmAsBrowser(processor, intent.client_secret!, TEST_CARDS.approved)
    await processor.close()
    expect(eventsOf(intent.id)).toHaveLength(0)
    // Keys older than a day are forgotten at start, as Stripe forgets them.
    const old = new Date(Date.now() - 25 * 3600_000).toISOString()
    await db.kysely.insertInto('test_processor_idempotency').values({ key: '/v1/refunds old-key', params: '[]', status: 200, body: '{}', created_at: old }).execute()
    processor = await startTestProcessor({ db, port: 0, webhookUrl: receiver.url, webhookIntervalMs: 100 })
    stripe = sdk(processor)
    expect({ sk: processor.secretKey, pk: processor.publishableKey, wh: processor.webhookSecret }).toEqual(keys)
    expect(await db.kysely.selectFrom('test_processor_idempotency').select('key').where('key', '=', '/v1/refunds old-key').execute()).toEqual([])
    expect(await db.kysely.selectFrom('test_processor_idempotency').select('key').execute()).not.toEqual([])
    await processor.flushWebhooks()
    expect(eventsOf(intent.id).map((e) => e.type)).toEqual(['payment_intent.succeeded'])
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded')
  })

  it('sends each webhook once when two processes share the database', async () => {
    const second = await startTestProcessor({ db, port: 0, webhookUrl: receiver.url, webhookIntervalMs: 5 })
    try {
      const ids: string[] = []
      for (let i = 0; i < 5; i++) {
        const intent = await create()
        await confirmAsBrowser(processor, intent.client_secret!, TEST_CARDS.approved)
        ids.push(intent.id)
      }
      await Promise.all([processor.flushWebhooks(), second.flushWebhooks()])
      await new Promise((r) => setTimeout(r, 100))
      for (const id of ids) expect(eventsOf(id)).toHaveLength(1)
    } finally {
      await second.close()
    }
  })

  it('keeps no card number or CVC in any of its tables', async () => {
    const tables = ['test_processor_intent', 'test_processor_refund', 'test_processor_idempotency', 'test_processor_webhook'] as const
    const dump = JSON.stringify(await Promise.all(tables.map((t) => db.kysely.selectFrom(t).selectAll().execute())))
    for (const number of Object.values(TEST_CARDS)) expect(dump).not.toContain(number)
    expect(dump).toContain('4242')
  })
})
