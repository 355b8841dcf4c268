import { TEST_CARDS } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createGateway } from './payments.gateway'
import type { GatewayChargeRequest } from './payments.types'
import { createTestGateway as newTestGateway } from './payments.test-gateway'
import { testCard } from './payments.testing'

let n = 0
const request = (number: string, extra: Partial<GatewayChargeRequest> = {}): GatewayChargeRequest => ({
  amount_cents: 2500,
  currency: 'USD',
  card: testCard(number),
  idempotency_key: `key-${++n}-abcdefghijklmnop`,
  description: 'test',
  ...extra,
})

describe.each(testDialects())('the built-in test gateway (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
  })
  afterAll(async () => ctx?.close())
  const createTestGateway = () => newTestGateway(ctx.db)

  it('approves the approved card as a German visa and keeps only brand, last four and country', async () => {
    const g = createTestGateway()
    const res = await g.charge(request(TEST_CARDS.approved))
    expect(res).toMatchObject({ ok: true, brand: 'visa', last4: '4242', country: 'DE' })
    expect(res.ok && res.reference).toMatch(/^tg_ch_[0-9a-f]{24}$/)
    expect(JSON.stringify(res)).not.toContain(TEST_CARDS.approved)
  })

  it('approves any other Luhn-valid number as a card issued in the EU (Germany)', async () => {
    const res = await createTestGateway().charge(request('5555555555554444'))
    expect(res).toMatchObject({ ok: true, brand: 'mastercard', last4: '4444', country: 'DE' })
  })

  it('declines, runs out of funds and refuses a bad number like a processor', async () => {
    const g = createTestGateway()
    expect(await g.charge(request(TEST_CARDS.declined))).toMatchObject({ ok: false, reason: 'declined' })
    expect(await g.charge(request(TEST_CARDS.insufficientFunds))).toMatchObject({ ok: false, reason: 'insufficient_funds' })
    expect(await g.charge(request('4242424242424241'))).toMatchObject({ ok: false, reason: 'invalid_card' })
    expect(g.chargeCount()).toBe(0)
  })

  it('refuses a card issued outside the EU/EEA for money bound for a wallet, before charging, and charges it otherwise', async () => {
    const g = createTestGateway()
    expect(await g.charge(request(TEST_CARDS.issuedAbroad, { funds_wallet: true }))).toMatchObject({ ok: false, reason: 'issued_abroad' })
    expect(g.chargeCount()).toBe(0)
    expect(await g.charge(request(TEST_CARDS.issuedAbroad))).toMatchObject({ ok: true, country: 'BR', last4: '0002' })
    expect(g.chargeCount()).toBe(1)
    // The other test cards are German and Norwegian: inside the EU/EEA, they fund a wallet.
    expect(await g.charge(request(TEST_CARDS.approved, { funds_wallet: true }))).toMatchObject({ ok: true, country: 'DE' })
    expect(await g.charge(request(TEST_CARDS.issuedInNorway, { funds_wallet: true }))).toMatchObject({ ok: true, country: 'NO' })
  })

  it('charges once per idempotency key and replays the first answer', async () => {
    const g = createTestGateway()
    const req = request(TEST_CARDS.approved)
    const [a, b] = await Promise.all([g.charge(req), g.charge(req)])
    const c = await g.charge(req)
    expect(a.ok && b.ok && c.ok).toBe(true)
    expect(a.ok && b.ok && c.ok && new Set([a.reference, b.reference, c.reference]).size).toBe(1)
    expect(g.chargeCount()).toBe(1)
    const declined = request(TEST_CARDS.declined)
    await g.charge(declined)
    expect(await g.charge(declined)).toMatchObject({ ok: false, reason: 'declined' })
  })

  it('refunds up to the charged amount, once per key', async () => {
    const g = createTestGateway()
    const charged = await g.charge(request(TEST_CARDS.approved, { amount_cents: 1000 }))
    if (!charged.ok) throw new Error('not charged')
    const first = await g.refund({ reference: charged.reference, amount_cents: 600, idempotency_key: 'r1' })
    expect(first).toMatchObject({ ok: true })
    expect(await g.refund({ reference: charged.reference, amount_cents: 600, idempotency_key: 'r1' })).toEqual(first)
    expect(await g.refund({ reference: charged.reference, amount_cents: 500, idempotency_key: 'r2' })).toMatchObject({ ok: false })
    expect(await g.refund({ reference: charged.reference, amount_cents: 400, idempotency_key: 'r3' })).toMatchObject({ ok: true })
    expect(await g.refund({ reference: 'tg_ch_unknown', amount_cents: 1, idempotency_key: 'r4' })).toMatchObject({ ok: false })
  })

  it('is what the configuration picks by default; Stripe without a key refuses to start', () => {
    expect(createGateway(loadConfig({}), ctx.db).name).toBe('test')
    expect(() => createGateway(loadConfig({ PAYMENT_GATEWAY: 'stripe' }), ctx.db)).toThrow(/STRIPE_SECRET_KEY/)
    expect(createGateway(loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }), ctx.db).name).toBe('stripe')
  })

  it('keeps its charges across a restart: a new instance on the same database finds, replays and refunds them', async () => {
    const before = newTestGateway(ctx.db)
    const req = request(TEST_CARDS.approved, { amount_cents: 1000 })
    const charged = await before.charge(req)
    if (!charged.ok) throw new Error('not charged')
    const declined = request(TEST_CARDS.declined)
    await before.charge(declined)
    const partial = await before.refund({ reference: charged.reference, amount_cents: 300, idempotency_key: `${req.idempotency_key}:r1` })

    const after = newTestGateway(ctx.db)
    expect(await after.findCharge!(req.idempotency_key)).toEqual({ found: true, reference: charged.reference, amount_cents: 1000 })
    expect(await after.findCharge!(declined.idempotency_key)).toEqual({ found: false })
    expect(await after.charge(req)).toEqual(charged)
    expect(await after.charge(declined)).toMatchObject({ ok: false, reason: 'declined' })
    expect(after.chargeCount()).toBe(0)
    expect(await after.refund({ reference: charged.reference, amount_cents: 300, idempotency_key: `${req.idempotency_key}:r1` })).toEqual(partial)
    expect(await after.refund({ reference: charged.reference, amount_cents: 800, idempotency_key: `${req.idempotency_key}:r2` })).toMatchObject({ ok: false })
    expect(await after.refund({ reference: charged.reference, amount_cents: 700, idempotency_key: `${req.idempotency_key}:r3` })).toMatchObject({ ok: true })
    expect(await after.refund({ reference: charged.reference, amount_cents: 1, idempotency_key: `${req.idempotency_key}:r4` })).toMatchObject({ ok: false })
  })

  it('concurrent partial refunds of one charge, from two instances, never exceed it', async () => {
    const a = newTestGateway(ctx.db)
    const b = newTestGateway(ctx.db)
    const charged = await a.charge(request(TEST_CARDS.approved, { amount_cents: 1000 }))
    if (!charged.ok) throw new Error('not charged')
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).refund({ reference: charged.reference, amount_cents: 300, idempotency_key: `${charged.reference}:race-${i}` })),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(3)
    const row = await ctx.db.kysely.selectFrom('test_gateway_charge').select('refunded_cents').where('reference', '=', charged.reference).executeTakeFirstOrThrow()
    expect(row.refunded_cents).toBe(900)
  })

  it('concurrent charges with one key, from two instances, charge once', async () => {
    const req = request(TEST_CARDS.approved)
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => newTestGateway(ctx.db).charge(req).then((r) => [i, r] as const)))
    expect(new Set(answers.map(([, r]) => (r.ok ? r.reference : ''))).size).toBe(1)
    const rows = await ctx.db.kysely.selectFrom('test_gateway_charge').select('reference').where('idempotency_key', '=', req.idempotency_key).execute()
    expect(rows).toHaveLength(1)
  })
})
