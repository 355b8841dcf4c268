import { z } from 'zod'

/**
 * CSV export and import of products and their sizes (issue 17, decision 035). One row per variant;
 * the product's columns repeat on each of its rows. Import is keyed by SKU.
 */

/** Columns the import changes on the product (the same value on every row of one product). */
export const PRODUCT_CSV_PRODUCT_COLUMNS = [
  'name_en', 'name_cz', 'name_sl', 'name_ge',
  'description_en', 'description_cz', 'description_sl', 'description_ge',
  'pao_months',
  'warnings_en', 'warnings_cz', 'warnings_sl', 'warnings_ge',
] as const

/**
 * Columns the import changes on the variant named by `sku`. `price` and `compare_at_price` are the
 * USD base; the EUR and CZK columns (decision 037) hold each list's prices: a value sets it by hand,
 * an empty cell fills it from the USD price at the current rate (`compare_at_*` empty: none when
 * the list is set by hand, else filled).
 */
export const PRODUCT_CSV_VARIANT_COLUMNS = [
  'gtin', 'size_value', 'size_unit', 'label_en', 'label_cz', 'label_sl', 'label_ge',
  'weight_g', 'price', 'compare_at_price', 'price_eur', 'compare_at_eur', 'price_czk', 'compare_at_czk', 'stock', 'low_stock_threshold',
] as const

/**
 * Columns the export writes for reading only: the import accepts them unchanged and refuses a
 * changed value (status, category, brand, INCI and certifications are changed in the product editor).
 */
export const PRODUCT_CSV_REFERENCE_COLUMNS = ['product_id', 'status', 'category', 'subcategory', 'brand', 'inci', 'allergens', 'certifications'] as const

/** The export's columns, in order. `sku` and `product_slug` are the keys and required on import. */
export const PRODUCT_CSV_COLUMNS = [
  'product_id', 'product_slug', 'status', 'category', 'subcategory', 'brand',
  ...PRODUCT_CSV_PRODUCT_COLUMNS.slice(0, 8),
  'inci', 'allergens', 'pao_months', 'certifications',
  // Precautions and warnings (decision 045): all four languages, or all four empty.
  'warnings_en', 'warnings_cz', 'warnings_sl', 'warnings_ge',
  'sku', ...PRODUCT_CSV_VARIANT_COLUMNS,
] as const
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number]

/** A file above this is refused unread with 413 (a 5,000-row export of the demo catalog is about 5 MB). */
export const PRODUCT_CSV_MAX_BYTES = 16 * 1024 * 1024
/** Rows (variants) per file. */
export const PRODUCT_CSV_MAX_ROWS = 20_000

/** Lists (INCI, allergens, certifications) are joined with this in a cell. */
export const PRODUCT_CSV_LIST_SEPARATOR = '; '

/**
 * The message of each problem with a cell or the file. The web finds a message's translation key
 * through these constants (never a copy of the sentence).
 */
export const PRODUCT_CSV_MESSAGES = {
  empty: 'The file is empty: it has no header line or no rows',
  tooLarge: 'The file is larger than 16 MB',
  tooManyRows: 'The file has more than 20,000 rows',
  notCsv: 'The file could not be read as CSV',
  unknownColumn: 'This column is not one the import knows',
  duplicateColumn: 'This column appears twice in the header',
  missingKey: 'The header needs the columns sku and product_slug',
  rowsInvalid: 'Some rows are not valid: nothing was imported',
  cellCount: 'This line does not have as many cells as the header has columns',
  required: 'This cell must not be empty',
  skuInvalid: 'A SKU is 2–40 letters, digits, dots, dashes or underscores',
  skuRepeated: 'This SKU appears on an earlier line',
  productUnknown: 'No product has this slug: create the product first, then import its sizes',
  skuOfOtherProduct: 'This SKU belongs to another product',
  notWhole: 'Write a whole number (digits only)',
  outOfRange: 'The number is out of range',
  notPrice: 'Write a price with a dot and at most two decimals, like 12.50',
  compareAtNotAbove: 'The compare-at price must be above the price',
  compareAtWithoutPrice: 'A compare-at price in this currency needs the price in this currency too',
  priceZero: 'A price must be above zero',
  sizeUnit: 'The size unit is ml, g or pcs',
  gtinInvalid: 'The GTIN is not a valid EAN-13 (13 digits with its check digit)',
  gtinTaken: 'Another size already has this GTIN',
  labelPartial: 'Write the label in all four languages, or leave all four empty',
  warningsPartial: 'Write the warnings in all four languages, or leave all four empty',
  tooLong: 'The text is too long',
  differsOnProduct: 'Differs from an earlier line of the same product',
  readOnly: 'This column cannot be changed by import: change it in the product editor',
  missingForNew: 'A new size needs this column',
} as const
export type ProductCsvMessage = (typeof PRODUCT_CSV_MESSAGES)[keyof typeof PRODUCT_CSV_MESSAGES]

/** One bad cell: the file's line (1 is the header) and the column's name. */
export interface ProductCsvIssue {
  line: number
  column: string
  message: string
}

/** An issue travels in the problem's `errors` as `{path: "<line>.<column>", message}`. */
export function csvIssuePath(line: number, column: string): string {
  return `${line}.${column}`
}
export function parseCsvIssuePath(path: string): { line: number; column: string } | null {
  const m = /^(\d+)\.(.*)$/.exec(path)
  return m ? { line: Number(m[1]), column: m[2]! } : null
}

export const ProductCsvImportResultSchema = z.object({
  rows: z.number().int(),
  variants_updated: z.number().int(),
  variants_added: z.number().int(),
  variants_unchanged: z.number().int(),
  products_changed: z.number().int(),
})
export type ProductCsvImportResult = z.infer<typeof ProductCsvImportResultSchema>

/** Integer cents as a decimal with a dot ("1234" → "12.34"), without floating point. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** "12", "12.5", "12.50" → cents; anything else (a comma, a sign, three decimals) → null. */
export function decimalToCents(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}
