// A cancelled order gives its coupon uses back (decision 019); a returned one keeps them.
import { FORWARD_PATH, type Order, type OrderStatus } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { product, shopper } from '../checkout/checkout.testing'
import { signUp, signUpStaff, type Account } from './orders.testing'

describe.each(testDialects())('coupon uses of cancelled and returned orders (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let staff: Account
  let item: string
  let codeNumber = 0

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Desk')
    item = await product(ctx, 4000, 1000, 5)
  })
  afterAll(async () => ctx?.close())

  const signUpShopper = () => signUp(ctx, dataDir, `Coupon${++codeNumber}`)
  /** A code of its own for each test: one use in all, one per shopper, $10 off. */
  async function singleUseCode(): Promise<string> {
    const code = `ONCE${++codeNumber}`
    await ctx.db.kysely
      .insertInto('coupon')
      .values({ id: `cpn_once${String(codeNumber).padStart(12, '0')}`, code, kind: 'fixed', value: 1000, description: JSON.stringify({ en: code, cz: code, sl: code, ge: code }), created_at: new Date().toISOString(), lang_terms: '{}', min_order_cents: 0, stackable: 0, active: 1, usage_limit: 1, per_shopper_limit: 1 })
      .execute()
    return code
  }
  const uses = async (code: string) => {
    const coupon = await ctx.db.kysely.selectFrom('coupon').select(['id', 'used_count']).where('code', '=', code).executeTakeFirstOrThrow()
    // A member's use counts under the account and under the email alike (one shopper, two keys).
    const byShopper = await ctx.db.kysely.selectFrom('coupon_shopper_use').select('count').where('coupon_id', '=', coupon.id).execute()
    return { overall: coupon.used_count, byShopper: Math.max(0, ...byShopper.map((r) => r.count)) }
  }

  /** A signed-in shopper's cash-on-delivery order of one item with `code`. */
  async function orderWith(account: Account, code: string): Promise<{ order: Order; s: ReturnType<typeof shopper> }> {
    const s = shopper(ctx, account.token)
    await s.add(item, 1)
    const q = await s.quote({ coupons: [code] })
    expect(q.coupons.map((c) => c.code)).toEqual([code])
    const res = await s.place({ coupons: [code], expected_total_cents: q.total_cents, payment: { cash_on_delivery: true } })
    expect(res.statusCode, res.body).toBe(201)
    return { order: res.json<Order>(), s }
  }
  async function move(orderId: string, status: OrderStatus) {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/staff/orders/${orderId}/status`, headers: { authorization: `Bearer ${staff.token}` }, payload: { status, note: '' } })
    expect(res.statusCode, res.body).toBe(200)
  }
  const codeApplies = async (s: ReturnType<typeof shopper>, code: string) => {
    await s.add(item, 1)
    const q = await s.quote({ coupons: [code] })
    return q.coupons.some((c) => c.code === code)
  }

  it('gives a single-use code back when the shopper cancels a new order, so it can be used again', async () => {
    const code = await singleUseCode()
    const account = await signUpShopper()
    const { order, s } = await orderWith(account, code)
    expect(await uses(code)).toEqual({ overall: 1, byShopper: 1 })
    expect(await codeApplies(s, code)).toBe(false)

    const cancelled = await s.send('POST', `/api/orders/${order.id}/cancel`, { reason: 'Changed my mind' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled_order' })
    expect(await uses(code)).toEqual({ overall: 0, byShopper: 0 })
    expect(await codeApplies(s, code)).toBe(true)
    // Used again, it counts again: the limit still holds.
    await orderWith(account, code)
    expect(await uses(code)).toEqual({ overall: 1, byShopper: 1 })
  })

  it('gives it back when staff accept a cancel request or cancel the order themselves', async () => {
    const code = await singleUseCode()
    const account = await signUpShopper()
    const first = await orderWith(account, code)
    await move(first.order.id, 'confirm_order')
    const asked = await first.s.send('POST', `/api/orders/${first.order.id}/cancel`, { reason: 'Too slow' })
    expect(asked.json()).toMatchObject({ status: 'request_cancel' })
    expect(await uses(code)).toEqual({ overall: 1, byShopper: 1 })
    await move(first.order.id, 'cancelled_order')
    expect(await uses(code)).toEqual({ overall: 0, byShopper: 0 })

    const second = await orderWith(account, code)
    await move(second.order.id, 'cancelled_order')
    expect(await uses(code)).toEqual({ overall: 0, byShopper: 0 })
  })

  it('keeps the use of a delivered order that was returned', async () => {
    const code = await singleUseCode()
    const { order, s } = await orderWith(await signUpShopper(), code)
    for (const status of FORWARD_PATH.slice(1)) await move(order.id, status)
    const asked = await s.send('POST', `/api/orders/${order.id}/return`, { reason: 'Allergic reaction' })
    expect(asked.statusCode, asked.body).toBe(200)
    await move(order.id, 'return_accept')
    expect(await uses(code)).toEqual({ overall: 1, byShopper: 1 })
  })
})
