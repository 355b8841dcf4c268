import { VARIANT_MESSAGES, restrictedEan13, type ProductDetail, type StaffProduct } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { lastAudit, makePng, staffCall } from './catalog.admin.testing'

describe.each(testDialects())('staff editing of sizes (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let staff: Account
  let productId: string
  let call: ReturnType<typeof staffCall>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Sizer')
    call = staffCall(ctx)
    // A product of one size that no set holds.
    const row = await ctx.db.kysely
      .selectFrom('product')
      .select('id')
      .where('kind', '=', 'single')
      .where('variant_count', '=', 1)
      .where('id', 'not in', ctx.db.kysely.selectFrom('combo_item').select('product_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow()
    productId = row.id
  })
  afterAll(async () => ctx?.close())

  const detail = async (): Promise<ProductDetail> => (await call('GET', `/api/product/${productId}`)).json()
  const base = { size_unit: 'ml', label: null, weight_g: 260, compare_at_cents: null, low_stock_threshold: 5 }

  it('adds a size: the shop shows both, the product a "from" price and the summed stock', async () => {
    const before = await detail()
    expect(before.has_sizes).toBe(false)
    const gtin = restrictedEan13(9, 4242)
    const res = await call('POST', `/api/staff/products/${productId}/variants`, staff.token, { ...base, sku: 'TEST-200ML', gtin, size_value: 200, price_cents: before.price_cents + 1500, stock: 7 })
    expect(res.statusCode, res.body).toBe(201)
    const product = res.json<StaffProduct>()
    expect(product.variants.map((v) => v.sku)).toContain('TEST-200ML')
    const after = await detail()
    expect(after.has_sizes).toBe(true)
    expect(after.variants).toHaveLength(2)
    expect(after.price_cents).toBe(before.price_cents)
    expect(after.stock).toBe(before.stock + 7)
    expect(await lastAudit(ctx, productId)).toMatchObject({ action: 'product.variant_add' })
  })

  it('refuses a taken SKU or GTIN, a bad check digit, and the product-wide price of a product in sizes', async () => {
    const product: StaffProduct = (await call('GET', `/api/staff/products/${productId}`, staff.token)).json()
    const other = await ctx.db.kysely.selectFrom('product_variant').select(['sku', 'gtin']).where('product_id', '<>', productId).where('gtin', 'is not', null).orderBy('id').executeTakeFirstOrThrow()
    const add = (body: Record<string, unknown>) => call('POST', `/api/staff/products/${productId}/variants`, staff.token, { ...base, size_value: 300, price_cents: 5000, stock: 1, sku: 'TEST-300ML', ...body })
    expect((await add({ sku: other.sku })).json()).toMatchObject({ status: 409, reason: 'variant_sku_taken', detail: VARIANT_MESSAGES.skuTaken })
    expect((await add({ gtin: other.gtin })).json()).toMatchObject({ status: 409, reason: 'variant_gtin_taken' })
    const bad = await add({ gtin: '2000000000016' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors[0]).toMatchObject({ path: 'body.gtin', message: VARIANT_MESSAGES.gtinInvalid })
    const wide = await call('PATCH', `/api/staff/products/${productId}`, staff.token, { price_cents: 100 })
    expect(wide.json()).toMatchObject({ status: 400, reason: 'product_has_sizes' })
    // Nothing of those was written.
    const again: StaffProduct = (await call('GET', `/api/staff/products/${productId}`, staff.token)).json()
    expect(again.variants).toEqual(product.variants)
  })

  it("changes a size's price and stock (refusing a stale count) and keeps the product's summary", async () => {
    const product: StaffProduct = (await call('GET', `/api/staff/products/${productId}`, staff.token)).json()
    const large = product.variants.find((v) => v.sku === 'TEST-200ML')!
    const stale = await call('PATCH', `/api/staff/products/${productId}/variants/${large.id}`, staff.token, { stock: 50, expected_stock: large.stock + 1 })
    expect(stale.json()).toMatchObject({ status: 409, reason: 'stock_changed' })
    const cheap = await call('PATCH', `/api/staff/products/${productId}/variants/${large.id}`, staff.token, { price_cents: 100, stock: 50, expected_stock: large.stock })
    expect(cheap.statusCode, cheap.body).toBe(200)
    const after = await detail()
    // The cheaper size is now the product's price, and its size the one the list shows.
    expect(after.price_cents).toBe(100)
    expect(after.size).toEqual({ value: 200, unit: 'ml' })
    expect(after.stock).toBe(product.variants.filter((v) => v.id !== large.id).reduce((n, v) => n + v.stock, 0) + 50)
    // Lists filter and sort by the lowest size's price; search answers one result with that "from" price.
    const cheap100 = (await call('GET', '/api/product?max_price=100&sort=price_asc&page_size=96')).json<{ data: Array<{ id: string; price_cents: number; has_sizes: boolean }> }>().data
    expect(cheap100.find((p) => p.id === productId)).toMatchObject({ price_cents: 100, has_sizes: true })
    const found = (await call('GET', `/api/search?query=${encodeURIComponent(after.name)}&lang=en`)).json<{ results: Array<{ id: string; price_cents: number }> }>().results
    expect(found.filter((p) => p.id === productId)).toEqual([expect.objectContaining({ price_cents: 100 })])
  })

  it('removes a size, never the last one; shoppers cannot', async () => {
    const product: StaffProduct = (await call('GET', `/api/staff/products/${productId}`, staff.token)).json()
    const [first, second] = product.variants
    expect((await call('DELETE', `/api/staff/products/${productId}/variants/${second!.id}`, shopper.token)).statusCode).toBe(403)
    const removed = await call('DELETE', `/api/staff/products/${productId}/variants/${second!.id}`, staff.token)
    expect(removed.json<StaffProduct>().variants.map((v) => v.id)).toEqual([first!.id])
    const last = await call('DELETE', `/api/staff/products/${productId}/variants/${first!.id}`, staff.token)
    expect(last.json()).toMatchObject({ status: 409, reason: 'variant_last', detail: VARIANT_MESSAGES.last })
    expect((await detail()).has_sizes).toBe(false)
    const unknown = await call('DELETE', `/api/staff/products/${productId}/variants/var_nothing00000`, staff.token)
    expect(unknown.statusCode).toBe(404)
  })

  it("shows a size's own photo first on the product page; a deleted photo falls back", async () => {
    const photo = (await call('POST', `/api/staff/products/${productId}/images`, staff.token, { content_type: 'image/png', data_base64: makePng(400, 400).toString('base64') })).json<StaffProduct>().photos[0]!
    const [only] = (await call('GET', `/api/staff/products/${productId}`, staff.token)).json<StaffProduct>().variants
    const set = await call('PATCH', `/api/staff/products/${productId}/variants/${only!.id}`, staff.token, { photo_id: photo.id })
    expect(set.json<StaffProduct>().variants[0]!.photo_id).toBe(photo.id)
    expect((await detail()).variants[0]!.image).toBe(photo.url)
    const foreign = await call('PATCH', `/api/staff/products/${productId}/variants/${only!.id}`, staff.token, { photo_id: 'img_notthisproduct' })
    expect(foreign.json()).toMatchObject({ status: 404, reason: 'photo_not_found' })
    await call('DELETE', `/api/staff/products/${productId}/images/${photo.id}`, staff.token)
    expect((await detail()).variants[0]!.image).toBeNull()
  })

  it("refuses to remove a size a set is made of", async () => {
    const part = await ctx.db.kysely.selectFrom('combo_item').innerJoin('product', 'product.id', 'combo_item.product_id').select(['combo_item.product_id', 'combo_item.variant_id', 'product.variant_count']).where('product.variant_count', '>', 1).orderBy('combo_item.variant_id').executeTakeFirstOrThrow()
    const res = await call('DELETE', `/api/staff/products/${part.product_id}/variants/${part.variant_id}`, staff.token)
    expect(res.json()).toMatchObject({ status: 409, reason: 'variant_in_combo' })
  })
})
