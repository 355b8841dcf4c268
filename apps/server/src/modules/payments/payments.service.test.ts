import { DomainError, PAYMENT_MESSAGES, TEST_CARDS } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import type { ChargeInput, PaymentGateway, PaymentsService } from './payments.types'
import { createPaymentsService, PAYMENT_ERRORS } from './payments.service'
import { createTestGateway } from './payments.test-gateway'
import { testCard } from './payments.testing'

/** The test gateway, counting calls, and able to stop answering or answer slowly. */
function observedGateway(db: Db) {
  const inner = createTestGateway(db)
  const state = { charges: 0, refunds: 0, down: false, delayMs: 0 }
  const gateway: PaymentGateway = {
    name: 'test',
    async charge(req) {
      state.charges++
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs))
      if (state.down) throw new Error(`connect ECONNREFUSED while charging ${JSON.stringify(req.card)}`)
      return inner.charge(req)
    },
    async refund(req) {
      state.refunds++
      if (state.down) throw new Error('connect ECONNREFUSED')
      return inner.refund(req)
    },
  }
  return { gateway, state, processorCharges: () => inner.chargeCount() }
}

let n = 0
const key = () => `svc-${++n}-${Math.random().toString(36).slice(2, 12)}-keykey`
const input = (number: string, extra: Partial<ChargeInput> = {}): ChargeInput => ({
  purpose: 'order',
  user_id: null,
  amount_cents: 4200,
  card: testCard(number),
  idempotency_key: key(),
  description: 'Order',
  ...extra,
})

async function failure(p: Promise<unknown>): Promise<DomainError> {
  const err = await p.then(() => null, (e: unknown) => e)
  if (!(err instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(err)}`)
  return err
}

describe.each(testDialects())('payments service (%s)', (dialect) => {
  let ctx: TestContext
  let obs: ReturnType<typeof observedGateway>
  let payments: PaymentsService

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
    obs = observedGateway(ctx.db)
    payments = createPaymentsService({ db: ctx.db, gateway: obs.gateway, waitMs: 3000, staleMs: 60_000 })
  })
  afterAll(async () => ctx?.close())

  const row = (id: string) => ctx.db.kysely.selectFrom('payment').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('records a succeeded charge with brand, last four and country, and never the card number', async () => {
    const charged = await payments.charge(input(TEST_CARDS.approved))
    expect(charged).toMatchObject({ brand: 'visa', last4: '4242', country: 'DE' })
    const stored = await row(charged.payment_id)
    expect(stored).toMatchObject({ status: 'succeeded', amount_cents: 4200, currency: 'USD', card_last4: '4242', card_brand: 'visa', card_country: 'DE', purpose: 'order' })
    expect(stored.reference).toMatch(/^tg_ch_/)
    expect(JSON.stringify(stored)).not.toContain(TEST_CARDS.approved)
  })

  it('a decline is a payment_failed problem and a failed row; a repeat answers the same without a second call', async () => {
    const req = input(TEST_CARDS.declined)
    const err = await failure(payments.charge(req))
    expect([err.code, err.message]).toEqual(['payment_failed', PAYMENT_MESSAGES.declined])
    const calls = obs.state.charges
    const again = await failure(payments.charge(req))
    expect([again.code, again.message]).toEqual(['payment_failed', PAYMENT_MESSAGES.declined])
    expect(obs.state.charges).toBe(calls)
    const stored = await ctx.db.kysely.selectFrom('payment').selectAll().where('idempotency_key', '=', req.idempotency_key).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ status: 'failed', failure: 'declined' })
    expect((await failure(payments.charge(input(TEST_CARDS.insufficientFunds)))).message).toBe(PAYMENT_MESSAGES.insufficientFunds)
  })

  it('refuses a card issued outside the EU/EEA (Brazil) for a top-up and a gift card before charging it, and charges it for an order', async () => {
    const before = obs.processorCharges()
    for (const purpose of ['top_up', 'gift_card'] as const) {
      const err = await failure(payments.charge(input(TEST_CARDS.issuedAbroad, { purpose })))
      expect([err.code, err.message]).toEqual(['payment_failed', PAYMENT_MESSAGES.issuedAbroad])
    }
    expect(obs.processorCharges()).toBe(before)
    const order = await payments.charge(input(TEST_CARDS.issuedAbroad))
    expect(order).toMatchObject({ country: 'BR' })
    expect(await payments.mayRefundToWallet(order.payment_id)).toBe(false)
    expect(await payments.mayRefundToWallet((await payments.charge(input(TEST_CARDS.approved))).payment_id)).toBe(true)
  })

  it('lets an EEA card outside the EU (Norway) fund a wallet, and keeps the charge’s currency', async () => {
    const topUp = await payments.charge(input(TEST_CARDS.issuedInNorway, { purpose: 'top_up', currency: 'EUR' }))
    expect(topUp).toMatchObject({ country: 'NO' })
    expect(await row(topUp.payment_id)).toMatchObject({ status: 'succeeded', currency: 'EUR', card_country: 'NO' })
    expect(await payments.mayRefundToWallet(topUp.payment_id)).toBe(true)
  })

  it('refuses a repeat of a key in another currency', async () => {
    const req = input(TEST_CARDS.approved, { currency: 'EUR' })
    await payments.charge(req)
    const err = await failure(payments.charge({ ...req, currency: 'CZK' }))
    expect(err.reason).toBe('payment_key_reused')
  })

  it('a repeat of a succeeded key answers the same payment without calling the gateway', async () => {
    const req = input(TEST_CARDS.approved)
    const first = await payments.charge(req)
    const calls = obs.state.charges
    expect(await payments.charge(req)).toEqual(first)
    expect(obs.state.charges).toBe(calls)
  })

  it('concurrent duplicates charge once and all answer the one payment', async () => {
    obs.state.delayMs = 100
    try {
      const req = input(TEST_CARDS.approved)
      const before = obs.processorCharges()
      const answers = await Promise.all(Array.from({ length: 10 }, () => payments.charge(req)))
      expect(new Set(answers.map((a) => a.payment_id)).size).toBe(1)
      expect(obs.processorCharges() - before).toBe(1)
      const rows = await ctx.db.kysely.selectFrom('payment').select('id').where('idempotency_key', '=', req.idempotency_key).execute()
      expect(rows).toHaveLength(1)
    } finally {
      obs.state.delayMs = 0
    }
  })

  it('the same key for a different amount is refused', async () => {
    const req = input(TEST_CARDS.approved)
    await payments.charge(req)
    const err = await failure(payments.charge({ ...req, amount_cents: 9900 }))
    expect([err.code, err.message]).toEqual(['conflict', PAYMENT_ERRORS.keyReused])
  })

  it('a gateway that does not answer is 503 with nothing charged, logs no card, and a retry with the key charges', async () => {
    const req = input(TEST_CARDS.approved)
    obs.state.down = true
    try {
      const err = await failure(payments.charge(req))
      expect([err.code, err.message]).toEqual(['unavailable', PAYMENT_MESSAGES.gatewayDown])
      expect(err.message).not.toContain(TEST_CARDS.approved)
    } finally {
      obs.state.down = false
    }
    const charged = await payments.charge(req)
    expect((await row(charged.payment_id)).status).toBe('succeeded')
  })

  it('refunds through the gateway once per key, and never more than was charged', async () => {
    const charged = await payments.charge(input(TEST_CARDS.approved, { amount_cents: 5000 }))
    await payments.refund(charged.payment_id, 3000, 'cancel-1')
    const calls = obs.state.refunds
    await payments.refund(charged.payment_id, 3000, 'cancel-1')
    expect(obs.state.refunds).toBe(calls)
    expect(await row(charged.payment_id)).toMatchObject({ refunded_cents: 3000, status: 'succeeded' })
    const tooMuch = await failure(payments.refund(charged.payment_id, 2500, 'cancel-2'))
    expect([tooMuch.code, tooMuch.message]).toEqual(['conflict', PAYMENT_ERRORS.refundTooLarge])
    await payments.refund(charged.payment_id, 2000, 'cancel-3')
    expect(await row(charged.payment_id)).toMatchObject({ refunded_cents: 5000, status: 'refunded' })
    const refunds = await ctx.db.kysely.selectFrom('payment_refund').select('amount_cents').where('payment_id', '=', charged.payment_id).execute()
    expect(refunds.map((r) => r.amount_cents).sort()).toEqual([2000, 3000])
  })

  it('concurrent refunds of one payment never exceed it', async () => {
    const charged = await payments.charge(input(TEST_CARDS.approved, { amount_cents: 1000 }))
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => payments.refund(charged.payment_id, 300, `race-${i}`)))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    expect((await row(charged.payment_id)).refunded_cents).toBe(900)
  })

  it('a refunded charge cannot pay again under its key, and a failed one cannot be refunded', async () => {
    const req = input(TEST_CARDS.approved, { amount_cents: 1500 })
    const charged = await payments.charge(req)
    await payments.refund(charged.payment_id, 1500, 'sold-out')
    expect((await failure(payments.charge(req))).message).toBe(PAYMENT_ERRORS.alreadyRefunded)
    const declined = input(TEST_CARDS.declined)
    await failure(payments.charge(declined))
    const failed = await ctx.db.kysely.selectFrom('payment').select('id').where('idempotency_key', '=', declined.idempotency_key).executeTakeFirstOrThrow()
    expect((await failure(payments.refund(failed.id, 100, 'nope'))).message).toBe(PAYMENT_ERRORS.notRefundable)
    expect((await failure(payments.refund('pay_missing', 100, 'nope'))).code).toBe('not_found')
  })
})
