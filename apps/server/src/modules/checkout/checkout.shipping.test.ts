import type { Order, Quote } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUpStaff } from '../orders/orders.testing'
import { NAMES, shippingDesk } from '../shipping/shipping.testing'
import { ADDRESS, countOrders, czechiaInDollars, product, setListPrices, shopper } from './checkout.testing'

const BERLIN = { ...ADDRESS, street: 'Torstraße 1', city: 'Berlin', state: '', country: 'DE', zip_code: '10119' }

describe.each(testDialects())('checkout by shipping zone (%s)', (dialect) => {
  let ctx: TestContext
  let forty: string
  let desk: ReturnType<typeof shippingDesk>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    await czechiaInDollars(ctx)
    forty = await product(ctx, 4000, 1000, 0)
    // Germany buys in euros (decision 038): 35 € there. The neighbours' methods are 6.95 € free
    // from 63.95 € and 15.90 € (their dollar figures at the seeded rate, on the euro list's rounding).
    await setListPrices(ctx, forty, { EUR: 3500 })
    desk = shippingDesk(ctx, (await signUpStaff(ctx, dataDir, 'Depot')).token)
  })
  afterAll(async () => ctx?.close())

  const options = (q: Quote) => q.shipping_options.map((o) => [o.code, o.carrier, o.price_cents, o.free_from_cents, o.cents])

  it('offers Czechia its own methods and Germany the neighbours zone, each with its own price and days', async () => {
    const s = shopper(ctx)
    await s.add(forty)
    const cz = await s.quote({ country: 'CZ' })
    expect(cz).toMatchObject({ country: 'CZ', shipping_method: 'standard', shipping_cents: 499, free_shipping_threshold_cents: 5000, total_cents: 4499 })
    expect(options(cz)).toEqual([
      ['standard', 'ppl', 499, 5000, 499],
      ['express', 'dpd', 1290, null, 1290],
    ])
    // No country: the shop's home, as the quote was priced before zones.
    expect(await s.quote()).toMatchObject({ country: 'CZ', shipping_cents: 499 })

    const de = await s.quote({ country: 'de', shipping_method: 'express', lang: 'ge' })
    expect(de).toMatchObject({ currency: 'EUR', country: 'DE', shipping_method: 'express', shipping_cents: 1590, free_shipping_threshold_cents: null, total_cents: 3500 + 1590 })
    expect(options(de)).toEqual([
      ['standard', 'gls', 695, 6395, 695],
      ['express', 'dpd', 1590, null, 1590],
    ])
    expect(de.shipping_options.map((o) => [o.name, o.delivery_days])).toEqual([
      ['Standardversand', '3–6'],
      ['Expressversand', '1–3'],
    ])
    // A name the list knows is the same country.
    expect((await s.quote({ country: 'Deutschland' })).country).toBe('DE')
  })

  it('applies each method its own free-shipping line (goods after discounts)', async () => {
    const s = shopper(ctx)
    await s.add(forty, 2)
    // $80 of goods free in Czechia (from $50), 70 € in Germany (from 63.95 €); express never.
    expect(options(await s.quote({ country: 'CZ' })).map((o) => o[4])).toEqual([0, 1290])
    expect(options(await s.quote({ country: 'DE' })).map((o) => o[4])).toEqual([0, 1590])
    // GET15 leaves $65: still free in Czechia; 15 € off leaves 55 €, no longer free in Germany, and the quote says why.
    expect(await s.quote({ country: 'CZ', coupons: ['GET15'] })).toMatchObject({ discount_cents: 1500, shipping_cents: 0, total_cents: 6500, coupon_cancels_free_shipping: false })
    expect(await s.quote({ country: 'DE', coupons: ['GET15'] })).toMatchObject({ discount_cents: 1500, shipping_cents: 695, total_cents: 5500 + 695, coupon_cancels_free_shipping: true })
    // Staff move express's line in euros: the quote follows at once; the dollar line is another figure.
    const express = (await desk.zoneOf('DE')).methods.find((m) => m.code === 'express')!
    await desk.call('PATCH', `/api/staff/shipping/methods/${express.id}`, { free_from_eur_cents: 6000 })
    expect(await s.quote({ country: 'DE', shipping_method: 'express' })).toMatchObject({ shipping_cents: 0, free_shipping_threshold_cents: 6000 })
    expect(await s.quote({ country: 'US', shipping_method: 'express' })).toMatchObject({ currency: 'USD', free_shipping_threshold_cents: null })
    await desk.call('PATCH', `/api/staff/shipping/methods/${express.id}`, { free_from_eur_cents: null })
  })

  it('refuses a country no zone holds, with its own reason, in the quote and the order', async () => {
    const world = await desk.zoneOf('US')
    await desk.call('PATCH', `/api/staff/shipping/zones/${world.id}`, { countries: world.countries.filter((c) => c !== 'CA') })
    const s = shopper(ctx)
    await s.add(forty)
    const quote = await s.send('POST', '/api/checkout/quote', { country: 'CA' })
    expect(quote.statusCode).toBe(400)
    expect(quote.json()).toMatchObject({ reason: 'shipping_country_unserved', detail: 'We do not ship to this country yet' })
    const before = await countOrders(ctx)
    const order = await s.place({ email: 'cal@example.com', shipping_address: { ...BERLIN, country: 'CA' }, expected_total_cents: 4499, payment: { cash_on_delivery: true } })
    expect(order.statusCode).toBe(400)
    expect(order.json().reason).toBe('shipping_country_unserved')
    // A country outside the shop's list is a field mistake, not a zone question.
    const unknown = await s.send('POST', '/api/checkout/quote', { country: 'Narnia' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ reason: 'validation_failed', errors: [{ path: 'body.country', message: 'Please choose a country from the list' }] })
    expect(await countOrders(ctx)).toBe(before)
  })

  it('places an order with a method the zone offers, storing its code and price; refuses one it does not', async () => {
    const zone = await desk.zoneOf('DE')
    const added = await desk.call('POST', `/api/staff/shipping/zones/${zone.id}/methods`, { code: 'pickup_point', name: NAMES, price_cents: 390, carrier: 'packeta', delivery_days: '2–4' })
    expect(added.statusCode, added.body).toBe(201)

    const s = shopper(ctx)
    await s.add(forty)
    const q = await s.quote({ country: 'DE', shipping_method: 'pickup_point' })
    // A new method's euro price is filled from its dollar one: $3.90 → 3.59 € → 3.90 € on the euro list's rounding.
    expect(q).toMatchObject({ currency: 'EUR', shipping_method: 'pickup_point', shipping_cents: 390, total_cents: 3890 })
    const res = await s.place({ email: 'dora@example.com', shipping_address: BERLIN, shipping_method: 'pickup_point', expected_total_cents: q.total_cents, payment: { cash_on_delivery: true } })
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json<Order>()
    expect(order).toMatchObject({ currency: 'EUR', shipping_method: 'pickup_point', shipping_cents: 390, total_cents: 3890, shipping_address: BERLIN })
    const row = await ctx.db.kysely.selectFrom('shop_order').select(['shipping_method', 'shipping_cents']).where('id', '=', order.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ shipping_method: 'pickup_point', shipping_cents: 390 })

    // Czechia has no pickup point: the quote prices its first method, the order refuses.
    const t = shopper(ctx)
    await t.add(forty)
    expect(await t.quote({ country: 'CZ', shipping_method: 'pickup_point' })).toMatchObject({ shipping_method: 'standard', shipping_cents: 499 })
    const before = await countOrders(ctx)
    const refused = await t.place({ email: 'emil@example.com', shipping_method: 'pickup_point', expected_total_cents: 4390, payment: { cash_on_delivery: true } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().reason).toBe('shipping_method_unavailable')
    // A deactivated method is no longer offered or accepted.
    const pickup: { id: string } = added.json()
    await desk.call('PATCH', `/api/staff/shipping/methods/${pickup.id}`, { active: false })
    expect((await s.quote({ country: 'DE' })).shipping_options.map((o) => o.code)).toEqual(['standard', 'express'])
    await s.add(forty)
    const late = await s.place({ email: 'dora@example.com', shipping_address: BERLIN, shipping_method: 'pickup_point', expected_total_cents: 3890, payment: { cash_on_delivery: true } })
    expect(late.json().reason).toBe('shipping_method_unavailable')
    expect(await countOrders(ctx)).toBe(before)
  })
})
