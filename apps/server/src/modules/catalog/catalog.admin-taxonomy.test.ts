import { STAFF_CATALOG_MESSAGES, type Brand, type CategoryNode, type StaffBrand, type StaffCategory } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { lastAudit, staffCall } from './catalog.admin.testing'

const SCRIPT = '<img src=x onerror=alert(1)><script>alert(2)</script>'
const texts = (word: string) => ({ en: `${word} en`, cz: `${word} cz`, sl: `${word} sl`, ge: `${word} ge` })

describe.each(testDialects())('staff categories and brands (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let staff: Account
  let call: ReturnType<typeof staffCall>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Curator')
    call = staffCall(ctx)
  })
  afterAll(async () => ctx?.close())

  const categories = async (): Promise<StaffCategory[]> => (await call('GET', '/api/staff/categories', staff.token)).json().data
  const brands = async (): Promise<StaffBrand[]> => (await call('GET', '/api/staff/brands', staff.token)).json().data
  const searchIds = async (query: string, lang: string): Promise<string[]> =>
    ((await call('GET', `/api/search?query=${encodeURIComponent(query)}&lang=${lang}`)).json() as { results: Array<{ id: string }> }).results.map((p) => p.id)

  it('keeps guests (401) and shoppers (403) out', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/staff/categories'],
      ['POST', '/api/staff/categories', { name: texts('X') }],
      ['PATCH', '/api/staff/categories/cat_0000000000000000', { position: 1 }],
      ['GET', '/api/staff/brands'],
      ['POST', '/api/staff/brands', { name: 'X' }],
      ['PATCH', '/api/staff/brands/brd_0000000000000000', { position: 1 }],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401)
      expect((await call(method, url, shopper.token, body)).statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('lists categories in shop order, each with its subcategories and all four languages', async () => {
    const list = await categories()
    const tops = list.filter((c) => c.parent_id === null)
    expect(tops.length).toBeGreaterThan(2)
    expect(list[0]!.parent_id).toBeNull()
    expect(list[1]!.parent_id).toBe(list[0]!.id)
    expect(Object.keys(list[0]!.name)).toEqual(['en', 'cz', 'sl', 'ge'])
    expect(list[0]!.product_count).toBeGreaterThan(0)
  })

  it('adds a category and a subcategory; the shop shows them', async () => {
    const res = await call('POST', '/api/staff/categories', staff.token, { name: { ...texts('Zero Waste'), en: `Zero Wäste ${SCRIPT}` }, description: texts('Plastic-free care') })
    expect(res.statusCode, res.body).toBe(201)
    const top: StaffCategory = res.json()
    expect(top).toMatchObject({ parent_id: null, slug: 'zero-waste-img-src-x-onerror-alert-1-script-alert-2-script', product_count: 0 })
    expect(top.name.en).toBe(`Zero Wäste ${SCRIPT}`)
    const sub = await call('POST', '/api/staff/categories', staff.token, { parent_id: top.id, name: texts('Refills'), slug: 'refills' })
    expect(sub.statusCode, sub.body).toBe(201)
    expect(sub.json()).toMatchObject({ parent_id: top.id, slug: 'refills', description: { en: '' } })

    const tree: CategoryNode[] = (await call('GET', '/api/category?lang=en')).json().data
    const shown = tree.find((c) => c.id === top.id)!
    expect(shown.name).toBe(`Zero Wäste ${SCRIPT}`)
    expect(shown.subcategories.map((s) => s.slug)).toEqual(['refills'])
    expect(await lastAudit(ctx, sub.json().id)).toMatchObject({ action: 'category.create', actor_id: staff.id })
  })

  it('refuses bad categories: 400 for input, 409 for a taken slug', async () => {
    const before = (await categories()).length
    const [first, second] = (await categories()).filter((c) => c.parent_id === null)
    const sub = (await categories()).find((c) => c.parent_id === first!.id)!
    const bad: unknown[] = [
      { name: { ...texts('A'), cz: '' }, description: texts('D') },
      { name: texts('No description') },
      { name: texts('Under a sub'), parent_id: sub.id },
      { name: texts('Bad slug'), description: texts('D'), slug: 'Not A Slug' },
      { name: texts('Bad position'), description: texts('D'), position: -1 },
    ]
    for (const body of bad) expect((await call('POST', '/api/staff/categories', staff.token, body)).statusCode, JSON.stringify(body)).toBe(400)
    const noDescription = await call('POST', '/api/staff/categories', staff.token, { name: texts('No description') })
    expect(noDescription.json().detail).toBe(STAFF_CATALOG_MESSAGES.descriptionRequired)

    // Top-level slugs are unique (PostgreSQL too, where NULL parents never collide in the pair index).
    const taken = await call('POST', '/api/staff/categories', staff.token, { name: texts('Again'), description: texts('D'), slug: first!.slug })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().detail).toBe(STAFF_CATALOG_MESSAGES.slugTaken)
    const siblings = await call('PATCH', `/api/staff/categories/${sub.id}`, staff.token, { slug: (await categories()).find((c) => c.parent_id === first!.id && c.id !== sub.id)!.slug })
    expect(siblings.statusCode).toBe(409)
    // The same subcategory slug under another parent is fine.
    const elsewhere = await call('POST', '/api/staff/categories', staff.token, { name: texts('Elsewhere'), parent_id: second!.id, slug: sub.slug })
    expect(elsewhere.statusCode, elsewhere.body).toBe(201)
    expect((await categories()).length).toBe(before + 1)
    expect((await call('PATCH', '/api/staff/categories/cat_0000000000000000', staff.token, { position: 1 })).statusCode).toBe(404)
    expect((await call('PATCH', `/api/staff/categories/${first!.id}`, staff.token, {})).statusCode).toBe(400)
  })

  it('renames a category: the shop and its search follow, the log names the languages', async () => {
    const sub = (await categories()).find((c) => c.parent_id !== null && c.product_count > 0)!
    const someProduct = (await ctx.db.kysely.selectFrom('product').select('id').where('subcategory_id', '=', sub.id).executeTakeFirstOrThrow()).id
    await call('GET', '/api/category?lang=ge') // warm the cache
    const name = { ...sub.name, ge: 'Quarzpflege' }
    const res = await call('PATCH', `/api/staff/categories/${sub.id}`, staff.token, { name, position: 9 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ name, position: 9 })

    const tree: CategoryNode[] = (await call('GET', '/api/category?lang=ge')).json().data
    expect(tree.flatMap((c) => c.subcategories).find((s) => s.id === sub.id)?.name).toBe('Quarzpflege')
    expect(await searchIds('quarzpflege', 'ge')).toContain(someProduct)
    expect(await lastAudit(ctx, sub.id)).toMatchObject({ action: 'category.update', details: { name: { languages: ['ge'] }, position: { to: 9 } } })
  })

  it('adds and changes brands; a new brand name is searchable at once', async () => {
    const list = await brands()
    expect(list.length).toBeGreaterThan(3)
    expect(Object.keys(list[0]!.description)).toEqual(['en', 'cz', 'sl', 'ge'])

    const res = await call('POST', '/api/staff/brands', staff.token, { name: `Květ ${SCRIPT}`, country: 'cz', description: texts('Flowers') })
    expect(res.statusCode, res.body).toBe(201)
    const created: StaffBrand = res.json()
    expect(created).toMatchObject({ name: `Květ ${SCRIPT}`, country: 'CZ', slug: 'kvet-img-src-x-onerror-alert-1-script-alert-2-script', position: list.length })
    const shop: Brand[] = (await call('GET', '/api/brands?lang=en')).json().data
    expect(shop.find((b) => b.id === created.id)?.name).toBe(`Květ ${SCRIPT}`)

    const target = list.find((b) => b.product_count > 0)!
    const product = (await ctx.db.kysely.selectFrom('product').select('id').where('brand_id', '=', target.id).executeTakeFirstOrThrow()).id
    const renamed = await call('PATCH', `/api/staff/brands/${target.id}`, staff.token, { name: 'Glimmerwood Naturals', description: { ...target.description, sl: 'Nov opis' } })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(await searchIds('glimmerwood', 'sl')).toContain(product)
    expect(await lastAudit(ctx, target.id)).toMatchObject({
      action: 'brand.update',
      details: { name: { from: target.name, to: 'Glimmerwood Naturals' }, description: { languages: ['sl'] } },
    })

    for (const body of [{ name: '' }, { country: 'Czechia' }, { description: { ...texts('D'), ge: ' ' } }, {}]) {
      expect((await call('PATCH', `/api/staff/brands/${target.id}`, staff.token, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await call('POST', '/api/staff/brands', staff.token, { name: 'Missing fields' })).statusCode).toBe(400)
    expect((await call('PATCH', `/api/staff/brands/${target.id}`, staff.token, { slug: created.slug })).statusCode).toBe(409)
    expect((await call('PATCH', '/api/staff/brands/brd_0000000000000000', staff.token, { position: 1 })).statusCode).toBe(404)
  })
})
