// "One per shopper" means one per person (issue 14 item 6): a member and a guest with the same
// email — in any letter case, with spaces — are one shopper for a coupon's per-shopper limit.
import type { Order } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { up as backfill } from '../../db/migrations/2026-11-27-0022-coupon-uses-by-email'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { czechiaInDollars, product, shopper, type Shopper } from './checkout.testing'

describe.each(testDialects())('a once-per-shopper coupon, member and guest alike (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let item: string
  let n = 0

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    await czechiaInDollars(ctx)
    item = await product(ctx, 4000, 1000, 7)
  })
  afterAll(async () => ctx?.close())

  /** A code of its own per test: once per shopper, no overall limit, $10 off. */
  async function oncePerShopper(): Promise<string> {
    const code = `PERSON${++n}`
    await ctx.db.kysely
      .insertInto('coupon')
      .values({ id: `cpn_person${String(n).padStart(10, '0')}`, code, kind: 'fixed', value: 1000, description: JSON.stringify({ en: code, cz: code, sl: code, ge: code }), created_at: new Date().toISOString(), lang_terms: '{}', min_order_cents: 0, stackable: 0, active: 1, usage_limit: null, per_shopper_limit: 1 })
      .execute()
    return code
  }
  /** The email as a guest might type it: other letter case (the schema refuses spaces). */
  const retyped = (email: string) => email.toUpperCase()

  async function place(s: Shopper, code: string, email?: string) {
    await s.add(item, 1)
    const q = await s.quote({ coupons: [code], ...(email ? { email } : {}) })
    return s.place({ coupons: [code], ...(email ? { email } : {}), expected_total_cents: q.total_cents, payment: { cash_on_delivery: true } })
  }
  const guestQuote = async (code: string, email: string) => {
    const g = shopper(ctx)
    await g.add(item, 1)
    return g.quote({ coupons: [code], email })
  }

  it('a member who used it: a guest with the same email is told used_by_you and refused at the order', async () => {
    const code = await oncePerShopper()
    const member: Account = await signUp(ctx, dataDir, `Mia${n}`)
    expect((await place(shopper(ctx, member.token), code)).statusCode).toBe(201)

    expect((await guestQuote(code, retyped(member.email))).rejected_coupons).toEqual([{ code, reason: 'used_by_you' }])
    const guest = shopper(ctx)
    await guest.add(item, 1)
    const q = await guest.quote({ email: member.email })
    // As a client that skipped the quote would: the total with the $10 off. The order prices the
    // code as the quote does (refused), so the total it expected is not the total.
    const res = await guest.place({ coupons: [code], email: retyped(member.email), expected_total_cents: q.total_cents - 1000, payment: { cash_on_delivery: true } })
    expect(res.statusCode, res.body).toBe(409)
    expect(await ctx.db.kysely.selectFrom('shop_order').select('id').where('email', '=', retyped(member.email)).execute()).toEqual([])
    // Someone else may still use it.
    expect((await guestQuote(code, `other-${n}@example.com`)).rejected_coupons).toEqual([])
  })

  it('a guest who used it: the member with that email is told used_by_you; a cancel gives it back to both', async () => {
    const code = await oncePerShopper()
    const member: Account = await signUp(ctx, dataDir, `Gia${n}`)
    const placed = await place(shopper(ctx), code, retyped(member.email))
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json<Order>()

    const s = shopper(ctx, member.token)
    await s.add(item, 1)
    expect((await s.quote({ coupons: [code] })).rejected_coupons).toEqual([{ code, reason: 'used_by_you' }])

    // Staff cancel the guest's order (decision 019): the use comes back for the person.
    const desk = await signUpStaff(ctx, dataDir, `Desk${n}`)
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/staff/orders/${order.id}/status`, headers: { authorization: `Bearer ${desk.token}` }, payload: { status: 'cancelled_order' } })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await s.quote({ coupons: [code] })).rejected_coupons).toEqual([])
    expect((await place(s, code)).statusCode).toBe(201)
  })

  it('a member and a guest with the same email placing at once: exactly one gets it', async () => {
    for (let round = 0; round < 3; round++) {
      const code = await oncePerShopper()
      const member: Account = await signUp(ctx, dataDir, `Race${n}`)
      const m = shopper(ctx, member.token)
      const g = shopper(ctx)
      await m.add(item, 1)
      await g.add(item, 1)
      const [qm, qg] = await Promise.all([m.quote({ coupons: [code] }), g.quote({ coupons: [code], email: member.email })])
      const results = await Promise.all([
        m.place({ coupons: [code], expected_total_cents: qm.total_cents, payment: { cash_on_delivery: true } }),
        g.place({ coupons: [code], email: retyped(member.email), expected_total_cents: qg.total_cents, payment: { cash_on_delivery: true } }),
      ])
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
      // Refused at the count (both priced it before either committed) or at the pricing (it saw the winner's use).
      expect(['You have already used this coupon', 'Prices or stock changed since you reviewed the order; please check it again']).toContain(
        results.find((r) => r.statusCode === 409)!.json().detail,
      )
      const coupon = await ctx.db.kysely.selectFrom('coupon').select('used_count').where('code', '=', code).executeTakeFirstOrThrow()
      expect(coupon.used_count).toBe(1)
    }
  })

  it('the migration counts existing orders under the email, and leaves cancelled ones out', async () => {
    const code = await oncePerShopper()
    const member: Account = await signUp(ctx, dataDir, `Old${n}`)
    const placed = await place(shopper(ctx, member.token), code)
    expect(placed.statusCode).toBe(201)
    const gone: Account = await signUp(ctx, dataDir, `Gone${n}`)
    const other = shopper(ctx, gone.token)
    const cancelled = await place(other, code)
    expect((await other.send('POST', `/api/orders/${cancelled.json<Order>().id}/cancel`, { reason: 'changed_mind' })).statusCode).toBe(200)
    const coupon = await ctx.db.kysely.selectFrom('coupon').select('id').where('code', '=', code).executeTakeFirstOrThrow()
    // As before the change: the member's use was counted under the account only.
    await ctx.db.kysely.deleteFrom('coupon_shopper_use').where('coupon_id', '=', coupon.id).where('shopper_key', 'like', 'email:%').execute()
    expect((await guestQuote(code, member.email)).rejected_coupons).toEqual([])

    await backfill(ctx.db.kysely)
    expect((await guestQuote(code, retyped(member.email))).rejected_coupons).toEqual([{ code, reason: 'used_by_you' }])
    const rows = await ctx.db.kysely.selectFrom('coupon_shopper_use').select(['shopper_key', 'count']).where('coupon_id', '=', coupon.id).orderBy('shopper_key').execute()
    expect(rows).toEqual(
      [
        { shopper_key: `email:${member.email.toLowerCase()}`, count: 1 },
        { shopper_key: member.id, count: 1 },
        { shopper_key: gone.id, count: 0 },
      ].sort((a, b) => (a.shopper_key < b.shopper_key ? -1 : 1)),
    )
  })
})
