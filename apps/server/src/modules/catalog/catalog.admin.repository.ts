import type { ProductStatus } from '@shop/domain'
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { BrandTable, CatalogTables, CategoryTable, ProductImageTable, ProductTable } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'

type K = Kysely<CatalogTables>
const own = (tx: Tx): K => tablesOf<CatalogTables>(tx)

/** A product as the edit form reads it: texts still JSON, names of its brand and categories. */
export interface StaffProductRecord {
  id: string
  slug: string
  kind: 'single' | 'combo'
  name: string
  description: string
  usage: string
  /** JSON {en, cz, sl, ge}, or '' when no warnings apply */
  warnings: string
  price_cents: number
  compare_at_cents: number | null
  stock: number
  featured: number
  photos: string
  created_at: string
  brand_id: string
  brand_name: string
  category_id: string
  category_name: string
  subcategory_id: string
  subcategory_name: string
  status: ProductStatus
}

export type PhotoMeta = Pick<ProductImageTable, 'id' | 'content_type' | 'bytes' | 'width' | 'height' | 'created_at'>

export interface StaffProductFilter {
  q: string
  brandId?: string
  categoryId?: string
  status?: ProductStatus
}

/**
 * The write side of the catalog tables (product, category, brand) and the owner of product_image.
 * Every method takes the transaction it runs in, so a change, its search entry and its audit line
 * commit together.
 */
export function createCatalogAdminRepository(db: Db) {
  const sqlite = db.dialect === 'sqlite'

  /** The four names of a product as one lower-case text: substring search over every language. */
  const allNames = sqlite
    ? sql`lower(json_extract(p.name, '$.en') || ' ' || json_extract(p.name, '$.cz') || ' ' || json_extract(p.name, '$.sl') || ' ' || json_extract(p.name, '$.ge'))`
    : sql`lower((p.name::jsonb ->> 'en') || ' ' || (p.name::jsonb ->> 'cz') || ' ' || (p.name::jsonb ->> 'sl') || ' ' || (p.name::jsonb ->> 'ge'))`

  function baseQuery(k: K) {
    return k
      .selectFrom('product as p')
      .innerJoin('brand as b', 'b.id', 'p.brand_id')
      .innerJoin('category as c', 'c.id', 'p.category_id')
      .innerJoin('category as s', 's.id', 'p.subcategory_id')
  }

  function filtered(k: K, f: StaffProductFilter) {
    let q = baseQuery(k)
    if (f.brandId) q = q.where('p.brand_id', '=', f.brandId)
    if (f.status) q = q.where('p.status', '=', f.status)
    if (f.categoryId) q = q.where((eb) => eb.or([eb('p.category_id', '=', f.categoryId!), eb('p.subcategory_id', '=', f.categoryId!)]))
    if (f.q) {
      const pattern = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      q = q.where(
        sql<boolean>`(${allNames} like ${pattern} escape '\\' or p.slug like ${pattern} escape '\\' or lower(b.name) like ${pattern} escape '\\' or p.id = ${f.q})`,
      )
    }
    return q
  }

  const recordColumns = [
    'p.id', 'p.slug', 'p.kind', 'p.name', 'p.description', 'p.usage', 'p.warnings', 'p.price_cents', 'p.compare_at_cents', 'p.stock',
    'p.featured', 'p.photos', 'p.created_at', 'b.id as brand_id', 'b.name as brand_name', 'c.id as category_id',
    'c.name as category_name', 's.id as subcategory_id', 's.name as subcategory_name', 'p.status',
  ] as const

  return {
    async listProducts(f: StaffProductFilter, limit: number, offset: number): Promise<{ rows: StaffProductRecord[]; total: number }> {
      const k = own(db.kysely)
      const [rows, count] = await Promise.all([
        filtered(k, f).select(recordColumns).orderBy('p.slug').orderBy('p.id').limit(limit).offset(offset).execute(),
        filtered(k, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.n) }
    },

    async product(tx: Tx, id: string): Promise<StaffProductRecord | undefined> {
      return baseQuery(own(tx)).select(recordColumns).where('p.id', '=', id).executeTakeFirst()
    },

    /**
     * Takes the product row's write lock for the rest of the transaction (false: no such product).
     * Every change to a product starts here, so two staff edits, or an edit and a checkout, queue
     * up instead of overwriting each other; on SQLite it also makes the transaction a writer at once.
     */
    async lockProduct(tx: Tx, id: string): Promise<boolean> {
      const r = await own(tx).updateTable('product').set({ photos: sql`photos` }).where('id', '=', id).executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    async updateProduct(tx: Tx, id: string, values: Updateable<ProductTable>): Promise<void> {
      await own(tx).updateTable('product').set(values).where('id', '=', id).execute()
    },

    async photoMetas(tx: Tx, productId: string): Promise<PhotoMeta[]> {
      return own(tx)
        .selectFrom('product_image')
        .select(['id', 'content_type', 'bytes', 'width', 'height', 'created_at'])
        .where('product_id', '=', productId)
        .execute()
    },

    async insertPhoto(tx: Tx, row: Insertable<ProductImageTable>): Promise<void> {
      await own(tx).insertInto('product_image').values(row).execute()
    },

    async deletePhoto(tx: Tx, productId: string, photoId: string): Promise<void> {
      await own(tx).deleteFrom('product_image').where('id', '=', photoId).where('product_id', '=', productId).execute()
    },

    /** A photo's bytes, to serve. */
    async photoData(id: string): Promise<Pick<ProductImageTable, 'content_type' | 'sha256' | 'data'> | undefined> {
      return own(db.kysely).selectFrom('product_image').select(['content_type', 'sha256', 'data']).where('id', '=', id).executeTakeFirst()
    },

    /* ---- categories ---- */

    async categories(tx: Tx): Promise<CategoryTable[]> {
      return own(tx).selectFrom('category').selectAll().orderBy('position').orderBy('id').execute()
    },

    async category(tx: Tx, id: string): Promise<CategoryTable | undefined> {
      return own(tx).selectFrom('category').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** Products per category and per subcategory (both keyed by category id). */
    async categoryCounts(tx: Tx): Promise<Map<string, number>> {
      const out = new Map<string, number>()
      const byCategory = await own(tx).selectFrom('product').select(['category_id as id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('category_id').execute()
      const bySub = await own(tx).selectFrom('product').select(['subcategory_id as id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('subcategory_id').execute()
      for (const r of [...byCategory, ...bySub]) out.set(r.id, Number(r.n))
      return out
    },

    async nextCategoryPosition(tx: Tx, parentId: string | null): Promise<number> {
      const q = own(tx).selectFrom('category').select((eb) => eb.fn.max<number | null>('position').as('m'))
      const row = await (parentId === null ? q.where('parent_id', 'is', null) : q.where('parent_id', '=', parentId)).executeTakeFirst()
      return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1
    },

    async insertCategory(tx: Tx, row: CategoryTable): Promise<void> {
      await own(tx).insertInto('category').values(row).execute()
    },

    /** Locks the row like lockProduct; false when there is none. */
    async lockCategory(tx: Tx, id: string): Promise<boolean> {
      const r = await own(tx).updateTable('category').set({ position: sql`position` }).where('id', '=', id).executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    async updateCategory(tx: Tx, id: string, values: Updateable<CategoryTable>): Promise<void> {
      await own(tx).updateTable('category').set(values).where('id', '=', id).execute()
    },

    async productIdsInCategory(tx: Tx, id: string): Promise<string[]> {
      const rows = await own(tx)
        .selectFrom('product')
        .select('id')
        .where((eb) => eb.or([eb('category_id', '=', id), eb('subcategory_id', '=', id)]))
        .execute()
      return rows.map((r) => r.id)
    },

    /* ---- brands ---- */

    async brands(tx: Tx): Promise<BrandTable[]> {
      return own(tx).selectFrom('brand').selectAll().orderBy('position').orderBy('name').execute()
    },

    async brand(tx: Tx, id: string): Promise<BrandTable | undefined> {
      return own(tx).selectFrom('brand').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async brandCounts(tx: Tx): Promise<Map<string, number>> {
      const rows = await own(tx).selectFrom('product').select(['brand_id as id', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('brand_id').execute()
      return new Map(rows.map((r) => [r.id, Number(r.n)]))
    },

    async nextBrandPosition(tx: Tx): Promise<number> {
      const row = await own(tx).selectFrom('brand').select((eb) => eb.fn.max<number | null>('position').as('m')).executeTakeFirst()
      return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1
    },

    async insertBrand(tx: Tx, row: BrandTable): Promise<void> {
      await own(tx).insertInto('brand').values(row).execute()
    },

    async lockBrand(tx: Tx, id: string): Promise<boolean> {
      const r = await own(tx).updateTable('brand').set({ position: sql`position` }).where('id', '=', id).executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    async updateBrand(tx: Tx, id: string, values: Updateable<BrandTable>): Promise<void> {
      await own(tx).updateTable('brand').set(values).where('id', '=', id).execute()
    },

    async productIdsOfBrand(tx: Tx, id: string): Promise<string[]> {
      const rows = await own(tx).selectFrom('product').select('id').where('brand_id', '=', id).execute()
      return rows.map((r) => r.id)
    },
  }
}

export type CatalogAdminRepository = ReturnType<typeof createCatalogAdminRepository>

/** A unique index refused the row (slug taken), on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
