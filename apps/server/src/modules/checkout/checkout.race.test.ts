import { setSellableForTests } from '../catalog/catalog.variants.testing'
import { CHECKOUT_MESSAGES, TEST_CARDS, type Order } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../lib/ids'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { COUPON_MESSAGES } from '../coupons/coupons.service'
import { testCard } from '../payments/payments.testing'
import { czechiaInDollars, product, shopper, type Shopper, stockOf } from './checkout.testing'

/** The proof: the database settles who gets the last units and the last coupon uses. */
describe.each(testDialects())('checkout races (%s)', (dialect) => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
    await czechiaInDollars(ctx)
  })
  afterAll(async () => ctx?.close())

  /** `n` guests, each with their own cart holding one unit of the product, and the total they were quoted. */
  async function buyers(n: number, productId: string, coupons: string[] = []): Promise<Array<{ s: Shopper; total: number }>> {
    const out = []
    for (let i = 0; i < n; i++) {
      const s = shopper(ctx)
      await s.add(productId)
      out.push({ s, total: (await s.quote({ coupons })).total_cents })
    }
    return out
  }

  it('50 buyers for the last 5 units: exactly 5 orders, stock 0, every other card refunded', async () => {
    const id = await product(ctx, 2000, 50, 0)
    const crowd = await buyers(50, id)
    // Everyone reviewed their order while 50 were left; now only 5 are.
    await setSellableForTests(ctx.db.kysely, id, { stock: 5 })
    const answers = await Promise.all(
      crowd.map(({ s, total }, i) =>
        s.place({ email: `buyer${i}@example.com`, expected_total_cents: total, payment: i % 2 ? { card: testCard(TEST_CARDS.approved) } : { cash_on_delivery: true } }),
      ),
    )
    const placed = answers.filter((a) => a.statusCode === 201)
    const refused = answers.filter((a) => a.statusCode !== 201)
    expect(placed).toHaveLength(5)
    expect(refused.map((a) => a.statusCode)).toEqual(Array(45).fill(409))
    expect(refused.every((a) => a.json().detail === CHECKOUT_MESSAGES.soldOut)).toBe(true)
    expect(await stockOf(ctx, id)).toBe(0)

    const sold = await ctx.db.kysely.selectFrom('order_line').select(['order_id', 'quantity']).where('product_id', '=', id).execute()
    expect(sold.reduce((n, l) => n + l.quantity, 0)).toBe(5)
    expect(new Set(sold.map((l) => l.order_id))).toEqual(new Set(placed.map((a) => a.json<Order>().id)))
    // Card payers who lost inside the transaction had been charged before it: refunded in full.
    const orderPayments = await ctx.db.kysely.selectFrom('shop_order').select('payment_id').where('id', 'in', [...new Set(sold.map((l) => l.order_id))]).execute()
    const paidOrders = new Set(orderPayments.map((o) => o.payment_id).filter(Boolean))
    const charges = await ctx.db.kysely.selectFrom('payment').select(['id', 'amount_cents', 'refunded_cents']).where('purpose', '=', 'order').where('status', '!=', 'failed').execute()
    for (const c of charges) expect(c.refunded_cents).toBe(paidOrders.has(c.id) ? 0 : c.amount_cents)
    expect(charges.filter((c) => paidOrders.has(c.id))).toHaveLength(paidOrders.size)
  })

  it('a coupon limited to 10 uses, used by 50 orders at once: 10 discounted orders, used_count 10', async () => {
    const id = await product(ctx, 3000, 500, 1)
    await ctx.db.kysely
      .insertInto('coupon')
      .values({ id: newId('cpn'), code: 'FIRST10', kind: 'fixed', value: 700, description: '{"en":"first ten"}', usage_limit: 10, lang_terms: '{}', min_order_cents: 0, stackable: 0, active: 1, created_at: new Date().toISOString() })
      .execute()
    const crowd = await buyers(50, id, ['FIRST10'])
    expect(crowd.every((b) => b.total === 3000 - 700 + 499)).toBe(true)
    const answers = await Promise.all(
      crowd.map(({ s, total }, i) => s.place({ email: `saver${i}@example.com`, coupons: ['FIRST10'], expected_total_cents: total, payment: { cash_on_delivery: true } })),
    )
    const placed = answers.filter((a) => a.statusCode === 201).map((a) => a.json<Order>())
    expect(placed).toHaveLength(10)
    expect(placed.every((o) => o.discount_cents === 700 && o.coupons[0]?.code === 'FIRST10')).toBe(true)
    // The other 40 were refused, nothing written: the use was gone inside their transaction, or
    // already when their total was recomputed (the price they saw no longer holds).
    const refused = answers.filter((a) => a.statusCode !== 201)
    expect(refused.map((a) => a.statusCode)).toEqual(Array(40).fill(409))
    for (const a of refused) expect([COUPON_MESSAGES.usedUp, CHECKOUT_MESSAGES.totalChanged]).toContain(a.json().detail)
    const coupon = await ctx.db.kysely.selectFrom('coupon').select('used_count').where('code', '=', 'FIRST10').executeTakeFirstOrThrow()
    expect(coupon.used_count).toBe(10)
    expect(await stockOf(ctx, id)).toBe(490)
    const orders = await ctx.db.kysely.selectFrom('order_line').select('order_id').where('product_id', '=', id).execute()
    expect(orders).toHaveLength(10)
  })
})
