import { bannerImageUrl, LANGUAGES, type Translated } from '@shop/domain'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrateTestDb, openTestDb, testDialects } from '../../test/harness'
import type { Db } from '../database'
import { demoCatalog, InvalidCatalog, validateCatalog, type SeedCatalog } from './demo-catalog'
import { generateLargeCatalog } from './generate'
import { bannerId, productId, seedCatalog, seedDemoIfEmpty, SEEDED_KEY, subcategoryId } from './seed'
import type { SeedProduct } from './types'

const tr = (en: string): Translated => ({ en, cz: `${en} (cz)`, sl: `${en} (sl)`, ge: `${en} (ge)` })

function product(key: string, over: Partial<SeedProduct> = {}): SeedProduct {
  return {
    key,
    brand: 'leaf',
    category: 'skin',
    subcategory: 'serums',
    name: tr(`Product ${key}`),
    description: tr('A description'),
    usage: tr('How to use it'),
    inci: ['Aqua', 'Glycerin', 'Linalool'],
    skin_types: ['dry', 'sensitive'],
    hair_types: [],
    certifications: ['vegan', 'organic'],
    allergens: ['Linalool'],
    price_cents: 1990,
    compare_at_cents: 2490,
    size: { value: 30, unit: 'ml' },
    pao_months: 6,
    stock: 12,
    rating: { average: 4.5, count: 3 },
    sold: 40,
    added_days_ago: 10,
    image: { shape: 'dropper', color: '#8a4b1c', accent: '#f3e3c3', content: '#f2b84b' },
    ...over,
  }
}

/** A catalog small enough to read at a glance; each test breaks it in one place. */
function tinyCatalog(): SeedCatalog {
  return {
    categories: [
      { key: 'skin', name: tr('Skin'), description: tr('Skin care'), subcategories: [{ key: 'serums', name: tr('Serums') }] },
      { key: 'combo', name: tr('Sets'), description: tr('Sets'), subcategories: [{ key: 'gift-sets', name: tr('Gift sets') }] },
    ],
    brands: [{ key: 'leaf', name: 'Leaf & Co', country: 'CZ', description: tr('A brand') }],
    products: [
      product('a'),
      product('b', { certifications: [], allergens: [] }),
      product('set', { category: 'combo', subcategory: 'gift-sets', combo_items: [{ product: 'a', quantity: 1 }, { product: 'b', quantity: 2 }], image: { shape: 'box', color: '#2f4a3e', accent: '#c9a45c', content: '#f2e6cc' } }),
    ],
    banners: [
      { key: 'serums', title: tr('Serums'), subtitle: tr('Sub'), cta: tr('Shop'), target: { category: 'skin', subcategory: 'serums' }, image: { shape: 'dropper', color: '#e9dcc6', accent: '#b5652b', content: '#f0b25a', motif: 'drops' } },
      { key: 'rose', title: tr('Rose'), subtitle: tr('Sub'), cta: tr('Shop'), target: { search: 'rose & oud' }, image: { shape: 'jar', color: '#f0cfd2', accent: '#9c4656', content: '#fbefe9', motif: 'petals' } },
    ],
  }
}

async function count(db: Db, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db.kysely)
  return Number(rows[0]!.n)
}

describe('catalog validation', () => {
  it('accepts the demo catalog and the tiny one', () => {
    expect(() => validateCatalog(demoCatalog())).not.toThrow()
    expect(() => validateCatalog(tinyCatalog())).not.toThrow()
  })

  it.each<[string, (c: SeedCatalog) => void, RegExp]>([
    ['a product key used twice', (c) => c.products.push(product('a')), /product: key 'a' is used twice/],
    ['an unknown brand', (c) => { c.products[0]!.brand = 'nope' }, /product a: unknown brand 'nope'/],
    ['a subcategory of another category', (c) => { c.products[0]!.subcategory = 'gift-sets' }, /subcategory 'gift-sets' is not in category 'skin'/],
    ['an allergen missing from the INCI list', (c) => { c.products[0]!.allergens = ['Limonene'] }, /allergen 'Limonene' is not in its INCI list/],
    ['an empty translation', (c) => { c.products[1]!.name.sl = ' ' }, /product b: name\.sl is empty/],
    ['a bundle part that does not exist', (c) => { c.products[2]!.combo_items![0]!.product = 'ghost' }, /bundle part 'ghost' is not a single product/],
    ['a banner aimed at an unknown subcategory', (c) => { c.banners[0]!.target = { category: 'skin', subcategory: 'nope' } }, /banner serums: targets unknown subcategory skin\/nope/],
    ['a colour that is not #rrggbb', (c) => { c.products[0]!.image.color = 'red' }, /image color 'red' is not #rrggbb/],
  ])('rejects %s', (_what, breakIt, message) => {
    const catalog = tinyCatalog()
    breakIt(catalog)
    expect(() => validateCatalog(catalog)).toThrow(InvalidCatalog)
    expect(() => validateCatalog(catalog)).toThrow(message)
  })
})

describe.each(testDialects())('seeding (%s)', (dialect) => {
  let db: Db
  let drop: () => Promise<void>

  beforeEach(async () => {
    ;({ db, drop } = await openTestDb(dialect))
    await migrateTestDb(db)
  })
  afterEach(async () => drop())

  it('seeds the demo catalog into an empty database, in every language', async () => {
    expect(await seedDemoIfEmpty(db)).toEqual({ products: demoCatalog().products.length })

    const products = await db.kysely.selectFrom('product').select(['id', 'name', 'category_id', 'kind']).execute()
    expect(products.length).toBeGreaterThanOrEqual(120)
    for (const p of products) {
      const name = JSON.parse(p.name) as Translated
      for (const lang of LANGUAGES) expect(name[lang]?.trim(), `${p.id} name.${lang}`).toBeTruthy()
    }
    const categories = await db.kysely.selectFrom('category').select(['id', 'parent_id']).execute()
    const top = categories.filter((c) => c.parent_id === null)
    expect(top).toHaveLength(5)
    expect(new Set(products.map((p) => p.category_id))).toEqual(new Set(top.map((c) => c.id)))
    expect(categories.length - top.length).toBeGreaterThanOrEqual(10)
    expect(await count(db, 'brand')).toBeGreaterThanOrEqual(12)
    expect(products.some((p) => p.kind === 'combo')).toBe(true)
    expect(await count(db, 'combo_item')).toBeGreaterThan(0)
    expect(await count(db, 'banner')).toBe(demoCatalog().banners.length)
    expect(await count(db, 'search_document')).toBe(products.length * LANGUAGES.length)
  })

  it('seeds only once, however often it is asked', async () => {
    const results = await Promise.all([seedDemoIfEmpty(db), seedDemoIfEmpty(db)])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await seedDemoIfEmpty(db)).toBeNull()
    expect(await count(db, 'product')).toBe(demoCatalog().products.length)
    expect(await count(db, 'meta')).toBeGreaterThanOrEqual(1)
  })

  it('leaves a database alone that was seeded before, even when its catalog was emptied since', async () => {
    await seedCatalog(db, tinyCatalog())
    expect(await seedDemoIfEmpty(db)).toBeNull()
    for (const table of ['review', 'product_attribute', 'combo_item', 'product', 'banner', 'brand'] as const) await db.kysely.deleteFrom(table).execute()
    await db.kysely.deleteFrom('category').where('parent_id', 'is not', null).execute()
    await db.kysely.deleteFrom('category').execute()
    expect(await seedDemoIfEmpty(db)).toBeNull()
    await db.kysely.deleteFrom('meta').where('key', '=', SEEDED_KEY).execute()
    expect(await seedDemoIfEmpty(db)).toEqual({ products: demoCatalog().products.length })
  })

  it('writes every field of a product, its attributes, bundles and banners', async () => {
    const now = new Date('2026-11-20T12:00:00.000Z')
    await seedCatalog(db, tinyCatalog(), { now })
    const a = await db.kysely.selectFrom('product').selectAll().where('id', '=', productId('a')).executeTakeFirstOrThrow()
    expect(a).toMatchObject({
      slug: 'a', kind: 'single', subcategory_id: subcategoryId('skin', 'serums'), price_cents: 1990, compare_at_cents: 2490,
      size_value: 30, size_unit: 'ml', stock: 12, rating_sum: 14, rating_count: 3, sold_count: 40, featured: 0,
      created_at: '2026-11-10T12:00:00.000Z',
    })
    expect(JSON.parse(a.name)).toEqual(tr('Product a'))
    expect(JSON.parse(a.inci)).toEqual(['Aqua', 'Glycerin', 'Linalool'])
    expect(JSON.parse(a.image_style)).toEqual({ shape: 'dropper', color: '#8a4b1c', accent: '#f3e3c3', content: '#f2b84b' })
    const attributes = await db.kysely.selectFrom('product_attribute').select(['kind', 'value']).where('product_id', '=', productId('a')).orderBy('kind').orderBy('value').execute()
    expect(attributes).toEqual([
      { kind: 'cert', value: 'organic' }, { kind: 'cert', value: 'vegan' }, { kind: 'skin', value: 'dry' }, { kind: 'skin', value: 'sensitive' },
    ])
    const set = await db.kysely.selectFrom('combo_item').select(['product_id', 'quantity']).where('combo_id', '=', productId('set')).orderBy('quantity').execute()
    expect(set).toEqual([{ product_id: productId('a'), quantity: 1 }, { product_id: productId('b'), quantity: 2 }])
    const banners = await db.kysely.selectFrom('banner').select(['id', 'href', 'image']).orderBy('position').execute()
    expect(banners.map((b) => b.href)).toEqual([`/category/skin/${subcategoryId('skin', 'serums')}`, '/search/rose%20%26%20oud'])
    expect(banners[0]!.id).toBe(bannerId('serums'))
    expect(bannerImageUrl(banners[0]!.id)).toBe(`/api/media/banner/${bannerId('serums')}.svg`)
    expect(JSON.parse(banners[1]!.image)).toMatchObject({ motif: 'petals' })
  })

  it('writes nothing when the catalog is broken', async () => {
    const broken = tinyCatalog()
    broken.products[1]!.brand = 'nope'
    await expect(seedCatalog(db, broken)).rejects.toThrow(InvalidCatalog)
    expect(await count(db, 'product')).toBe(0)
    expect(await count(db, 'category')).toBe(0)
  })

  it('replaces a catalog, search index included, when asked to', async () => {
    await seedCatalog(db, tinyCatalog())
    await seedCatalog(db, demoCatalog(), { replace: true })
    expect(await count(db, 'product')).toBe(demoCatalog().products.length)
    const stale = await db.kysely.selectFrom('product').select('id').where('id', '=', productId('set')).executeTakeFirst()
    expect(stale).toBeUndefined()
    expect(await count(db, 'search_document')).toBe(demoCatalog().products.length * LANGUAGES.length)
  })

  it('seeds a generated catalog of 2,000 products with unique keys', async () => {
    const catalog = generateLargeCatalog(demoCatalog(), 2000)
    expect(catalog.products).toHaveLength(2000)
    expect(new Set(catalog.products.map((p) => p.key)).size).toBe(2000)
    const result = await seedCatalog(db, catalog)
    expect(result.products).toBe(2000)
    expect(await count(db, 'product')).toBe(2000)
    const ids = await db.kysely.selectFrom('product').select('id').execute()
    expect(new Set(ids.map((r) => r.id)).size).toBe(2000)
  }, 60_000)
})

describe('generated catalog', () => {
  it('is the same for the same seed and different for another', () => {
    const demo = demoCatalog()
    const a = generateLargeCatalog(demo, 600)
    expect(generateLargeCatalog(demo, 600)).toEqual(a)
    expect(generateLargeCatalog(demo, 600, 7).products.slice(demo.products.length)).not.toEqual(a.products.slice(demo.products.length))
  })

  it('keeps the demo products and names the new ones in every language', () => {
    const demo = demoCatalog()
    const { products } = generateLargeCatalog(demo, 1000)
    expect(products.slice(0, demo.products.length)).toEqual(demo.products)
    const made = products.slice(demo.products.length)
    for (const p of made) {
      for (const lang of LANGUAGES) expect(p.name[lang].split(' ').length, `${p.key} ${lang}`).toBeGreaterThanOrEqual(3)
      expect(p.combo_items).toBeUndefined()
    }
    expect(new Set(made.map((p) => p.category)).size).toBe(4)
    expect(() => validateCatalog({ ...demo, products })).not.toThrow()
  })

  it('refuses fewer products than the demo it extends', () => {
    expect(() => generateLargeCatalog(demoCatalog(), 10)).toThrow(RangeError)
  })
})
