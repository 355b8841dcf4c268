import { DomainError, TEST_CARDS } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/database'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createPaymentsRepository } from './payments.repository'
import { createPaymentRecovery, RECOVERY_REFUND_KEY } from './payments.recovery'
import { createPaymentsService, PAYMENT_ERRORS } from './payments.service'
import type { ChargeInput, GatewayLookupResult, PaymentGateway, PaymentsService } from './payments.types'
import { createStripeGateway } from './payments.stripe-gateway'
import { createTestGateway } from './payments.test-gateway'
import { testCard } from './payments.testing'
import { createOrderPaymentUses } from '../orders/orders.payments.service'
import { createWalletPaymentUses } from '../wallet/wallet.payments.service'
import { startFakeStripe, type FakeStripe } from './payments.fake-stripe.testing'

const silent = { info() {}, warn() {}, error() {} }
const LONG_AGO = '2000-01-01T00:00:00.000Z'

let n = 0
const input = (extra: Partial<ChargeInput> = {}): ChargeInput => ({
  purpose: 'order',
  user_id: null,
  amount_cents: 4200,
  card: testCard(TEST_CARDS.approved),
  idempotency_key: `order:recovery-${++n}-${Math.random().toString(36).slice(2, 12)}`,
  description: 'Order',
  ...extra,
})

/** The test gateway, with refunds counted and lookups that can fail like a gateway that does not answer. */
function observedGateway(db: Db) {
  const inner = createTestGateway(db)
  const state = { refunded: 0, lookupDown: false }
  const gateway: PaymentGateway = {
    name: 'test',
    charge: (req) => inner.charge(req),
    async refund(req) {
      const res = await inner.refund(req)
      if (res.ok) state.refunded += req.amount_cents
      return res
    },
    async findCharge(key): Promise<GatewayLookupResult> {
      if (state.lookupDown) return { found: 'unknown' }
      return inner.findCharge!(key)
    },
  }
  return { gateway, state }
}

describe.each(testDialects())('payment recovery (%s)', (dialect) => {
  let ctx: TestContext
  let obs: ReturnType<typeof observedGateway>
  let payments: PaymentsService
  let repo: ReturnType<typeof createPaymentsRepository>
  const recovery = () => createPaymentRecovery({ db: ctx.db, gateway: obs.gateway, payments, uses: { ...createOrderPaymentUses(ctx.db), ...createWalletPaymentUses(ctx.db) }, log: silent, staleMs: 60_000, graceMs: 0 })

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
    obs = observedGateway(ctx.db)
    payments = createPaymentsService({ db: ctx.db, gateway: obs.gateway, waitMs: 200, staleMs: 60_000 })
    repo = createPaymentsRepository(ctx.db)
  })
  afterAll(async () => ctx?.close())

  const row = (key: string) => ctx.db.kysely.selectFrom('payment').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow()
  const age = (key: string) => ctx.db.kysely.updateTable('payment').set({ updated_at: LONG_AGO }).where('idempotency_key', '=', key).execute()

  /** What a process killed at each step leaves behind. */
  async function diedBeforeCharging(req = input()) {
    await repo.insertPending(req, obs.gateway.name)
    await age(req.idempotency_key)
    return req
  }
  async function diedAfterCharging(req = input()) {
    await repo.insertPending(req, obs.gateway.name)
    const charged = await obs.gateway.charge({ ...req, currency: 'USD' })
    expect(charged.ok).toBe(true)
    await age(req.idempotency_key)
    return req
  }
  async function diedBeforeTheOrder(req = input()) {
    await payments.charge(req)
    await age(req.idempotency_key)
    return req
  }

  async function failure(p: Promise<unknown>): Promise<DomainError> {
    const err = await p.then(() => null, (e: unknown) => e)
    if (!(err instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(err)}`)
    return err
  }

  it('a pending row never charged fails, and the client coming back later is charged normally', async () => {
    const req = await diedBeforeCharging()
    expect(await recovery().sweep()).toMatchObject({ failed: 1, refunded: 0 })
    expect(await row(req.idempotency_key)).toMatchObject({ status: 'failed', failure: 'unavailable' })
    const charged = await payments.charge(req)
    expect(await row(req.idempotency_key)).toMatchObject({ id: charged.payment_id, status: 'succeeded' })
  })

  it('a pending row the gateway did charge is refunded in full, and a late repeat is told to pay again', async () => {
    const before = obs.state.refunded
    const req = await diedAfterCharging()
    expect(await recovery().sweep()).toMatchObject({ failed: 0, refunded: 1 })
    const stored = await row(req.idempotency_key)
    expect(stored).toMatchObject({ status: 'refunded', refunded_cents: 4200 })
    expect(stored.reference).toMatch(/^tg_ch_/)
    expect(obs.state.refunded - before).toBe(4200)
    const late = await failure(payments.charge(req))
    expect([late.code, late.message]).toEqual(['conflict', PAYMENT_ERRORS.alreadyRefunded])
  })

  it('a succeeded charge whose order never came is refunded once, however many sweeps run', async () => {
    const before = obs.state.refunded
    const req = await diedBeforeTheOrder()
    const reports = await Promise.all([recovery().sweep(), recovery().sweep()])
    expect(reports.reduce((s, r) => s + r.refunded, 0)).toBe(1)
    expect(await recovery().sweep()).toMatchObject({ refunded: 0 })
    expect(await row(req.idempotency_key)).toMatchObject({ status: 'refunded', refunded_cents: 4200 })
    expect(obs.state.refunded - before).toBe(4200)
    const refunds = await ctx.db.kysely.selectFrom('payment_refund').selectAll().where('payment_id', '=', (await row(req.idempotency_key)).id).execute()
    expect(refunds.map((r) => r.idempotency_key)).toEqual([RECOVERY_REFUND_KEY])
  })

  it('leaves alone a charge that paid for something, and rows too fresh for anyone to have given up', async () => {
    const before = obs.state.refunded
    const used = await diedBeforeTheOrder(input({ purpose: 'gift_card' }))
    const payment = await row(used.idempotency_key)
    await ctx.db.kysely
      .insertInto('gift_card')
      .values({
        id: `gc_recovery_${n}`, code_hash: `hash-${n}`, code_last4: 'ABCD', initial_cents: 4200, balance_cents: 4200, purchaser_user_id: null,
        sender_name: 'A', recipient_name: 'B', recipient_email: 'b@example.com', message: '', payment_id: payment.id, idempotency_key: null,
        redeemed_by: null, redeemed_at: null, created_at: new Date().toISOString(),
      })
      .execute()
    const fresh = input()
    await payments.charge(fresh)
    const freshPending = input()
    await repo.insertPending(freshPending, obs.gateway.name)

    expect(await recovery().sweep()).toEqual({ failed: 0, refunded: 0, used: 0, undecided: 0 })
    expect(await row(used.idempotency_key)).toMatchObject({ status: 'succeeded', refunded_cents: 0 })
    expect(await row(fresh.idempotency_key)).toMatchObject({ status: 'succeeded', refunded_cents: 0 })
    expect(await row(freshPending.idempotency_key)).toMatchObject({ status: 'pending' })
    expect(obs.state.refunded).toBe(before)
  })

  it('a pending row the gateway cannot tell about stays pending for the next sweep', async () => {
    const req = await diedAfterCharging()
    obs.state.lookupDown = true
    try {
      expect(await recovery().sweep()).toMatchObject({ undecided: 1, failed: 0, refunded: 0 })
    } finally {
      obs.state.lookupDown = false
    }
    expect(await row(req.idempotency_key)).toMatchObject({ status: 'pending' })
    await age(req.idempotency_key)
    expect(await recovery().sweep()).toMatchObject({ refunded: 1 })
  })

  it('a charge put to use while the sweep waited keeps paying for it', async () => {
    const req = await diedBeforeTheOrder(input({ purpose: 'gift_card' }))
    const payment = await row(req.idempotency_key)
    const slow = createPaymentRecovery({ db: ctx.db, gateway: obs.gateway, payments, uses: { ...createOrderPaymentUses(ctx.db), ...createWalletPaymentUses(ctx.db) }, log: silent, staleMs: 60_000, graceMs: 300 })
    const sweeping = slow.sweep()
    await new Promise((r) => setTimeout(r, 100))
    // The claim is visible at once: a repeat arriving now is not handed the charge.
    expect((await failure(payments.charge(req))).message).toBe(PAYMENT_ERRORS.alreadyRefunded)
    await ctx.db.kysely
      .insertInto('gift_card')
      .values({
        id: `gc_recovery_late_${n}`, code_hash: `late-${n}`, code_last4: 'WXYZ', initial_cents: 4200, balance_cents: 4200, purchaser_user_id: null,
        sender_name: 'A', recipient_name: 'B', recipient_email: 'b@example.com', message: '', payment_id: payment.id, idempotency_key: null,
        redeemed_by: null, redeemed_at: null, created_at: new Date().toISOString(),
      })
      .execute()
    expect(await sweeping).toMatchObject({ used: 1, refunded: 0 })
    expect(await row(req.idempotency_key)).toMatchObject({ status: 'succeeded', refunded_cents: 0 })
  })

  it('asks orders and the wallet: a charge an order or a top-up entry points at stays, a top-up without its entry is refunded', async () => {
    const at = new Date().toISOString()
    const userId = `usr_recovery_${n}`
    await ctx.db.kysely.insertInto('app_user').values({ id: userId, username: `recovery${n}`, email: null, phone: null, gender: '', password_hash: null, email_verified_at: null, phone_verified_at: null, pending_contact: null, locked_until: null, created_at: at }).execute()
    const ordered = await diedBeforeTheOrder()
    const orderPayment = await row(ordered.idempotency_key)
    await ctx.db.kysely
      .insertInto('shop_order')
      .values({
        id: `ord_recovery_${n}`, number: `NL-RECOV${n}`, user_id: null, email: 'o@example.com', lang: 'en', status: 'new_order', resume_status: null,
        idempotency_key: `recovery-order-${n}`, idempotency_scope: 'guest:x', subtotal_cents: 4200, discount_cents: 0, shipping_cents: 0, total_cents: 4200,
        paid_wallet_cents: 0, paid_gift_card_cents: 0, paid_card_cents: 4200, cod_cents: 0, gift_card_id: null, payment_id: orderPayment.id,
        card_brand: null, card_last4: null, card_country: null, shipping_method: 'standard', shipping_address: '{}', coupons: '[]', delivered_at: null,
        created_at: at, updated_at: at,
      })
      .execute()
    const toppedUp = await diedBeforeTheOrder(input({ purpose: 'top_up', user_id: userId, idempotency_key: `top_up:recovery-${n}` }))
    await ctx.db.kysely
      .insertInto('wallet_entry')
      .values({ id: `wle_recovery_${n}`, user_id: userId, kind: 'top_up', amount_cents: 4200, reference: 'Visa 4242', idempotency_key: toppedUp.idempotency_key, created_at: at })
      .execute()
    const unused = await diedBeforeTheOrder(input({ purpose: 'top_up', user_id: userId, idempotency_key: `top_up:recovery-unused-${n}` }))

    expect(await recovery().sweep()).toEqual({ failed: 0, refunded: 1, used: 0, undecided: 0 })
    expect(await row(ordered.idempotency_key)).toMatchObject({ status: 'succeeded', refunded_cents: 0 })
    expect(await row(toppedUp.idempotency_key)).toMatchObject({ status: 'succeeded', refunded_cents: 0 })
    expect(await row(unused.idempotency_key)).toMatchObject({ status: 'refunded', refunded_cents: 4200 })
  })
})

describe('Stripe lookups for the recovery', () => {
  let stripe: FakeStripe
  beforeAll(async () => {
    stripe = await startFakeStripe()
  })
  afterAll(async () => stripe?.stop())

  it('finds a charge by its idempotency key, and says so when there is none', async () => {
    const gateway = createStripeGateway({ secretKey: stripe.secretKey, apiUrl: stripe.url })
    const charged = await gateway.charge({ amount_cents: 1999, currency: 'USD', card: testCard(TEST_CARDS.approved), idempotency_key: 'order:stripe-lookup-1', description: 'Order' })
    expect(charged.ok).toBe(true)
    expect(await gateway.findCharge!('order:stripe-lookup-1')).toEqual({ found: true, reference: charged.ok ? charged.reference : '', amount_cents: 1999 })
    expect(await gateway.findCharge!('order:stripe-lookup-2')).toEqual({ found: false })
    const down = createStripeGateway({ secretKey: stripe.secretKey, apiUrl: 'http://127.0.0.1:9', maxNetworkRetries: 0, timeoutMs: 500 })
    expect(await down.findCharge!('order:stripe-lookup-1')).toEqual({ found: 'unknown' })
  })
})
