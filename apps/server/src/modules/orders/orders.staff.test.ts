import { ORDER_MESSAGES, type Order, type OrderStatus } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import {
  forceStatus,
  orderMails,
  placeFixtureOrder,
  productStock,
  signUp,
  signUpStaff,
  someProducts,
  walletBalance,
  type Account,
} from './orders.testing'

type StaffOrder = Order & { staff_targets: OrderStatus[] }

describe.each(testDialects())('orders for staff (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let shopper: Account
  let staff: Account
  let product: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Desk')
    product = (await someProducts(ctx, 1))[0]!
  })
  afterAll(async () => ctx?.close())

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })

  async function move(orderId: string, status: OrderStatus, note = '', refusal?: 'late' | 'unsealed_hygiene'): Promise<StaffOrder> {
    const res = await call('POST', `/api/staff/orders/${orderId}/status`, staff.token, { status, note, refusal })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const shopperView = async (orderId: string): Promise<Order> => (await call('GET', `/api/orders/${orderId}`, shopper.token)).json()
  const order = (quantity = 2, walletCents = 0) => placeFixtureOrder(ctx, { user: shopper, lines: [{ product_id: product, quantity }], walletCents })

  it('keeps shoppers (403) and guests (401) out of the desk, before looking at their input', async () => {
    const o = await order(1)
    for (const [method, url, body] of [
      ['GET', '/api/staff/orders'],
      ['GET', `/api/staff/orders/${o.id}`],
      ['POST', `/api/staff/orders/${o.id}/status`, { status: 'confirm_order' }],
      ['POST', '/api/staff/orders/not-an-id/status', { status: 'nonsense' }],
    ] as const) {
      expect((await call(method, url, shopper.token, body)).statusCode, url).toBe(403)
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401)
    }
    expect((await shopperView(o.id)).status).toBe('new_order')
  })

  it('lists orders by status and shows what each may move to', async () => {
    const o = await order(1)
    const listed = await call('GET', '/api/staff/orders?status=new_order', staff.token)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().data.map((s: { id: string }) => s.id)).toContain(o.id)
    expect(listed.json().data.every((s: { status: string }) => s.status === 'new_order')).toBe(true)
    expect((await call('GET', '/api/staff/orders?status=shipped_order', staff.token)).json().data.map((s: { id: string }) => s.id)).not.toContain(o.id)
    expect((await call('GET', '/api/staff/orders?status=lost', staff.token)).statusCode).toBe(400)

    const one = await call('GET', `/api/staff/orders/${o.id}`, staff.token)
    expect(one.json()).toMatchObject({ id: o.id, status: 'new_order', staff_targets: ['confirm_order', 'cancelled_order'] })
    expect((await call('GET', '/api/staff/orders/ord_0000000000000000', staff.token)).statusCode).toBe(404)
  })

  it('refuses illegal moves with 409 and the reason, changing nothing', async () => {
    const o = await order(1)
    for (const status of ['shipped_order', 'delivered_order', 'return_accept', 'cancel_reject', 'new_order'] as const) {
      const res = await call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'conflict', detail: ORDER_MESSAGES.illegalTransition('new_order', status) })
    }
    await move(o.id, 'cancelled_order', 'Out of stock at the warehouse')
    const after = await call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status: 'confirm_order' })
    expect(after.json().detail).toBe(ORDER_MESSAGES.illegalTransition('cancelled_order', 'confirm_order'))
    const view = await shopperView(o.id)
    expect(view.events.map((e) => e.status)).toEqual(['new_order', 'cancelled_order'])
  })

  it('walks the forward path with a timestamped event and an email per change, then takes a return', async () => {
    const stockBefore = await productStock(ctx, product)
    const walletBefore = await walletBalance(ctx, shopper.id)
    const o = await order(2, 700)
    const path: OrderStatus[] = ['confirm_order', 'order_picked', 'order_recieved', 'shipped_order', 'dispatched_order', 'delivered_order']
    for (const status of path) expect((await move(o.id, status)).status).toBe(status)

    const delivered = await shopperView(o.id)
    expect(delivered.events.map((e) => e.status)).toEqual(['new_order', ...path])
    expect(delivered.events.every((e, i, all) => i === 0 || Date.parse(e.at) > Date.parse(all[i - 1]!.at))).toBe(true)
    expect(delivered.events.slice(1).every((e) => e.actor === 'staff')).toBe(true)
    expect(delivered).toMatchObject({ can_return: true, cancel_mode: null })
    expect(delivered.return_deadline).not.toBeNull()

    // After shipping there is no cancel.
    const cancel = await call('POST', `/api/orders/${o.id}/cancel`, shopper.token, { reason: 'changed_mind' })
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().detail).toBe(ORDER_MESSAGES.cannotCancel)

    const asked = await call('POST', `/api/orders/${o.id}/return`, shopper.token, { reason: 'allergic_reaction', refund_to: 'wallet' })
    expect(asked.json().status).toBe('request_return')
    expect((await call('GET', `/api/staff/orders/${o.id}`, staff.token)).json().staff_targets).toEqual(['return_accept', 'return_reject'])
    const accepted = await move(o.id, 'return_accept', 'Refunded in full')
    expect(accepted.staff_targets).toEqual([])
    // The wallet part and the cash collected at the door both come back to the wallet.
    expect(accepted.refunded_cents).toBe(o.total_cents)
    expect(await walletBalance(ctx, shopper.id)).toBe(walletBefore + o.total_cents)
    expect(await productStock(ctx, product)).toBe(stockBefore)
    expect(accepted.requests).toMatchObject([{ kind: 'return', status: 'accepted', note: 'Refunded in full' }])
    expect(accepted.requests[0]!.decided_at).not.toBeNull()

    // One email per change (the fixture stands in for checkout, which mails the confirmation):
    // 6 forward moves, the request and the answer.
    const mails = await orderMails(dataDir, shopper.email, o.number, 8)
    expect(mails).toHaveLength(8)
    expect(new Set(mails.map((m) => m.subject)).size).toBe(8)
    expect(mails.map((m) => m.subject)).toContain(`Lumen & Leaf: we have received your withdrawal from order ${o.number}`)
    expect(mails.map((m) => m.subject)).toContain(`Lumen & Leaf: order ${o.number} – Withdrawal accepted`)
    const last = mails.find((m) => m.subject!.endsWith('Withdrawal accepted'))!
    expect(last.text).toContain('A note from our team: Refunded in full')
  })

  it('asks staff about a cancel after confirmation: accept restores stock and refunds', async () => {
    const stockBefore = await productStock(ctx, product)
    const walletBefore = await walletBalance(ctx, shopper.id)
    const o = await order(3, 400)
    await move(o.id, 'confirm_order')
    const res = await call('POST', `/api/orders/${o.id}/cancel`, shopper.token, { reason: 'ordered_by_mistake', refund_to: 'wallet' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'request_cancel', cancel_mode: null, requests: [{ kind: 'cancel', status: 'pending' }] })
    expect(await productStock(ctx, product)).toBe(stockBefore - 3)

    const twice = await call('POST', `/api/orders/${o.id}/cancel`, shopper.token, { reason: 'ordered_by_mistake' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().detail).toBe(ORDER_MESSAGES.requestPending)

    const done = await move(o.id, 'cancelled_order')
    expect(done).toMatchObject({ status: 'cancelled_order', refunded_cents: 400, requests: [{ status: 'accepted' }] })
    expect(await productStock(ctx, product)).toBe(stockBefore)
    expect(await walletBalance(ctx, shopper.id)).toBe(walletBefore + 400)
  })

  it('after a rejected cancel the order goes on from where it was, and cannot be cancelled again', async () => {
    const stockBefore = await productStock(ctx, product)
    const o = await order(1)
    await move(o.id, 'confirm_order')
    await move(o.id, 'order_picked')
    await call('POST', `/api/orders/${o.id}/cancel`, shopper.token, { reason: 'found_cheaper' })
    const rejected = await move(o.id, 'cancel_reject', 'Already packed')
    expect(rejected).toMatchObject({ status: 'cancel_reject', staff_targets: ['order_recieved'], requests: [{ status: 'rejected', note: 'Already packed' }] })
    const illegal = await call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status: 'confirm_order' })
    expect(illegal.json().detail).toBe(ORDER_MESSAGES.illegalTransition('cancel_reject', 'confirm_order'))

    const onwards = await move(o.id, 'order_recieved')
    expect(onwards.staff_targets).toEqual(['shipped_order', 'cancelled_order'])
    const again = await call('POST', `/api/orders/${o.id}/cancel`, shopper.token, { reason: 'found_cheaper' })
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(ORDER_MESSAGES.cannotCancel)
    expect(await productStock(ctx, product)).toBe(stockBefore - 1)
    expect((await shopperView(o.id)).events.map((e) => e.status)).toEqual(['new_order', 'confirm_order', 'order_picked', 'request_cancel', 'cancel_reject', 'order_recieved'])
  })

  it('rejects a return: nothing refunded, nothing restocked, the order stays final', async () => {
    const o = await order(1)
    await forceStatus(ctx, o.id, 'delivered_order', { delivered_at: new Date().toISOString() })
    const stockAfterSale = await productStock(ctx, product)
    await call('POST', `/api/orders/${o.id}/return`, shopper.token, { reason: 'changed_mind' })
    const rejected = await move(o.id, 'return_reject', 'Opened product', 'unsealed_hygiene')
    expect(rejected).toMatchObject({ status: 'return_reject', refunded_cents: 0, staff_targets: [], requests: [{ status: 'rejected', refusal: 'unsealed_hygiene' }] })
    expect(await productStock(ctx, product)).toBe(stockAfterSale)
  })

  it('lets exactly one of concurrent moves win, and refunds once', async () => {
    const o = await order(1)
    const moves = await Promise.all([1, 2, 3].map(() => call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status: 'confirm_order' })))
    expect(moves.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    expect((await shopperView(o.id)).events.map((e) => e.status)).toEqual(['new_order', 'confirm_order'])

    const walletBefore = await walletBalance(ctx, shopper.id)
    const paid = await order(1, 300)
    const cancels = await Promise.all([1, 2, 3, 4].map(() => call('POST', `/api/orders/${paid.id}/cancel`, shopper.token, { reason: 'changed_mind' })))
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409])
    expect(await walletBalance(ctx, shopper.id)).toBe(walletBefore + 300)
    expect((await shopperView(paid.id)).refunded_cents).toBe(300)
  })

  it('mails status changes in the language the order was placed in', async () => {
    const o = await placeFixtureOrder(ctx, { user: shopper, lang: 'cz', lines: [{ product_id: product, quantity: 1 }] })
    await move(o.id, 'confirm_order')
    const [mail] = await orderMails(dataDir, shopper.email, o.number, 1)
    expect(mail!.subject).toBe(`Lumen & Leaf: objednávka ${o.number} – Potvrzeno`)
    expect(mail!.text).toContain('Dobrý den,')
  })
})
