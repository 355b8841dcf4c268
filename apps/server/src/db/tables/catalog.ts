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
  /** The responsible person in the EU (Regulation 1223/2009 Art. 19; migration 0039): '' until staff enter one */
  responsible_name: string
  /** Postal address, one line per line of the label */
  responsible_address: string
  responsible_email: string
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
  /** The lowest variant price in the EUR and CZK lists (migration 0031), kept with the variants */
  price_eur_cents: Generated<number>
  compare_at_eur_cents: number | null
  price_czk_cents: Generated<number>
  compare_at_czk_cents: number | null
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
  /** Uploaded photo ids in gallery order, JSON (migration 0018; '[]': the drawn pictures show) */
  photos: Generated<string>
  /** draft (staff only), published (the shop shows it), archived (410, no longer sold): migration 0028 */
  status: Generated<'draft' | 'published' | 'archived'>
  /** How many variants the product has (migration 0024): the list shows "from" when more than one */
  variant_count: Generated<number>
  /** Its lowest-priced variant's prior 30-day low in each list (migration 0039, decision 045), kept with the variants */
  prior_low_cents: number | null
  prior_low_eur_cents: number | null
  prior_low_czk_cents: number | null
  /** Precautions and warnings, JSON {en, cz, sl, ge}; '' when none apply (migration 0039) */
  warnings: Generated<string>
}

/**
 * What is bought (migration 0024, decision 029). The product's price_cents, compare_at_cents and
 * size are its lowest-priced variant's, its stock the sum of its variants', kept so in the
 * transaction of every variant change (catalog.variants.ts).
 */
export interface ProductVariantTable {
  id: string
  product_id: string
  position: number
  sku: string
  /** EAN-13, unique when set */
  gtin: string | null
  size_value: number
  size_unit: 'ml' | 'g' | 'pcs'
  /** JSON {en, cz, sl, ge}: a scent or shade; null when the size alone names the variant */
  label: string | null
  weight_g: number
  price_cents: number
  compare_at_cents: number | null
  /** The EUR and CZK price lists (migration 0031, decision 036); `_manual` = 1: set by hand, a new exchange rate leaves it */
  price_eur_cents: number
  compare_at_eur_cents: number | null
  price_eur_manual: number
  price_czk_cents: number
  compare_at_czk_cents: number | null
  price_czk_manual: number
  stock: number
  low_stock_threshold: number
  /** An uploaded photo of the product (product_image.id) showing this variant */
  photo_id: string | null
  /**
   * Shown reduced (compare-at above price) in the list: the lowest price of the 30 days before the
   * reduction began, from variant_price_history (migration 0039, decision 045); else null.
   * Kept by recordPriceHistory in the transaction of every price write.
   */
  prior_low_cents: number | null
  prior_low_eur_cents: number | null
  prior_low_czk_cents: number | null
}

/**
 * Every price a variant had in each list, from when it applied (migration 0039, decision 045): one row
 * per change of price or compare-at price, written in the transaction that changed it.
 */
export interface VariantPriceHistoryTable {
  variant_id: string
  currency: 'USD' | 'EUR' | 'CZK'
  /** ISO-8601 UTC: the moment this price began to apply */
  valid_from: string
  price_cents: number
  compare_at_cents: number | null
}

export interface ComboItemTable {
  combo_id: string
  product_id: string
  /** The part's variant (migration 0024): one variant of each product per bundle */
  variant_id: string
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

/**
 * modules/catalog (its staff side, catalog.admin*) owns product_image: uploaded product photos (PNG, JPEG or WebP, ≤ 2 MB),
 * the bytes in the database. The product's `photos` column (db/types.ts) lists their ids in
 * gallery order.
 */
export interface ProductImageTable {
  id: string
  product_id: string
  content_type: 'image/png' | 'image/jpeg' | 'image/webp'
  bytes: number
  width: number
  height: number
  sha256: string
  data: Buffer
  created_by: string
  created_at: string
}

/**
 * A staff adjustment of a variant's stock (migration 0029, decision 034): signed, with its reason,
 * who and when, and the stock it left. Variant id, SKU and staff name are copied (no foreign key to
 * the variant: a removed size keeps its history).
 */
export interface StockMovementTable {
  id: string
  product_id: string
  variant_id: string
  sku: string
  delta: number
  reason: 'received' | 'damaged' | 'correction' | 'returned' | 'other'
  note: string
  stock_after: number
  staff_id: string
  staff_name: string
  created_at: string
}

/** The tables modules/catalog owns: its repositories see only these (db/tables.ts). */
export interface CatalogTables {
  category: CategoryTable
  brand: BrandTable
  product: ProductTable
  product_variant: ProductVariantTable
  combo_item: ComboItemTable
  product_attribute: ProductAttributeTable
  banner: BannerTable
  product_image: ProductImageTable
  stock_movement: StockMovementTable
  variant_price_history: VariantPriceHistoryTable
}
