import { priceColumns, type Currency, type ProductSort, type ProductStatus } from '@shop/domain'
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import { variantRowsOf } from './catalog.variants'

/** A product row as the summary mapper needs it: JSON text columns still unparsed. */
export interface SummaryRow {
  id: string
  slug: string
  kind: 'single' | 'combo'
  name: string
  /** In the price list asked for (the row's columns of that currency, decision 036) */
  price_cents: number
  compare_at_cents: number | null
  /** The list's prior 30-day low of the lowest-priced variant (decision 045): set while it is shown reduced */
  prior_low_cents: number | null
  size_value: number
  size_unit: 'ml' | 'g' | 'pcs'
  rating_sum: number
  rating_count: number
  certifications: string
  created_at: string
  /** Sellable stock: for a combo limited by its parts. */
  stock: number
  brand_id: string
  brand_slug: string
  brand_name: string
  category_id: string
  category_slug: string
  category_name: string
  subcategory_id: string
  subcategory_slug: string
  subcategory_name: string
  /** Uploaded photo ids, JSON array in gallery order ('[]': the drawn pictures) */
  photos?: string
  status: ProductStatus
  variant_count: number
}

export interface DetailRow extends SummaryRow {
  description: string
  usage: string
  inci: string
  skin_types: string
  hair_types: string
  allergens: string
  pao_months: number
  /** JSON {en, cz, sl, ge} or '' */
  warnings: string
  responsible_name: string
  responsible_address: string
  responsible_email: string
}

export interface ProductFilter {
  /** The price list of the prices answered, of the price filters and of the price sorts (USD by default) */
  currency?: Currency
  categoryId?: string
  subcategoryIds?: string[]
  brandSlugs?: string[]
  skinTypes?: string[]
  hairTypes?: string[]
  certifications?: string[]
  minPrice?: number
  maxPrice?: number
  inStock?: boolean
  featured?: boolean
  ids?: string[]
  excludeId?: string
}

export interface ProductPage {
  sort: ProductSort
  limit: number
  offset: number
  /** Put products of this subcategory first (related products). */
  preferSubcategoryId?: string
}

/**
 * What the shop shows: published products only (docs/decisions/033). A literal, never a bound
 * parameter: it is what lets both planners use the listing index, which is partial on it (migration 0028).
 */
const ON_SALE = sql<SqlBool>`p.status = 'published'`

export type CategoryRow = { id: string; slug: string; parent_id: string | null; position: number; name: string; description: string }
export type BrandRow = { id: string; slug: string; name: string; country: string; description: string; position: number }

export function createCatalogRepository(db: Db) {
  const k = tablesOf<CatalogTables>(db.kysely)
  /**
   * What can be sold now. A combo is limited by its own stock and by how many whole bundles its
   * parts make (integer division floors for non-negative stock). Computed in SQL so the in-stock
   * filter and the stock state shown agree. SQLite runs a correlated subquery for combo rows only;
   * PostgreSQL would cost that subquery for every row (and JIT-compile the plan), so there it joins
   * the per-combo minimum, aggregated once per query.
   */
  const sqlite = db.dialect === 'sqlite'
  const comboJoin = sqlite
    ? sql``
    : sql` left join (select ci.combo_id, min(cv.stock / ci.quantity) as parts_stock from combo_item ci
        inner join product_variant cv on cv.id = ci.variant_id group by ci.combo_id) cs on cs.combo_id = p.id`
  const sellable = sqlite
    ? sql<number>`(case when p.kind = 'combo' then min(p.stock, coalesce(
        (select min(cv.stock / ci.quantity) from combo_item ci inner join product_variant cv on cv.id = ci.variant_id where ci.combo_id = p.id),
        p.stock)) else p.stock end)`
    : sql<number>`(case when cs.parts_stock is null then p.stock else least(p.stock, cs.parts_stock) end)`

  function whereOf(f: ProductFilter): RawBuilder<SqlBool> {
    const parts: RawBuilder<unknown>[] = [ON_SALE]
    if (f.categoryId) parts.push(sql`p.category_id = ${f.categoryId}`)
    if (f.subcategoryIds) parts.push(inList(sql`p.subcategory_id`, f.subcategoryIds))
    if (f.brandSlugs) parts.push(sql`p.brand_id in (select bf.id from brand bf where ${inList(sql`bf.slug`, f.brandSlugs)})`)
    for (const [kind, values] of [['skin', f.skinTypes], ['hair', f.hairTypes], ['cert', f.certifications]] as const) {
      // Several values of one kind: a product having any of them qualifies.
      if (values?.length) {
        parts.push(sql`exists (select 1 from product_attribute pa where pa.product_id = p.id and pa.kind = ${kind} and ${inList(sql`pa.value`, values)})`)
      }
    }
    const price = priceRef(f.currency)
    if (f.minPrice !== undefined) parts.push(sql`${price} >= ${f.minPrice}`)
    if (f.maxPrice !== undefined) parts.push(sql`${price} <= ${f.maxPrice}`)
    if (f.inStock) parts.push(sql`${sellable} > 0`)
    if (f.featured) parts.push(sql`p.featured = 1`)
    if (f.ids) parts.push(inList(sql`p.id`, f.ids))
    if (f.excludeId) parts.push(sql`p.id <> ${f.excludeId}`)
    return sql<SqlBool>`${sql.join(parts, sql` and `)}`
  }

  function orderOf(page: ProductPage, currency?: Currency): RawBuilder<unknown> {
    const first = page.preferSubcategoryId ? sql`case when p.subcategory_id = ${page.preferSubcategoryId} then 0 else 1 end, ` : sql``
    const price = priceRef(currency)
    const by = {
      popularity: sql`p.sold_count desc`,
      price_asc: sql`${price} asc`,
      price_desc: sql`${price} desc`,
      // The average as shown (one decimal, see toSummary), so equal shown ratings order by count.
      rating: sql`case when p.rating_count = 0 then 0 else round(p.rating_sum * 10.0 / p.rating_count) end desc, p.rating_count desc`,
      newest: sql`p.created_at desc`,
    }[page.sort]
    // The id tiebreak keeps pages stable: equal keys never swap between two requests.
    return sql`${first}${by}, p.id asc`
  }

  function summaryQuery(currency: Currency | undefined, extra: RawBuilder<unknown> = sql``) {
    const col = priceColumns(currency ?? 'USD')
    return sql`select p.id, p.slug, p.kind, p.name, ${sql.ref(`p.${col.price}`)} as price_cents, ${sql.ref(`p.${col.compare_at}`)} as compare_at_cents,
        ${sql.ref(`p.${col.prior_low}`)} as prior_low_cents, p.size_value, p.size_unit,
        p.rating_sum, p.rating_count, p.certifications, p.created_at, p.photos, p.status, p.variant_count, ${sellable} as stock,
        b.id as brand_id, b.slug as brand_slug, b.name as brand_name,
        c.id as category_id, c.slug as category_slug, c.name as category_name,
        s.id as subcategory_id, s.slug as subcategory_slug, s.name as subcategory_name${extra}
      from product p${comboJoin}
      inner join brand b on b.id = p.brand_id
      inner join category c on c.id = p.category_id
      inner join category s on s.id = p.subcategory_id`
  }

  return {
    async listSummaries(filter: ProductFilter, page: ProductPage): Promise<SummaryRow[]> {
      const { rows } = await sql<SummaryRow>`${summaryQuery(filter.currency)} where ${whereOf(filter)}
        order by ${orderOf(page, filter.currency)} limit ${page.limit} offset ${page.offset}`.execute(k)
      return rows
    },

    /** Only the ids of a page: cheaper when the summaries come from elsewhere. */
    async listIds(filter: ProductFilter, page: ProductPage): Promise<string[]> {
      const { rows } = await sql<{ id: string }>`select p.id from product p where ${whereOf(filter)}
        order by ${orderOf(page, filter.currency)} limit ${page.limit} offset ${page.offset}`.execute(k)
      return rows.map((r) => r.id)
    },

    async count(filter: ProductFilter): Promise<number> {
      const join = filter.inStock ? comboJoin : sql``
      const { rows } = await sql<{ n: number }>`select count(*) as n from product p${join} where ${whereOf(filter)}`.execute(k)
      return Number(rows[0]?.n ?? 0)
    },

    /**
     * Summaries of these products, in no particular order: those on sale, or with `anyStatus` also
     * drafts and archived ones (a wishlist still names what it holds; a bundle lists all its parts).
     */
    async summariesByIds(ids: string[], { anyStatus = false, currency }: { anyStatus?: boolean; currency?: Currency } = {}): Promise<SummaryRow[]> {
      if (!ids.length) return []
      const onSale = anyStatus ? sql`` : sql` and ${ON_SALE}`
      const { rows } = await sql<SummaryRow>`${summaryQuery(currency)} where ${inList(sql`p.id`, ids)}${onSale}`.execute(k)
      return rows
    },

    /** Any product, whatever its status: the caller answers 404 for a draft, 410 for an archived one. */
    async detail(id: string, currency?: Currency): Promise<DetailRow | undefined> {
      const extra = sql`, p.description, p.usage, p.inci, p.skin_types, p.hair_types, p.allergens, p.pao_months, p.warnings,
        b.responsible_name, b.responsible_address, b.responsible_email`
      const { rows } = await sql<DetailRow>`${summaryQuery(currency, extra)} where p.id = ${id}`.execute(k)
      return rows[0]
    },

    /** Every published product's id, in id order: the sitemap. */
    async productIds(): Promise<string[]> {
      const rows = await k.selectFrom('product as p').select('p.id').where(ON_SALE).orderBy('p.id').execute()
      return rows.map((r) => r.id)
    },

    async comboParts(comboId: string): Promise<{ product_id: string; variant_id: string; quantity: number }[]> {
      return k.selectFrom('combo_item').select(['product_id', 'variant_id', 'quantity']).where('combo_id', '=', comboId).orderBy('product_id').execute()
    },

    async variants(productId: string) {
      return variantRowsOf(db.kysely, productId)
    },

    async categories(): Promise<CategoryRow[]> {
      return k.selectFrom('category').selectAll().orderBy('position').orderBy('id').execute()
    },

    async brands(): Promise<BrandRow[]> {
      return k.selectFrom('brand').selectAll().orderBy('position').orderBy('name').execute()
    },

    /** Products per category and per subcategory (both keyed by category id). */
    async categoryCounts(): Promise<Map<string, number>> {
      const out = new Map<string, number>()
      const byCategory = await k.selectFrom('product as p').select(['p.category_id as id', (eb) => eb.fn.countAll<number>().as('n')]).where(ON_SALE).groupBy('p.category_id').execute()
      const bySub = await k.selectFrom('product as p').select(['p.subcategory_id as id', (eb) => eb.fn.countAll<number>().as('n')]).where(ON_SALE).groupBy('p.subcategory_id').execute()
      for (const r of [...byCategory, ...bySub]) out.set(r.id, Number(r.n))
      return out
    },

    async brandCounts(): Promise<Map<string, number>> {
      const rows = await k.selectFrom('product as p').select(['p.brand_id as id', (eb) => eb.fn.countAll<number>().as('n')]).where(ON_SALE).groupBy('p.brand_id').execute()
      return new Map(rows.map((r) => [r.id, Number(r.n)]))
    },

    async banners() {
      return k.selectFrom('banner').selectAll().orderBy('position').orderBy('id').execute()
    },

    async banner(id: string) {
      return k.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async productArt(id: string) {
      return k
        .selectFrom('product as p')
        .innerJoin('brand as b', 'b.id', 'p.brand_id')
        .select(['p.id', 'p.kind', 'p.name', 'b.name as brand', 'p.size_value', 'p.size_unit', 'p.inci', 'p.image_style', 'p.photos'])
        .where('p.id', '=', id)
        .executeTakeFirst()
    },
  }
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>

/** The product row's lowest price in a currency's list (decision 036): filters and sorts read it. */
function priceRef(currency: Currency = 'USD'): RawBuilder<unknown> {
  return sql.ref(`p.${priceColumns(currency).price}`)
}

function inList(column: RawBuilder<unknown>, values: readonly string[]): RawBuilder<unknown> {
  if (!values.length) return sql`1 = 0`
  return sql`${column} in (${sql.join(values.map((v) => sql`${v}`))})`
}
