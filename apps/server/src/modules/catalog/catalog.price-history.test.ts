import { convertPrice, type ProductDetail, type ProductList, type StaffProduct } from '@shop/domain'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { createMarketsService } from '../markets/markets.service'
import { signUpStaff, type Account } from '../orders/orders.testing'
import { staffCall } from './catalog.admin.testing'
import { createPriceRefill } from './catalog.admin-prices'
import { priceHistoryOf, priorLow, type PricePoint } from './catalog.price-history'
import { createCatalogService } from './catalog.service'

const DAY = 86_400_000
const ago = (days: number, from = Date.now()) => new Date(from - days * DAY).toISOString()

describe('the prior 30-day low of a reduction (decision 045)', () => {
  const p = (days: number, price: number, compareAt: number | null = null): PricePoint => ({ valid_from: ago(days, Date.UTC(2026, 10, 28)), price_cents: price, compare_at_cents: compareAt })

  it('is none while the price is not shown reduced', () => {
    expect(priorLow([])).toBeNull()
    expect(priorLow([p(90, 2000)])).toBeNull()
    expect(priorLow([p(90, 2000), p(10, 1500, 2000), p(2, 2000)])).toBeNull()
  })

  it('is the lowest price applied in the 30 days before the reduction began: a price raised then reduced shows the price before the raise', () => {
    expect(priorLow([p(120, 1000), p(20, 1500), p(0, 1200, 1500)])).toBe(1000)
    // Raised more than 30 days before the reduction: the raised price is all the window saw.
    expect(priorLow([p(120, 1000), p(45, 1500), p(0, 1200, 1500)])).toBe(1500)
  })

  it('keeps the figure of a reduction begun more than 30 days ago, and through a deeper cut', () => {
    const history = [p(160, 2000), p(60, 1500, 2000)]
    expect(priorLow(history)).toBe(2000)
    expect(priorLow([...history, p(0, 1400, 2000)])).toBe(2000)
  })

  it('counts an earlier sale that ended within the 30 days', () => {
    expect(priorLow([p(160, 2000), p(60, 1400, 2000), p(10, 2000), p(0, 1900, 2000)])).toBe(1400)
    // … but not one that ended before them.
    expect(priorLow([p(160, 2000), p(90, 1400, 2000), p(40, 2000), p(0, 1900, 2000)])).toBe(2000)
  })

  it('is the reduced price itself when the product was reduced from its first day (no saving is claimed)', () => {
    expect(priorLow([p(5, 900, 1200)])).toBe(900)
  })
})

describe.each(testDialects())('price history written by every price change (%s)', (dialect) => {
  let ctx: TestContext
  let staff: Account
  let call: ReturnType<typeof staffCall>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Historian')
    call = staffCall(ctx)
  })
  afterAll(async () => ctx?.close())

  /** Published one-size products shown at their full price, in id order, skipping `skip`. */
  async function plainProduct(skip: number): Promise<{ id: string; variant_id: string; price: number }> {
    const row = await ctx.db.kysely
      .selectFrom('product as p')
      .innerJoin('product_variant as v', 'v.product_id', 'p.id')
      .select(['p.id', 'v.id as variant_id', 'v.price_cents'])
      .where('p.kind', '=', 'single')
      .where('p.variant_count', '=', 1)
      .where('p.status', '=', 'published')
      .where('p.compare_at_cents', 'is', null)
      .orderBy('p.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow()
    return { id: row.id, variant_id: row.variant_id, price: row.price_cents }
  }
  /** Moves a variant's whole history `days` into the past (oldest first, so no two points meet). */
  async function age(variantId: string, days: number): Promise<void> {
    const rows = await ctx.db.kysely.selectFrom('variant_price_history').selectAll().where('variant_id', '=', variantId).orderBy('valid_from').execute()
    for (const r of rows) {
      await ctx.db.kysely
        .updateTable('variant_price_history')
        .set({ valid_from: new Date(Date.parse(r.valid_from) - days * DAY).toISOString() })
        .where('variant_id', '=', r.variant_id)
        .where('currency', '=', r.currency)
        .where('valid_from', '=', r.valid_from)
        .execute()
    }
  }
  const patchVariant = async (productId: string, variantId: string, body: Record<string, unknown>) => {
    const res = await call('PATCH', `/api/staff/products/${productId}/variants/${variantId}`, staff.token, body)
    expect(res.statusCode, res.body).toBe(200)
  }
  const detail = async (id: string, currency = 'USD'): Promise<ProductDetail> => (await ctx.app.inject(`/api/product/${id}?currency=${currency}`)).json()
  const historyCount = async (variantId: string) =>
    Number((await ctx.db.kysely.selectFrom('variant_price_history').select((eb) => eb.fn.countAll<number>().as('n')).where('variant_id', '=', variantId).executeTakeFirstOrThrow()).n)
  const rates = async () => {
    const rows = await ctx.db.kysely.selectFrom('exchange_rate').select(['currency', 'rate_micros']).execute()
    return Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate_micros)])) as Record<string, number>
  }

  it('a price raised and then reduced shows the price before the raise, in every list, on the product page and in lists', async () => {
    const { id, variant_id, price } = await plainProduct(0)
    await age(variant_id, 100)
    await patchVariant(id, variant_id, { price_cents: price + 500 })
    await age(variant_id, 20)
    await patchVariant(id, variant_id, { price_cents: price + 200, compare_at_cents: price + 500 })

    const usd = await priceHistoryOf(ctx.db.kysely, variant_id, 'USD')
    expect(usd.map((h) => [h.price_cents, h.compare_at_cents])).toEqual([[price, null], [price + 500, null], [price + 200, price + 500]])
    for (const currency of ['EUR', 'CZK'] as const) expect(await priceHistoryOf(ctx.db.kysely, variant_id, currency)).toHaveLength(3)

    const page = await detail(id)
    expect(page).toMatchObject({ price_cents: price + 200, compare_at_cents: price + 500, prior_low_cents: price })
    expect(page.variants[0]).toMatchObject({ price_cents: price + 200, compare_at_cents: price + 500, prior_low_cents: price })
    const { EUR, CZK } = await rates()
    expect((await detail(id, 'EUR')).prior_low_cents).toBe(convertPrice(price, EUR!, 'cents_90_95'))
    expect((await detail(id, 'CZK')).variants[0]!.prior_low_cents).toBe(convertPrice(price, CZK!, 'whole_9'))
    // A list reads it from the product row it reads anyway.
    const list: ProductList = (await ctx.app.inject(`/api/product?category=${page.category.slug}&page_size=48&sort=price_desc&currency=EUR`)).json()
    const listed = list.data.find((p) => p.id === id) ?? (await ctx.app.inject(`/api/search?query=${encodeURIComponent(page.name)}&currency=EUR`)).json().results.find((p: { id: string }) => p.id === id)
    expect(listed).toMatchObject({ prior_low_cents: convertPrice(price, EUR!, 'cents_90_95') })
  })

  it('a reduction begun more than 30 days ago keeps its figure through a deeper cut; a sale ended within 30 days counts for the next', async () => {
    const { id, variant_id, price } = await plainProduct(1)
    await age(variant_id, 100)
    await patchVariant(id, variant_id, { price_cents: price - 300, compare_at_cents: price })
    expect((await detail(id)).prior_low_cents).toBe(price)
    await age(variant_id, 60)
    await patchVariant(id, variant_id, { price_cents: price - 400 })
    expect((await detail(id)).prior_low_cents, 'not the reduced price of the last 60 days').toBe(price)

    await patchVariant(id, variant_id, { price_cents: price, compare_at_cents: null })
    const ended = await detail(id)
    expect(ended).toMatchObject({ compare_at_cents: null, prior_low_cents: null })
    expect(ended.variants[0]!.prior_low_cents).toBeNull()
    await age(variant_id, 10)
    await patchVariant(id, variant_id, { price_cents: price - 100, compare_at_cents: price })
    expect((await detail(id)).prior_low_cents).toBe(price - 400)
  })

  it('product creation, a new size, the one-size form, duplication, the CSV import and a rate change each write history', async () => {
    const taxonomy = await ctx.db.kysely.selectFrom('product').select(['brand_id', 'category_id', 'subcategory_id']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow()
    const size = { size_unit: 'ml', label: null, weight_g: 120, low_stock_threshold: 5, stock: 3 }
    const created = await call('POST', '/api/staff/products', staff.token, {
      ...taxonomy,
      name: { en: 'History Balm' },
      description: { en: 'A balm.' },
      usage: { en: 'Apply.' },
      inci: ['Aqua'],
      pao_months: 12,
      variants: [{ ...size, sku: 'HIST-50', size_value: 50, price_cents: 1000, compare_at_cents: 1500 }],
    })
    expect(created.statusCode, created.body).toBe(201)
    const product = created.json<StaffProduct>()
    const first = product.variants[0]!.id
    expect(await historyCount(first)).toBe(3)
    // Put on sale from its first day: the lowest known price is the price itself.
    const stored = await ctx.db.kysely.selectFrom('product_variant').select(['prior_low_cents', 'prior_low_eur_cents', 'price_eur_cents']).where('id', '=', first).executeTakeFirstOrThrow()
    expect(stored.prior_low_cents).toBe(1000)
    expect(stored.prior_low_eur_cents).toBe(stored.price_eur_cents)

    const added = await call('POST', `/api/staff/products/${product.id}/variants`, staff.token, { ...size, sku: 'HIST-100', size_value: 100, gtin: null, price_cents: 1800, compare_at_cents: null })
    expect(added.statusCode, added.body).toBe(201)
    const second = added.json<StaffProduct>().variants.find((v) => v.sku === 'HIST-100')!.id
    expect(await historyCount(second)).toBe(3)

    const single = await plainProduct(2)
    const before = await historyCount(single.variant_id)
    const form = await call('PATCH', `/api/staff/products/${single.id}`, staff.token, { price_cents: single.price + 100 })
    expect(form.statusCode, form.body).toBe(200)
    expect(await historyCount(single.variant_id)).toBe(before + 3)
    // A change that is not a price writes nothing.
    expect((await call('PATCH', `/api/staff/products/${single.id}`, staff.token, { featured: true })).statusCode).toBe(200)
    expect(await historyCount(single.variant_id)).toBe(before + 3)

    const copy = await call('POST', `/api/staff/products/${product.id}/duplicate`, staff.token)
    expect(copy.statusCode, copy.body).toBe(201)
    for (const v of copy.json<StaffProduct>().variants) expect(await historyCount(v.id)).toBe(3)

    // The CSV import: one price changed in the file.
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/staff/products/export.csv', headers: { authorization: `Bearer ${staff.token}` } })
    const rows = parse(exported.body, { bom: true, columns: true }) as Array<Record<string, string>>
    const row = rows.find((r) => r.sku === 'HIST-100')!
    row.price = '17.50'
    const csvBefore = await priceHistoryOf(ctx.db.kysely, second, 'USD')
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/products/import.csv',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'text/csv' },
      payload: stringify(rows, { header: true, bom: true, columns: Object.keys(rows[0]!) }),
    })
    expect(imported.statusCode, imported.body).toBe(200)
    const csvAfter = await priceHistoryOf(ctx.db.kysely, second, 'USD')
    expect(csvAfter).toHaveLength(csvBefore.length + 1)
    expect(csvAfter.at(-1)).toMatchObject({ price_cents: 1750, compare_at_cents: null })

    // The owner's new euro rate refills the EUR list: EUR points only.
    await ctx.db.kysely.updateTable('exchange_rate').set({ rate_micros: 1_100_000 }).where('currency', '=', 'EUR').execute()
    const markets = createMarketsService({ db: ctx.db })
    const refill = createPriceRefill({ db: ctx.db, catalog: createCatalogService({ db: ctx.db, cache: ctx.cache }), priceLists: async () => [await markets.priceList('EUR'), await markets.priceList('CZK')] })
    const usdBefore = (await priceHistoryOf(ctx.db.kysely, second, 'USD')).length
    const eurBefore = (await priceHistoryOf(ctx.db.kysely, second, 'EUR')).length
    await refill.refillPriceLists('EUR')
    const eur = await priceHistoryOf(ctx.db.kysely, second, 'EUR')
    expect(eur).toHaveLength(eurBefore + 1)
    expect(eur.at(-1)!.price_cents).toBe(convertPrice(1750, 1_100_000, 'cents_90_95'))
    expect(await priceHistoryOf(ctx.db.kysely, second, 'USD')).toHaveLength(usdBefore)
  })

  it('the demo catalog starts with a real history: reduced products were reduced from a regular price, some after a promotion', async () => {
    const reduced = await ctx.db.kysely
      .selectFrom('product_variant')
      .select(['id', 'price_cents', 'compare_at_cents', 'prior_low_cents'])
      .where('compare_at_cents', 'is not', null)
      .where('id', 'not in', ctx.db.kysely.selectFrom('variant_price_history').select('variant_id').where('currency', '=', 'USD').where('valid_from', '>', ago(1)))
      .execute()
    expect(reduced.length).toBeGreaterThan(10)
    let belowCompareAt = 0
    for (const v of reduced) {
      const history = await priceHistoryOf(ctx.db.kysely, v.id, 'USD')
      expect(history.length, v.id).toBeGreaterThanOrEqual(1)
      expect(history.at(-1)).toMatchObject({ price_cents: v.price_cents, compare_at_cents: v.compare_at_cents })
      expect(v.prior_low_cents).toBe(priorLow(history))
      if (v.prior_low_cents! < v.compare_at_cents!) belowCompareAt++
    }
    expect(belowCompareAt, 'some demo sales followed a promotion').toBeGreaterThan(0)
    const plain = await plainProduct(5)
    expect(await priceHistoryOf(ctx.db.kysely, plain.variant_id, 'CZK')).toHaveLength(1)
  })
})
