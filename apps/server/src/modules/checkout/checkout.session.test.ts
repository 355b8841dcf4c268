import { TEST_CARDS, type Order, type PaymentStart } from '@shop/domain'
import type { FastifyInstance } from 'fastify'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerChallenge, completePayment, confirmAtProcessor, pay, type TestCardDetails } from '../../test/card-payments.testing'
import { createTestContext, restartedApp, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { countOrders, czechiaInDollars, mailsTo, product, shopper, signUp, stockOf, type Shopper } from './checkout.testing'

const card = (number: string): TestCardDetails => ({ number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' })

describe.each(testDialects())('orders paid by card through the processor (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let forty: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    await czechiaInDollars(ctx)
    forty = await product(ctx, 4000, 1000, 0)
  })
  afterAll(async () => ctx?.close())

  const k = () => ctx.db.kysely
  const session = (key: string) => k().selectFrom('checkout_session').selectAll().where('idempotency_key', '=', key).executeTakeFirst()
  const ordersWithKey = (key: string) => k().selectFrom('shop_order').select(['id', 'payment_id']).where('idempotency_key', '=', key).execute()
  const cartLines = async (s: Shopper) => ((await s.send('GET', '/api/cart')).json() as { items: unknown[] }).items.length

  /** Places with a card part: the shop's 202 and the payment it started. */
  async function start(s: Shopper, body: Record<string, unknown> & { expected_total_cents: number }): Promise<{ key: string; payment: PaymentStart }> {
    const key = randomUUID()
    const res = await s.raw('POST', '/api/orders', {
      idempotency_key: key,
      shipping_method: 'standard',
      shipping_address: { first_name: 'Jana', last_name: 'Nováková', street: 'Vinohradská 12', city: 'Praha', state: 'Praha', country: 'CZ', zip_code: '120 00' },
      terms_version: (await s.quote()).terms_version,
      ...body,
      payment: { card: true, ...((body.payment as object | undefined) ?? {}) },
    })
    expect(res.statusCode, res.body).toBe(202)
    return { key, payment: res.json<{ payment: PaymentStart }>().payment }
  }

  /** What a process started later finds: past the hold, the payment sweep (run at start) settles or calls it off. */
  async function expireAndSweep(key: string, paymentId: string): Promise<void> {
    const past = new Date(Date.now() - 60_000).toISOString()
    await k().updateTable('payment').set({ expires_at: past }).where('id', '=', paymentId).execute()
    await k().updateTable('checkout_session').set({ expires_at: past }).where('idempotency_key', '=', key).execute()
    const later: FastifyInstance = await restartedApp(ctx)
    await later.ready()
    try {
      for (let i = 0; i < 200 && (await session(key))?.state === 'open'; i++) await new Promise((r) => setTimeout(r, 25))
    } finally {
      await later.close()
    }
  }

  it('3-D Secure: 202 holds the stock, the order is written only after "Complete", once, and then the cart is emptied', async () => {
    const s = shopper(ctx)
    await s.add(forty, 2)
    const q = await s.quote()
    const stock = await stockOf(ctx, forty)
    const orders = await countOrders(ctx)
    const { key, payment } = await start(s, { email: 'tessa@example.com', expected_total_cents: q.total_cents })
    expect(payment).toMatchObject({ amount_cents: q.total_cents, currency: 'USD' })
    expect(await stockOf(ctx, forty)).toBe(stock - 2)
    expect(await countOrders(ctx)).toBe(orders)

    const confirmed = await confirmAtProcessor(s.send, payment, card(TEST_CARDS.threeDSecure))
    expect(confirmed.intent_status).toBe('requires_action')
    // Back before the challenge is answered: nothing is written yet.
    const early = await completePayment(s.send, payment.id)
    expect(early.statusCode, early.body).not.toBe(200)
    expect(await countOrders(ctx)).toBe(orders)
    expect(await cartLines(s)).toBe(1)

    await answerChallenge(confirmed, payment, 'complete')
    const done = await completePayment(s.send, payment.id)
    expect(done.statusCode, done.body).toBe(200)
    const order = done.json<{ status: string; purpose: string; order: Order }>()
    expect(order).toMatchObject({ status: 'succeeded', purpose: 'order', order: { email: 'tessa@example.com', total_cents: q.total_cents, payment: { card_cents: q.total_cents, card: { last4: '3184' } } } })
    expect(await ordersWithKey(key)).toEqual([{ id: order.order.id, payment_id: payment.id }])
    expect(await stockOf(ctx, forty)).toBe(stock - 2)
    expect(await cartLines(s)).toBe(0)

    // Asked again, and the order placed again with the same key: the same order, nothing more.
    expect((await completePayment(s.send, payment.id)).json().order.id).toBe(order.order.id)
    const repeat = await s.raw('POST', '/api/orders', { idempotency_key: key, shipping_method: 'standard', shipping_address: order.order.shipping_address, terms_version: q.terms_version, email: 'tessa@example.com', expected_total_cents: q.total_cents, payment: { card: true } })
    expect([repeat.statusCode, repeat.json().id]).toEqual([200, order.order.id])
    expect(await countOrders(ctx)).toBe(orders + 1)
    expect((await session(key))?.state).toBe('completed')
  })

  it('"Fail" leaves no order and the cart as it was, and gives back stock, coupon use, wallet and gift card', async () => {
    const wendy = await signUp(ctx, dataDir, 'Wendy')
    const s = shopper(ctx, wendy.token)
    // A wallet and a gift card, both bought by card (paid at the processor by the helpers).
    const topUp = await s.send('POST', '/api/wallet/top-up', { amount_cents: 2500, card: card(TEST_CARDS.approved), idempotency_key: randomUUID() })
    expect(topUp.statusCode, topUp.body).toBe(200)
    const gift = await s.send('POST', '/api/gift-cards', { amount_cents: 2500, recipient_name: 'Wendy', recipient_email: wendy.email, sender_name: 'Wendy', message: '', card: card(TEST_CARDS.approved), idempotency_key: randomUUID() })
    expect(gift.statusCode, gift.body).toBe(201)
    const code = /code: ([A-Z0-9-]{19})/.exec((await mailsTo(dataDir, wendy.email, 3)).map((m) => m.text).find((t) => /code: [A-Z0-9-]{19}/.test(t))!)![1]!

    await s.add(forty, 2)
    const q = await s.quote({ coupons: ['GET15'] })
    const stock = await stockOf(ctx, forty)
    const uses = async () => (await k().selectFrom('coupon').select('used_count').where('code', '=', 'GET15').executeTakeFirstOrThrow()).used_count
    const usesBefore = await uses()
    const giftBalance = async () => (await k().selectFrom('gift_card').select('balance_cents').where('code_last4', '=', code.slice(-4)).executeTakeFirstOrThrow()).balance_cents
    const balance = async () => (await s.send('GET', '/api/wallet')).json().balance_cents as number

    const { key, payment } = await start(s, { coupons: ['GET15'], expected_total_cents: q.total_cents, payment: { wallet_cents: 1000, gift_card_code: code } })
    expect(payment.amount_cents).toBe(q.total_cents - 1000 - 2500)
    expect([await stockOf(ctx, forty), await uses(), await giftBalance(), await balance()]).toEqual([stock - 2, usesBefore + 1, 0, 1500])

    const confirmed = await confirmAtProcessor(s.send, payment, card(TEST_CARDS.threeDSecure))
    await answerChallenge(confirmed, payment, 'fail')
    const failed = await completePayment(s.send, payment.id)
    expect([failed.statusCode, failed.json().reason]).toEqual([402, 'card_authentication_failed'])
    expect(await session(key)).toMatchObject({ state: 'failed', order_id: null, failure: 'card_authentication_failed' })
    expect([await stockOf(ctx, forty), await uses(), await giftBalance(), await balance()]).toEqual([stock, usesBefore, 2500, 2500])
    expect(await ordersWithKey(key)).toEqual([])
    expect(await cartLines(s)).toBe(1)
    // The same key again: the payment's failure, nothing new held.
    const again = await s.raw('POST', '/api/orders', { idempotency_key: key, shipping_method: 'standard', shipping_address: { first_name: 'W', last_name: 'W', street: 'S 1', city: 'Praha', state: 'Praha', country: 'CZ', zip_code: '120 00' }, terms_version: q.terms_version, coupons: ['GET15'], expected_total_cents: q.total_cents, payment: { wallet_cents: 1000, gift_card_code: code, card: true } })
    expect([again.statusCode, again.json().reason]).toEqual([402, 'card_authentication_failed'])
    expect(await stockOf(ctx, forty)).toBe(stock)
    // A new attempt pays with another card.
    const paid = await s.place({ coupons: ['GET15'], expected_total_cents: q.total_cents, payment: { wallet_cents: 1000, gift_card_code: code, card: card(TEST_CARDS.approved) } })
    expect(paid.statusCode, paid.body).toBe(201)
    expect(paid.json<Order>().payment).toMatchObject({ wallet_cents: 1000, gift_card_cents: 2500, card_cents: q.total_cents - 3500 })
    expect([await stockOf(ctx, forty), await uses(), await giftBalance(), await balance(), await cartLines(s)]).toEqual([stock - 2, usesBefore + 1, 0, 1500, 0])
    const entries = (await s.send('GET', '/api/wallet')).json().entries as Array<{ kind: string; amount_cents: number; reference: string }>
    expect(entries[0]).toMatchObject({ kind: 'order_payment', amount_cents: -1000, reference: paid.json<Order>().number })
  })

  it('the last unit held by a shopper inside 3-D Secure is not sold to another until the hold ends', async () => {
    const last = await product(ctx, 2500, 1, 3)
    const a = shopper(ctx)
    const b = shopper(ctx)
    await a.add(last)
    await b.add(last)
    const qa = await a.quote()
    const { key, payment } = await start(a, { email: 'ann@example.com', expected_total_cents: qa.total_cents })
    expect((await confirmAtProcessor(a.send, payment, card(TEST_CARDS.threeDSecure))).intent_status).toBe('requires_action')

    const qb = await b.quote()
    const other = await b.place({ email: 'bob@example.com', expected_total_cents: qb.total_cents, payment: { cash_on_delivery: true } })
    expect([other.statusCode, other.json().reason]).toEqual([409, 'stock_short'])

    await expireAndSweep(key, payment.id)
    expect(await stockOf(ctx, last)).toBe(1)
    const now = await b.place({ email: 'bob@example.com', expected_total_cents: (await b.quote()).total_cents, payment: { cash_on_delivery: true } })
    expect(now.statusCode, now.body).toBe(201)
    expect(await ordersWithKey(key)).toEqual([])
  })

  it('the webhook and the return racing write one order', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    ctx.processor.setWebhookUrl(`${address}/api/payments/webhook`)
    const s = shopper(ctx)
    await s.add(forty)
    const q = await s.quote()
    const { key, payment } = await start(s, { email: 'race@example.com', expected_total_cents: q.total_cents })
    expect((await confirmAtProcessor(s.send, payment, card(TEST_CARDS.approved))).intent_status).toBe('succeeded')
    const answers = await Promise.all([completePayment(s.send, payment.id), ctx.processor.flushWebhooks().then(() => null), completePayment(s.send, payment.id)])
    const ids = answers.filter((r) => r !== null).map((r) => (r.statusCode === 200 ? r.json().order.id : r.statusCode))
    const written = await ordersWithKey(key)
    expect(written).toHaveLength(1)
    expect(ids).toEqual([written[0]!.id, written[0]!.id])
  })

  it('the processor took the money and the shop never settled: the sweep of a later process writes the order once', async () => {
    const s = shopper(ctx)
    await s.add(forty)
    const q = await s.quote()
    const stock = await stockOf(ctx, forty)
    const { key, payment } = await start(s, { email: 'crash@example.com', expected_total_cents: q.total_cents })
    expect((await confirmAtProcessor(s.send, payment, card(TEST_CARDS.approved))).intent_status).toBe('succeeded')
    // No return, no webhook: the process that started it is gone.
    expect(await ordersWithKey(key)).toEqual([])
    await expireAndSweep(key, payment.id)
    const written = await ordersWithKey(key)
    expect(written).toEqual([{ id: expect.any(String), payment_id: payment.id }])
    expect(await stockOf(ctx, forty)).toBe(stock - 1)
    // The shopper coming back gets that order.
    const back = await completePayment(s.send, payment.id)
    expect([back.statusCode, back.json().order?.id]).toEqual([200, written[0]!.id])
  })

  it('a declined card answers its reason and gives the holds back; a new attempt pays', async () => {
    const s = shopper(ctx)
    await s.add(forty)
    const q = await s.quote()
    const stock = await stockOf(ctx, forty)
    const { key, payment } = await start(s, { email: 'dee@example.com', expected_total_cents: q.total_cents })
    const declined = await pay(s.send, payment, card(TEST_CARDS.declined))
    expect([declined.statusCode, declined.json().reason]).toEqual([402, 'card_declined'])
    const poor = await s.place({ email: 'dee@example.com', expected_total_cents: q.total_cents, payment: { card: card(TEST_CARDS.insufficientFunds) } })
    expect([poor.statusCode, poor.json().reason]).toEqual([402, 'card_insufficient_funds'])
    expect([await ordersWithKey(key), await stockOf(ctx, forty), await cartLines(s)]).toEqual([[], stock, 1])
    const paid = await s.place({ email: 'dee@example.com', expected_total_cents: q.total_cents, payment: { card: card(TEST_CARDS.approved) } })
    expect(paid.statusCode, paid.body).toBe(201)
    expect(await stockOf(ctx, forty)).toBe(stock - 1)
  })

  it('a session whose payment never started (the process stopped in between) gives its holds back after its hold time', async () => {
    const s = shopper(ctx)
    await s.add(forty, 3)
    const q = await s.quote()
    const stock = await stockOf(ctx, forty)
    const { key, payment } = await start(s, { email: 'lost@example.com', expected_total_cents: q.total_cents })
    expect(await stockOf(ctx, forty)).toBe(stock - 3)
    // As if the process had stopped before the payment was attached: the payment row is not past its time.
    await k().updateTable('checkout_session').set({ payment_id: null, expires_at: new Date(Date.now() - 120_000).toISOString() }).where('idempotency_key', '=', key).execute()
    await k().updateTable('payment').set({ expires_at: new Date(Date.now() + 600_000).toISOString() }).where('id', '=', payment.id).execute()
    const later = await restartedApp(ctx)
    await later.ready()
    try {
      for (let i = 0; i < 200 && (await session(key))?.state === 'open'; i++) await new Promise((r) => setTimeout(r, 25))
    } finally {
      await later.close()
    }
    expect(await session(key)).toMatchObject({ state: 'failed', failure: 'payment_expired' })
    expect([await stockOf(ctx, forty), await cartLines(s)]).toEqual([stock, 1])
  })

  it('card details sent to the shop are refused (400 card_data_refused) and nothing is held', async () => {
    const s = shopper(ctx)
    await s.add(forty)
    const q = await s.quote()
    const stock = await stockOf(ctx, forty)
    const base = { idempotency_key: randomUUID(), email: 'pan@example.com', shipping_method: 'standard', shipping_address: { first_name: 'P', last_name: 'P', street: 'S 1', city: 'Praha', state: 'Praha', country: 'CZ', zip_code: '120 00' }, terms_version: q.terms_version, expected_total_cents: q.total_cents }
    for (const payment of [{ card: card(TEST_CARDS.approved) }, { card: true, number: TEST_CARDS.approved, cvc: '123' }]) {
      const res = await s.raw('POST', '/api/orders', { ...base, payment })
      expect([res.statusCode, res.json().reason], res.body).toEqual([400, 'card_data_refused'])
    }
    const wendy = await signUp(ctx, dataDir, 'Pam')
    const w = shopper(ctx, wendy.token)
    const topUp = await w.raw('POST', '/api/wallet/top-up', { amount_cents: 2500, card: card(TEST_CARDS.approved), idempotency_key: randomUUID() })
    expect([topUp.statusCode, topUp.json().reason]).toEqual([400, 'card_data_refused'])
    expect(await stockOf(ctx, forty)).toBe(stock)
  })
})
