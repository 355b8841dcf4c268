import type { Generated } from 'kysely'

/**
 * Table types. Translated texts are JSON objects {en, cz, sl, ge} stored as text; lists of codes
 * (skin types, certifications, INCI) are JSON arrays stored as text. Money is integer cents.
 * Timestamps are ISO-8601 strings in UTC, the same on both databases.
 */
export interface CategoryTable {
  id: string
  slug: string
  parent_id: string | null
  position: number
  name: string
  description: string
}

export interface BrandTable {
  id: string
  slug: string
  name: string
  country: string
  description: string
  position: number
}

export interface ProductTable {
  id: string
  slug: string
  kind: 'single' | 'combo'
  brand_id: string
  category_id: string
  subcategory_id: string
  name: string
  description: string
  usage: string
  inci: string
  skin_types: string
  hair_types: string
  certifications: string
  allergens: string
  price_cents: number
  compare_at_cents: number | null
  size_value: number
  size_unit: 'ml' | 'g' | 'pcs'
  pao_months: number
  /** Own stock; a combo's sellable stock is limited by its parts. */
  stock: number
  rating_sum: number
  rating_count: number
  /** Units sold: the popularity sort. */
  sold_count: number
  featured: number
  /** How the generated picture looks: JSON {shape, palette, ...}. */
  image_style: string
  created_at: string
}

export interface ComboItemTable {
  combo_id: string
  product_id: string
  quantity: number
}

/** One row per product, kind (skin/hair/cert) and value: the indexed filters. */
export interface ProductAttributeTable {
  product_id: string
  kind: 'skin' | 'hair' | 'cert'
  value: string
}

export interface BannerTable {
  id: string
  position: number
  title: string
  subtitle: string
  cta: string
  href: string
  image: string
}

export interface MetaTable {
  key: string
  value: string
}

/**
 * Search tables (modules/search owns them). search_document holds normalised words, one row per
 * product and language; on PostgreSQL it also has a generated `document` tsvector column (not
 * listed: it is never written, and read only through raw SQL).
 */
export interface SearchDocumentTable {
  product_id: string
  lang: string
  name: string
  brand: string
  category: string
  inci: string
}

/** The catalog vocabulary: normalised word, how it is shown, and in how many products it occurs. */
export interface SearchTermTable {
  lang: string
  term: string
  display: string
  weight: number
}

/** SQLite only: the FTS5 trigram index over search_term (rowid = search_term.rowid). */
export interface SearchTermTrgmTable {
  term: string
}

export interface SearchStatTable {
  lang: string
  /** YYYY-MM-DD, UTC */
  day: string
  /** normalised query */
  query: string
  count: number
}

export interface Database {
  category: CategoryTable
  brand: BrandTable
  product: ProductTable
  combo_item: ComboItemTable
  product_attribute: ProductAttributeTable
  banner: BannerTable
  meta: MetaTable
  search_document: SearchDocumentTable
  search_term: SearchTermTable
  search_term_trgm: SearchTermTrgmTable
  search_stat: SearchStatTable
}

export type Dialect = 'sqlite' | 'postgres'
export type { Generated }
