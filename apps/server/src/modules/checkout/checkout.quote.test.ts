import { FREE_SHIPPING_THRESHOLD_CENTS, HOME_SHIPPING_PRICES } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../lib/ids'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { czechiaInDollars, product, shopper, signUp } from './checkout.testing'

describe.each(testDialects())('checkout quote (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let forty: string
  let twentyFive: string
  let sixty: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    await czechiaInDollars(ctx)
    forty = await product(ctx, 4000, 100, 0)
    twentyFive = await product(ctx, 2500, 100, 1)
    sixty = await product(ctx, 6000, 100, 2)
    const now = Date.now()
    await ctx.db.kysely
      .insertInto('coupon')
      .values([
        { id: newId('cpn'), code: 'GONE10', kind: 'percent', value: 10, description: '{"en":"gone"}', expires_at: new Date(now - 60_000).toISOString(), lang_terms: '{}', min_order_cents: 0, stackable: 0, active: 1, created_at: new Date(now - 86_400_000).toISOString() },
        { id: newId('cpn'), code: 'NEWS5', kind: 'percent', value: 5, description: '{"en":"news"}', lang_terms: '{}', min_order_cents: 0, stackable: 1, active: 1, per_shopper_limit: 1, owner_email: 'quinn@example.com', created_at: new Date(now).toISOString() },
      ])
      .execute()
  })
  afterAll(async () => ctx?.close())

  it('answers an empty cart with zeros, shipping included', async () => {
    const q = await shopper(ctx).quote({ coupons: ['GET15'] })
    expect(q).toMatchObject({ lines: [], item_count: 0, subtotal_cents: 0, discount_cents: 0, shipping_cents: 0, total_cents: 0, coupons: [], wallet_balance_cents: null })
  })

  it('prices goods, GET15 as $15 in en and 15% in cz, and shipping on the goods after discounts', async () => {
    const s = shopper(ctx)
    await s.add(forty)
    const en = await s.quote({ coupons: ['get15'] })
    expect(en).toMatchObject({
      item_count: 1,
      subtotal_cents: 4000,
      coupons: [{ code: 'GET15', kind: 'fixed', value: 1500, amount_cents: 1500 }],
      rejected_coupons: [],
      discount_cents: 1500,
      shipping_method: 'standard',
      shipping_cents: HOME_SHIPPING_PRICES.standard,
      free_shipping_threshold_cents: FREE_SHIPPING_THRESHOLD_CENTS,
      total_cents: 4000 - 1500 + 499,
      lang: 'en',
      skipped: [],
    })
    expect(en.lines).toEqual([expect.objectContaining({ product_id: forty, quantity: 1, unit_price_cents: 4000, line_total_cents: 4000 })])
    const cz = await s.quote({ coupons: ['GET15'], lang: 'cz' })
    expect(cz).toMatchObject({ coupons: [{ code: 'GET15', kind: 'percent', value: 15, amount_cents: 600 }], discount_cents: 600, total_cents: 4000 - 600 + 499, lang: 'cz' })
    expect(cz.lines[0]!.name).not.toBe('')
  })

  it('refuses codes below their minimum, expired or unknown, and still prices the cart', async () => {
    const s = shopper(ctx)
    await s.add(twentyFive)
    const q = await s.quote({ coupons: ['GET15', 'GONE10'] })
    expect(q.rejected_coupons).toEqual([
      { code: 'GET15', reason: 'min_order' },
      { code: 'GONE10', reason: 'expired' },
    ])
    expect(q).toMatchObject({ coupons: [], discount_cents: 0, subtotal_cents: 2500, total_cents: 2999 })
    expect((await s.quote({ coupons: ['NOSUCH'] })).rejected_coupons).toEqual([{ code: 'NOSUCH', reason: 'unknown' }])
    // SPRING5 ($5 off from $25) fits exactly at the minimum.
    expect(await s.quote({ coupons: ['SPRING5'] })).toMatchObject({ discount_cents: 500, total_cents: 2000 + 499 })
  })

  it('ships standard free from the threshold after discounts, express never free', async () => {
    const s = shopper(ctx)
    await s.add(forty)
    await s.add(twentyFive)
    expect(await s.quote()).toMatchObject({ subtotal_cents: 6500, shipping_cents: 0, total_cents: 6500 })
    // 6500 - 1500 = 5000: exactly the threshold, still free.
    expect(await s.quote({ coupons: ['GET15'] })).toMatchObject({ discount_cents: 1500, shipping_cents: 0, total_cents: 5000 })
    // 15% of 6500 in German is 975.
    expect(await s.quote({ coupons: ['GET15'], lang: 'ge' })).toMatchObject({ discount_cents: 975, shipping_cents: 0, total_cents: 5525 })
    expect(await s.quote({ coupons: ['WELCOME10'] })).toMatchObject({ rejected_coupons: [{ code: 'WELCOME10', reason: 'sign_in_required' }] })
    expect(await s.quote({ coupons: ['WELCOME10'], email: 'pat@example.com' })).toMatchObject({ discount_cents: 650, shipping_cents: 0, total_cents: 5850 })
    expect(await s.quote({ shipping_method: 'express' })).toMatchObject({ shipping_method: 'express', shipping_cents: 1290, total_cents: 6500 + 1290 })

    // $60 of goods ship free, but $15 off leaves $45: under the threshold, so shipping is charged.
    const t = shopper(ctx)
    await t.add(sixty)
    expect(await t.quote()).toMatchObject({ subtotal_cents: 6000, shipping_cents: 0, total_cents: 6000 })
    expect(await t.quote({ coupons: ['GET15'] })).toMatchObject({ discount_cents: 1500, shipping_cents: 499, total_cents: 4999 })
  })

  it('counts a signed-in shopper by their account: wallet balance, personal codes by account email', async () => {
    const quinn = await signUp(ctx, dataDir, 'Quinn')
    await ctx.db.kysely.updateTable('coupon').set({ owner_email: quinn.email }).where('code', '=', 'NEWS5').execute()
    const s = shopper(ctx, quinn.token)
    await s.add(forty)
    // A guest email in the body does not make someone else's personal code theirs.
    const q = await s.quote({ coupons: ['SPRING5', 'NEWS5'], email: 'not-quinn@example.com' })
    expect(q).toMatchObject({ wallet_balance_cents: 0, discount_cents: 500 + 200, total_cents: 4000 - 700 + 499 })
    expect(q.coupons.map((c) => c.code)).toEqual(['SPRING5', 'NEWS5'])
  })

  it('refuses bad input with a 400 problem', async () => {
    const s = shopper(ctx)
    for (const body of [{ shipping_method: 'drone' }, { coupons: ['A', 'B', 'C'] }, { lang: 'fr' }, { email: 'nope' }, { coupons: ['bad code!'] }]) {
      const res = await s.send('POST', '/api/checkout/quote', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
  })
})
