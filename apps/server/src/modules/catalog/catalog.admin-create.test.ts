import { PRODUCT_CREATE_MESSAGES, restrictedEan13, VARIANT_MESSAGES, type StaffProduct, type StockMovementList } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { lastAudit, makePng, staffCall } from './catalog.admin.testing'

describe.each(testDialects())('staff create, duplicate and adjust stock (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let staff: Account
  let call: ReturnType<typeof staffCall>
  let taxonomy: { brand_id: string; category_id: string; subcategory_id: string }
  let otherSub: string

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Creator')
    call = staffCall(ctx)
    const brand = await ctx.db.kysely.selectFrom('brand').select('id').orderBy('id').executeTakeFirstOrThrow()
    const subs = await ctx.db.kysely.selectFrom('category').select(['id', 'parent_id']).where('parent_id', 'is not', null).orderBy('id').execute()
    const sub = subs[0]!
    taxonomy = { brand_id: brand.id, category_id: sub.parent_id!, subcategory_id: sub.id }
    otherSub = subs.find((s) => s.parent_id !== sub.parent_id)!.id
  })
  afterAll(async () => ctx?.close())

  const size = (value: number, sku: string, price: number, stock: number, gtin: string | null = null) => ({ sku, gtin, size_value: value, size_unit: 'ml', label: null, weight_g: value + 40, price_cents: price, compare_at_cents: null, stock })
  const body = (extra: Record<string, unknown> = {}) => ({
    ...taxonomy,
    name: { en: 'Meadow Calm Serum', cz: 'Luční sérum', sl: 'Travniški serum', ge: 'Wiesen-Serum' },
    description: { en: 'A light serum with chamomile.', cz: 'Lehké sérum.', sl: 'Lahek serum.', ge: 'Ein leichtes Serum.' },
    usage: { en: 'Apply morning and evening.', cz: 'Ráno a večer.', sl: 'Zjutraj in zvečer.', ge: 'Morgens und abends.' },
    inci: ['Aqua', 'Glycerin', 'Linalool'],
    allergens: ['Linalool'],
    pao_months: 12,
    certifications: ['vegan', 'organic'],
    variants: [size(50, 'MCS-50', 1900, 10, restrictedEan13(7, 5001)), size(100, 'MCS-100', 3200, 4)],
    ...extra,
  })
  const create = (b: unknown, token = staff.token) => call('POST', '/api/staff/products', token, b)

  it('creates a draft with its sizes, texts, attributes and an audit line; the shop does not show it yet', async () => {
    const res = await create(body())
    expect(res.statusCode, res.body).toBe(201)
    const p = res.json<StaffProduct>()
    expect(p).toMatchObject({ status: 'draft', slug: 'meadow-calm-serum', price_cents: 1900, stock: 14, kind: 'single' })
    expect(p.name.cz).toBe('Luční sérum')
    expect(p.variants.map((v) => [v.sku, v.size_value, v.stock])).toEqual([['MCS-50', 50, 10], ['MCS-100', 100, 4]])
    const row = await ctx.db.kysely.selectFrom('product').select(['inci', 'allergens', 'certifications', 'pao_months', 'variant_count']).where('id', '=', p.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ pao_months: 12, variant_count: 2 })
    expect(JSON.parse(row.inci)).toEqual(['Aqua', 'Glycerin', 'Linalool'])
    expect(JSON.parse(row.certifications)).toEqual(['vegan', 'organic'])
    const attrs = await ctx.db.kysely.selectFrom('product_attribute').select('value').where('product_id', '=', p.id).orderBy('value').execute()
    expect(attrs.map((a) => a.value)).toEqual(['organic', 'vegan'])
    expect(await lastAudit(ctx, p.id)).toMatchObject({ action: 'product.create', details: { skus: ['MCS-50', 'MCS-100'] } })
    expect((await call('GET', `/api/product/${p.id}`)).statusCode).toBe(404)
    // Published, it is sold and found by search.
    expect((await call('POST', `/api/staff/products/${p.id}/status`, staff.token, { status: 'published' })).statusCode).toBe(200)
    expect((await call('GET', `/api/product/${p.id}`)).json()).toMatchObject({ has_sizes: true, price_cents: 1900 })
    const found = (await call('GET', `/api/search?query=${encodeURIComponent('Meadow Calm')}&lang=en`)).json<{ results: Array<{ id: string }> }>().results
    expect(found.map((r) => r.id)).toContain(p.id)
  })

  it('shows English where a language was left empty; a second product of the same name gets the next slug', async () => {
    const res = await create(body({ name: { en: 'Meadow Calm Serum' }, description: { en: 'Only English.' }, usage: { en: 'Use daily.' }, variants: [size(30, 'MCS-30', 1200, 1)] }))
    expect(res.statusCode, res.body).toBe(201)
    const p = res.json<StaffProduct>()
    expect(p.slug).toBe('meadow-calm-serum-2')
    expect(p.name).toEqual({ en: 'Meadow Calm Serum', cz: 'Meadow Calm Serum', sl: 'Meadow Calm Serum', ge: 'Meadow Calm Serum' })
    expect(await lastAudit(ctx, p.id)).toMatchObject({ details: { english_in: ['cz', 'sl', 'ge'] } })
  })

  it("keeps a size's scent or shade label and the skin and hair types; the shop shows and filters by them", async () => {
    const rose = { ...size(30, 'RSL-30', 1500, 3), label: { en: 'Rose', cz: 'Růže', sl: '', ge: '' } }
    const plain = { ...size(60, 'RSL-60', 2500, 3), label: { en: '', cz: '', sl: '', ge: '' } }
    const res = await create(body({ name: { en: 'Rose Silk Lotion' }, skin_types: ['dry', 'sensitive', 'dry'], hair_types: ['curly'], variants: [rose, plain] }))
    expect(res.statusCode, res.body).toBe(201)
    const p = res.json<StaffProduct>()
    // A language left empty shows the English label; no text at all is no label.
    expect(p.variants.map((v) => v.label)).toEqual([{ en: 'Rose', cz: 'Růže', sl: 'Rose', ge: 'Rose' }, null])
    const attrs = await ctx.db.kysely.selectFrom('product_attribute').select(['kind', 'value']).where('product_id', '=', p.id).where('kind', '!=', 'cert').orderBy('kind').orderBy('value').execute()
    expect(attrs).toEqual([{ kind: 'hair', value: 'curly' }, { kind: 'skin', value: 'dry' }, { kind: 'skin', value: 'sensitive' }])

    expect((await call('POST', `/api/staff/products/${p.id}/status`, staff.token, { status: 'published' })).statusCode).toBe(200)
    const shown = (await call('GET', `/api/product/${p.id}?lang=cz`)).json<{ skin_types: string[]; hair_types: string[]; variants: Array<{ sku: string; label: string | null }> }>()
    expect(shown.skin_types).toEqual(['dry', 'sensitive'])
    expect(shown.hair_types).toEqual(['curly'])
    expect(shown.variants.map((v) => [v.sku, v.label])).toEqual([['RSL-30', 'Růže'], ['RSL-60', null]])
    expect((await call('GET', `/api/product/${p.id}?lang=ge`)).json().variants[0].label).toBe('Rose')
    const listed = (await call('GET', `/api/product?skin_type=sensitive&hair_type=curly&sort=newest`)).json<{ data: Array<{ id: string }> }>().data
    expect(listed.map((x) => x.id)).toContain(p.id)

    // A label needs its English text; the other languages may wait.
    const czechOnly = await create(body({ variants: [{ ...size(30, 'RSL-X', 1500, 3), label: { en: ' ', cz: 'Růže', sl: '', ge: '' } }] }))
    expect(czechOnly.statusCode).toBe(400)
    expect(czechOnly.json().errors[0]).toMatchObject({ path: 'body.variants.0.label.en', message: PRODUCT_CREATE_MESSAGES.labelEnglish })
    const badType = await create(body({ skin_types: ['scaly'], variants: [size(30, 'RSL-Y', 1500, 3)] }))
    expect([badType.statusCode, badType.json().errors[0].path]).toEqual([400, 'body.skin_types.0'])
  })

  it('refuses bad input with a field message and writes nothing', async () => {
    const count = async () => Number((await ctx.db.kysely.selectFrom('product').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const before = await count()
    const noSizes = await create(body({ variants: [] }))
    expect(noSizes.statusCode).toBe(400)
    expect(noSizes.json().errors[0]).toMatchObject({ path: 'body.variants' })
    const noEnglish = await create(body({ name: { en: ' ', cz: 'Jen česky' } }))
    expect(noEnglish.json().errors[0]).toMatchObject({ path: 'body.name.en' })
    const badGtin = await create(body({ variants: [size(50, 'X-50', 100, 1, '2000000000016')] }))
    expect(badGtin.json().errors[0]).toMatchObject({ path: 'body.variants.0.gtin', message: VARIANT_MESSAGES.gtinInvalid })
    const repeated = await create(body({ variants: [size(50, 'X-50', 100, 1), size(60, 'x-50', 100, 1)] }))
    expect(repeated.json().errors[0]).toMatchObject({ path: 'body.variants.1.sku', message: PRODUCT_CREATE_MESSAGES.skuRepeated })
    const allergen = await create(body({ allergens: ['Limonene'] }))
    expect(allergen.json().errors[0]).toMatchObject({ path: 'body.allergens.0', message: PRODUCT_CREATE_MESSAGES.allergenNotInInci })
    const mismatch = await create(body({ subcategory_id: otherSub, variants: [size(50, 'Y-50', 100, 1)] }))
    expect(mismatch.json()).toMatchObject({ status: 400, reason: 'product_subcategory_mismatch' })
    const brand = await create(body({ brand_id: 'brd_nothing', variants: [size(50, 'Z-50', 100, 1)] }))
    expect(brand.json()).toMatchObject({ reason: 'brand_not_found' })
    // Taken by the first test: the product row would be written first, the SKU refuses, all rolls back.
    const sku = await create(body({ slug: 'fresh-slug', variants: [size(50, 'NEW-50', 100, 1), size(100, 'MCS-100', 100, 1)] }))
    expect(sku.json()).toMatchObject({ status: 409, reason: 'variant_sku_taken', errors: [{ path: 'sku' }] })
    const slug = await create(body({ slug: 'meadow-calm-serum', variants: [size(50, 'NEW-50', 100, 1)] }))
    expect(slug.json()).toMatchObject({ status: 409, reason: 'slug_taken', errors: [{ path: 'slug' }] })
    expect((await create(body({ variants: [size(50, 'S-50', 100, 1)] }), shopper.token)).statusCode).toBe(403)
    expect(await count()).toBe(before)
    expect(await ctx.db.kysely.selectFrom('product_variant').select('id').where('sku', '=', 'NEW-50').executeTakeFirst()).toBeUndefined()
  })

  it('duplicates a product into a draft: texts, photos and sizes copied, SKUs -COPY, GTINs cleared, no stock', async () => {
    const source = await ctx.db.kysely.selectFrom('product').select('id').where('slug', '=', 'meadow-calm-serum').executeTakeFirstOrThrow()
    await call('POST', `/api/staff/products/${source.id}/images`, staff.token, { content_type: 'image/png', data_base64: makePng(300, 300).toString('base64') })
    const original: StaffProduct = (await call('GET', `/api/staff/products/${source.id}`, staff.token)).json()
    const res = await call('POST', `/api/staff/products/${source.id}/duplicate`, staff.token)
    expect(res.statusCode, res.body).toBe(201)
    const copy = res.json<StaffProduct>()
    expect(copy.id).not.toBe(source.id)
    expect(copy).toMatchObject({ status: 'draft', slug: 'meadow-calm-serum-copy', name: original.name, description: original.description, brand: original.brand, subcategory: original.subcategory, stock: 0 })
    expect(copy.variants.map((v) => [v.sku, v.gtin, v.size_value, v.price_cents, v.stock])).toEqual([['MCS-50-COPY', null, 50, 1900, 0], ['MCS-100-COPY', null, 100, 3200, 0]])
    expect(copy.photos).toHaveLength(1)
    expect(copy.photos[0]!.id).not.toBe(original.photos[0]!.id)
    expect((await ctx.db.kysely.selectFrom('product').select('inci').where('id', '=', copy.id).executeTakeFirstOrThrow()).inci).toBe(JSON.stringify(['Aqua', 'Glycerin', 'Linalool']))
    // A second copy finds the next free SKUs and slug.
    const again = (await call('POST', `/api/staff/products/${source.id}/duplicate`, staff.token)).json<StaffProduct>()
    expect(again.slug).toBe('meadow-calm-serum-copy-2')
    expect(again.variants.map((v) => v.sku)).toEqual(['MCS-50-COPY2', 'MCS-100-COPY2'])
    expect(await lastAudit(ctx, again.id)).toMatchObject({ action: 'product.duplicate', details: { from: source.id } })
  })

  it('adjusts stock with a reason, never below zero, and keeps the history', async () => {
    const p = (await create(body({ slug: 'stock-serum', variants: [size(50, 'STK-50', 1900, 3), size(100, 'STK-100', 3200, 0)] }))).json<StaffProduct>()
    const [small, large] = p.variants
    const adjust = (variantId: string, b: unknown) => call('POST', `/api/staff/products/${p.id}/variants/${variantId}/stock`, staff.token, b)
    const received = await adjust(large!.id, { delta: 50, reason: 'received' })
    expect(received.statusCode, received.body).toBe(200)
    expect(received.json<StaffProduct>()).toMatchObject({ stock: 53 })
    const damaged = await adjust(large!.id, { delta: -2, reason: 'damaged', note: 'Broken in transit' })
    expect(damaged.json<StaffProduct>().variants[1]!.stock).toBe(48)
    const below = await adjust(small!.id, { delta: -4, reason: 'correction' })
    expect(below.json()).toMatchObject({ status: 409, reason: 'stock_below_zero' })
    expect((await adjust(small!.id, { delta: 1, reason: 'other' })).json().errors[0]).toMatchObject({ path: 'body.note', message: PRODUCT_CREATE_MESSAGES.noteRequired })
    expect((await adjust(small!.id, { delta: 0, reason: 'received' })).statusCode).toBe(400)
    expect((await adjust('var_nothing00000', { delta: 1, reason: 'received' })).json()).toMatchObject({ reason: 'variant_not_found' })
    expect((await call('POST', `/api/staff/products/${p.id}/variants/${small!.id}/stock`, shopper.token, { delta: 1, reason: 'received' })).statusCode).toBe(403)

    const history = (await call('GET', `/api/staff/products/${p.id}/stock-movements`, staff.token)).json<StockMovementList>().data
    expect(history.map((m) => [m.sku, m.delta, m.reason, m.note, m.stock_after])).toEqual([
      ['STK-100', -2, 'damaged', 'Broken in transit', 48],
      ['STK-100', 50, 'received', '', 50],
    ])
    expect(history[0]!.staff.name).toBe('Creator')
    expect(await lastAudit(ctx, p.id)).toMatchObject({ action: 'product.stock_adjust', details: { delta: -2, reason: 'damaged' } })
  })

  it("keeps a stock number typed into a size's form (or a one-size product's form) in the history as a correction", async () => {
    const p = (await create(body({ slug: 'typed-stock', variants: [size(50, 'TYP-50', 1900, 3), size(100, 'TYP-100', 3200, 0)] }))).json<StaffProduct>()
    const [small, large] = p.variants
    const typed = await call('PATCH', `/api/staff/products/${p.id}/variants/${large!.id}`, staff.token, { stock: 12, expected_stock: 0 })
    expect(typed.statusCode, typed.body).toBe(200)
    // A price alone changes no stock: no row.
    expect((await call('PATCH', `/api/staff/products/${p.id}/variants/${small!.id}`, staff.token, { price_cents: 2100 })).statusCode).toBe(200)
    const single = (await create(body({ slug: 'typed-single', variants: [size(30, 'TYP-30', 900, 8)] }))).json<StaffProduct>()
    const form = await call('PATCH', `/api/staff/products/${single.id}`, staff.token, { stock: 5, expected_stock: 8 })
    expect(form.statusCode, form.body).toBe(200)

    const history = async (id: string) => (await call('GET', `/api/staff/products/${id}/stock-movements`, staff.token)).json<StockMovementList>().data
    expect((await history(p.id)).map((m) => [m.sku, m.delta, m.reason, m.note, m.stock_after])).toEqual([['TYP-100', 12, 'correction', 'set in the editor', 12]])
    expect((await history(single.id)).map((m) => [m.sku, m.delta, m.reason, m.stock_after])).toEqual([['TYP-30', -3, 'correction', 5]])
  })

  it('settles two adjustments racing for the last units: one passes, the other is refused', async () => {
    const p = (await create(body({ slug: 'race-serum', variants: [size(50, 'RACE-50', 1900, 5)] }))).json<StaffProduct>()
    const variantId = p.variants[0]!.id
    const take = () => call('POST', `/api/staff/products/${p.id}/variants/${variantId}/stock`, staff.token, { delta: -3, reason: 'damaged' })
    const answers = await Promise.all([take(), take(), take()])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409])
    const after: StaffProduct = (await call('GET', `/api/staff/products/${p.id}`, staff.token)).json()
    expect(after.stock).toBe(2)
    expect(after.variants[0]!.stock).toBe(2)
    const history = (await call('GET', `/api/staff/products/${p.id}/stock-movements`, staff.token)).json<StockMovementList>().data
    expect(history.map((m) => [m.delta, m.stock_after])).toEqual([[-3, 2]])
  })
})
