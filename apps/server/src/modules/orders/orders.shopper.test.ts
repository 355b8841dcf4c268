import { ORDER_MESSAGES, WITHDRAWAL_MESSAGES, type Order } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { ORDER_LIMITS } from './orders.routes'
import {
  forceStatus,
  orderMails,
  placeFixtureOrder,
  productStock,
  signUp,
  someProducts,
  walletBalance,
  type Account,
} from './orders.testing'

const CANCEL = { reason: 'changed_mind', details: 'Found a smaller size', refund_to: 'wallet' }

describe.each(testDialects())('orders for shoppers (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let alice: Account
  let bob: Account
  let products: string[]

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    alice = await signUp(ctx, dataDir, 'Alice')
    bob = await signUp(ctx, dataDir, 'Bob')
    products = await someProducts(ctx, 3)
  })
  afterAll(async () => ctx?.close())

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, remoteAddress?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })

  it('asks guests to sign in for their order list, an order, cancel and return', async () => {
    const order = await placeFixtureOrder(ctx, { user: alice, lines: [{ product_id: products[0]!, quantity: 1 }] })
    const answers = await Promise.all([
      call('GET', '/api/orders'),
      call('GET', `/api/orders/${order.id}`),
      call('POST', `/api/orders/${order.id}/cancel`, undefined, CANCEL),
      call('POST', `/api/orders/${order.id}/return`, undefined, { reason: 'damaged' }),
    ])
    for (const res of answers) {
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('unauthorized')
    }
  })

  it("shows a shopper only their own orders: another user's or a guest's answer 404 as if absent", async () => {
    const mine = await placeFixtureOrder(ctx, { user: bob, lines: [{ product_id: products[0]!, quantity: 2 }, { product_id: products[1]!, quantity: 1 }] })
    const newer = await placeFixtureOrder(ctx, { user: bob, lines: [{ product_id: products[2]!, quantity: 1 }] })
    const alices = await placeFixtureOrder(ctx, { user: alice, lines: [{ product_id: products[1]!, quantity: 1 }] })
    const guests = await placeFixtureOrder(ctx, { email: 'guest@example.com', lines: [{ product_id: products[1]!, quantity: 1 }] })

    const list = await call('GET', '/api/orders', bob.token)
    expect(list.statusCode).toBe(200)
    const body = list.json()
    expect(body.page).toBe(1)
    expect(body.total).toBe(2)
    expect(body.data.map((o: { id: string }) => o.id)).toEqual([newer.id, mine.id])
    expect(body.data[1]).toMatchObject({ number: mine.number, status: 'new_order', item_count: 3, total_cents: mine.total_cents })
    expect((await call('GET', '/api/orders?page=2', bob.token)).json().data).toEqual([])

    const own = await call('GET', `/api/orders/${mine.id}`, bob.token)
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ id: mine.id, email: bob.email, cancel_mode: 'immediate', can_return: false })

    for (const other of [alices.id, guests.id, 'ord_0000000000000000']) {
      for (const res of [
        await call('GET', `/api/orders/${other}`, bob.token),
        await call('POST', `/api/orders/${other}/cancel`, bob.token, CANCEL),
        await call('POST', `/api/orders/${other}/return`, bob.token, { reason: 'damaged' }),
      ]) {
        expect(res.statusCode).toBe(404)
        expect(res.json()).toMatchObject({ code: 'not_found', detail: ORDER_MESSAGES.notFound })
      }
    }
    // Nothing happened to Alice's order.
    expect((await call('GET', `/api/orders/${alices.id}`, alice.token)).json().status).toBe('new_order')
    expect((await call('GET', '/api/orders/not-an-id', bob.token)).statusCode).toBe(400)
  })

  it('tracks an order by number and email (any letter case); a wrong pair is not found', async () => {
    const order = await placeFixtureOrder(ctx, { email: 'Guest.Shopper@Example.com', lines: [{ product_id: products[0]!, quantity: 1 }] })
    const ok = await call('POST', '/api/orders/track', undefined, { number: order.number.toLowerCase(), email: 'guest.shopper@EXAMPLE.com' })
    expect(ok.statusCode).toBe(200)
    const tracked: Order = ok.json()
    expect(tracked).toMatchObject({ id: order.id, number: order.number, status: 'new_order' })
    expect(tracked.events.map((e) => e.status)).toEqual(['new_order'])

    for (const body of [
      { number: order.number, email: 'someone.else@example.com' },
      { number: 'NL-ZZZZZZZZ', email: 'guest.shopper@example.com' },
    ]) {
      const res = await call('POST', '/api/orders/track', undefined, body)
      expect(res.statusCode).toBe(404)
      expect(res.json().detail).toBe(ORDER_MESSAGES.notFound)
    }
    expect((await call('POST', '/api/orders/track', undefined, { number: order.number, email: 'nope' })).statusCode).toBe(400)
  })

  it('slows down guessing the email of one order number, whatever the IP', async () => {
    const order = await placeFixtureOrder(ctx, { email: 'target@example.com', lines: [{ product_id: products[0]!, quantity: 1 }] })
    const guess = (i: number) => call('POST', '/api/orders/track', undefined, { number: order.number, email: `guess${i}@example.com` }, `10.77.0.${i + 1}`)
    for (let i = 0; i < ORDER_LIMITS.trackNumber.limit; i++) expect((await guess(i)).statusCode).toBe(404)
    const blocked = await guess(ORDER_LIMITS.trackNumber.limit)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
  })

  it('cancels a new order at once: stock back, the wallet part to the wallet, nothing for cash on delivery', async () => {
    const [p] = products
    const stockBefore = await productStock(ctx, p!)
    const walletBefore = await walletBalance(ctx, alice.id)
    const order = await placeFixtureOrder(ctx, { user: alice, lines: [{ product_id: p!, quantity: 3 }], walletCents: 500 })
    expect(await productStock(ctx, p!)).toBe(stockBefore - 3)

    const res = await call('POST', `/api/orders/${order.id}/cancel`, alice.token, CANCEL)
    expect(res.statusCode, res.body).toBe(200)
    const cancelled: Order = res.json()
    expect(cancelled.status).toBe('cancelled_order')
    expect(cancelled.cancel_mode).toBeNull()
    // 500 from the wallet comes back; the cash-on-delivery rest was never paid.
    expect(cancelled.refunded_cents).toBe(500)
    expect(await walletBalance(ctx, alice.id)).toBe(walletBefore + 500)
    expect(await productStock(ctx, p!)).toBe(stockBefore)
    expect(cancelled.events.map((e) => [e.status, e.actor])).toEqual([['new_order', 'system'], ['cancelled_order', 'shopper']])
    expect(cancelled.events[1]!.note).toBe('changed_mind: Found a smaller size')
    expect(cancelled.requests).toMatchObject([{ kind: 'cancel', reason: 'changed_mind', status: 'accepted', refund_to: 'wallet' }])
    const entries = await ctx.db.kysely.selectFrom('wallet_entry').select(['kind', 'amount_cents', 'reference']).where('user_id', '=', alice.id).where('kind', '=', 'refund').execute()
    expect(entries).toContainEqual({ kind: 'refund', amount_cents: 500, reference: order.number })

    // Once cancelled, a second cancel changes nothing.
    const again = await call('POST', `/api/orders/${order.id}/cancel`, alice.token, CANCEL)
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(ORDER_MESSAGES.cannotCancel)
    expect(await walletBalance(ctx, alice.id)).toBe(walletBefore + 500)

    const mails = await orderMails(dataDir, alice.email, order.number, 1)
    expect(mails.map((m) => m.subject)).toEqual([`Lumen & Leaf: order ${order.number} – Cancelled`])
  })

  it('refuses bad request input with field errors and writes nothing', async () => {
    const order = await placeFixtureOrder(ctx, { user: alice, lines: [{ product_id: products[0]!, quantity: 1 }] })
    const res = await call('POST', `/api/orders/${order.id}/cancel`, alice.token, { reason: '', refund_to: 'bank' })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_failed')
    expect(res.json().errors.length).toBeGreaterThan(0)
    expect((await call('GET', `/api/orders/${order.id}`, alice.token)).json().status).toBe('new_order')
  })

  it('takes a return request only for a delivered order within 14 days', async () => {
    const order = await placeFixtureOrder(ctx, { user: bob, lines: [{ product_id: products[0]!, quantity: 1 }] })
    const early = await call('POST', `/api/orders/${order.id}/return`, bob.token, { reason: 'damaged' })
    expect(early.statusCode).toBe(409)
    expect(early.json().detail).toBe(ORDER_MESSAGES.cannotReturn)

    await forceStatus(ctx, order.id, 'delivered_order', { delivered_at: new Date(Date.now() - 15 * 86_400_000).toISOString() })
    const late = await call('POST', `/api/orders/${order.id}/return`, bob.token, { reason: 'damaged' })
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ reason: 'withdrawal_period_over', detail: WITHDRAWAL_MESSAGES.periodOver })
    expect((await call('GET', `/api/orders/${order.id}`, bob.token)).json()).toMatchObject({ status: 'delivered_order', can_return: false, requests: [] })

    await forceStatus(ctx, order.id, 'delivered_order', { delivered_at: new Date(Date.now() - 13 * 86_400_000).toISOString() })
    const ok = await call('POST', `/api/orders/${order.id}/return`, bob.token, { reason: 'damaged', details: 'The pump is broken' })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ status: 'request_return', can_return: false, requests: [{ kind: 'return', status: 'pending', refund_to: 'card' }] })
    const twice = await call('POST', `/api/orders/${order.id}/return`, bob.token, { reason: 'damaged' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().detail).toBe(ORDER_MESSAGES.requestPending)
  })
})
