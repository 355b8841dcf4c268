import type { Brand, CategoryNode, HomePage, ProductDetail, ProductList, ProductSummary } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'

describe.each(testDialects())('catalog API (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.close())

  async function get<T>(url: string, status = 200): Promise<T> {
    const res = await ctx.app.inject(url)
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status)
    expect(res.headers['content-type']).toMatch(status < 400 ? /^application\/json/ : /^application\/problem\+json/)
    return res.json() as T
  }
  const list = (query: string) => get<ProductList>(`/api/product?${query}`)
  /** Every product of a filtered list, across pages. */
  async function all(query: string): Promise<ProductSummary[]> {
    const out: ProductSummary[] = []
    for (let page = 1; ; page++) {
      const answer = await list(`${query}&page_size=96&page=${page}`)
      out.push(...answer.data)
      if (page >= answer.total_pages) return out
    }
  }
  async function attributes(ids: string[], kind: 'skin' | 'hair' | 'cert'): Promise<Map<string, string[]>> {
    const rows = await ctx.db.kysely.selectFrom('product_attribute').select(['product_id', 'value']).where('kind', '=', kind).where('product_id', 'in', ids).execute()
    const out = new Map<string, string[]>()
    for (const r of rows) out.set(r.product_id, [...(out.get(r.product_id) ?? []), r.value])
    return out
  }

  describe('categories and brands', () => {
    it('answers the tree in English and Czech with product counts', async () => {
      const en = (await get<{ data: CategoryNode[] }>('/api/category')).data
      const cz = (await get<{ data: CategoryNode[] }>('/api/category?lang=cz')).data
      expect(en.map((c) => c.slug)).toEqual(['skin-care', 'hair-care', 'body-care', 'ayurveda', 'combo'])
      expect(cz.map((c) => c.id)).toEqual(en.map((c) => c.id))
      const hair = en.find((c) => c.slug === 'hair-care')!
      const hairCz = cz.find((c) => c.slug === 'hair-care')!
      expect(hair.name).toBe('Hair Care')
      expect(hairCz.name).toBe('Péče o vlasy')
      expect(hairCz.subcategories.find((s) => s.slug === 'shampoos')!.name).toBe('Šampony')
      const { total } = await list('page_size=1')
      expect(en.reduce((n, c) => n + c.product_count, 0)).toBe(total)
      for (const c of en) {
        expect(c.subcategories.length).toBeGreaterThan(0)
        expect(c.subcategories.reduce((n, s) => n + s.product_count, 0)).toBe(c.product_count)
      }
    })

    it('converts the tree with all-categories?convert_to', async () => {
      const converted = await get<{ data: CategoryNode[] }>('/api/all-categories?convert_to=ge')
      expect(converted).toEqual(await get('/api/category?lang=ge'))
      expect(converted.data.find((c) => c.slug === 'hair-care')!.name).toBe('Haarpflege')
    })

    it('rejects an unknown language with a clear problem', async () => {
      const problem = await get<{ detail: string; code: string }>('/api/all-categories?convert_to=fr', 400)
      expect(problem.code).toBe('validation_failed')
      expect(problem.detail).toContain('Unknown language; use one of en, cz, sl, ge')
      await get('/api/category?lang=xx', 400)
    })

    it('lists brands with product counts adding up to the catalog', async () => {
      const brands = (await get<{ data: Brand[] }>('/api/brands')).data
      expect(brands.length).toBeGreaterThanOrEqual(12)
      const { total } = await list('page_size=1')
      expect(brands.reduce((n, b) => n + b.product_count, 0)).toBe(total)
      const cz = (await get<{ data: Brand[] }>('/api/brands?lang=cz')).data
      expect(cz[0]!.description).not.toBe(brands[0]!.description)
    })
  })

  describe('home page', () => {
    it('has the promo of its language, banners and three lists of 8', async () => {
      const en = await get<HomePage>('/api/home-page')
      expect(en.promo).toEqual({ text: 'Get $15 off with code GET15', code: 'GET15' })
      const cz = await get<HomePage>('/api/home-page?lang=cz')
      expect(cz.promo.text).toContain('15 %')
      expect(en.banners.length).toBeGreaterThan(0)
      expect(en.banners[0]!.image).toBe(`/api/media/banner/${en.banners[0]!.id}.svg`)
      expect(cz.banners[0]!.title).not.toBe(en.banners[0]!.title)
      for (const key of ['featured', 'bestsellers', 'new_arrivals'] as const) expect(en[key]).toHaveLength(8)
      // Bestsellers are the most sold products that the featured rail does not already show.
      const shown = new Set(en.featured.map((p) => p.id))
      const popular = (await list('sort=popularity&page_size=24')).data.filter((p) => !shown.has(p.id)).slice(0, 8)
      expect(en.bestsellers.map((p) => p.id)).toEqual(popular.map((p) => p.id))
      expect(en.bestsellers.some((p) => shown.has(p.id))).toBe(false)
      expect(en.new_arrivals.map((p) => p.id)).toEqual((await list('sort=newest&page_size=8')).data.map((p) => p.id))
      const featured = await ctx.db.kysely.selectFrom('product').select('id').where('featured', '=', 1).execute()
      const featuredIds = new Set(featured.map((r) => r.id))
      expect(en.featured.every((p) => featuredIds.has(p.id))).toBe(true)
    })
  })

  describe('product list filters', () => {
    it('filters by category slug and subcategory id or slug', async () => {
      const tree = (await get<{ data: CategoryNode[] }>('/api/category')).data
      const hair = tree.find((c) => c.slug === 'hair-care')!
      const shampoos = hair.subcategories.find((s) => s.slug === 'shampoos')!
      const inCategory = await all('category=hair-care')
      expect(inCategory).toHaveLength(hair.product_count)
      expect(inCategory.every((p) => p.category.slug === 'hair-care')).toBe(true)
      const bySubId = await list(`category=hair-care&subcategory=${shampoos.id}&page_size=96`)
      expect(bySubId.total).toBe(shampoos.product_count)
      expect(bySubId.data.every((p) => p.subcategory.id === shampoos.id)).toBe(true)
      expect((await list('category=hair-care&subcategory=shampoos&page_size=96')).data).toEqual(bySubId.data)
      expect((await list(`category=${hair.id}&subcategory=${shampoos.id}&page_size=96`)).data).toEqual(bySubId.data)
      expect((await list(`subcategory=${shampoos.id}&page_size=96`)).data).toEqual(bySubId.data)
    })

    it('answers 404 for an unknown category or subcategory', async () => {
      const problem = await get<{ detail: string; status: number }>('/api/product?category=perfumes', 404)
      expect(problem.detail).toBe('Category "perfumes" was not found')
      const sub = await get<{ detail: string }>('/api/product?category=hair-care&subcategory=serums', 404)
      expect(sub.detail).toBe('Subcategory "serums" was not found')
    })

    it('filters by a list of brands; unknown brands match nothing', async () => {
      const brands = (await get<{ data: Brand[] }>('/api/brands')).data.slice(0, 2)
      const found = await all(`brand=${brands.map((b) => b.slug).join(',')}`)
      expect(found).toHaveLength(brands[0]!.product_count + brands[1]!.product_count)
      expect(found.every((p) => brands.some((b) => b.id === p.brand.id))).toBe(true)
      const none = await list('brand=no-such-brand')
      expect(none).toMatchObject({ data: [], total: 0, total_pages: 0 })
    })

    it('filters by skin type, hair type and certification (any of several values)', async () => {
      const skin = await all('skin_type=dry,sensitive')
      expect(skin.length).toBeGreaterThan(0)
      const skinOf = await attributes(skin.map((p) => p.id), 'skin')
      expect(skin.every((p) => skinOf.get(p.id)!.some((v) => v === 'dry' || v === 'sensitive'))).toBe(true)
      const onlyDry = await list('skin_type=dry&page_size=1')
      expect(onlyDry.total).toBeLessThanOrEqual(skin.length)
      expect(onlyDry.total).toBeGreaterThan(0)

      const curly = await all('hair_type=curly')
      expect(curly.length).toBeGreaterThan(0)
      const hairOf = await attributes(curly.map((p) => p.id), 'hair')
      expect(curly.every((p) => hairOf.get(p.id)!.includes('curly'))).toBe(true)

      const vegan = await all('certification=vegan')
      expect(vegan.length).toBeGreaterThan(0)
      expect(vegan.every((p) => p.certifications.includes('vegan'))).toBe(true)
      const both = await all('certification=vegan&skin_type=dry')
      expect(both.every((p) => p.certifications.includes('vegan'))).toBe(true)
      expect(both.length).toBeLessThan(vegan.length)

      const problem = await get<{ detail: string }>('/api/product?skin_type=scaly', 400)
      expect(problem.detail).toContain('Unknown skin_type')
    })

    it('filters by price range and stock', async () => {
      const ranged = await all('min_price=1000&max_price=2000')
      expect(ranged.length).toBeGreaterThan(0)
      expect(ranged.every((p) => p.price_cents >= 1000 && p.price_cents <= 2000)).toBe(true)
      await get('/api/product?min_price=3000&max_price=1000', 400)

      const outOfStock = await ctx.db.kysely.selectFrom('product').select('id').where('stock', '=', 0).where('kind', '=', 'single').execute()
      const inStock = await all('in_stock=true')
      expect(inStock.every((p) => p.stock > 0 && p.stock_state !== 'out_of_stock')).toBe(true)
      const everything = await list('page_size=1')
      expect(inStock.length).toBeLessThanOrEqual(everything.total - outOfStock.length)
    })
  })

  describe('product list sorts and pages', () => {
    const ordered = <T>(items: T[], cmp: (a: T, b: T) => number) => items.every((x, i) => i === 0 || cmp(items[i - 1]!, x) <= 0)

    it('sorts by price both ways, rating, newest and popularity', async () => {
      expect(ordered(await all('sort=price_asc'), (a, b) => a.price_cents - b.price_cents)).toBe(true)
      expect(ordered(await all('sort=price_desc'), (a, b) => b.price_cents - a.price_cents)).toBe(true)
      expect(ordered(await all('sort=newest'), (a, b) => b.created_at.localeCompare(a.created_at))).toBe(true)
      const rated = await all('sort=rating')
      expect(ordered(rated, (a, b) => b.rating.average - a.rating.average || b.rating.count - a.rating.count)).toBe(true)
      const popular = await all('sort=popularity')
      const sold = new Map((await ctx.db.kysely.selectFrom('product').select(['id', 'sold_count']).execute()).map((r) => [r.id, r.sold_count]))
      expect(ordered(popular, (a, b) => sold.get(b.id)! - sold.get(a.id)!)).toBe(true)
      expect(new Set(popular.map((p) => p.id)).size).toBe(popular.length)
    })

    it('pages without overlap and answers an empty page past the end', async () => {
      const first = await list('sort=price_asc&page_size=10&page=1')
      const second = await list('sort=price_asc&page_size=10&page=2')
      expect(first.total).toBeGreaterThanOrEqual(120)
      expect(first.total_pages).toBe(Math.ceil(first.total / 10))
      expect(second.total).toBe(first.total)
      const ids = new Set(first.data.map((p) => p.id))
      expect(second.data.some((p) => ids.has(p.id))).toBe(false)
      const beyond = await list('page_size=10&page=9999')
      expect(beyond).toMatchObject({ data: [], total: first.total, page: 9999 })
    })

    it('rejects bad paging and sorting with problems', async () => {
      expect((await get<{ detail: string }>('/api/product?page=0', 400)).detail).toContain('page must be at least 1')
      expect((await get<{ detail: string }>('/api/product?page_size=10000', 400)).detail).toContain('page_size must be at most 96')
      expect((await get<{ detail: string }>('/api/product?sort=cheapest', 400)).detail).toContain('Unknown sort')
      expect((await get<{ detail: string }>('/api/product?page=abc', 400)).detail).toContain('page must be a whole number')
      const long = await ctx.app.inject(`/api/product?category=${'a'.repeat(10_000)}`)
      expect(long.statusCode).toBe(400)
      expect(long.headers['content-type']).toMatch(/^application\/problem\+json/)
    })
  })

  describe('product details', () => {
    it('answers a product with images, translated texts and related products', async () => {
      const [shampoo] = (await list('category=hair-care&subcategory=shampoos&sort=popularity&page_size=1')).data
      const detail = await get<ProductDetail>(`/api/product/${shampoo!.id}`)
      expect(detail).toMatchObject({ id: shampoo!.id, name: shampoo!.name, brand: shampoo!.brand, combo_items: [] })
      expect(detail.description.length).toBeGreaterThan(20)
      expect(detail.usage.length).toBeGreaterThan(10)
      expect(detail.inci.length).toBeGreaterThan(2)
      expect(detail.pao_months).toBeGreaterThan(0)
      expect(detail.images.map((i) => i.url)).toEqual(['front', 'texture', 'ingredients'].map((v) => `/api/media/product/${shampoo!.id}/${v}.svg`))
      expect(detail.images[0]!.alt).toBe(`${detail.name} by ${detail.brand.name} — front`)
      expect(detail.related.length).toBeGreaterThan(0)
      expect(detail.related.length).toBeLessThanOrEqual(8)
      expect(detail.related.some((p) => p.id === detail.id)).toBe(false)
      expect(detail.related.every((p) => p.category.id === detail.category.id)).toBe(true)
      // Same subcategory first, then the rest of the category.
      const firstOther = detail.related.findIndex((p) => p.subcategory.id !== detail.subcategory.id)
      if (firstOther >= 0) expect(detail.related.slice(firstOther).every((p) => p.subcategory.id !== detail.subcategory.id)).toBe(true)

      const cz = await get<ProductDetail>(`/api/product/${shampoo!.id}?lang=cz`)
      expect(cz.name).not.toBe(detail.name)
      expect(cz.description).not.toBe(detail.description)
      expect(cz.images[0]!.alt).toBe(`${cz.name} od ${cz.brand.name} — přední strana`)
    })

    it('answers a combo with its parts', async () => {
      const [combo] = (await list('category=combo&page_size=1')).data
      expect(combo!.kind).toBe('combo')
      const detail = await get<ProductDetail>(`/api/product/${combo!.id}`)
      const parts = await ctx.db.kysely.selectFrom('combo_item').selectAll().where('combo_id', '=', combo!.id).execute()
      expect(detail.combo_items.map((i) => i.product.id).sort()).toEqual(parts.map((p) => p.product_id).sort())
      for (const item of detail.combo_items) {
        expect(item.quantity).toBe(parts.find((p) => p.product_id === item.product.id)!.quantity)
        expect(item.product.name.length).toBeGreaterThan(0)
      }
    })

    it('answers a 404 problem for an unknown product and for an id of the wrong form alike', async () => {
      for (const id of ['prd_doesnotexist00', 'not-an-id', 'prd_x', 'PRD_ABCDEFGH', `prd_${'a'.repeat(41)}`, encodeURIComponent('prd_abcd efgh'), encodeURIComponent("prd_x' or 1=1--")]) {
        const res = await ctx.app.inject({ url: `/api/product/${id}` })
        expect(res.statusCode, id).toBe(404)
        expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
        expect(res.json()).toMatchObject({ status: 404, detail: 'Product was not found', code: 'not_found', instance: `/api/product/${id}` })
      }
      // The language is still checked: that is the client's mistake, not a missing product.
      await get('/api/product/prd_x?lang=xx', 400)
    })
  })
})
