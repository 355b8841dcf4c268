import { describe, expect, it } from 'vitest'
import { bannerImageUrl, pictureSources, productImageUrl, ProductListQuerySchema, SearchQuerySchema, stockStateOf } from './catalog'
import { formatMoney } from './locale-format'

describe('ProductListQuerySchema', () => {
  it('fills defaults', () => {
    expect(ProductListQuerySchema.parse({})).toMatchObject({ lang: 'en', sort: 'popularity', page: 1, page_size: 24 })
  })

  it.each([
    [{ page: '0' }, 'page must be at least 1'],
    [{ page_size: '10000' }, 'page_size must be at most 96'],
    [{ sort: 'cheapest' }, 'Unknown sort'],
    [{ lang: 'fr' }, 'Unknown language'],
    [{ skin_type: 'dry,scaly' }, 'Unknown skin_type'],
    [{ min_price: '500', max_price: '100' }, 'min_price must not exceed max_price'],
    [{ page: 'two' }, 'page must be a whole number'],
  ])('rejects %o with a clear message', (input, message) => {
    const r = ProductListQuerySchema.safeParse(input)
    expect(r.success).toBe(false)
    expect(r.error!.issues.map((i) => i.message).join(' ')).toContain(message)
  })

  it('splits comma lists and reads booleans', () => {
    const q = ProductListQuerySchema.parse({ brand: 'verdana,lipa', certification: 'vegan', in_stock: 'true' })
    expect(q.brand).toEqual(['verdana', 'lipa'])
    expect(q.certification).toEqual(['vegan'])
    expect(q.in_stock).toBe(true)
  })
})

describe('SearchQuerySchema', () => {
  it('refuses a 10 KB query', () => {
    expect(SearchQuerySchema.safeParse({ query: 'x'.repeat(10_000) }).success).toBe(false)
  })
})

describe('stockStateOf', () => {
  it('tells out, low and in stock apart', () => {
    expect([0, 3, 5, 6].map(stockStateOf)).toEqual(['out_of_stock', 'low_stock', 'low_stock', 'in_stock'])
  })
})

describe('formatMoney', () => {
  it('formats integer cents in each language', () => {
    expect(formatMoney(1299, 'en')).toBe('$12.99')
    expect(formatMoney(1299, 'ge').replace(/\s/g, ' ')).toBe('12,99 $')
    expect(formatMoney(123456, 'cz').replace(/\s/g, ' ')).toMatch(/^1 234,56/)
  })
})

describe('pictureSources', () => {
  it('gives drawn product pictures as WebP at 400 and 800 pixels, the widest as src', () => {
    expect(pictureSources(productImageUrl('prd_abc123', 'texture'))).toEqual({
      src: '/api/media/product/prd_abc123/texture.webp?w=800',
      srcSet: '/api/media/product/prd_abc123/texture.webp?w=400 400w, /api/media/product/prd_abc123/texture.webp?w=800 800w',
    })
    expect(pictureSources(productImageUrl('prd_abc123'), { widest: false })).toEqual({ src: '/api/media/product/prd_abc123/front.webp?w=400' })
  })

  it('gives banners at 800 and 1600 pixels', () => {
    expect(pictureSources(bannerImageUrl('bnr_x1y2')).srcSet).toBe('/api/media/banner/bnr_x1y2.webp?w=800 800w, /api/media/banner/bnr_x1y2.webp?w=1600 1600w')
  })

  it('leaves any other address alone (a staff photo, another site)', () => {
    for (const url of ['/uploads/products/p1.jpg', 'https://example.com/a.svg', '/api/media/product/prd_x/back.svg']) expect(pictureSources(url)).toEqual({ src: url })
  })
})
