import { GIFT_CARD_LIMITS, PAYMENT_MESSAGES, TEST_CARDS, TOP_UP_AMOUNTS_CENTS, WALLET_MESSAGES, type Wallet } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { testCard } from '../payments/payments.testing'
import { as, idemKey, signUpShopper, type Shopper } from './wallet.testing'

describe.each(testDialects())('wallet routes (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let alice: Shopper

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    alice = await signUpShopper(ctx.app, ctx.db, dataDir, 'Alice')
  })
  afterAll(async () => ctx?.close())

  const topUp = (who: Shopper, body: Record<string, unknown>) => as(ctx.app, who).post('/api/wallet/top-up', body)
  const validTopUp = (amount: number, number: string = TEST_CARDS.approved) => ({ amount_cents: amount, card: testCard(number), idempotency_key: idemKey() })

  async function wallet(who: Shopper): Promise<Wallet> {
    const res = await as(ctx.app, who).get('/api/wallet')
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  async function ledgerSum(userId: string): Promise<number> {
    const rows = await ctx.db.kysely.selectFrom('wallet_entry').select('amount_cents').where('user_id', '=', userId).execute()
    return rows.reduce((s, r) => s + r.amount_cents, 0)
  }

  it('refuses guests', async () => {
    expect((await as(ctx.app, null).get('/api/wallet')).statusCode).toBe(401)
    const res = await as(ctx.app, null).post('/api/wallet/top-up', validTopUp(1000))
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('unauthorized')
  })

  it('starts empty, with the preset amounts', async () => {
    const bob = await signUpShopper(ctx.app, ctx.db, dataDir, 'Bob')
    expect(await wallet(bob)).toEqual({
      balance_cents: 0,
      currency: 'USD',
      entries: [],
      market_currency: 'USD',
      top_up_amounts: [...TOP_UP_AMOUNTS_CENTS],
      gift_card: { amounts: [...GIFT_CARD_LIMITS.USD.amounts], min_cents: 1000, max_cents: 50000 },
    })
  })

  it('answers exactly "Please select an amount" when no preset amount is chosen', async () => {
    for (const body of [
      { card: testCard(TEST_CARDS.approved), idempotency_key: idemKey() },
      validTopUp(1234),
      { ...validTopUp(1000), amount_cents: '1000' },
      { ...validTopUp(1000), amount_cents: null },
    ]) {
      const res = await topUp(alice, body)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_failed', detail: WALLET_MESSAGES.selectAmount })
    }
    expect((await wallet(alice)).balance_cents).toBe(0)
  })

  it('starts a top-up without card details (202, the payment for the browser); card details sent to the shop are refused', async () => {
    const started = await ctx.app.inject({ method: 'POST', url: '/api/wallet/top-up', remoteAddress: alice.ip, headers: { authorization: `Bearer ${alice.token}` }, payload: { amount_cents: 1000, idempotency_key: idemKey() } })
    expect(started.statusCode, started.body).toBe(202)
    expect(started.json()).toMatchObject({ id: expect.stringMatching(/^pay_/), client_secret: expect.stringContaining('_secret_'), amount_cents: 1000, currency: 'USD' })
    const carrying = await ctx.app.inject({ method: 'POST', url: '/api/wallet/top-up', remoteAddress: alice.ip, headers: { authorization: `Bearer ${alice.token}` }, payload: validTopUp(1000) })
    expect([carrying.statusCode, carrying.json().reason, carrying.json().detail]).toEqual([400, 'card_data_refused', PAYMENT_MESSAGES.cardDataRefused])
    expect((await wallet(alice)).balance_cents).toBe(0)
  })

  it('a declined card or one short of funds is 402 and moves nothing', async () => {
    const declined = await topUp(alice, validTopUp(2500, TEST_CARDS.declined))
    expect(declined.statusCode).toBe(402)
    expect(declined.json()).toMatchObject({ code: 'payment_failed', detail: PAYMENT_MESSAGES.declined })
    const short = await topUp(alice, validTopUp(2500, TEST_CARDS.insufficientFunds))
    expect(short.statusCode).toBe(402)
    expect(short.json()).toMatchObject({ code: 'payment_failed', detail: PAYMENT_MESSAGES.insufficientFunds })
    expect((await wallet(alice)).balance_cents).toBe(0)
  })

  it('refuses a card issued outside the EU/EEA for a top-up (402): no credit, nothing captured at the processor', async () => {
    const body = validTopUp(5000, TEST_CARDS.issuedAbroad)
    const res = await topUp(alice, body)
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({ code: 'payment_failed', reason: 'card_issued_abroad', detail: PAYMENT_MESSAGES.issuedAbroad })
    const payment = await ctx.db.kysely.selectFrom('payment').selectAll().where('idempotency_key', '=', `topup:${alice.userId}:${body.idempotency_key}`).executeTakeFirstOrThrow()
    expect(payment).toMatchObject({ status: 'failed', failure: 'card_issued_abroad' })
    // The processor's word: the authorisation was canceled, nothing received.
    const intent = await fetch(`${ctx.processor.apiUrl}/v1/payment_intents/${payment.reference}`, { headers: { authorization: `Bearer ${ctx.processor.secretKey}` } })
    expect(await intent.json()).toMatchObject({ status: 'canceled', amount_received: 0 })
    expect((await wallet(alice)).balance_cents).toBe(0)
  })

  it('tops up by card: balance, a ledger entry with brand and last four, the message', async () => {
    const res = await topUp(alice, validTopUp(2500))
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ balance_cents: 2500, message: WALLET_MESSAGES.toppedUp, top_up_amounts: [...TOP_UP_AMOUNTS_CENTS] })
    expect(body.entries[0]).toMatchObject({ kind: 'top_up', amount_cents: 2500, reference: 'Visa •••• 4242' })
    expect((await wallet(alice)).balance_cents).toBe(2500)
  })

  it('a repeated top-up (same key) charges and credits once', async () => {
    const body = validTopUp(1000)
    const before = (await wallet(alice)).balance_cents
    const answers = await Promise.all([topUp(alice, body), topUp(alice, body), topUp(alice, body)])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect((await topUp(alice, body)).statusCode).toBe(200)
    expect((await wallet(alice)).balance_cents).toBe(before + 1000)
    const payments = await ctx.db.kysely.selectFrom('payment').select('id').where('idempotency_key', '=', `topup:${alice.userId}:${body.idempotency_key}`).execute()
    expect(payments).toHaveLength(1)
  })

  it('the same key cannot top up a different amount', async () => {
    const body = validTopUp(1000)
    expect((await topUp(alice, body)).statusCode).toBe(200)
    const other = await topUp(alice, { ...body, amount_cents: 5000 })
    expect(other.statusCode).toBe(409)
  })

  it('keeps the ledger summing to the balance, newest first, and stores no card number', async () => {
    await topUp(alice, validTopUp(10000))
    const w = await wallet(alice)
    expect(w.balance_cents).toBe(await ledgerSum(alice.userId))
    expect(w.balance_cents).toBe(2500 + 1000 + 1000 + 10000)
    expect(w.entries[0]?.amount_cents).toBe(10000)
    const stored = JSON.stringify([
      await ctx.db.kysely.selectFrom('payment').selectAll().execute(),
      await ctx.db.kysely.selectFrom('wallet_entry').selectAll().execute(),
    ])
    for (const number of Object.values(TEST_CARDS)) expect(stored).not.toContain(number)
  })

  it("one shopper never sees another's wallet", async () => {
    const carol = await signUpShopper(ctx.app, ctx.db, dataDir, 'Carol')
    expect((await wallet(carol)).entries).toEqual([])
  })
})
