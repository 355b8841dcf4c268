import { CHECKOUT_MESSAGES, type ProductDetail, type ProductList } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryCache } from '../../lib/cache'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createCatalogService } from './catalog.service'
import { createStockService } from './catalog.stock.service'
import { setDefaultVariantStock, setVariantStock } from './catalog.variants.testing'

describe.each(testDialects())('catalog stock and cache (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.close())

  /** The product's default variant holds `stock`, its others none. */
  const setStock = (id: string, stock: number) => setDefaultVariantStock(ctx.db.kysely, id, stock)
  const setPart = (variantId: string, stock: number) => setVariantStock(ctx.db.kysely, variantId, stock)

  async function comboWithParts() {
    const combo = await ctx.db.kysely.selectFrom('product').select(['id', 'stock']).where('kind', '=', 'combo').orderBy('id').executeTakeFirstOrThrow()
    const parts = await ctx.db.kysely.selectFrom('combo_item').selectAll().where('combo_id', '=', combo.id).orderBy('product_id').execute()
    return { combo, parts }
  }

  it('limits a combo by its parts, in details, lists and the in-stock filter alike', async () => {
    const service = createCatalogService({ db: ctx.db, cache: createMemoryCache() })
    const { combo, parts } = await comboWithParts()
    const [part] = parts
    await setStock(combo.id, 50)
    for (const p of parts) await setPart(p.variant_id, 1000)
    // 2 bundles' worth of the first part (plus a remainder that makes no whole bundle).
    await setPart(part!.variant_id, part!.quantity * 2 + part!.quantity - 1)

    const detail = JSON.parse(await service.productDetailJson(combo.id, 'en')) as ProductDetail
    expect(detail.stock).toBe(2)
    expect(detail.stock_state).toBe('low_stock')
    const listed = JSON.parse(await service.productListJson(listQuery({ category: 'combo', page_size: 96 }))) as ProductList
    expect(listed.data.find((p) => p.id === combo.id)!.stock).toBe(2)

    // The bundle's own stock limits it too.
    await setStock(combo.id, 1)
    await service.invalidate()
    expect((JSON.parse(await service.productDetailJson(combo.id, 'en')) as ProductDetail).stock).toBe(1)

    // A part sold out: the bundle is out of stock and leaves the in-stock list.
    await setPart(part!.variant_id, part!.quantity - 1)
    await service.invalidate()
    const soldOut = JSON.parse(await service.productDetailJson(combo.id, 'en')) as ProductDetail
    expect(soldOut).toMatchObject({ stock: 0, stock_state: 'out_of_stock' })
    const inStock = JSON.parse(await service.productListJson(listQuery({ category: 'combo', in_stock: true, page_size: 96 }))) as ProductList
    expect(inStock.data.some((p) => p.id === combo.id)).toBe(false)
    const everything = JSON.parse(await service.productListJson(listQuery({ category: 'combo', page_size: 96 }))) as ProductList
    expect(inStock.total).toBe(everything.total - everything.data.filter((p) => p.stock === 0).length)
  })

  it('serves cached answers until invalidate() bumps the generation', async () => {
    const service = createCatalogService({ db: ctx.db, cache: createMemoryCache() })
    const product = await ctx.db.kysely.selectFrom('product').select(['id', 'price_cents']).where('kind', '=', 'single').orderBy('id').executeTakeFirstOrThrow()
    const before = JSON.parse(await service.productDetailJson(product.id, 'en')) as ProductDetail
    await ctx.db.kysely.updateTable('product').set({ price_cents: product.price_cents + 100 }).where('id', '=', product.id).execute()
    expect((JSON.parse(await service.productDetailJson(product.id, 'en')) as ProductDetail).price_cents).toBe(before.price_cents)
    await service.invalidate()
    expect((JSON.parse(await service.productDetailJson(product.id, 'en')) as ProductDetail).price_cents).toBe(before.price_cents + 100)
  })

  it('caches HTTP answers per language and query', async () => {
    const first = await ctx.app.inject('/api/product?sort=price_asc&page_size=5')
    const again = await ctx.app.inject('/api/product?page_size=5&sort=price_asc')
    expect(again.body).toBe(first.body)
    const cz = await ctx.app.inject('/api/product?sort=price_asc&page_size=5&lang=cz')
    expect(cz.body).not.toBe(first.body)
  })

  it('gives the media module what it draws from', async () => {
    const service = createCatalogService({ db: ctx.db, cache: createMemoryCache() })
    const { combo } = await comboWithParts()
    const art = await service.productArt(combo.id)
    expect(art).toMatchObject({ id: combo.id, kind: 'combo' })
    expect(art!.name.length).toBeGreaterThan(0)
    expect(art!.style.color).toMatch(/^#[0-9a-f]{6}$/i)
    expect(await service.productArt('prd_missing')).toBeNull()
    const banner = await ctx.db.kysely.selectFrom('banner').select('id').orderBy('position').executeTakeFirstOrThrow()
    const bannerArt = await service.bannerArt(banner.id)
    expect(bannerArt!.style.motif).toMatch(/^(leaves|drops|petals|waves|lotus)$/)
    expect(await service.bannerArt('ban_missing')).toBeNull()
  })
})

function listQuery(q: { category?: string; in_stock?: boolean; page_size?: number }) {
  return { lang: 'en' as const, currency: 'USD' as const, sort: 'popularity' as const, page: 1, page_size: 24, ...q }
}

describe.each(testDialects())('stock service: take and restore (%s)', (dialect) => {
  let ctx: TestContext
  let stock: ReturnType<typeof createStockService>
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
    stock = createStockService(ctx.db)
  })
  afterAll(async () => ctx?.close())

  const k = () => ctx.db.kysely
  /** Variant ids by product id: a single's and a combo's default, a part's the one its bundle holds. */
  const variantOf = new Map<string, string>()
  const setStock = (id: string, value: number) => setVariantStock(k(), variantOf.get(id)!, value)
  const line = (product_id: string, quantity: number) => ({ product_id, variant_id: variantOf.get(product_id)!, quantity })
  /** Each product's stock (its variant's) and sold count. */
  const shelf = async (ids: string[]) => {
    const rows = await k()
      .selectFrom('product_variant as v')
      .innerJoin('product as p', 'p.id', 'v.product_id')
      .select(['p.id', 'v.stock', 'p.sold_count'])
      .where('v.id', 'in', ids.map((id) => variantOf.get(id)!))
      .execute()
    return Object.fromEntries(rows.map((r) => [r.id, { stock: r.stock, sold: r.sold_count }]))
  }
  const inTx = (work: (tx: Parameters<typeof stock.take>[0]) => Promise<void>) => k().transaction().execute(work)

  async function fixture() {
    const combo = await k().selectFrom('product').select('id').where('kind', '=', 'combo').orderBy('id').executeTakeFirstOrThrow()
    const parts = await k().selectFrom('combo_item').select(['product_id', 'variant_id', 'quantity']).where('combo_id', '=', combo.id).orderBy('product_id').execute()
    const partIds = parts.map((p) => p.product_id)
    const single = await k().selectFrom('product').select('id').where('kind', '=', 'single').where('id', 'not in', partIds).orderBy('id').executeTakeFirstOrThrow()
    variantOf.set(combo.id, await setDefaultVariantStock(k(), combo.id, 20))
    variantOf.set(single.id, await setDefaultVariantStock(k(), single.id, 20))
    for (const p of parts) variantOf.set(p.product_id, p.variant_id)
    await setStock(combo.id, 20)
    await setStock(single.id, 20)
    for (const id of partIds) await setStock(id, 100)
    return { combo: combo.id, parts, single: single.id, all: [combo.id, single.id, ...partIds] }
  }

  it('takes a single\'s units and counts them sold; restore puts them back', async () => {
    const { single } = await fixture()
    const before = await shelf([single])
    await inTx((tx) => stock.take(tx, [line(single, 3)]))
    expect((await shelf([single]))[single]).toEqual({ stock: 17, sold: before[single]!.sold + 3 })
    await inTx((tx) => stock.restore(tx, [line(single, 3)]))
    expect(await shelf([single])).toEqual(before)
  })

  it('takes a combo\'s own units and its parts\' (quantity × bundles); only the combo counts as sold', async () => {
    const { combo, parts, all } = await fixture()
    const before = await shelf(all)
    await inTx((tx) => stock.take(tx, [line(combo, 2)]))
    const after = await shelf(all)
    expect(after[combo]).toEqual({ stock: 18, sold: before[combo]!.sold + 2 })
    for (const part of parts) expect(after[part.product_id]).toEqual({ stock: 100 - part.quantity * 2, sold: before[part.product_id]!.sold })
    await inTx((tx) => stock.restore(tx, [line(combo, 2)]))
    expect(await shelf(all)).toEqual(before)
  })

  it('adds up a part bought alone and inside a bundle', async () => {
    const { combo, parts } = await fixture()
    const part = parts[0]!
    await setStock(part.product_id, part.quantity + 1)
    // The bundle needs part.quantity units, the loose line one more: exactly what is there.
    await inTx((tx) => stock.take(tx, [line(part.product_id, 1), line(combo, 1)]))
    expect((await shelf([part.product_id]))[part.product_id]!.stock).toBe(0)
  })

  it('a missing unit throws sold out and the transaction leaves every product as it was', async () => {
    const { combo, parts, single, all } = await fixture()
    const lastPart = parts.at(-1)!
    // Enough of everything except one unit of the last part.
    await setStock(lastPart.product_id, lastPart.quantity * 3 - 1)
    const before = await shelf(all)
    const failed = inTx((tx) => stock.take(tx, [line(single, 5), line(combo, 3)]))
    await expect(failed).rejects.toMatchObject({ code: 'conflict', message: CHECKOUT_MESSAGES.soldOut })
    expect(await shelf(all)).toEqual(before)
    // The same lines go through once the unit is there.
    await setStock(lastPart.product_id, lastPart.quantity * 3)
    await inTx((tx) => stock.take(tx, [line(single, 5), line(combo, 3)]))
    expect((await shelf([single]))[single]!.stock).toBe(15)
  })

  it('treats an unknown product as sold out', async () => {
    await expect(inTx((tx) => stock.take(tx, [{ product_id: 'prd_missing', variant_id: 'var_missing', quantity: 1 }]))).rejects.toMatchObject({ code: 'conflict' })
  })

  it('reads live price and sellable stock, a combo limited by its parts', async () => {
    const { combo, parts, single } = await fixture()
    const part = parts[0]!
    await setStock(part.product_id, part.quantity * 4 + part.quantity - 1)
    const [c, s] = [variantOf.get(combo)!, variantOf.get(single)!]
    const read = await stock.sellable([c, s, 'var_missing'])
    expect(read.get(c)!.stock).toBe(4)
    expect(read.get(s)).toMatchObject({ id: single, kind: 'single', stock: 20 })
    expect(read.get(s)!.name.en.length).toBeGreaterThan(0)
    expect(read.has('var_missing')).toBe(false)
    await setStock(combo, 2)
    expect((await stock.sellable([c])).get(c)!.stock).toBe(2)
  })
})
