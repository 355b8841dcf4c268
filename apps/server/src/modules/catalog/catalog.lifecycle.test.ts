import {
  PRODUCT_NO_LONGER_SOLD,
  type Cart,
  type HomePage,
  type ProductDetail,
  type ProductList,
  type SearchAnswer,
  type StaffProduct,
  type StaffProductList,
  type SuggestAnswer,
  type Wishlist,
} from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { shopper } from '../checkout/checkout.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { lastAudit, staffCall } from './catalog.admin.testing'
import { setDefaultVariantStock } from './catalog.variants.testing'
import { createStockService } from './catalog.stock.service'

/**
 * Draft, published, archived (docs/decisions/033): every public read shows published products
 * only; an archived product's address answers 410, a draft's 404; staff move products between the
 * states, each move audited, and the shop follows at once (its cached answers go with the move).
 */
describe.each(testDialects())('product lifecycle (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let staff: Account
  let buyer: Account
  let call: ReturnType<typeof staffCall>
  /** A popular single product outside any bundle: it shows on the home page and in search. */
  let id: string
  let name: string
  let brand: { id: string; slug: string }
  let category: { id: string; slug: string }
  let subcategoryId: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Editor')
    buyer = await signUp(ctx, dataDir, 'Buyer')
    call = staffCall(ctx)
    const k = ctx.db.kysely
    const row = await k
      .selectFrom('product as p')
      .innerJoin('brand as b', 'b.id', 'p.brand_id')
      .innerJoin('category as c', 'c.id', 'p.category_id')
      .select(['p.id', 'p.name', 'p.subcategory_id', 'b.id as brand_id', 'b.slug as brand_slug', 'c.id as category_id', 'c.slug as category_slug'])
      .where('p.kind', '=', 'single')
      .where('p.stock', '>', 5)
      .where('p.id', 'not in', k.selectFrom('combo_item').select('product_id'))
      .orderBy('p.sold_count', 'desc')
      .orderBy('p.id')
      .executeTakeFirstOrThrow()
    id = row.id
    name = (JSON.parse(row.name) as { en: string }).en
    brand = { id: row.brand_id, slug: row.brand_slug }
    category = { id: row.category_id, slug: row.category_slug }
    subcategoryId = row.subcategory_id
  })
  afterAll(async () => ctx?.close())

  const get = (url: string) => ctx.app.inject(url)
  const moveAs = (token: string | undefined, status: string, productId = id) => call('POST', `/api/staff/products/${productId}/status`, token, { status })
  const move = (status: string) => moveAs(staff.token, status)
  const statusOf = async () => (await ctx.db.kysely.selectFrom('product').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

  /** Every public read that lists products, and whether each still names the product. */
  async function publicSightings(): Promise<Record<string, boolean>> {
    const has = (list: Array<{ id: string }>) => list.some((p) => p.id === id)
    const list = (await get(`/api/product?category=${category.slug}&subcategory=${subcategoryId}&page_size=96`)).json<ProductList>()
    const byBrand = (await get(`/api/product?brand=${brand.slug}&page_size=96&sort=newest`)).json<ProductList>()
    const home = (await get('/api/home-page?lang=en')).json<HomePage>()
    const search = (await get(`/api/search?query=${encodeURIComponent(name)}&lang=en`)).json<SearchAnswer>()
    const suggest = (await get(`/api/search/suggest?query=${encodeURIComponent(name)}&lang=en`)).json<SuggestAnswer>()
    const sitemap = (await get('/sitemap.xml')).body
    // Related products of another product of the same subcategory.
    const neighbour = await ctx.db.kysely.selectFrom('product').select('id').where('subcategory_id', '=', subcategoryId).where('id', '<>', id).orderBy('id').executeTakeFirstOrThrow()
    const related = (await get(`/api/product/${neighbour.id}?lang=en`)).json<ProductDetail>().related
    return {
      list: has(list.data),
      brand: has(byBrand.data),
      home: has([...home.featured, ...home.bestsellers, ...home.new_arrivals]),
      search: has(search.results),
      suggest: suggest.suggestions.some((s) => s.kind === 'product' && s.id === id),
      sitemap: sitemap.includes(`/productdetails/${id}<`),
      related: has(related),
    }
  }
  const everywhere = { list: true, brand: true, home: true, search: true, suggest: true, sitemap: true, related: true }
  const nowhere = { list: false, brand: false, home: false, search: false, suggest: false, sitemap: false, related: false }

  const counts = async () => {
    const tree = (await get('/api/category?lang=en')).json<{ data: Array<{ id: string; product_count: number; subcategories: Array<{ id: string; product_count: number }> }> }>().data
    const top = tree.find((c) => c.id === category.id)!
    const brands = (await get('/api/brands?lang=en')).json<{ data: Array<{ id: string; product_count: number }> }>().data
    return {
      category: top.product_count,
      subcategory: top.subcategories.find((s) => s.id === subcategoryId)!.product_count,
      brand: brands.find((b) => b.id === brand.id)!.product_count,
    }
  }

  it('keeps guests (401) and shoppers (403) away from moves and previews', async () => {
    for (const token of [undefined, buyer.token]) {
      expect((await moveAs(token, 'archived')).statusCode).toBe(token ? 403 : 401)
      expect((await call('GET', `/api/staff/products/${id}/preview`, token)).statusCode).toBe(token ? 403 : 401)
    }
    expect(await statusOf()).toBe('published')
  })

  it('refuses an unknown status, an unknown product and a move to the status it has, changing nothing', async () => {
    const bad = await move('deleted')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().reason).toBe('validation_failed')
    expect((await moveAs(staff.token, 'archived', 'prd_doesnotexist')).json()).toMatchObject({ status: 404, reason: 'product_not_found' })
    expect((await move('published')).json()).toMatchObject({ status: 400, reason: 'nothing_to_change' })
    expect(await statusOf()).toBe('published')
  })

  it('archives: the address answers 410 "no longer sold", every list, search and the sitemap leave it out, audited', async () => {
    // Warm every cached answer first: the move must drop them.
    expect(await publicSightings()).toEqual(everywhere)
    const before = await counts()
    expect((await get(`/api/product/${id}?lang=en`)).statusCode).toBe(200)

    const archived = await move('archived')
    expect(archived.statusCode, archived.body).toBe(200)
    expect(archived.json<StaffProduct>().status).toBe('archived')

    const gone = await get(`/api/product/${id}?lang=cz`)
    expect(gone.statusCode).toBe(410)
    expect(gone.json()).toMatchObject({ status: 410, code: 'gone', reason: 'product_archived', detail: PRODUCT_NO_LONGER_SOLD })
    expect(await publicSightings()).toEqual(nowhere)
    expect(await counts()).toEqual({ category: before.category - 1, subcategory: before.subcategory - 1, brand: before.brand - 1 })

    const audit = await lastAudit(ctx, id)
    expect(audit).toMatchObject({ action: 'product.archive', entity: 'product', actor_id: expect.any(String) })
    expect(audit.details).toEqual({ from: 'published', to: 'archived' })

    // Staff still find it, by its status too.
    const listed = (await call('GET', `/api/staff/products?status=archived&q=${id}`, staff.token)).json<StaffProductList>()
    expect(listed.data.map((p) => [p.id, p.status])).toEqual([[id, 'archived']])
    const published = (await call('GET', `/api/staff/products?status=published&q=${id}`, staff.token)).json<StaffProductList>()
    expect(published.total).toBe(0)
  })

  it('restores: back on sale, in every list and in search again, audited', async () => {
    const restored = await move('published')
    expect(restored.statusCode, restored.body).toBe(200)
    expect((await get(`/api/product/${id}?lang=en`)).statusCode).toBe(200)
    expect(await publicSightings()).toEqual(everywhere)
    expect((await lastAudit(ctx, id)).action).toBe('product.restore')
  })

  it('unpublishes to a draft: 404 to the public, a preview for staff, then publishes again', async () => {
    expect((await move('draft')).statusCode).toBe(200)
    expect((await lastAudit(ctx, id)).details).toEqual({ from: 'published', to: 'draft' })
    expect((await lastAudit(ctx, id)).action).toBe('product.unpublish')
    expect((await get(`/api/product/${id}?lang=en`)).json()).toMatchObject({ status: 404, reason: 'product_not_found' })
    expect(await publicSightings()).toEqual(nowhere)

    const preview = await call('GET', `/api/staff/products/${id}/preview?lang=cz`, staff.token)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json<ProductDetail>()).toMatchObject({ id, unavailable: true })

    expect((await move('published')).statusCode).toBe(200)
    expect((await lastAudit(ctx, id)).action).toBe('product.publish')
    expect(await publicSightings()).toEqual(everywhere)
  })

  it('shows a cart line and a wishlist item of an archived product as unavailable; adding and checkout refuse it', async () => {
    const guest = shopper(ctx)
    await guest.add(id, 2)
    const liked = await ctx.app.inject({ method: 'POST', url: '/api/wishlist', headers: { authorization: `Bearer ${buyer.token}` }, payload: { product_id: id } })
    expect(liked.statusCode, liked.body).toBe(200)

    expect((await move('archived')).statusCode).toBe(200)

    const cart = (await guest.send('GET', '/api/cart?lang=en')).json<Cart>()
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ product_id: id, notices: ['unavailable'], buyable_quantity: 0, line_total_cents: 0 })
    expect(cart.item_count).toBe(0)

    const again = await guest.send('POST', '/api/cart', { product_id: id, quantity: 1 })
    expect(again.json()).toMatchObject({ status: 404, reason: 'product_gone' })
    const quote = await guest.quote()
    expect(quote.skipped.map((s) => s.product_id)).toEqual([id])
    const placed = await guest.place({ email: 'late@example.com', expected_total_cents: 0, payment: { cash_on_delivery: true } })
    expect(placed.statusCode).toBe(409)
    expect(placed.json().reason).toBe('stock_short')

    const wishlist = (await ctx.app.inject({ url: '/api/wishlist?lang=en', headers: { authorization: `Bearer ${buyer.token}` } })).json<Wishlist>()
    expect(wishlist.data.find((p) => p.id === id)).toMatchObject({ unavailable: true, stock: 0, stock_state: 'out_of_stock' })
    const relike = await ctx.app.inject({ method: 'POST', url: '/api/wishlist', headers: { authorization: `Bearer ${buyer.token}` }, payload: { product_id: id } })
    expect(relike.json()).toMatchObject({ reason: 'product_gone' })

    expect((await move('published')).statusCode).toBe(200)
    expect((await guest.send('GET', '/api/cart?lang=en')).json<Cart>().items[0]!.notices).toEqual([])
  })

  it('refuses to sell a product archived while its order is being placed (the stock update names the status); low stock leaves it out', async () => {
    const stock = createStockService(ctx.db)
    // Down to its low-stock threshold (5 units), still sellable.
    await ctx.db.kysely.transaction().execute((tx) => setDefaultVariantStock(tx, id, 5))
    expect((await stock.lowStock(100_000, 'en')).map((p) => p.id)).toContain(id)
    expect((await move('archived')).statusCode).toBe(200)
    const before = await ctx.db.kysely.selectFrom('product').select(['stock', 'sold_count']).where('id', '=', id).executeTakeFirstOrThrow()
    // Nobody restocks an archived product: the dashboard's low-stock list leaves it out.
    expect((await stock.lowStock(100_000, 'en')).map((p) => p.id)).not.toContain(id)
    const variant = await ctx.db.kysely.selectFrom('product_variant').select('id').where('product_id', '=', id).executeTakeFirstOrThrow()
    await expect(ctx.db.kysely.transaction().execute((tx) => stock.take(tx, [{ product_id: id, variant_id: variant.id, quantity: 1 }]))).rejects.toMatchObject({ reason: 'stock_short' })
    expect(await ctx.db.kysely.selectFrom('product').select(['stock', 'sold_count']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before)
    expect((await move('published')).statusCode).toBe(200)
  })
})
