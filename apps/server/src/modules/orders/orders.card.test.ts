import { TEST_CARDS, type Order } from '@shop/domain'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { czechiaInDollars, mailsTo, product, shopper, stockOf, type Shopper } from '../checkout/checkout.testing'
import { testCard } from '../payments/payments.testing'
import { orderMails, signUp, signUpStaff, walletBalance, type Account } from './orders.testing'

/** Orders placed through the real checkout (POST /api/orders), paid by wallet, gift card and card: refunds end to end. */
describe.each(testDialects())('refunds of card orders (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let forty: string
  let staff: Account

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    // Wallets hold dollars (decision 036): the Czech address buys in dollars here (checkout.testing).
    await czechiaInDollars(ctx)
    forty = await product(ctx, 4000, 1000, 0)
    staff = await signUpStaff(ctx, dataDir, 'Desk')
  })
  afterAll(async () => ctx?.close())

  const refundedOnCard = async (order: Order) => {
    const row = await ctx.db.kysely
      .selectFrom('shop_order')
      .innerJoin('payment', 'payment.id', 'shop_order.payment_id')
      .select(['payment.refunded_cents', 'payment.amount_cents'])
      .where('shop_order.id', '=', order.id)
      .executeTakeFirstOrThrow()
    return row
  }

  /** A signed-in shopper with 2500 in the wallet who orders 2 × $40 paying 2500 by wallet and the rest by card. */
  async function walletAndCardOrder(): Promise<{ s: Shopper; account: Account; order: Order }> {
    const account = await signUp(ctx, dataDir, 'Wendy')
    const s = shopper(ctx, account.token)
    const topUp = await s.send('POST', '/api/wallet/top-up', { amount_cents: 2500, card: testCard(TEST_CARDS.approved), idempotency_key: randomUUID() })
    expect(topUp.statusCode, topUp.body).toBe(200)
    await s.add(forty, 2)
    const q = await s.quote()
    const res = await s.place({ expected_total_cents: q.total_cents, payment: { wallet_cents: 2500, card: testCard(TEST_CARDS.approved) } })
    expect(res.statusCode, res.body).toBe(201)
    const order: Order = res.json()
    expect(order.payment).toMatchObject({ wallet_cents: 2500, card_cents: order.total_cents - 2500 })
    return { s, account, order }
  }

  it('cancels a new order at once: wallet part to the wallet, card part back to the card, stock back', async () => {
    const stockBefore = await stockOf(ctx, forty)
    const { s, account, order } = await walletAndCardOrder()
    expect(await walletBalance(ctx, account.id)).toBe(0)
    expect(await stockOf(ctx, forty)).toBe(stockBefore - 2)

    const res = await s.send('POST', `/api/orders/${order.id}/cancel`, { reason: 'changed_mind', refund_to: 'card' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'cancelled_order', refunded_cents: order.total_cents })
    expect(await walletBalance(ctx, account.id)).toBe(2500)
    expect(await refundedOnCard(order)).toEqual({ refunded_cents: order.payment.card_cents, amount_cents: order.payment.card_cents })
    expect(await stockOf(ctx, forty)).toBe(stockBefore)

    const mails = await orderMails(dataDir, account.email, order.number, 2)
    expect(mails.map((m) => m.subject)).toEqual([`Lumen & Leaf: we received order ${order.number}`, `Lumen & Leaf: order ${order.number} – Cancelled`])
  })

  it('puts the card part into the wallet when the shopper asks for it', async () => {
    const { s, account, order } = await walletAndCardOrder()
    const res = await s.send('POST', `/api/orders/${order.id}/cancel`, { reason: 'changed_mind', refund_to: 'wallet' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await walletBalance(ctx, account.id)).toBe(order.total_cents)
    expect((await refundedOnCard(order)).refunded_cents).toBe(0)
    const ledger = (await s.send('GET', '/api/wallet')).json()
    expect(ledger.entries.filter((e: { kind: string }) => e.kind === 'refund').map((e: { amount_cents: number }) => e.amount_cents).sort()).toEqual(
      [2500, order.payment.card_cents].sort(),
    )
  })

  it('refunds a returned order as the return request chose', async () => {
    const { s, account, order } = await walletAndCardOrder()
    for (const status of ['confirm_order', 'order_picked', 'order_recieved', 'shipped_order', 'dispatched_order', 'delivered_order']) {
      const moved = await ctx.app.inject({ method: 'POST', url: `/api/staff/orders/${order.id}/status`, headers: { authorization: `Bearer ${staff.token}` }, payload: { status } })
      expect(moved.statusCode, moved.body).toBe(200)
    }
    expect((await s.send('POST', `/api/orders/${order.id}/return`, { reason: 'damaged', refund_to: 'card' })).statusCode).toBe(200)
    expect((await refundedOnCard(order)).refunded_cents).toBe(0)
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { status: 'return_accept' },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().refunded_cents).toBe(order.total_cents)
    expect((await refundedOnCard(order)).refunded_cents).toBe(order.payment.card_cents)
    expect(await walletBalance(ctx, account.id)).toBe(2500)
  })

  it('refunds a withdrawal of one piece in proportion to the card and the wallet, and the rest exactly what each paid (decision 044)', async () => {
    const { s, account, order } = await walletAndCardOrder()
    await ctx.db.kysely.updateTable('shop_order').set({ status: 'delivered_order', delivered_at: new Date().toISOString() }).where('id', '=', order.id).execute()
    const decide = () =>
      ctx.app.inject({ method: 'POST', url: `/api/staff/orders/${order.id}/status`, headers: { authorization: `Bearer ${staff.token}` }, payload: { status: 'return_accept' } })
    const line = order.lines[0]!
    expect((await s.send('POST', `/api/orders/${order.id}/return`, { lines: [{ line_id: line.variant_id, quantity: 1 }] })).statusCode).toBe(200)
    expect((await decide()).statusCode).toBe(200)
    // One of two pieces: half the line, no shipping, shared over 2,500 wallet and the card's rest.
    const piece = (line.net_cents + line.vat_cents) / 2
    const cardShare = Math.round((piece * order.payment.card_cents) / order.total_cents)
    expect((await refundedOnCard(order)).refunded_cents).toBe(cardShare)
    expect(await walletBalance(ctx, account.id)).toBe(piece - cardShare)

    expect((await s.send('POST', `/api/orders/${order.id}/return`, {})).statusCode).toBe(200)
    const done = await decide()
    expect(done.json().refunded_cents).toBe(order.total_cents)
    expect((await refundedOnCard(order)).refunded_cents).toBe(order.payment.card_cents)
    expect(await walletBalance(ctx, account.id)).toBe(2500)
  })

  it('puts a gift card payment back on the gift card', async () => {
    const buyer = await signUp(ctx, dataDir, 'Gina')
    const recipient = `hal-${randomUUID().slice(0, 8)}@example.com`
    const bought = await shopper(ctx, buyer.token).send('POST', '/api/gift-cards', {
      amount_cents: 2500, recipient_name: 'Hal', recipient_email: recipient, sender_name: 'Gina', message: '', card: testCard(TEST_CARDS.approved), idempotency_key: randomUUID(),
    })
    expect(bought.statusCode, bought.body).toBe(201)
    const code = /code: ([A-Z0-9-]{19})/.exec((await mailsTo(dataDir, recipient, 1)).at(-1)!.text)![1]!
    const balance = async () =>
      (await ctx.db.kysely.selectFrom('gift_card').select('balance_cents').where('recipient_email', '=', recipient).executeTakeFirstOrThrow()).balance_cents

    const hal = await signUp(ctx, dataDir, 'Hal')
    const s = shopper(ctx, hal.token)
    await s.add(forty)
    const q = await s.quote()
    const placed = await s.place({ expected_total_cents: q.total_cents, payment: { gift_card_code: code, card: testCard(TEST_CARDS.approved) } })
    expect(placed.statusCode, placed.body).toBe(201)
    const order: Order = placed.json()
    expect(order.payment).toMatchObject({ gift_card_cents: 2500, card_cents: q.total_cents - 2500 })
    expect(await balance()).toBe(0)

    const res = await s.send('POST', `/api/orders/${order.id}/cancel`, { reason: 'changed_mind' })
    expect(res.json()).toMatchObject({ status: 'cancelled_order', refunded_cents: order.total_cents })
    expect(await balance()).toBe(2500)
    expect((await refundedOnCard(order)).refunded_cents).toBe(order.payment.card_cents)
  })

  it("refunds a guest's card when staff cancel the order", async () => {
    const guest = shopper(ctx)
    await guest.add(forty, 1)
    const q = await guest.quote()
    const placed = await guest.place({ email: 'gus@example.com', expected_total_cents: q.total_cents, payment: { card: testCard(TEST_CARDS.approved) } })
    expect(placed.statusCode, placed.body).toBe(201)
    const order: Order = placed.json()
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { status: 'cancelled_order', note: 'Payment looked suspicious' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect((await refundedOnCard(order)).refunded_cents).toBe(order.total_cents)
    const tracked = await guest.send('POST', '/api/orders/track', { number: order.number, email: 'gus@example.com' })
    expect(tracked.json()).toMatchObject({ status: 'cancelled_order', refunded_cents: order.total_cents })
    const mails = await orderMails(dataDir, 'gus@example.com', order.number, 2)
    expect(mails.at(-1)!.text).toContain('A note from our team: Payment looked suspicious')
  })
})
