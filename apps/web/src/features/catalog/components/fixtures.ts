import type { Brand, CategoryNode, ProductDetail, ProductSummary, Variant } from '@shop/domain'

/** Test data in the API's shapes. */
export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 'prd_lavender01',
    slug: 'lavender-calm-shampoo',
    kind: 'single',
    name: 'Lavender Calm Shampoo',
    brand: { id: 'brd_1', slug: 'alpine-botanica', name: 'Alpine Botanica' },
    category: { id: 'cat_hair', slug: 'hair-care', name: 'Hair Care' },
    subcategory: { id: 'cat_shampoos', slug: 'shampoos', name: 'Shampoos' },
    price_cents: 1250,
    compare_at_cents: null,
    prior_low_cents: null,
    size: { value: 250, unit: 'ml' },
    has_sizes: false,
    rating: { average: 4.6, count: 128 },
    stock: 40,
    stock_state: 'in_stock',
    certifications: ['vegan', 'organic'],
    image: '/api/media/product/prd_lavender01/front.svg',
    created_at: '2026-10-01T00:00:00.000Z',
    ...overrides,
  }
}

export const BRANDS: Brand[] = [
  { id: 'brd_1', slug: 'alpine-botanica', name: 'Alpine Botanica', country: 'AT', description: 'Herbs from the Alps.', product_count: 12 },
  { id: 'brd_2', slug: 'kerala-roots', name: 'Kerala Roots', country: 'IN', description: 'Ayurvedic oils.', product_count: 9 },
]

export const CATEGORIES: CategoryNode[] = [
  {
    id: 'cat_skin',
    slug: 'skin-care',
    name: 'Skin Care',
    description: 'Plant-based care for the face.',
    product_count: 30,
    subcategories: [
      { id: 'cat_serums', slug: 'serums', name: 'Serums & Face Oils', product_count: 8 },
      { id: 'cat_masks', slug: 'masks', name: 'Face Masks', product_count: 5 },
    ],
  },
]

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const base = productSummary({ id: 'prd_rose0001', name: 'Rose Night Cream', category: { id: 'cat_skin', slug: 'skin-care', name: 'Skin Care' }, subcategory: { id: 'cat_serums', slug: 'serums', name: 'Serums & Face Oils' } })
  const detail: ProductDetail = {
    ...base,
    currency: 'USD',
    description: 'A rich night cream with damask rose.',
    usage: 'Warm a pea-sized amount between the fingertips.',
    inci: ['Aqua', 'Rosa Damascena Flower Water', 'Linalool', 'Citronellol'],
    skin_types: ['dry', 'mature'],
    hair_types: [],
    allergens: ['Linalool', 'Citronellol'],
    pao_months: 12,
    warnings: 'For external use only. Avoid contact with the eyes.',
    responsible_person: { name: 'Alpine Botanica GmbH', address: 'Dorfstraße 17\n6094 Axams\nAustria', email: 'safety@alpine-botanica.at' },
    images: ['front', 'texture', 'ingredients'].map((v) => ({ url: `/api/media/product/prd_rose0001/${v}.svg`, alt: `Rose Night Cream ${v}` })),
    combo_items: [],
    related: [productSummary()],
    variants: [],
    ...overrides,
  }
  // One size, as the product says, unless the test gives its sizes.
  if (!overrides.variants) detail.variants = [variant({ id: 'var_rose0001', sku: 'ALP-00001', size: detail.size, price_cents: detail.price_cents, compare_at_cents: detail.compare_at_cents, prior_low_cents: detail.prior_low_cents, stock: detail.stock, stock_state: detail.stock_state })]
  return detail
}

export function variant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 'var_rose0001',
    sku: 'ALP-00001-50ML',
    gtin: '2000000000015',
    position: 0,
    size: { value: 50, unit: 'ml' },
    label: null,
    weight_g: 120,
    price_cents: 1250,
    compare_at_cents: null,
    prior_low_cents: null,
    stock: 40,
    stock_state: 'in_stock',
    image: null,
    ...overrides,
  }
}

/** A fetch that answers API paths from a table; anything else is a 404 problem. */
export function fakeApi(routes: Record<string, unknown>) {
  const calls: URL[] = []
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop')
    calls.push(url)
    const body = routes[url.pathname]
    if (body === undefined) {
      return new Response(JSON.stringify({ code: 'not_found', status: 404, title: 'Not Found', detail: 'Product was not found', type: 'about:blank' }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      })
    }
    return new Response(JSON.stringify(typeof body === 'function' ? (body as (u: URL) => unknown)(url) : body), { status: 200 })
  }
  return { fetch, calls }
}
