import { STAFF_CATALOG_MESSAGES, type ProductDetail, type StaffProduct, type StaffProductList } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { lastAudit, staffCall } from './catalog.admin.testing'

const SCRIPT = '<script>alert("x")</script> Zorblax <img src=x onerror=alert(1)>'

describe.each(testDialects())('staff product editing (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let staff: Account
  let productId: string
  let call: ReturnType<typeof staffCall>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Editor')
    call = staffCall(ctx)
    // One size: the form's price and stock are its size's (a product in several sizes edits each, catalog.admin-variants.test.ts).
    const row = await ctx.db.kysely.selectFrom('product').select('id').where('kind', '=', 'single').where('variant_count', '=', 1).orderBy('id').executeTakeFirstOrThrow()
    productId = row.id
  })
  afterAll(async () => ctx?.close())

  const detail = async (lang = 'en'): Promise<ProductDetail> => (await call('GET', `/api/product/${productId}?lang=${lang}`)).json()
  const searchIds = async (query: string, lang = 'en'): Promise<string[]> =>
    ((await call('GET', `/api/search?query=${encodeURIComponent(query)}&lang=${lang}`)).json() as { results: Array<{ id: string }> }).results.map((p) => p.id)
  const stored = () => ctx.db.kysely.selectFrom('product').selectAll().where('id', '=', productId).executeTakeFirstOrThrow()

  it('keeps guests (401) and shoppers (403) out, before reading their input', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/staff/products'],
      ['GET', `/api/staff/products/${productId}`],
      ['PATCH', `/api/staff/products/${productId}`, { price_cents: 1 }],
      ['PATCH', '/api/staff/products/nonsense', { price_cents: -1 }],
      ['POST', `/api/staff/products/${productId}/images`, { content_type: 'image/png', data_base64: 'AAAA' }],
      ['DELETE', `/api/staff/products/${productId}/images/img_0000000000000000`],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401)
      expect((await call(method, url, shopper.token, body)).statusCode, `${method} ${url}`).toBe(403)
    }
    expect((await stored()).price_cents).not.toBe(1)
  })

  it('lists products, searching names in every language, slug and brand', async () => {
    const all: StaffProductList = (await call('GET', '/api/staff/products', staff.token)).json()
    expect(all.page_size).toBe(25)
    expect(all.data).toHaveLength(25)
    expect(all.total).toBeGreaterThan(100)
    const page2: StaffProductList = (await call('GET', '/api/staff/products?page=2', staff.token)).json()
    expect(page2.data[0]!.id).not.toBe(all.data[0]!.id)

    const row = await ctx.db.kysely.selectFrom('product').select(['id', 'name', 'slug']).where('id', '=', productId).executeTakeFirstOrThrow()
    const czech = (JSON.parse(row.name) as { cz: string }).cz
    const found: StaffProductList = (await call('GET', `/api/staff/products?q=${encodeURIComponent(czech.toLowerCase())}`, staff.token)).json()
    expect(found.data.map((p) => p.id)).toContain(productId)
    const bySlug: StaffProductList = (await call('GET', `/api/staff/products?q=${row.slug}`, staff.token)).json()
    expect(bySlug.data[0]!.id).toBe(productId)
    // LIKE wildcards typed by staff are plain characters.
    const wild: StaffProductList = (await call('GET', '/api/staff/products?q=%25', staff.token)).json()
    expect(wild.total).toBe(0)
    expect((await call('GET', '/api/staff/products?page=0', staff.token)).statusCode).toBe(400)
  })

  it('reads a product with every text in all four languages', async () => {
    const p: StaffProduct = (await call('GET', `/api/staff/products/${productId}`, staff.token)).json()
    const row = await stored()
    expect(p.name).toEqual(JSON.parse(row.name))
    expect(p.description).toEqual(JSON.parse(row.description))
    expect(p.usage).toEqual(JSON.parse(row.usage))
    expect(p.photos).toEqual([])
    expect(p.drawn_images).toHaveLength(3)
    expect((await call('GET', '/api/staff/products/prd_doesnotexist', staff.token)).statusCode).toBe(404)
  })

  it('changes texts, price and stock: the shop, its search and the audit log follow at once', async () => {
    const before = await detail('cz') // warms the catalog cache
    const oldWord = before.name.split(' ').find((w) => w.length > 4)!
    const name = { en: `Moss Balm ${SCRIPT}`, cz: `Mechový balzám Zorblax`, sl: 'Mahovni balzam Zorblax', ge: 'Moosbalsam Zorblax' }
    const res = await call('PATCH', `/api/staff/products/${productId}`, staff.token, {
      name,
      price_cents: 1999,
      compare_at_cents: 2599,
      stock: 42,
      featured: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    const p: StaffProduct = res.json()
    expect(p.name).toEqual(name)
    expect(p).toMatchObject({ price_cents: 1999, compare_at_cents: 2599, stock: 42, featured: true })

    // Stored and served exactly as typed: markup is text, never interpreted or stripped.
    expect((await detail('en')).name).toBe(`Moss Balm ${SCRIPT}`)
    const cz = await detail('cz')
    expect(cz.name).toBe('Mechový balzám Zorblax')
    expect(cz.price_cents).toBe(1999)
    expect(cz.stock).toBe(42)

    expect(await searchIds('zorblax', 'ge')).toContain(productId)
    expect(await searchIds('mechovy', 'cz')).toContain(productId)
    if (!name.cz.includes(oldWord)) expect(await searchIds(oldWord, 'cz')).not.toContain(productId)

    const line = await lastAudit(ctx, productId)
    expect(line).toMatchObject({ action: 'product.update', entity: 'product', actor_id: staff.id })
    expect(line.details).toMatchObject({ name: { languages: ['en', 'cz', 'sl', 'ge'] }, price_cents: { to: 1999 }, stock: { to: 42 }, featured: { to: true } })
  })

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await stored()
    const audits = await ctx.db.kysely.selectFrom('audit_log').select('id').where('entity_id', '=', productId).execute()
    const bad: unknown[] = [
      {},
      { name: { en: 'Ok', cz: ' ', sl: 'Ok', ge: 'Ok' } },
      { description: { en: 'Only English' } },
      { price_cents: -5 },
      { price_cents: 10.5 },
      { stock: -1 },
      { stock: 2.5 },
      { featured: 'yes' },
      { price_cents: 500, compare_at_cents: 500 },
      // Against the stored compare-at price (2599):
      { price_cents: 2600 },
      { compare_at_cents: 100 },
    ]
    for (const body of bad) {
      const res = await call('PATCH', `/api/staff/products/${productId}`, staff.token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
    const czEmpty = await call('PATCH', `/api/staff/products/${productId}`, staff.token, { name: { en: 'Ok', cz: '', sl: 'Ok', ge: 'Ok' } })
    expect(czEmpty.json().errors.map((e: { path: string }) => e.path)).toContain('body.name.cz')
    const compare = await call('PATCH', `/api/staff/products/${productId}`, staff.token, { compare_at_cents: 100 })
    expect(compare.json().detail).toBe(STAFF_CATALOG_MESSAGES.compareAtNotAbove)
    expect(await stored()).toEqual(before)
    expect(await ctx.db.kysely.selectFrom('audit_log').select('id').where('entity_id', '=', productId).execute()).toHaveLength(audits.length)
  })

  it('clears the compare-at price with null and refuses a stock count that orders changed meanwhile', async () => {
    const cleared = await call('PATCH', `/api/staff/products/${productId}`, staff.token, { compare_at_cents: null, price_cents: 3000 })
    expect(cleared.statusCode, cleared.body).toBe(200)
    expect(cleared.json()).toMatchObject({ compare_at_cents: null, price_cents: 3000 })

    const stale = await call('PATCH', `/api/staff/products/${productId}`, staff.token, { stock: 10, expected_stock: 41 })
    expect(stale.statusCode).toBe(409)
    expect((await stored()).stock).toBe(42)
    const fresh = await call('PATCH', `/api/staff/products/${productId}`, staff.token, { stock: 10, expected_stock: 42 })
    expect(fresh.json().stock).toBe(10)
    expect((await call('PATCH', '/api/staff/products/prd_doesnotexist', staff.token, { stock: 1 })).statusCode).toBe(404)
  })

  it('keeps every change when two editors save at once (row lock)', async () => {
    const [a, b] = await Promise.all([
      call('PATCH', `/api/staff/products/${productId}`, staff.token, { stock: 7 }),
      call('PATCH', `/api/staff/products/${productId}`, staff.token, { price_cents: 2222 }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const row = await stored()
    expect([row.stock, row.price_cents]).toEqual([7, 2222])
  })
})
