import { convertPrice, EXCHANGE_RATE_SEEDS, type HomePage, type ProductDetail, type ProductList, type ProductSummary, type SearchAnswer } from '@shop/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { setSellableForTests } from './catalog.variants.testing'

const rate = (c: 'EUR' | 'CZK') => EXCHANGE_RATE_SEEDS.find((l) => l.currency === c)!

describe.each(testDialects())('the catalog in each price list (%s)', (dialect) => {
  let ctx: TestContext
  let shampooId: string

  beforeAll(async () => {
    ctx = await createTestContext(dialect)
    // A shampoo of one size at $18.90: 16,95 € and 439 Kč at the seeded rates.
    const row = await ctx.db.kysely.selectFrom('product').select('id').where('kind', '=', 'single').where('variant_count', '=', 1).where('status', '=', 'published').orderBy('sold_count', 'desc').orderBy('id').executeTakeFirstOrThrow()
    shampooId = row.id
    await ctx.db.kysely.transaction().execute((tx) => setSellableForTests(tx, shampooId, { price_cents: 1890, stock: 20 }))
  })
  afterAll(async () => ctx?.close())

  async function get<T>(url: string): Promise<T> {
    const res = await ctx.app.inject(url)
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200)
    return res.json() as T
  }
  async function all(query: string): Promise<ProductSummary[]> {
    const out: ProductSummary[] = []
    for (let page = 1; ; page++) {
      const answer = await get<ProductList>(`/api/product?${query}&page_size=96&page=${page}`)
      out.push(...answer.data)
      if (page >= answer.total_pages) return out
    }
  }
  const stored = async () => new Map((await ctx.db.kysely.selectFrom('product').select(['id', 'price_cents', 'price_eur_cents', 'price_czk_cents', 'compare_at_czk_cents']).execute()).map((r) => [r.id, r]))

  it('a $18.90 product is 16.95 € and 439 Kč in the detail, its sizes and the list, each answer naming its currency', async () => {
    expect(convertPrice(1890, rate('EUR').rate_micros, rate('EUR').rounding)).toBe(1695)
    const usd = await get<ProductDetail>(`/api/product/${shampooId}`)
    const eur = await get<ProductDetail>(`/api/product/${shampooId}?currency=EUR`)
    const czk = await get<ProductDetail>(`/api/product/${shampooId}?currency=CZK&lang=cz`)
    expect([usd.currency, usd.price_cents, usd.variants[0]!.price_cents]).toEqual(['USD', 1890, 1890])
    expect([eur.currency, eur.price_cents, eur.variants[0]!.price_cents]).toEqual(['EUR', 1695, 1695])
    expect([czk.currency, czk.price_cents, czk.variants[0]!.price_cents]).toEqual(['CZK', 43900, 43900])
    // Related products are priced in the same list.
    const lists = await stored()
    for (const p of czk.related) expect(p.price_cents).toBe(lists.get(p.id)!.price_czk_cents)

    const list = await get<ProductList>('/api/product?currency=CZK&page_size=96&sort=popularity')
    expect(list.currency).toBe('CZK')
    for (const p of list.data) expect(p.price_cents, p.id).toBe(lists.get(p.id)!.price_czk_cents)
    expect(list.data.find((p) => p.id === shampooId)?.price_cents).toBe(43900)
    expect((await get<ProductList>('/api/product?page_size=1')).currency).toBe('USD')
  })

  it('a combo is priced from its own variant row in each list', async () => {
    const combo = (await get<ProductList>('/api/product?category=combo&page_size=1&currency=EUR')).data[0]!
    const variant = await ctx.db.kysely.selectFrom('product_variant').select(['price_eur_cents', 'price_czk_cents']).where('product_id', '=', combo.id).executeTakeFirstOrThrow()
    const detail = await get<ProductDetail>(`/api/product/${combo.id}?currency=EUR`)
    expect(detail.price_cents).toBe(variant.price_eur_cents)
    expect(detail.variants[0]!.price_cents).toBe(variant.price_eur_cents)
    const parts = await stored()
    for (const item of detail.combo_items) expect(item.product.price_cents).toBe(parts.get(item.product.id)!.price_eur_cents)
  })

  it('filters and sorts by the price of the list asked for', async () => {
    const lists = await stored()
    const ranged = await all('currency=CZK&min_price=30000&max_price=50000')
    expect(ranged.length).toBeGreaterThan(0)
    expect(ranged.every((p) => p.price_cents >= 30000 && p.price_cents <= 50000)).toBe(true)
    const expected = [...lists.values()].filter((r) => r.price_czk_cents >= 30000 && r.price_czk_cents <= 50000)
    const published = new Set((await ctx.db.kysely.selectFrom('product').select('id').where('status', '=', 'published').execute()).map((r) => r.id))
    expect(ranged.map((p) => p.id).sort()).toEqual(expected.filter((r) => published.has(r.id)).map((r) => r.id).sort())
    // The same bounds in dollars would be a different (empty) set: $300–$500.
    expect((await get<ProductList>('/api/product?min_price=30000&max_price=50000')).total).toBe(0)

    const asc = await all('currency=CZK&sort=price_asc')
    expect(asc.every((p, i) => i === 0 || asc[i - 1]!.price_cents <= p.price_cents)).toBe(true)
    const desc = await all('currency=EUR&sort=price_desc')
    expect(desc.every((p, i) => i === 0 || desc[i - 1]!.price_cents >= p.price_cents)).toBe(true)
    expect(desc.every((p) => p.price_cents === lists.get(p.id)!.price_eur_cents)).toBe(true)
  })

  it('home page and search answer in the currency asked', async () => {
    const lists = await stored()
    const home = await get<HomePage>('/api/home-page?lang=cz&currency=CZK')
    expect(home.currency).toBe('CZK')
    for (const p of [...home.featured, ...home.bestsellers, ...home.new_arrivals]) expect(p.price_cents).toBe(lists.get(p.id)!.price_czk_cents)
    expect((await get<HomePage>('/api/home-page')).currency).toBe('USD')

    const name = (await get<ProductDetail>(`/api/product/${shampooId}`)).name
    const found = await get<SearchAnswer>(`/api/search?query=${encodeURIComponent(name)}&currency=EUR`)
    expect(found.currency).toBe('EUR')
    expect(found.results.find((p) => p.id === shampooId)?.price_cents).toBe(1695)
    for (const p of found.results) expect(p.price_cents).toBe(lists.get(p.id)!.price_eur_cents)
    // Nothing found: the bestsellers offered instead are in the same list.
    const none = await get<SearchAnswer>('/api/search?query=zzqqxxnothing&currency=CZK')
    expect(none.popular_results.length).toBeGreaterThan(0)
    for (const p of none.popular_results) expect(p.price_cents).toBe(lists.get(p.id)!.price_czk_cents)
  })

  it('keeps the answers of each currency apart in every cache', async () => {
    for (let round = 0; round < 2; round++) {
      // The second round is answered from the caches (hot answers by address, then the shared cache).
      expect((await get<ProductDetail>(`/api/product/${shampooId}?currency=CZK`)).price_cents).toBe(43900)
      expect((await get<ProductDetail>(`/api/product/${shampooId}?currency=EUR`)).price_cents).toBe(1695)
      expect((await get<ProductDetail>(`/api/product/${shampooId}`)).price_cents).toBe(1890)
      expect((await get<HomePage>('/api/home-page?currency=EUR')).currency).toBe('EUR')
      expect((await get<HomePage>('/api/home-page?currency=CZK')).currency).toBe('CZK')
      expect((await get<ProductList>('/api/product?sort=price_asc&page_size=3&currency=CZK')).currency).toBe('CZK')
      expect((await get<ProductList>('/api/product?page_size=3&sort=price_asc&currency=EUR')).currency).toBe('EUR')
    }
    // The same query written in another order shares the service's cache, in its own currency.
    const a = await get<ProductList>('/api/product?currency=CZK&sort=price_desc&page_size=5')
    const b = await get<ProductList>('/api/product?page_size=5&sort=price_desc&currency=CZK')
    expect(b).toEqual(a)
  })

  it('refuses an unknown currency with a clear problem', async () => {
    for (const url of ['/api/product?currency=GBP', `/api/product/${shampooId}?currency=czk`, '/api/home-page?currency=X', '/api/search?query=a&currency=JPY']) {
      const res = await ctx.app.inject(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toMatchObject({ code: 'validation_failed' })
      expect(res.json<{ detail: string }>().detail).toContain('Unknown currency; use one of')
    }
  })

  it.runIf(dialect === 'sqlite')('reads a list filtered and sorted in crowns from the listing index alone', async () => {
    const plan = async (query: string) =>
      (await sql<{ detail: string }>`explain query plan ${sql.raw(query)}`.execute(ctx.db.kysely)).rows.map((r) => r.detail).join(' | ')
    for (const col of ['price_czk_cents', 'price_eur_cents']) {
      const ids = await plan(`select p.id from product p where p.status = 'published' and p.${col} >= 1000 and p.${col} <= 90000 order by p.${col} asc, p.id asc limit 24`)
      expect(ids, col).toContain('USING COVERING INDEX product_listing')
      const count = await plan(`select count(*) from product p where p.status = 'published' and p.${col} >= 1000`)
      expect(count, col).toContain('USING COVERING INDEX product_listing')
    }
  })
})
