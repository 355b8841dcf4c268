import type { ProductDetail, ProductList } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryCache } from '../../lib/cache'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createCatalogRepository } from './catalog.repository'
import { createCatalogService } from './catalog.service'

describe.each(testDialects())('catalog stock and cache (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.close())

  const setStock = (id: string, stock: number) => ctx.db.kysely.updateTable('product').set({ stock }).where('id', '=', id).execute()

  async function comboWithParts() {
    const combo = await ctx.db.kysely.selectFrom('product').select(['id', 'stock']).where('kind', '=', 'combo').orderBy('id').executeTakeFirstOrThrow()
    const parts = await ctx.db.kysely.selectFrom('combo_item').selectAll().where('combo_id', '=', combo.id).orderBy('product_id').execute()
    return { combo, parts }
  }

  it('limits a combo by its parts, in details, lists and the in-stock filter alike', async () => {
    const service = createCatalogService({ repo: createCatalogRepository(ctx.db), cache: createMemoryCache() })
    const { combo, parts } = await comboWithParts()
    const [part] = parts
    await setStock(combo.id, 50)
    for (const p of parts) await setStock(p.product_id, 1000)
    // 2 bundles' worth of the first part (plus a remainder that makes no whole bundle).
    await setStock(part!.product_id, part!.quantity * 2 + part!.quantity - 1)

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
    await setStock(part!.product_id, part!.quantity - 1)
    await service.invalidate()
    const soldOut = JSON.parse(await service.productDetailJson(combo.id, 'en')) as ProductDetail
    expect(soldOut).toMatchObject({ stock: 0, stock_state: 'out_of_stock' })
    const inStock = JSON.parse(await service.productListJson(listQuery({ category: 'combo', in_stock: true, page_size: 96 }))) as ProductList
    expect(inStock.data.some((p) => p.id === combo.id)).toBe(false)
    const everything = JSON.parse(await service.productListJson(listQuery({ category: 'combo', page_size: 96 }))) as ProductList
    expect(inStock.total).toBe(everything.total - everything.data.filter((p) => p.stock === 0).length)
  })

  it('serves cached answers until invalidate() bumps the generation', async () => {
    const service = createCatalogService({ repo: createCatalogRepository(ctx.db), cache: createMemoryCache() })
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
    const service = createCatalogService({ repo: createCatalogRepository(ctx.db), cache: createMemoryCache() })
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
  return { lang: 'en' as const, sort: 'popularity' as const, page: 1, page_size: 24, ...q }
}
