import { codLimitMessage, type Cart, type Order, type Quote } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { ADDRESS, countOrders, product, setListPrices, shopper, stockOf } from './checkout.testing'

/**
 * Issue 18, decision 038: the cart, the quote and the order are priced in the delivery country's
 * market, with the seeded markets as they are: Czechia in crowns with 21 % VAT, Germany 19 % and
 * Austria 20 % in euros, the United States in dollars without VAT.
 */
const PRAGUE = ADDRESS
const BERLIN = { ...ADDRESS, street: 'Torstraße 1', city: 'Berlin', state: '', country: 'DE', zip_code: '10119' }

/** Every amount adds up: lines and shipping to the totals, the breakdown to the VAT and total. */
function expectExact(q: Quote) {
  const lineVat = q.lines.reduce((s, l) => s + l.vat_cents, 0)
  expect(lineVat + q.shipping_vat_cents).toBe(q.vat_cents)
  const net = q.lines.reduce((s, l) => s + l.net_cents, 0) + q.shipping_net_cents
  expect(net + q.vat_cents).toBe(q.total_cents)
  for (const l of q.lines) expect(l.net_cents + l.vat_cents + l.discount_cents).toBe(l.line_total_cents)
  expect(q.lines.reduce((s, l) => s + l.discount_cents, 0)).toBe(q.discount_cents)
  expect(q.vat_breakdown.reduce((s, b) => s + b.vat_cents, 0)).toBe(q.vat_cents)
  expect(q.vat_breakdown.reduce((s, b) => s + b.gross_cents, 0)).toBe(q.total_cents)
  expect(q.subtotal_cents - q.discount_cents + q.shipping_cents).toBe(q.total_cents)
}

describe.each(testDialects())('checkout in the market of the delivery country (%s)', (dialect) => {
  let ctx: TestContext
  let cream: string
  let soap: string
  let oil: string

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
    // $19.90 / 18,90 € / 449 Kč and $13.90 / 12,90 € / 299 Kč; a 999 Kč oil for large orders.
    cream = await product(ctx, 1990, 1000, 0)
    soap = await product(ctx, 1390, 1000, 1)
    oil = await product(ctx, 4290, 1000, 2)
    await setListPrices(ctx, cream, { EUR: 1890, CZK: 44900 })
    await setListPrices(ctx, soap, { EUR: 1290, CZK: 29900 })
    await setListPrices(ctx, oil, { EUR: 3990, CZK: 99900 })
  })
  afterAll(async () => ctx?.close())

  it('prices a Czech quote in crowns with 21 % VAT lines that add up exactly, shipping taxed at the goods’ rate', async () => {
    const s = shopper(ctx)
    await s.add(cream)
    await s.add(soap)
    const q = await s.quote({ country: 'CZ', lang: 'cz' })
    expect(q).toMatchObject({ currency: 'CZK', market: 'cz', tax_mode: 'included', vat_rate_bp: 2100, subtotal_cents: 74800 })
    // Standard shipping: $4.99 → 119 Kč, free from $50 → 1 149 Kč (the crown list's …9 rounding).
    expect(q).toMatchObject({ shipping_cents: 11900, free_shipping_threshold_cents: 114900, total_cents: 74800 + 11900 })
    // VAT inside each gross, rounded half up: 449 Kč → 77,93 Kč; 299 Kč → 51,89 Kč; 119 Kč → 20,65 Kč.
    expect(q.lines.map((l) => [l.line_total_cents, l.net_cents, l.vat_rate_bp, l.vat_cents])).toEqual([
      [44900, 37107, 2100, 7793],
      [29900, 24711, 2100, 5189],
    ])
    expect(q).toMatchObject({ shipping_net_cents: 9835, shipping_vat_cents: 2065, vat_cents: 7793 + 5189 + 2065 })
    expect(q.vat_breakdown).toEqual([{ vat_rate_bp: 2100, net_cents: 37107 + 24711 + 9835, vat_cents: 15047, gross_cents: 86700 }])
    expectExact(q)
  })

  it('prices Germany at 19 % and Austria at 20 % in euros (one sticker price), the United States in dollars without VAT', async () => {
    const s = shopper(ctx)
    await s.add(cream)
    await s.add(soap)
    const de = await s.quote({ country: 'DE' })
    // 18,90 € + 12,90 € + 6,95 € shipping (the neighbours' $7.90 on the euro list).
    expect(de).toMatchObject({ currency: 'EUR', market: 'de-at', tax_mode: 'included', vat_rate_bp: 1900, subtotal_cents: 3180, shipping_cents: 695, total_cents: 3875 })
    expect(de.lines.map((l) => l.vat_cents)).toEqual([302, 206])
    expect(de).toMatchObject({ shipping_vat_cents: 111, vat_cents: 619 })
    expectExact(de)
    const at = await s.quote({ country: 'AT' })
    expect(at).toMatchObject({ currency: 'EUR', vat_rate_bp: 2000, total_cents: 3875, vat_cents: 315 + 215 + 116 })
    expect(at.lines.map((l) => l.vat_cents)).toEqual([315, 215])
    expectExact(at)
    const us = await s.quote({ country: 'US' })
    // $19.90 + $13.90 + $19.90 shipping to the rest of the world, no VAT on exports.
    expect(us).toMatchObject({ currency: 'USD', market: 'world', tax_mode: 'none', vat_rate_bp: 0, subtotal_cents: 3380, shipping_cents: 1990, total_cents: 5370, vat_cents: 0, shipping_vat_cents: 0 })
    expect(us.lines.map((l) => [l.net_cents, l.vat_cents])).toEqual([[1990, 0], [1390, 0]])
    expect(us.vat_breakdown).toEqual([{ vat_rate_bp: 0, net_cents: 5370, vat_cents: 0, gross_cents: 5370 }])
    expectExact(us)
  })

  it('re-prices the same cart when the delivery country changes, and refuses a total seen in another currency', async () => {
    const s = shopper(ctx)
    await s.add(cream, 2)
    const cz = await s.quote({ country: 'CZ' })
    expect(cz).toMatchObject({ currency: 'CZK', subtotal_cents: 89800 })
    const de = await s.quote({ country: 'DE' })
    expect(de).toMatchObject({ currency: 'EUR', subtotal_cents: 3780 })
    // The shopper saw crowns, then set a German address: 409 with its own reason, nothing written.
    const before = await countOrders(ctx)
    const stock = await stockOf(ctx, cream)
    const stale = await s.place({ email: 'hans@example.com', shipping_address: BERLIN, expected_total_cents: cz.total_cents, expected_currency: 'CZK', payment: { cash_on_delivery: true } })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ reason: 'currency_changed' })
    expect(stale.json().detail).toContain('CZK → EUR')
    expect(await countOrders(ctx)).toBe(before)
    expect(await stockOf(ctx, cream)).toBe(stock)
    // After reviewing the euro total it goes through.
    const ok = await s.place({ email: 'hans@example.com', shipping_address: BERLIN, expected_total_cents: de.total_cents, expected_currency: 'EUR', payment: { cash_on_delivery: true } })
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json<Order>()).toMatchObject({ currency: 'EUR', total_cents: de.total_cents, vat_cents: de.vat_cents, tax_mode: 'included', vat_country: 'DE', market: 'de-at' })
  })

  it('stores the VAT of every line and of the shipping exactly as the quote showed, and answers them to shopper and tracking', async () => {
    const s = shopper(ctx)
    await s.add(cream)
    await s.add(soap)
    await s.add(soap)
    // 1 047 Kč: over GET15's 759 Kč minimum, under the 1 149 Kč free-shipping line.
    const q = await s.quote({ country: 'CZ', lang: 'cz', coupons: ['GET15'] })
    expect(q).toMatchObject({ discount_cents: 15705, shipping_vat_cents: 2065 })
    const res = await s.place({ email: 'jana@example.com', lang: 'cz', coupons: ['GET15'], shipping_address: PRAGUE, expected_total_cents: q.total_cents, expected_currency: 'CZK', payment: { cash_on_delivery: true } })
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json<Order>()
    const row = await ctx.db.kysely.selectFrom('shop_order').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      currency: 'CZK',
      market: 'cz',
      tax_mode: 'included',
      vat_country: 'CZ',
      subtotal_cents: q.subtotal_cents,
      discount_cents: q.discount_cents,
      shipping_cents: q.shipping_cents,
      shipping_net_cents: q.shipping_net_cents,
      shipping_vat_rate_bp: 2100,
      shipping_vat_cents: q.shipping_vat_cents,
      vat_cents: q.vat_cents,
      total_cents: q.total_cents,
      cod_cents: q.total_cents,
    })
    const lines = await ctx.db.kysely
      .selectFrom('order_line')
      .select(['variant_id', 'line_total_cents', 'discount_cents', 'net_cents', 'vat_rate_bp', 'vat_cents'])
      .where('order_id', '=', order.id)
      .execute()
    for (const l of q.lines) {
      expect(lines.find((r) => r.variant_id === l.variant_id)).toEqual({
        variant_id: l.variant_id,
        line_total_cents: l.line_total_cents,
        discount_cents: l.discount_cents,
        net_cents: l.net_cents,
        vat_rate_bp: l.vat_rate_bp,
        vat_cents: l.vat_cents,
      })
    }
    expect(order).toMatchObject({ currency: 'CZK', vat_cents: q.vat_cents, vat_breakdown: q.vat_breakdown, shipping_vat_cents: q.shipping_vat_cents })
    const tracked = await s.send('POST', '/api/orders/track', { number: order.number, email: 'jana@example.com' })
    expect(tracked.json<Order>()).toMatchObject({ currency: 'CZK', vat_cents: q.vat_cents, vat_breakdown: q.vat_breakdown })
  })

  it('lowers the taxed amount by a coupon: its discount is shared over the lines before their VAT', async () => {
    const s = shopper(ctx)
    await s.add(cream)
    await s.add(oil)
    const plain = await s.quote({ country: 'CZ', lang: 'cz' })
    const q = await s.quote({ country: 'CZ', lang: 'cz', coupons: ['GET15'] })
    // 15 % of 1 448 Kč = 217,20 Kč, shared 67,35 + 149,85 in proportion to the lines; shipping is free.
    expect(q).toMatchObject({ discount_cents: 21720, shipping_cents: 0, coupons: [{ code: 'GET15', kind: 'percent', value: 15, amount_cents: 21720 }] })
    expect(q.lines.map((l) => [l.discount_cents, l.net_cents, l.vat_cents])).toEqual([
      [6735, 38165 - 6624, 6624],
      [14985, 84915 - 14737, 14737],
    ])
    expect(q.vat_cents).toBe(6624 + 14737)
    expect(plain.vat_cents).toBe(7793 + 17338)
    expectExact(q)
  })

  it('takes GET15 as 379 Kč in English and says when it takes the goods under the free-shipping line', async () => {
    const s = shopper(ctx)
    await s.add(cream, 2)
    await s.add(soap)
    // 1 197 Kč ships free (from 1 149 Kč); 379 Kč off leaves 818 Kč, so shipping is charged.
    expect(await s.quote({ country: 'CZ' })).toMatchObject({ subtotal_cents: 119700, shipping_cents: 0, coupon_cancels_free_shipping: false })
    const q = await s.quote({ country: 'CZ', coupons: ['GET15'] })
    expect(q).toMatchObject({ coupons: [{ code: 'GET15', kind: 'fixed', value: 37900, amount_cents: 37900 }], shipping_cents: 11900, coupon_cancels_free_shipping: true })
    expectExact(q)
    // 15 € in euros; its minimum is 30 € (759 Kč in crowns).
    expect(await s.quote({ country: 'DE', coupons: ['GET15'] })).toMatchObject({ coupons: [{ code: 'GET15', kind: 'fixed', amount_cents: 1500 }] })
    const small = shopper(ctx)
    await small.add(soap)
    expect((await small.quote({ country: 'CZ', coupons: ['GET15'] })).rejected_coupons).toEqual([{ code: 'GET15', reason: 'min_order' }])
  })

  it('limits cash on delivery to 7 500 Kč in crowns, naming the amount', async () => {
    const s = shopper(ctx)
    await s.add(oil, 8)
    const q = await s.quote({ country: 'CZ' })
    expect(q.total_cents).toBe(799200)
    const res = await s.place({ email: 'big@example.com', shipping_address: PRAGUE, expected_total_cents: q.total_cents, payment: { cash_on_delivery: true } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ reason: 'cod_limit', detail: codLimitMessage('CZK') })
    expect(codLimitMessage('CZK')).toContain('7,500')
  })

  it('answers the cart in the currency of the delivery country, the Ship to cookie, else the language’s country', async () => {
    const s = shopper(ctx)
    await s.add(cream)
    const usd = (await s.send('GET', '/api/cart')).json<Cart>()
    expect(usd).toMatchObject({ currency: 'USD', country: 'US', tax_mode: 'none', subtotal_cents: 1990 })
    expect(usd.items[0]).toMatchObject({ seen_currency: 'USD', seen_price_cents: 1990, notices: [] })
    // Another currency's price is not a price change: no notice.
    const czk = (await s.send('GET', '/api/cart?country=CZ')).json<Cart>()
    expect(czk).toMatchObject({ currency: 'CZK', country: 'CZ', tax_mode: 'included', free_shipping_from_cents: 114900, subtotal_cents: 44900 })
    expect(czk.items[0]).toMatchObject({ unit_price_cents: 44900, seen_currency: 'USD', notices: [] })
    // A line written in crowns remembers crowns; a change of the crown price is a notice.
    const t = shopper(ctx)
    expect((await t.send('POST', '/api/cart?country=CZ', { product_id: soap })).json<Cart>()).toMatchObject({ currency: 'CZK', items: [{ seen_currency: 'CZK', seen_price_cents: 29900 }] })
    await setListPrices(ctx, soap, { CZK: 31900 })
    expect((await t.send('GET', '/api/cart?country=CZ')).json<Cart>().items[0]).toMatchObject({ unit_price_cents: 31900, seen_price_cents: 29900, notices: ['price_up'] })
    expect((await t.send('GET', '/api/cart?country=DE')).json<Cart>().items[0]).toMatchObject({ unit_price_cents: 1290, notices: [] })
    await setListPrices(ctx, soap, { CZK: 29900 })
    // No country in the query: the "Ship to" cookie, else the language's country.
    const shipTo = await ctx.app.inject({ method: 'GET', url: '/api/cart?lang=cz', headers: { cookie: 'ship_to=DE' } })
    expect(shipTo.json<Cart>()).toMatchObject({ currency: 'EUR', country: 'DE', items: [] })
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cart?lang=cz' })).json<Cart>()).toMatchObject({ currency: 'CZK', country: 'CZ' })
  })
})
