import { setSellableForTests } from '../catalog/catalog.variants.testing'
import { cardMinimumMessage, CHECKOUT_MESSAGES, PAYMENT_MESSAGES, TEST_CARDS, type Order } from '@shop/domain'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, restartedApp, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { testCard } from '../payments/payments.testing'
import { CHECKOUT_ERRORS } from './checkout.service'
import { ADDRESS, countOrders, czechiaInDollars, mailsTo, product, shopper, signUp, stockOf } from './checkout.testing'

describe.each(testDialects())('placing orders (%s)', (dialect) => {
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

  const ordersBy = (key: string) => ctx.db.kysely.selectFrom('shop_order').selectAll().where('idempotency_key', '=', key).execute()

  it('places a guest order paid on delivery: 201, stock taken, cart emptied, confirmation mailed', async () => {
    const s = shopper(ctx)
    await s.add(forty, 2)
    const q = await s.quote({ coupons: ['GET15'] })
    const before = await stockOf(ctx, forty)
    const res = await s.place({ email: 'gwen@example.com', coupons: ['GET15'], expected_total_cents: q.total_cents, payment: { cash_on_delivery: true } })
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json<Order>()
    expect(order).toMatchObject({
      status: 'new_order',
      email: 'gwen@example.com',
      lang: 'en',
      item_count: 2,
      subtotal_cents: 8000,
      discount_cents: 1500,
      coupons: [{ code: 'GET15', amount_cents: 1500 }],
      shipping_cents: 0,
      total_cents: 6500,
      shipping_address: ADDRESS,
      payment: { wallet_cents: 0, gift_card_cents: 0, card_cents: 0, cod_cents: 6500, card: null },
      refunded_cents: 0,
      cancel_mode: 'immediate',
      can_return: false,
    })
    expect(order.id).toMatch(/^ord_[a-z0-9]{16}$/)
    expect(order.number).toMatch(/^NL-[A-Z2-9]{8}$/)
    expect(order.lines).toEqual([expect.objectContaining({ product_id: forty, quantity: 2, unit_price_cents: 4000, line_total_cents: 8000 })])
    expect(order.events).toEqual([expect.objectContaining({ status: 'new_order', actor: 'system' })])
    expect(await stockOf(ctx, forty)).toBe(before - 2)
    expect((await s.send('GET', '/api/cart')).json().items).toEqual([])
    const coupon = await ctx.db.kysely.selectFrom('coupon').select('used_count').where('code', '=', 'GET15').executeTakeFirstOrThrow()
    expect(coupon.used_count).toBe(1)
    expect((await mailsTo(dataDir, 'gwen@example.com', 1)).at(-1)!.text).toContain(order.number)
    // The guest can track it with the number and email.
    const tracked = await s.send('POST', '/api/orders/track', { number: order.number.toLowerCase(), email: 'GWEN@example.com' })
    expect(tracked.statusCode, tracked.body).toBe(200)
    expect(tracked.json().id).toBe(order.id)
  })

  it('refuses a guest without email, an empty cart, an incomplete payment and cash over the limit', async () => {
    const empty = shopper(ctx)
    const none = await empty.place({ email: 'e@example.com', expected_total_cents: 0, payment: { cash_on_delivery: true } })
    expect(none.statusCode).toBe(400)
    expect(none.json().detail).toBe(CHECKOUT_MESSAGES.emptyCart)

    const s = shopper(ctx)
    await s.add(forty)
    const { total_cents } = await s.quote()
    const noEmail = await s.place({ expected_total_cents: total_cents, payment: { cash_on_delivery: true } })
    expect([noEmail.statusCode, noEmail.json().detail]).toEqual([400, CHECKOUT_MESSAGES.emailRequired])
    const unpaid = await s.place({ email: 'e@example.com', expected_total_cents: total_cents, payment: {} })
    expect([unpaid.statusCode, unpaid.json().detail]).toEqual([400, CHECKOUT_MESSAGES.paymentIncomplete])
    const wallet = await s.place({ email: 'e@example.com', expected_total_cents: total_cents, payment: { wallet_cents: 100, cash_on_delivery: true } })
    expect([wallet.statusCode, wallet.json().detail]).toEqual([400, CHECKOUT_MESSAGES.walletNeedsAccount])

    await s.add(forty, 7)
    const big = await s.quote()
    expect(big.total_cents).toBeGreaterThan(30000)
    const cod = await s.place({ email: 'e@example.com', expected_total_cents: big.total_cents, payment: { cash_on_delivery: true } })
    expect([cod.statusCode, cod.json().detail]).toEqual([400, CHECKOUT_MESSAGES.codLimit])
    expect((await s.send('GET', '/api/cart')).json().item_count).toBe(8)
  })

  it('pays by card keeping only brand and last four; a declined card answers 402 and writes nothing', async () => {
    const s = shopper(ctx)
    await s.add(forty)
    const { total_cents } = await s.quote()
    const orders = await countOrders(ctx)
    const stock = await stockOf(ctx, forty)

    const declined = await s.place({ email: 'd@example.com', expected_total_cents: total_cents, payment: { card: testCard(TEST_CARDS.declined) } })
    expect(declined.statusCode).toBe(402)
    expect(declined.json()).toMatchObject({ code: 'payment_failed', detail: PAYMENT_MESSAGES.declined })
    const poor = await s.place({ email: 'd@example.com', expected_total_cents: total_cents, payment: { card: testCard(TEST_CARDS.insufficientFunds) } })
    expect([poor.statusCode, poor.json().detail]).toEqual([402, PAYMENT_MESSAGES.insufficientFunds])
    expect(await countOrders(ctx)).toBe(orders)
    expect(await stockOf(ctx, forty)).toBe(stock)
    expect((await s.send('GET', '/api/cart')).json().item_count).toBe(1)

    // A card from abroad pays orders (it only may not top up the wallet).
    const paid = await s.place({ email: 'd@example.com', expected_total_cents: total_cents, payment: { card: testCard(TEST_CARDS.issuedAbroad) } })
    expect(paid.statusCode, paid.body).toBe(201)
    const order = paid.json<Order>()
    expect(order.payment).toEqual({ wallet_cents: 0, gift_card_cents: 0, card_cents: total_cents, cod_cents: 0, transfer_cents: 0, transfer_paid_at: null, card: { brand: 'visa', last4: '0002' }, card_refund_only: true })
    const payment = await ctx.db.kysely.selectFrom('payment').selectAll().where('idempotency_key', 'like', 'order:%').where('status', '=', 'succeeded').executeTakeFirstOrThrow()
    expect(payment).toMatchObject({ amount_cents: total_cents, card_last4: '0002', refunded_cents: 0 })
    expect(JSON.stringify(payment)).not.toContain(TEST_CARDS.issuedAbroad)
  })

  it('answers 409 when the total changed since the shopper saw it, writing nothing', async () => {
    const s = shopper(ctx)
    await s.add(forty)
    const { total_cents } = await s.quote()
    const orders = await countOrders(ctx)
    await setSellableForTests(ctx.db.kysely, forty, { price_cents: 4100 })
    try {
      const res = await s.place({ email: 'c@example.com', expected_total_cents: total_cents, payment: { card: testCard(TEST_CARDS.approved) } })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'conflict', detail: CHECKOUT_MESSAGES.totalChanged })
      expect(await countOrders(ctx)).toBe(orders)
      expect((await s.quote()).total_cents).toBe(total_cents + 100)
    } finally {
      await setSellableForTests(ctx.db.kysely, forty, { price_cents: 4000 })
    }
  })

  it('splits wallet and card for a signed-in shopper; the ledger names the order', async () => {
    const wendy = await signUp(ctx, dataDir, 'Wendy')
    const s = shopper(ctx, wendy.token)
    const topUp = await s.send('POST', '/api/wallet/top-up', { amount_cents: 2500, card: testCard(TEST_CARDS.approved), idempotency_key: randomUUID() })
    expect(topUp.statusCode, topUp.body).toBe(200)
    await s.add(forty)
    const q = await s.quote()
    expect(q).toMatchObject({ total_cents: 4499, wallet_balance_cents: 2500 })

    const tooMuch = await s.place({ expected_total_cents: 4499, payment: { wallet_cents: 3000, card: testCard(TEST_CARDS.approved) } })
    expect([tooMuch.statusCode, tooMuch.json().detail]).toEqual([400, CHECKOUT_MESSAGES.walletTooLow])

    const res = await s.place({ email: 'ignored@example.com', expected_total_cents: 4499, payment: { wallet_cents: 2500, card: testCard(TEST_CARDS.approved) } })
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json<Order>()
    expect(order).toMatchObject({ email: wendy.email, payment: { wallet_cents: 2500, card_cents: 1999, cod_cents: 0, card: { brand: 'visa', last4: '4242' } } })
    const wallet = (await s.send('GET', '/api/wallet')).json()
    expect(wallet.balance_cents).toBe(0)
    expect(wallet.entries[0]).toMatchObject({ kind: 'order_payment', amount_cents: -2500, reference: order.number })
    // Listed among the shopper's own orders.
    expect((await s.send('GET', '/api/orders')).json().data.map((o: Order) => o.id)).toContain(order.id)
  })

  it('refuses a card part below what a card processor takes, before anything is held', async () => {
    const vera = await signUp(ctx, dataDir, 'Vera')
    const s = shopper(ctx, vera.token)
    const topUp = await s.send('POST', '/api/wallet/top-up', { amount_cents: 5000, card: testCard(TEST_CARDS.approved), idempotency_key: randomUUID() })
    expect(topUp.statusCode, topUp.body).toBe(200)
    await s.add(forty)
    const stock = await stockOf(ctx, forty)
    const res = await s.place({ expected_total_cents: 4499, payment: { wallet_cents: 4470, card: testCard(TEST_CARDS.approved) } })
    expect([res.statusCode, res.json().reason, res.json().detail]).toEqual([400, 'card_amount_too_small', cardMinimumMessage('USD')])
    expect(await stockOf(ctx, forty)).toBe(stock)
    expect((await s.send('GET', '/api/wallet')).json().balance_cents).toBe(5000)
    // 50 cents by card is taken.
    const paid = await s.place({ expected_total_cents: 4499, payment: { wallet_cents: 4449, card: testCard(TEST_CARDS.approved) } })
    expect(paid.statusCode, paid.body).toBe(201)
    expect(paid.json<Order>().payment).toMatchObject({ wallet_cents: 4449, card_cents: 50 })
  })

  it('takes a gift card balance first, the rest on delivery', async () => {
    const buyer = await signUp(ctx, dataDir, 'Gina')
    const b = shopper(ctx, buyer.token)
    const bought = await b.send('POST', '/api/gift-cards', {
      amount_cents: 2500, recipient_name: 'Hal', recipient_email: 'hal@example.com', sender_name: 'Gina', message: '', card: testCard(TEST_CARDS.approved), idempotency_key: randomUUID(),
    })
    expect(bought.statusCode, bought.body).toBe(201)
    const code = /code: ([A-Z0-9-]{19})/.exec((await mailsTo(dataDir, 'hal@example.com', 1)).at(-1)!.text)![1]!

    const s = shopper(ctx)
    await s.add(forty)
    const { total_cents } = await s.quote()
    const bad = await s.place({ email: 'hal@example.com', expected_total_cents: total_cents, payment: { gift_card_code: 'AAAA-AAAA-AAAA-AAAA', cash_on_delivery: true } })
    expect([bad.statusCode, bad.json().detail]).toEqual([400, CHECKOUT_MESSAGES.giftCardUnknown])

    const res = await s.place({ email: 'hal@example.com', expected_total_cents: total_cents, payment: { gift_card_code: code.toLowerCase(), cash_on_delivery: true } })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json<Order>().payment).toMatchObject({ gift_card_cents: 2500, cod_cents: total_cents - 2500 })
    const card = await ctx.db.kysely.selectFrom('gift_card').select(['balance_cents']).where('recipient_email', '=', 'hal@example.com').executeTakeFirstOrThrow()
    expect(card.balance_cents).toBe(0)
    const again = shopper(ctx)
    await again.add(forty)
    const empty = await again.place({ email: 'hal@example.com', expected_total_cents: total_cents, payment: { gift_card_code: code, cash_on_delivery: true } })
    expect([empty.statusCode, empty.json().detail]).toEqual([409, CHECKOUT_MESSAGES.giftCardEmpty])
  })

  it('makes one order of a repeated submit, sequential or 10 at once, and only for its owner', async () => {
    const s = shopper(ctx)
    await s.add(forty)
    const { total_cents } = await s.quote()
    const key = randomUUID()
    const body = { idempotency_key: key, email: 'r@example.com', expected_total_cents: total_cents, payment: { card: testCard(TEST_CARDS.approved) } }
    const first = await s.place(body)
    const second = await s.place(body)
    expect([first.statusCode, second.statusCode]).toEqual([201, 200])
    expect(second.json().id).toBe(first.json().id)
    expect(await ordersBy(key)).toHaveLength(1)

    const other = shopper(ctx)
    await other.add(forty)
    const stolen = await other.place({ ...body, expected_total_cents: (await other.quote()).total_cents })
    expect([stolen.statusCode, stolen.json().detail]).toEqual([409, CHECKOUT_ERRORS.keyTaken])

    const c = shopper(ctx)
    await c.add(forty, 3)
    const stock = await stockOf(ctx, forty)
    const q = await c.quote()
    const burst = { idempotency_key: randomUUID(), email: 'burst@example.com', expected_total_cents: q.total_cents, payment: { card: testCard(TEST_CARDS.approved) } }
    // Each submit pays as its browser would: the first start and every repeat's are the same payment, paid once.
    const answers = await Promise.all(Array.from({ length: 10 }, () => c.place(burst)))
    for (const a of answers) expect([200, 201], a.body).toContain(a.statusCode)
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1)
    expect(await ordersBy(burst.idempotency_key)).toHaveLength(1)
    expect(await stockOf(ctx, forty)).toBe(stock - 3)
    const charges = await ctx.db.kysely.selectFrom('payment').selectAll().where('idempotency_key', '=', `order:${burst.idempotency_key}`).execute()
    expect(charges).toEqual([expect.objectContaining({ status: 'succeeded', amount_cents: q.total_cents, refunded_cents: 0 })])
  })

  it('spends a gift card as the very first thing a freshly started server does', async () => {
    const buyer = await signUp(ctx, dataDir, 'Ivy')
    const bought = await shopper(ctx, buyer.token).send('POST', '/api/gift-cards', {
      amount_cents: 1000, recipient_name: 'Jo', recipient_email: 'jo@example.com', sender_name: 'Ivy', message: '', card: testCard(TEST_CARDS.approved), idempotency_key: randomUUID(),
    })
    expect(bought.statusCode, bought.body).toBe(201)
    const code = /code: ([A-Z0-9-]{19})/.exec((await mailsTo(dataDir, 'jo@example.com', 1)).at(-1)!.text)![1]!
    // A second app over the same database: nothing of the first one's warm state.
    const restarted = await restartedApp(ctx)
    try {
      const s = shopper({ ...ctx, app: restarted })
      await s.add(forty)
      const { total_cents } = await s.quote()
      const placed = s.place({ email: 'jo@example.com', expected_total_cents: total_cents, payment: { gift_card_code: code, cash_on_delivery: true } })
      const res = await Promise.race([placed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000))])
      expect(res?.statusCode, 'the order did not answer within 5 s').toBe(201)
      expect(res!.json<Order>().payment).toMatchObject({ gift_card_cents: 1000, cod_cents: total_cents - 1000 })
    } finally {
      await restarted.close()
    }
  })
})
