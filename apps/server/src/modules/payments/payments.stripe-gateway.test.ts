import { TEST_CARDS } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayChargeRequest, PaymentGateway } from './payments.types'
import { createStripeGateway } from './payments.stripe-gateway'
import { testCard } from './payments.testing'
import { startFakeStripe, type FakeStripe } from './payments.fake-stripe.testing'

let n = 0
const request = (number: string, extra: Partial<GatewayChargeRequest> = {}): GatewayChargeRequest => ({
  amount_cents: 2500,
  currency: 'USD',
  card: testCard(number),
  idempotency_key: `order-${++n}-0123456789abcdef`,
  description: 'Order LL-1001',
  ...extra,
})

describe('the Stripe adapter against a local fake of its calls', () => {
  let fake: FakeStripe
  let gateway: PaymentGateway

  beforeAll(async () => {
    fake = await startFakeStripe()
    gateway = createStripeGateway({ secretKey: fake.secretKey, apiUrl: fake.url, maxNetworkRetries: 0 })
  })
  afterAll(async () => fake?.stop())

  const sent = (path: string, key: string) => fake.requests.filter((r) => r.path === path && r.idempotencyKey?.startsWith(key))

  it('approves: a PaymentMethod from the card, then a confirmed PaymentIntent in usd', async () => {
    const req = request(TEST_CARDS.approved)
    const res = await gateway.charge(req)
    expect(res).toMatchObject({ ok: true, brand: 'visa', last4: '4242', country: 'US' })
    expect(res.ok && res.reference).toMatch(/^pi_/)
    const [pm] = sent('/v1/payment_methods', req.idempotency_key)
    expect(pm?.form).toMatchObject({ type: 'card', 'card[number]': TEST_CARDS.approved, 'card[cvc]': '123' })
    expect(pm?.authorization).toBe(`Bearer ${fake.secretKey}`)
    const [pi] = sent('/v1/payment_intents', req.idempotency_key)
    expect(pi?.form).toMatchObject({ amount: '2500', currency: 'usd', confirm: 'true', payment_method: expect.stringMatching(/^pm_/) })
  })

  it('sends the charge idempotency key, so a repeated charge makes one PaymentIntent', async () => {
    const req = request(TEST_CARDS.approved)
    const before = fake.succeededIntents()
    const first = await gateway.charge(req)
    const again = await gateway.charge(req)
    expect(first.ok && again.ok && first.reference === again.reference).toBe(true)
    expect(fake.succeededIntents() - before).toBe(1)
    const intents = sent('/v1/payment_intents', req.idempotency_key)
    expect(intents).toHaveLength(2)
    expect(intents.every((r) => r.idempotencyKey === req.idempotency_key)).toBe(true)
  })

  it('maps a decline and insufficient funds', async () => {
    expect(await gateway.charge(request(TEST_CARDS.declined))).toMatchObject({ ok: false, reason: 'declined' })
    expect(await gateway.charge(request(TEST_CARDS.insufficientFunds))).toMatchObject({ ok: false, reason: 'insufficient_funds' })
  })

  it('maps a number Stripe refuses to an invalid card', async () => {
    expect(await gateway.charge(request('4242424242424241'))).toMatchObject({ ok: false, reason: 'invalid_card' })
  })

  it('refuses a card issued outside the EU/EEA for a top-up before any PaymentIntent, and charges it for an order', async () => {
    // Stripe's 4242 is American and …0002 Brazilian: outside the EU/EEA, neither funds a wallet.
    for (const number of [TEST_CARDS.issuedAbroad, TEST_CARDS.approved]) {
      const topUp = request(number, { funds_wallet: true })
      expect(await gateway.charge(topUp)).toMatchObject({ ok: false, reason: 'issued_abroad' })
      expect(sent('/v1/payment_intents', topUp.idempotency_key)).toHaveLength(0)
    }
    expect(await gateway.charge(request(TEST_CARDS.issuedAbroad))).toMatchObject({ ok: true, country: 'BR' })
    // Germany is in the EU, Norway in the EEA: their cards may fund a wallet.
    expect(await gateway.charge(request(TEST_CARDS.issuedInGermany, { funds_wallet: true }))).toMatchObject({ ok: true, country: 'DE' })
    expect(await gateway.charge(request(TEST_CARDS.issuedInNorway, { funds_wallet: true }))).toMatchObject({ ok: true, country: 'NO' })
  })

  it('refunds with the idempotency key, never above the charge', async () => {
    const charged = await gateway.charge(request(TEST_CARDS.approved, { amount_cents: 3000 }))
    if (!charged.ok) throw new Error('not charged')
    const first = await gateway.refund({ reference: charged.reference, amount_cents: 2000, idempotency_key: 'refund-a-0123456789' })
    expect(first).toMatchObject({ ok: true, reference: expect.stringMatching(/^re_/) })
    expect(await gateway.refund({ reference: charged.reference, amount_cents: 2000, idempotency_key: 'refund-a-0123456789' })).toEqual(first)
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === charged.reference)
    expect(refunds.map((r) => r.idempotencyKey)).toEqual(['refund-a-0123456789', 'refund-a-0123456789'])
    expect(refunds[0]?.form).toMatchObject({ amount: '2000' })
    expect(await gateway.refund({ reference: charged.reference, amount_cents: 1500, idempotency_key: 'refund-b-0123456789' })).toMatchObject({ ok: false })
  })

  it('a wrong secret key is the service failing, not the card', async () => {
    const wrongKey = createStripeGateway({ secretKey: 'sk_test_wrong', apiUrl: fake.url, maxNetworkRetries: 0 })
    expect(await wrongKey.charge(request(TEST_CARDS.approved))).toMatchObject({ ok: false, reason: 'unavailable' })
  })

  it('answers unavailable when Stripe does not answer', async () => {
    const down = await startFakeStripe()
    await down.stop()
    const offline = createStripeGateway({ secretKey: down.secretKey, apiUrl: down.url, maxNetworkRetries: 0, timeoutMs: 2000 })
    expect(await offline.charge(request(TEST_CARDS.approved))).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(await offline.refund({ reference: 'pi_x', amount_cents: 100, idempotency_key: 'refund-c-0123456789' })).toMatchObject({ ok: false })
  })
})
