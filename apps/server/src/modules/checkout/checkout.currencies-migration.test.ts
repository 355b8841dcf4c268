import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { down, up } from '../../db/migrations/2026-11-28-0033-checkout-currencies'
import { createTestContext, schemaChange, testDialects, type TestContext } from '../../test/harness'

describe.each(testDialects())('migration 0033: shipping and coupon figures per currency (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
  })
  afterAll(async () => ctx?.close())

  it('fills each method’s and each fixed coupon’s EUR and CZK figures from the dollar ones; GET15 is 15 € and 379 Kč', async () => {
    await schemaChange(ctx.db, () => down(ctx.db.kysely))
    await schemaChange(ctx.db, () => up(ctx.db.kysely))
    const k = ctx.db.kysely
    const czech = await k
      .selectFrom('shipping_method')
      .innerJoin('shipping_zone_country', 'shipping_zone_country.zone_id', 'shipping_method.zone_id')
      .select(['code', 'price_cents', 'free_from_cents', 'price_eur_cents', 'free_from_eur_cents', 'price_czk_cents', 'free_from_czk_cents'])
      .where('shipping_zone_country.country', '=', 'CZ')
      .orderBy('code', 'desc')
      .execute()
    // $4.99 free from $50 → 4,90 € from 45,95 € and 119 Kč from 1 149 Kč; express $12.90, never free.
    expect(czech).toEqual([
      { code: 'standard', price_cents: 499, free_from_cents: 5000, price_eur_cents: 490, free_from_eur_cents: 4595, price_czk_cents: 11900, free_from_czk_cents: 114900 },
      { code: 'express', price_cents: 1290, free_from_cents: null, price_eur_cents: 1190, free_from_eur_cents: null, price_czk_cents: 29900, free_from_czk_cents: null },
    ])
    const coupons = await k
      .selectFrom('coupon')
      .select(['code', 'value_eur_cents', 'value_czk_cents', 'min_order_eur_cents', 'min_order_czk_cents'])
      .where('code', 'in', ['GET15', 'SPRING5', 'WELCOME10'])
      .orderBy('code')
      .execute()
    expect(coupons).toEqual([
      { code: 'GET15', value_eur_cents: 1500, value_czk_cents: 37900, min_order_eur_cents: 3000, min_order_czk_cents: 75900 },
      { code: 'SPRING5', value_eur_cents: 490, value_czk_cents: 11900, min_order_eur_cents: 2295, min_order_czk_cents: 57900 },
      { code: 'WELCOME10', value_eur_cents: null, value_czk_cents: null, min_order_eur_cents: 0, min_order_czk_cents: 0 },
    ])
  })
})
