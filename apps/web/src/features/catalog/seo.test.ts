import { describe, expect, it } from 'vitest'
import { productDetail } from './components/fixtures'
import { breadcrumbList, decimalPrice, homeHead, listingHead, productHead, productJsonLd, rasterPicture } from './seo'

describe('structured data of the catalog pages', () => {
  it('prices are decimal strings of the cents', () => {
    expect(decimalPrice(1250)).toBe('12.50')
    expect(decimalPrice(5)).toBe('0.05')
    expect(decimalPrice(123456)).toBe('1234.56')
    expect(decimalPrice(0)).toBe('0.00')
  })

  it('a picture for previews is a raster one: drawn pictures as WebP, staff photos as they are', () => {
    expect(rasterPicture('/api/media/product/prd_rose0001/front.svg')).toBe('/api/media/product/prd_rose0001/front.webp?w=800')
    expect(rasterPicture('/api/media/photo/img_abc')).toBe('/api/media/photo/img_abc')
  })

  it('a Product with its pictures, brand, offer in the shop currency and rating, at the address in its language', () => {
    const ld = productJsonLd('cz', productDetail())
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': '/cz/productdetails/prd_rose0001',
      name: 'Rose Night Cream',
      description: 'A rich night cream with damask rose.',
      sku: 'prd_rose0001',
      productID: 'prd_rose0001',
      image: ['front', 'texture', 'ingredients'].map((v) => `/api/media/product/prd_rose0001/${v}.webp?w=800`),
      url: '/cz/productdetails/prd_rose0001',
      brand: { '@type': 'Brand', name: 'Alpine Botanica' },
      category: 'Skin Care > Serums & Face Oils',
      offers: {
        '@type': 'Offer',
        url: '/cz/productdetails/prd_rose0001',
        price: '12.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 128, bestRating: 5, worstRating: 1 },
    })
  })

  it("the offer is in the answer's currency (the shopper's market, decision 040): 449 Kč is 449.00 CZK", () => {
    const offer = productJsonLd('cz', { ...productDetail({ price_cents: 44900 }), currency: 'CZK' } as ReturnType<typeof productDetail>).offers as Record<string, unknown>
    expect(offer.price).toBe('449.00')
    expect(offer.priceCurrency).toBe('CZK')
    expect((productJsonLd('ge', { ...productDetail(), currency: 'EUR' } as ReturnType<typeof productDetail>).offers as Record<string, unknown>).priceCurrency).toBe('EUR')
  })

  it('sold out is OutOfStock; no ratings, no aggregateRating; English addresses carry no prefix', () => {
    const ld = productJsonLd('en', productDetail({ stock: 0, stock_state: 'out_of_stock', rating: { average: 0, count: 0 } }))
    expect((ld.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock')
    expect(ld).not.toHaveProperty('aggregateRating')
    expect(ld.url).toBe('/productdetails/prd_rose0001')
  })

  it('a breadcrumb list numbers its items from 1 with addresses in the language', () => {
    expect(breadcrumbList('ge', [{ name: 'Start', path: '/' }, { name: 'Haut', path: '/category/skin-care/all' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Start', item: '/ge/' },
        { '@type': 'ListItem', position: 2, name: 'Haut', item: '/ge/category/skin-care/all' },
      ],
    })
  })

  it("the product page's head: description, first raster picture, Product and home → category → subcategory → product", () => {
    const p = productDetail()
    const head = productHead('sl', p, { home: 'Domov', category: { name: 'Skin Care', path: '/category/skin-care/all' }, subcategory: { name: 'Serums', path: '/category/skin-care/cat_serums' } })
    expect(head.description).toBe(p.description)
    expect(head.image).toBe('/api/media/product/prd_rose0001/front.webp?w=800')
    expect(head.ogType).toBe('product')
    expect(head.jsonLd!.map((o) => o['@type'])).toEqual(['Product', 'BreadcrumbList'])
    const items = head.jsonLd![1]!.itemListElement as { name: string; item: string }[]
    expect(items.map((i) => [i.name, i.item])).toEqual([
      ['Domov', '/sl/'],
      ['Skin Care', '/sl/category/skin-care/all'],
      ['Serums', '/sl/category/skin-care/cat_serums'],
      ['Rose Night Cream', '/sl/productdetails/prd_rose0001'],
    ])
  })

  it('the home: the Organization and the WebSite whose search goes to /search/{term} in the language', () => {
    const head = homeHead('cz', { name: 'Lumen & Leaf', description: 'Přírodní kosmetika.', logo: '/favicon.svg' })
    expect(head.description).toBe('Přírodní kosmetika.')
    expect(head.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'Organization', name: 'Lumen & Leaf', url: '/cz/', logo: '/favicon.svg' },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Lumen & Leaf',
        url: '/cz/',
        potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: '/cz/search/{search_term_string}' }, 'query-input': 'required name=search_term_string' },
      },
    ])
  })

  it('a listing page: its description and breadcrumbs', () => {
    const head = listingHead('en', 'All of it.', [{ name: 'Home', path: '/' }, { name: 'Brands', path: '/topbrand' }])
    expect(head.description).toBe('All of it.')
    expect((head.jsonLd![0]!.itemListElement as unknown[]).length).toBe(2)
  })
})
