import { fillListPrices, type Translated } from '@shop/domain'
import { sql, type Insertable, type Kysely } from 'kysely'
import { stableId } from '../../lib/ids'
import { createCatalogSearchSource } from '../../modules/catalog/catalog.search-source.service'
import { rebuildSearchIndex } from '../../modules/search/search.indexer'
import type { Db } from '../database'
import type { BannerTable, CategoryTable, Database, Dialect, ProductTable, ProductVariantTable } from '../types'
import { RESPONSIBLE_PERSONS, warningsFor } from './data/safety'
import { seedPriceHistory } from './price-history'
import { seedCoupons } from './coupons'
import { seedDemoReviews, wipeDemoReviews } from './reviews'
import { demoCatalog, validateCatalog, type SeedCatalog } from './demo-catalog'
import type { SeedBanner, SeedProduct } from './types'
import { summaryOf, variantId, variantRows } from './variants'

export type { SeedCatalog } from './demo-catalog'

/** Present once a catalog has been seeded; a fresh start seeds only when it is absent. */
export const SEEDED_KEY = 'catalog_seeded'

export interface SeedResult {
  products: number
  /** Milliseconds spent writing the catalog tables, and rebuilding the search index after */
  writeMs: number
  indexMs: number
}

const DAY_MS = 86_400_000
/** Bound parameters per statement: under SQLite's 32766 (PostgreSQL allows 65535). */
const MAX_PARAMS = 30_000

export const categoryId = (key: string) => stableId('cat', key)
export const subcategoryId = (categoryKey: string, subKey: string) => stableId('sub', `${categoryKey}/${subKey}`)
export const brandId = (key: string) => stableId('brd', key)
export const productId = (key: string) => stableId('prd', key)
export const bannerId = (key: string) => stableId('bnr', key)

/**
 * Writes a catalog into empty catalog tables (or, with `replace`, over the current one) in one
 * transaction, marks the database as seeded, then rebuilds the search index.
 */
export async function seedCatalog(db: Db, catalog: SeedCatalog, opts: { now?: Date; replace?: boolean } = {}): Promise<SeedResult> {
  validateCatalog(catalog)
  const started = performance.now()
  await db.kysely.transaction().execute(async (trx) => {
    if (opts.replace) await wipeCatalog(trx, db.dialect)
    await insertCatalog(trx, catalog, opts.now ?? new Date())
    await trx
      .insertInto('meta')
      .values({ key: SEEDED_KEY, value: seededValue(catalog) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: seededValue(catalog) }))
      .execute()
  })
  const written = performance.now()
  await rebuildSearchIndex(db, createCatalogSearchSource(db))
  return { products: catalog.products.length, writeMs: written - started, indexMs: performance.now() - written }
}

class AlreadySeeded extends Error {}

/**
 * Seeds the demo catalog into a database that has never held one. Several processes may start at
 * once: the first to insert the `catalog_seeded` key holds it until its transaction ends, the
 * others wait on that key and then fail on it, which means "already seeded".
 */
export async function seedDemoIfEmpty(db: Db): Promise<{ products: number } | null> {
  await seedCoupons(db)
  if (await hasCatalog(db.kysely)) return null
  const catalog = demoCatalog()
  try {
    await db.kysely.transaction().execute(async (trx) => {
      try {
        await trx.insertInto('meta').values({ key: SEEDED_KEY, value: seededValue(catalog) }).execute()
      } catch (err) {
        throw isUniqueViolation(err) ? new AlreadySeeded() : err
      }
      if (await hasProducts(trx)) throw new AlreadySeeded()
      await insertCatalog(trx, catalog, new Date())
    })
  } catch (err) {
    if (err instanceof AlreadySeeded) return null
    throw err
  }
  await rebuildSearchIndex(db, createCatalogSearchSource(db))
  return { products: catalog.products.length }
}

/** True once a catalog was seeded or any product exists. */
export async function hasCatalog(db: Kysely<Database>): Promise<boolean> {
  const mark = await db.selectFrom('meta').select('key').where('key', '=', SEEDED_KEY).executeTakeFirst()
  return !!mark || (await hasProducts(db))
}

async function hasProducts(db: Kysely<Database>): Promise<boolean> {
  return !!(await db.selectFrom('product').select('id').limit(1).executeTakeFirst())
}

function seededValue(catalog: SeedCatalog): string {
  return JSON.stringify({ at: new Date().toISOString(), products: catalog.products.length })
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/* ---- Writing ---- */

const tr = (t: Translated) => JSON.stringify({ en: t.en, cz: t.cz, sl: t.sl, ge: t.ge })
const EMPTY: Translated = { en: '', cz: '', sl: '', ge: '' }

async function insertCatalog(trx: Kysely<Database>, catalog: SeedCatalog, now: Date): Promise<void> {
  const parents: Insertable<CategoryTable>[] = []
  const children: Insertable<CategoryTable>[] = []
  catalog.categories.forEach((c, i) => {
    parents.push({ id: categoryId(c.key), slug: c.key, parent_id: null, position: i, name: tr(c.name), description: tr(c.description) })
    c.subcategories.forEach((s, j) => {
      children.push({ id: subcategoryId(c.key, s.key), slug: s.key, parent_id: categoryId(c.key), position: j, name: tr(s.name), description: tr(EMPTY) })
    })
  })
  await insertBatched(trx, 'category', parents)
  await insertBatched(trx, 'category', children)

  await insertBatched(trx, 'brand', catalog.brands.map((b, i) => {
    const rp = RESPONSIBLE_PERSONS[b.key]
    return {
      id: brandId(b.key), slug: b.key, name: b.name, country: b.country, description: tr(b.description), position: i,
      responsible_name: rp?.name ?? '', responsible_address: rp?.address ?? '', responsible_email: rp?.email ?? '',
    }
  }))

  // Bundles go after their parts so the combo_item foreign keys always point backwards.
  const singles = catalog.products.filter((p) => !p.combo_items?.length)
  const combos = catalog.products.filter((p) => p.combo_items?.length)
  // Variants first in memory: their price history sets their prior 30-day lows, which products summarise.
  const variants = new Map(catalog.products.map((p, i) => [p.key, variantRows(p, productId(p.key), i)]))
  const history = catalog.products.flatMap((p) => seedPriceHistory(p, variants.get(p.key)!, now))
  await insertBatched(trx, 'product', [...singles, ...combos].map((p) => productRow(p, now, variants.get(p.key)!)))
  await insertBatched(trx, 'product_variant', [...variants.values()].flat())
  await insertBatched(trx, 'variant_price_history', history)
  // A bundle holds each part in the part's own (listed) size.
  const byKey = new Map(catalog.products.map((p) => [p.key, p]))
  await insertBatched(trx, 'combo_item', combos.flatMap((p) => p.combo_items!.map((item) => ({
    combo_id: productId(p.key), product_id: productId(item.product), variant_id: variantId(item.product, byKey.get(item.product)!), quantity: item.quantity,
  }))))
  await insertBatched(trx, 'product_attribute', catalog.products.flatMap((p) => {
    const id = productId(p.key)
    return [
      ...p.skin_types.map((value) => ({ product_id: id, kind: 'skin' as const, value })),
      ...p.hair_types.map((value) => ({ product_id: id, kind: 'hair' as const, value })),
      ...p.certifications.map((value) => ({ product_id: id, kind: 'cert' as const, value })),
    ]
  }))
  await insertBatched(trx, 'banner', catalog.banners.map((b, i) => bannerRow(b, i)))
  await seedDemoReviews(trx, catalog, now, productId)
}

function productRow(p: SeedProduct, now: Date, variants: Insertable<ProductVariantTable>[]): Insertable<ProductTable> {
  const summary = summaryOf(p)
  // The lowest-priced size (ties: the first), as summaryOf; filling keeps that order in every list.
  const lowest = variants.reduce((a, b) => (b.price_cents < a.price_cents ? b : a))
  const warnings = warningsFor(p)
  return {
    id: productId(p.key),
    slug: p.key,
    kind: p.combo_items?.length ? 'combo' : 'single',
    brand_id: brandId(p.brand),
    category_id: categoryId(p.category),
    subcategory_id: subcategoryId(p.category, p.subcategory),
    name: tr(p.name),
    description: tr(p.description),
    usage: tr(p.usage),
    inci: JSON.stringify(p.inci),
    skin_types: JSON.stringify(p.skin_types),
    hair_types: JSON.stringify(p.hair_types),
    certifications: JSON.stringify(p.certifications),
    allergens: JSON.stringify(p.allergens),
    price_cents: summary.price_cents,
    compare_at_cents: summary.compare_at_cents ?? null,
    // Filling is monotonic in the base price, so the lowest dollar price is the lowest in each list too.
    ...fillListPrices({ price_cents: summary.price_cents, compare_at_cents: summary.compare_at_cents ?? null }),
    prior_low_cents: lowest.prior_low_cents ?? null,
    prior_low_eur_cents: lowest.prior_low_eur_cents ?? null,
    prior_low_czk_cents: lowest.prior_low_czk_cents ?? null,
    warnings: warnings ? tr(warnings) : '',
    size_value: summary.size.value,
    size_unit: summary.size.unit,
    pao_months: p.pao_months,
    stock: summary.stock,
    variant_count: summary.variant_count,
    rating_sum: Math.round(p.rating.average * p.rating.count),
    rating_count: p.rating.count,
    sold_count: p.sold,
    featured: p.featured ? 1 : 0,
    image_style: JSON.stringify({ shape: p.image.shape, color: p.image.color, accent: p.image.accent, content: p.image.content }),
    created_at: new Date(now.getTime() - p.added_days_ago * DAY_MS).toISOString(),
  }
}

/**
 * The banner's `image` column holds its picture style (motif and colours): the catalog service
 * hands it to the media module, and answers `bannerImageUrl(id)` as the picture's address.
 */
function bannerRow(b: SeedBanner, position: number): Insertable<BannerTable> {
  return { id: bannerId(b.key), position, title: tr(b.title), subtitle: tr(b.subtitle), cta: tr(b.cta), href: bannerHref(b), image: JSON.stringify(b.image) }
}

export function bannerHref(b: SeedBanner): string {
  const t = b.target
  if ('category' in t) return `/category/${t.category}/${subcategoryId(t.category, t.subcategory)}`
  if ('search' in t) return `/search/${encodeURIComponent(t.search)}`
  return t.path
}

async function insertBatched<T extends keyof Database>(trx: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (!rows.length) return
  const perRow = Object.keys(rows[0]!).length
  const size = Math.max(1, Math.floor(MAX_PARAMS / perRow))
  for (let i = 0; i < rows.length; i += size) {
    // Kysely's per-table insert types do not narrow through a generic table name.
    await trx.insertInto(table).values(rows.slice(i, i + size) as never).execute()
  }
}

/* ---- Wiping (npm run seed -- --reset) ---- */

/** Search tables rebuilt from the catalog; wiped with it so no entry outlives its product. */
const SEARCH_TABLES = ['search_document', 'search_term']

/** Deletes the catalog and its search entries, children before parents. Other tables stay. */
async function wipeCatalog(trx: Kysely<Database>, dialect: Dialect): Promise<void> {
  for (const table of SEARCH_TABLES) {
    if (await tableExists(trx, dialect, table)) await sql`delete from ${sql.table(table)}`.execute(trx)
  }
  await wipeDemoReviews(trx)
  await trx.deleteFrom('product_attribute').execute()
  await trx.deleteFrom('combo_item').execute()
  await trx.deleteFrom('variant_price_history').execute()
  await trx.deleteFrom('product_variant').execute()
  await trx.deleteFrom('product').execute()
  await trx.deleteFrom('banner').execute()
  await trx.deleteFrom('brand').execute()
  await trx.deleteFrom('category').where('parent_id', 'is not', null).execute()
  await trx.deleteFrom('category').execute()
  await trx.deleteFrom('meta').where('key', '=', SEEDED_KEY).execute()
}

async function tableExists(db: Kysely<Database>, dialect: Dialect, name: string): Promise<boolean> {
  const found = dialect === 'postgres'
    ? await sql<{ t: string | null }>`select to_regclass(${name})::text as t`.execute(db)
    : await sql<{ t: string | null }>`select name as t from sqlite_master where type = 'table' and name = ${name}`.execute(db)
  return !!found.rows[0]?.t
}
