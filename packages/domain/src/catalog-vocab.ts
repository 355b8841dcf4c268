/**
 * The catalog's vocabularies and limits, free of zod: the first page imports some of them (the search
 * box's length limit), and a schema in the same module would bring zod onto it.
 */

/* ---- Vocabularies (codes on the wire; people see translated labels from the web i18n files) ---- */

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive', 'mature', 'acne-prone'] as const
export const HAIR_TYPES = ['dry', 'oily', 'normal', 'curly', 'colored', 'damaged', 'fine', 'thick'] as const
export const CERTIFICATIONS = ['vegan', 'cruelty-free', 'organic', 'cosmos', 'natrue', 'ecocert', 'fair-trade'] as const
export const PRODUCT_SORTS = ['popularity', 'price_asc', 'price_desc', 'rating', 'newest'] as const
export const PRODUCT_KINDS = ['single', 'combo'] as const
export const SIZE_UNITS = ['ml', 'g', 'pcs'] as const
export const STOCK_STATES = ['in_stock', 'low_stock', 'out_of_stock'] as const

export type SkinType = (typeof SKIN_TYPES)[number]
export type HairType = (typeof HAIR_TYPES)[number]
export type Certification = (typeof CERTIFICATIONS)[number]
export type ProductSort = (typeof PRODUCT_SORTS)[number]
export type StockState = (typeof STOCK_STATES)[number]

/** At or below this many units a product shows as "only a few left". */
export const LOW_STOCK_THRESHOLD = 5
export const PAGE_SIZE_DEFAULT = 24
export const PAGE_SIZE_MAX = 96
export const SEARCH_QUERY_MAX = 200

export function stockStateOf(stock: number): StockState {
  if (stock <= 0) return 'out_of_stock'
  return stock <= LOW_STOCK_THRESHOLD ? 'low_stock' : 'in_stock'
}
