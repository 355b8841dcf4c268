import { convertPrice, VARIANT_MESSAGES, type ProductDetail, type StaffProduct } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { createMarketsService } from '../markets/markets.service'
import { signUpStaff, type Account } from '../orders/orders.testing'
import { lastAudit, staffCall } from './catalog.admin.testing'
import { createPriceRefill } from './catalog.admin-prices'
import { createCatalogService } from './catalog.service'

/** The owner's rates in these tests: not the seeded ones (EUR 0.92, CZK 23), so a fill at the seeded rates shows. */
const EUR_RATE = 1_000_000
const CZK_RATE = 25_000_000
const eur = (usd: number) => convertPrice(usd, EUR_RATE, 'cents_90_95')
const czk = (usd: number, rate = CZK_RATE) => convertPrice(usd, rate, 'whole_9')

describe.each(testDialects())('price lists at the owner’s rates (%s)', (dialect) => {
  let ctx: TestContext
  let staff: Account
  let call: ReturnType<typeof staffCall>
  let productId: string
  let variantId: string

  const setRate = (currency: 'EUR' | 'CZK', rate_micros: number) =>
    ctx.db.kysely.updateTable('exchange_rate').set({ rate_micros }).where('currency', '=', currency).execute()

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    // The owner changed the rates before anything was priced: the catalog still holds the seeded fill.
    await setRate('EUR', EUR_RATE)
    await setRate('CZK', CZK_RATE)
    staff = await signUpStaff(ctx, dataDir, 'Pricer')
    call = staffCall(ctx)
    const row = await ctx.db.kysely
      .selectFrom('product as p')
      .innerJoin('product_variant as v', 'v.product_id', 'p.id')
      .select(['p.id', 'v.id as variant_id'])
      .where('p.kind', '=', 'single')
      .where('p.variant_count', '=', 1)
      .where('p.status', '=', 'published')
      .orderBy('p.id')
      .executeTakeFirstOrThrow()
    productId = row.id
    variantId = row.variant_id
  })
  afterAll(async () => ctx?.close())

  const detail = async (currency: string, id = productId): Promise<ProductDetail> => (await ctx.app.inject(`/api/product/${id}?currency=${currency}`)).json()
  const patchVariant = (body: Record<string, unknown>, id = variantId) => call('PATCH', `/api/staff/products/${productId}/variants/${id}`, staff.token, body)
  const refill = () => {
    const markets = createMarketsService({ db: ctx.db })
    const catalog = createCatalogService({ db: ctx.db, cache: ctx.cache })
    return createPriceRefill({ db: ctx.db, catalog, priceLists: async () => [await markets.priceList('EUR'), await markets.priceList('CZK')] })
  }

  it('creates a product with its EUR and CZK prices filled at the current rates, or as typed', async () => {
    const taxonomy = await ctx.db.kysely.selectFrom('product').select(['brand_id', 'category_id', 'subcategory_id']).where('id', '=', productId).executeTakeFirstOrThrow()
    const size = { size_unit: 'ml', label: null, weight_g: 120, low_stock_threshold: 5, stock: 3 }
    const res = await call('POST', '/api/staff/products', staff.token, {
      ...taxonomy,
      name: { en: 'Priced Balm' },
      description: { en: 'A balm.' },
      usage: { en: 'Apply.' },
      inci: ['Aqua'],
      pao_months: 12,
      variants: [
        { ...size, sku: 'PRICED-50', size_value: 50, price_cents: 1000, compare_at_cents: 1500 },
        { ...size, sku: 'PRICED-100', size_value: 100, price_cents: 1800, price_czk_cents: 39900, compare_at_czk_cents: 49900 },
      ],
    })
    expect(res.statusCode, res.body).toBe(201)
    const created = res.json<StaffProduct>()
    const [small, large] = created.variants
    expect(small).toMatchObject({ price_eur_cents: eur(1000), compare_at_eur_cents: eur(1500), price_eur_manual: false, price_czk_cents: czk(1000), compare_at_czk_cents: czk(1500), price_czk_manual: false })
    expect(eur(1000)).not.toBe(convertPrice(1000, 920_000, 'cents_90_95'))
    expect(large).toMatchObject({ price_eur_cents: eur(1800), price_czk_cents: 39900, compare_at_czk_cents: 49900, price_czk_manual: true, price_eur_manual: false })
    // The product's "from" price in each list is its lowest there.
    const stored = await ctx.db.kysely.selectFrom('product').select(['price_eur_cents', 'price_czk_cents']).where('id', '=', created.id).executeTakeFirstOrThrow()
    expect(stored).toEqual({ price_eur_cents: eur(1000), price_czk_cents: czk(1000) })
  })

  it('duplicates a product with its prices filled at the current rates (prices set by hand stay)', async () => {
    const source = await ctx.db.kysely.selectFrom('product_variant').selectAll().where('product_id', '=', productId).executeTakeFirstOrThrow()
    // The seed filled it at the seeded rates.
    expect(source.price_czk_cents).toBe(convertPrice(source.price_cents, 23_000_000, 'whole_9'))
    const res = await call('POST', `/api/staff/products/${productId}/duplicate`, staff.token)
    expect(res.statusCode, res.body).toBe(201)
    const [copy] = res.json<StaffProduct>().variants
    expect(copy).toMatchObject({ price_cents: source.price_cents, price_eur_cents: eur(source.price_cents), price_czk_cents: czk(source.price_cents), price_czk_manual: false })
  })

  it('keeps a CZK price typed by staff, shows it in the shop, and refuses bad list prices', async () => {
    for (const [body, path] of [
      [{ price_czk_cents: 0 }, 'price_czk_cents'],
      [{ price_czk_cents: 39900, compare_at_czk_cents: 39900 }, 'compare_at_czk_cents'],
      [{ price_eur_cents: 1500, fill_eur: true }, 'fill_eur'],
    ] as const) {
      const bad = await patchVariant(body)
      expect(bad.statusCode, JSON.stringify(body)).toBe(400)
      expect(bad.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(`body.${path}`)
    }
    // A compare-at price below the stored price is checked against the merged values too.
    const low = await patchVariant({ compare_at_czk_cents: 100 })
    expect(low.json()).toMatchObject({ status: 400, reason: 'compare_at_not_above', detail: VARIANT_MESSAGES.compareAtNotAbove })

    const res = await patchVariant({ price_czk_cents: 39950, compare_at_czk_cents: 45000 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<StaffProduct>().variants[0]).toMatchObject({ price_czk_cents: 39950, compare_at_czk_cents: 45000, price_czk_manual: true, price_eur_manual: false })
    const shown = await detail('CZK')
    expect([shown.price_cents, shown.compare_at_cents, shown.variants[0]!.price_cents]).toEqual([39950, 45000, 39950])
    expect((await lastAudit(ctx, productId)).details).toMatchObject({ price_czk_cents: { to: 39950 }, price_czk_manual: { from: 0, to: 1 } })
  })

  it('refills a list after the rate changed: the shop shows the new prices at once, a price set by hand stays', async () => {
    const other = await ctx.db.kysely.selectFrom('product').select(['id', 'price_cents']).where('status', '=', 'published').where('kind', '=', 'single').where('variant_count', '=', 1).where('id', '<>', productId).orderBy('id').executeTakeFirstOrThrow()
    const before = await detail('CZK', other.id)
    expect(before.price_cents).toBe(convertPrice(other.price_cents, 23_000_000, 'whole_9'))

    const result = await refill().refillPriceLists('CZK')
    expect(result.variants_changed).toBeGreaterThan(0)
    expect(result.variants_manual).toBeGreaterThanOrEqual(2)
    // The cached answer went with the refill: the same address answers the new price.
    expect((await detail('CZK', other.id)).price_cents).toBe(czk(other.price_cents))
    expect((await detail('CZK')).price_cents).toBe(39950)
    // EUR was not refilled: still the seeded fill.
    expect((await detail('EUR', other.id)).price_cents).toBe(convertPrice(other.price_cents, 920_000, 'cents_90_95'))

    // The rate changes again; the list follows, the product's lowest price in it too.
    await setRate('CZK', 30_000_000)
    await refill().refillPriceLists('CZK')
    expect((await detail('CZK', other.id)).price_cents).toBe(czk(other.price_cents, 30_000_000))
    const rows = await ctx.db.kysely.selectFrom('product_variant').select(['price_cents', 'price_czk_cents', 'compare_at_cents', 'compare_at_czk_cents', 'price_czk_manual']).execute()
    for (const r of rows.filter((r) => !r.price_czk_manual).slice(0, 200)) {
      expect(r.price_czk_cents).toBe(czk(r.price_cents, 30_000_000))
      expect(r.compare_at_czk_cents).toBe(r.compare_at_cents === null ? null : czk(r.compare_at_cents, 30_000_000))
    }
    expect((await detail('CZK')).price_cents).toBe(39950)
    expect(await refill().refillPriceLists('USD')).toEqual({ currency: 'USD', variants_changed: 0, variants_manual: 0 })
    await setRate('CZK', CZK_RATE)
    await refill().refillPriceLists('CZK')
  })

  it('"fill from USD" lets a list price set by hand follow the USD price again', async () => {
    const res = await patchVariant({ fill_czk: true })
    expect(res.statusCode, res.body).toBe(200)
    const [v] = res.json<StaffProduct>().variants
    expect(v).toMatchObject({ price_czk_manual: false, price_czk_cents: czk(v!.price_cents) })
    expect((await detail('CZK')).price_cents).toBe(czk(v!.price_cents))
    // A new USD price moves the filled lists with it, at the current rates.
    const moved = await patchVariant({ price_cents: 2490, compare_at_cents: null })
    expect(moved.json<StaffProduct>().variants[0]).toMatchObject({ price_eur_cents: eur(2490), price_czk_cents: czk(2490) })
  })

  it('sets a one-size product’s EUR price on the product form, and refuses it for a product in sizes', async () => {
    const res = await call('PATCH', `/api/staff/products/${productId}`, staff.token, { price_eur_cents: 2199 })
    expect(res.statusCode, res.body).toBe(200)
    const product = res.json<StaffProduct>()
    expect(product.variants[0]).toMatchObject({ price_eur_cents: 2199, price_eur_manual: true })
    expect((await detail('EUR')).price_cents).toBe(2199)
    // A USD change keeps the EUR price typed by hand and fills CZK.
    const usd = await call('PATCH', `/api/staff/products/${productId}`, staff.token, { price_cents: 2590 })
    expect(usd.json<StaffProduct>().variants[0]).toMatchObject({ price_eur_cents: 2199, price_czk_cents: czk(2590) })
    const fill = await call('PATCH', `/api/staff/products/${productId}`, staff.token, { fill_eur: true })
    expect(fill.json<StaffProduct>().variants[0]).toMatchObject({ price_eur_cents: eur(2590), price_eur_manual: false })

    const sized = await ctx.db.kysely.selectFrom('product').select('id').where('variant_count', '>', 1).orderBy('id').executeTakeFirstOrThrow()
    const refused = await call('PATCH', `/api/staff/products/${sized.id}`, staff.token, { price_czk_cents: 29900 })
    expect(refused.json()).toMatchObject({ status: 400, reason: 'product_has_sizes' })
  })
})
