import { ORDER_MESSAGES, PAYMENT_MESSAGES, TEST_CARDS, type Order } from '@shop/domain'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { product, shopper, type Shopper } from '../checkout/checkout.testing'
import { testCard } from '../payments/payments.testing'
import { signUp, signUpStaff, walletBalance, type Account } from './orders.testing'

/**
 * Money from a card issued abroad (4000 0007 6000 0002) reaches the wallet by no road: not by a
 * top-up, not by a gift card bought with it, not by an order's refund (decision 022).
 */
describe.each(testDialects())('a card issued abroad and the wallet (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let forty: string
  let staff: Account

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    forty = await product(ctx, 4000, 1000, 0)
    staff = await signUpStaff(ctx, dataDir, 'Desk')
  })
  afterAll(async () => ctx?.close())

  const cardRefunded = async (order: Order) =>
    (await ctx.db.kysely.selectFrom('payment').select('payment.refunded_cents').innerJoin('shop_order', 'shop_order.payment_id', 'payment.id').where('shop_order.id', '=', order.id).executeTakeFirstOrThrow())
      .refunded_cents
  const staffMove = (order: Order, status: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/staff/orders/${order.id}/status`, headers: { authorization: `Bearer ${staff.token}` }, payload: { status } })

  async function cardOrder(number: string): Promise<{ s: Shopper; account: Account; order: Order }> {
    const account = await signUp(ctx, dataDir, 'Bruna')
    const s = shopper(ctx, account.token)
    await s.add(forty, 1)
    const q = await s.quote()
    const res = await s.place({ expected_total_cents: q.total_cents, payment: { card: testCard(number) } })
    expect(res.statusCode, res.body).toBe(201)
    return { s, account, order: res.json() }
  }

  it('refuses a gift card bought with it like a top-up (402, same reason and text), before anything is charged', async () => {
    const account = await signUp(ctx, dataDir, 'Gift')
    const paymentsBefore = await ctx.db.kysely.selectFrom('payment').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'succeeded').executeTakeFirstOrThrow()
    const body = {
      amount_cents: 5000, recipient_name: 'Ana', recipient_email: 'ana@example.com', sender_name: 'Gift', message: '',
      card: testCard(TEST_CARDS.issuedAbroad), idempotency_key: randomUUID(),
    }
    const gift = await shopper(ctx, account.token).send('POST', '/api/gift-cards', body)
    const topUp = await shopper(ctx, account.token).send('POST', '/api/wallet/top-up', { amount_cents: 5000, card: testCard(TEST_CARDS.issuedAbroad), idempotency_key: randomUUID() })
    expect([gift.statusCode, gift.json().code, gift.json().detail]).toEqual([402, 'payment_failed', PAYMENT_MESSAGES.issuedAbroad])
    expect([topUp.statusCode, topUp.json().code, topUp.json().detail]).toEqual([gift.statusCode, gift.json().code, gift.json().detail])
    // Nothing at the gateway, no gift card, and the payment row says why.
    const paymentsAfter = await ctx.db.kysely.selectFrom('payment').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'succeeded').executeTakeFirstOrThrow()
    expect(Number(paymentsAfter.n)).toBe(Number(paymentsBefore.n))
    expect(await ctx.db.kysely.selectFrom('gift_card').select('id').where('purchaser_user_id', '=', account.id).execute()).toEqual([])
    const row = await ctx.db.kysely.selectFrom('payment').selectAll().where('idempotency_key', 'like', `giftcard:${account.id}:%`).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'failed', failure: 'card_issued_abroad' })
    // At the processor: authorised only, then canceled; nothing received.
    const intent = await fetch(`${ctx.processor.apiUrl}/v1/payment_intents/${row.reference}`, { headers: { authorization: `Bearer ${ctx.processor.secretKey}` } })
    expect(await intent.json()).toMatchObject({ status: 'canceled', amount_received: 0 })
  })

  it('the order says its card refund goes to the card only; a cancel asking for the wallet is refused and nothing moves', async () => {
    const { s, account, order } = await cardOrder(TEST_CARDS.issuedAbroad)
    expect(order.payment.card_refund_only).toBe(true)
    expect((await s.send('GET', `/api/orders/${order.id}`)).json().payment.card_refund_only).toBe(true)

    const res = await s.send('POST', `/api/orders/${order.id}/cancel`, { reason: 'changed_mind', refund_to: 'wallet' })
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ code: 'validation_failed', detail: ORDER_MESSAGES.refundToCardOnly, errors: [{ path: 'refund_to', message: ORDER_MESSAGES.refundToCardOnly }] })
    expect((await s.send('GET', `/api/orders/${order.id}`)).json()).toMatchObject({ status: 'new_order', refunded_cents: 0 })
    expect(await walletBalance(ctx, account.id)).toBe(0)

    const toCard = await s.send('POST', `/api/orders/${order.id}/cancel`, { reason: 'changed_mind', refund_to: 'card' })
    expect(toCard.statusCode, toCard.body).toBe(200)
    expect(toCard.json()).toMatchObject({ status: 'cancelled_order', refunded_cents: order.total_cents })
    expect(await cardRefunded(order)).toBe(order.total_cents)
    expect(await walletBalance(ctx, account.id)).toBe(0)
  })

  it('a return asking for the wallet is refused too; staff accepting an older wallet request refund the card', async () => {
    const { s, account, order } = await cardOrder(TEST_CARDS.issuedAbroad)
    for (const status of ['confirm_order', 'order_picked', 'order_recieved', 'shipped_order', 'dispatched_order', 'delivered_order']) {
      expect((await staffMove(order, status)).statusCode).toBe(200)
    }
    const refused = await s.send('POST', `/api/orders/${order.id}/return`, { reason: 'damaged', refund_to: 'wallet' })
    expect([refused.statusCode, refused.json().detail]).toEqual([400, ORDER_MESSAGES.refundToCardOnly])
    expect((await s.send('GET', `/api/orders/${order.id}`)).json()).toMatchObject({ status: 'delivered_order', requests: [] })

    // A request written before the rule (or by any other road) that says wallet: the money still goes to the card.
    expect((await s.send('POST', `/api/orders/${order.id}/return`, { reason: 'damaged', refund_to: 'card' })).statusCode).toBe(200)
    await ctx.db.kysely.updateTable('order_request').set({ refund_to: 'wallet' }).where('order_id', '=', order.id).execute()
    const accepted = await staffMove(order, 'return_accept')
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().refunded_cents).toBe(order.total_cents)
    expect(await cardRefunded(order)).toBe(order.total_cents)
    expect(await walletBalance(ctx, account.id)).toBe(0)
  })

  it('a card from the shop country may still be refunded to the wallet', async () => {
    const { s, account, order } = await cardOrder(TEST_CARDS.approved)
    expect(order.payment.card_refund_only).toBe(false)
    const res = await s.send('POST', `/api/orders/${order.id}/cancel`, { reason: 'changed_mind', refund_to: 'wallet' })
    expect(res.statusCode, res.body).toBe(200)
    expect(await walletBalance(ctx, account.id)).toBe(order.total_cents)
    expect(await cardRefunded(order)).toBe(0)
  })
})
