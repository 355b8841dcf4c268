import {
  decimalToCents,
  fillListPrices,
  HAND_SET_CURRENCIES,
  LIST_PRICE_FIELDS,
  isValidEan13,
  PRODUCT_CSV_MESSAGES as MSG,
  PRODUCT_CSV_VARIANT_COLUMNS,
  PRODUCT_WARNINGS_MAX,
  SIZE_UNITS,
} from '@shop/domain'
import type { ProductVariantTable } from '../../db/tables/catalog'
import { translated } from './catalog.admin-mapper'
import type { StoredCsvRow } from './catalog.csv-export'
import type { ListPriceColumns, PriceLists } from './catalog.variants'

/**
 * A products CSV row's cells read into the values a size stores (decision 035): each cell checked
 * on its own, a problem reported through `bad` with its column. catalog.csv-import.ts plans and
 * writes the import from them.
 */

export type VariantValues = Pick<ProductVariantTable, 'gtin' | 'size_value' | 'size_unit' | 'label' | 'weight_g' | 'price_cents' | 'compare_at_cents' | 'stock' | 'low_stock_threshold'> & ListPriceColumns

/** Each list's columns in the file (decision 037). */
const LIST_COLUMNS = { EUR: { price: 'price_eur', compare_at: 'compare_at_eur' }, CZK: { price: 'price_czk', compare_at: 'compare_at_czk' } } as const

const WARNING_COLUMNS = ['warnings_en', 'warnings_cz', 'warnings_sl', 'warnings_ge'] as const

/**
 * The product's warnings (decision 045) over the stored ones: optional, but in all four languages
 * or none. Stored as JSON, or '' when none apply.
 */
export function warningsOf(cell: Partial<Record<string, string>>, product: StoredCsvRow, bad: (column: string, message: string) => void): string {
  const w = { en: cell.warnings_en ?? product.warnings_en, cz: cell.warnings_cz ?? product.warnings_cz, sl: cell.warnings_sl ?? product.warnings_sl, ge: cell.warnings_ge ?? product.warnings_ge }
  const tooLong = WARNING_COLUMNS.find((c) => (cell[c] ?? '').length > PRODUCT_WARNINGS_MAX)
  if (tooLong) bad(tooLong, MSG.tooLong)
  const filled = Object.values(w).filter(Boolean).length
  if (filled > 0 && filled < 4) bad(WARNING_COLUMNS.find((c) => !w[c.slice(9) as 'en']) ?? 'warnings_en', MSG.warningsPartial)
  return filled ? JSON.stringify(w) : ''
}

/** A whole number in range, or the message of what is wrong with it. */
export function whole(text: string, min: number, max: number): number | string {
  if (!/^\d{1,9}$/.test(text)) return text ? MSG.notWhole : MSG.required
  const n = Number(text)
  return n < min || n > max ? MSG.outOfRange : n
}

export function storedValues(r: StoredCsvRow): VariantValues {
  const label = r.label_en || r.label_cz || r.label_sl || r.label_ge ? JSON.stringify({ en: r.label_en, cz: r.label_cz, sl: r.label_sl, ge: r.label_ge }) : null
  return {
    gtin: r.gtin || null,
    size_value: Number(r.size_value),
    size_unit: r.size_unit as VariantValues['size_unit'],
    label,
    weight_g: Number(r.weight_g),
    price_cents: decimalToCents(r.price)!,
    compare_at_cents: r.compare_at_price ? decimalToCents(r.compare_at_price) : null,
    ...r.lists,
    stock: Number(r.stock),
    low_stock_threshold: Number(r.low_stock_threshold),
  }
}

/** The row's variant fields over the stored ones; null when a cell is bad (each reported). */
export function variantValues(cell: Partial<Record<string, string>>, existing: StoredCsvRow | undefined, lists: PriceLists, bad: (column: string, message: string) => void): VariantValues | null {
  const base: Partial<VariantValues> = existing
    ? storedValues(existing)
    : { gtin: null, label: null, compare_at_cents: null, low_stock_threshold: 5, price_eur_manual: 0, price_czk_manual: 0 }
  const out = { ...base }
  let ok = true
  const fail = (column: string, message: string) => {
    ok = false
    bad(column, message)
  }
  const has = (c: (typeof PRODUCT_CSV_VARIANT_COLUMNS)[number]) => c in cell
  const number = (column: string, key: 'size_value' | 'weight_g' | 'stock' | 'low_stock_threshold', min: number, max: number) => {
    if (!(column in cell)) return
    const n = whole(cell[column]!, min, max)
    if (typeof n === 'string') fail(column, n)
    else out[key] = n
  }
  if (has('gtin')) {
    const g = cell.gtin!
    if (g && !isValidEan13(g)) fail('gtin', MSG.gtinInvalid)
    else out.gtin = g || null
  }
  number('size_value', 'size_value', 1, 100_000)
  if (has('size_unit')) {
    const u = cell.size_unit!
    if (!(SIZE_UNITS as readonly string[]).includes(u)) fail('size_unit', u ? MSG.sizeUnit : MSG.required)
    else out.size_unit = u as VariantValues['size_unit']
  }
  const labelColumns = ['label_en', 'label_cz', 'label_sl', 'label_ge'] as const
  if (labelColumns.some((c) => c in cell)) {
    const stored = out.label ? translated(out.label) : { en: '', cz: '', sl: '', ge: '' }
    const label = { en: cell.label_en ?? stored.en, cz: cell.label_cz ?? stored.cz, sl: cell.label_sl ?? stored.sl, ge: cell.label_ge ?? stored.ge }
    const filled = Object.values(label).filter(Boolean).length
    const tooLong = labelColumns.find((c) => (cell[c] ?? '').length > 60)
    if (tooLong) fail(tooLong, MSG.tooLong)
    else if (filled > 0 && filled < 4) fail(labelColumns.find((c) => !label[c.slice(6) as 'en']) ?? 'label_en', MSG.labelPartial)
    else out.label = filled ? JSON.stringify(label) : null
  }
  number('weight_g', 'weight_g', 0, 100_000)
  for (const [column, key] of [['price', 'price_cents'], ['compare_at_price', 'compare_at_cents']] as const) {
    if (!(column in cell)) continue
    const text = cell[column]!
    if (!text && key === 'compare_at_cents') {
      out.compare_at_cents = null
      continue
    }
    const cents = decimalToCents(text)
    if (cents === null) fail(column, text ? MSG.notPrice : MSG.required)
    else out[key] = cents
  }
  for (const cur of HAND_SET_CURRENCIES) {
    if (!listPrices(cur, cell, out, fail)) ok = false
  }
  number('stock', 'stock', 0, 1_000_000)
  number('low_stock_threshold', 'low_stock_threshold', 0, 10_000)
  if (!existing) {
    for (const [column, key] of [['size_value', 'size_value'], ['size_unit', 'size_unit'], ['weight_g', 'weight_g'], ['price', 'price_cents'], ['stock', 'stock']] as const) {
      if (!(column in cell)) fail(column, MSG.missingForNew)
      else if (out[key] === undefined) ok = false
    }
  }
  if (!ok) return null
  const v = out as VariantValues
  if (v.compare_at_cents !== null && v.compare_at_cents <= v.price_cents) {
    bad('compare_at_price', MSG.compareAtNotAbove)
    return null
  }
  // Lists not set by hand follow the (new) USD prices at today's rates.
  const filled = fillListPrices(v, lists)
  for (const cur of HAND_SET_CURRENCIES) {
    const f = LIST_PRICE_FIELDS[cur]
    if (!v[f.manual]) Object.assign(v, { [f.price]: filled[f.price], [f.compare_at]: filled[f.compare_at] })
  }
  return v
}

/**
 * A list's two cells over the stored prices (decision 037). An empty price lets the list follow
 * USD (a compare-at price then is refused: it would follow USD too); a price is set by hand. The
 * export writes hand-set prices only, so a file imported back changes nothing.
 */
function listPrices(cur: (typeof HAND_SET_CURRENCIES)[number], cell: Partial<Record<string, string>>, out: Partial<VariantValues>, fail: (column: string, message: string) => void): boolean {
  const col = LIST_COLUMNS[cur]
  const f = LIST_PRICE_FIELDS[cur]
  const priceText = cell[col.price]
  const compareText = cell[col.compare_at]
  if (priceText === undefined && compareText === undefined) return true
  if (priceText === '') {
    if (compareText) {
      fail(col.compare_at, MSG.compareAtWithoutPrice)
      return false
    }
    out[f.manual] = 0
    return true
  }
  let price = out[f.price]
  if (priceText !== undefined) {
    const cents = decimalToCents(priceText)
    if (cents === null) return fail(col.price, MSG.notPrice), false
    if (cents === 0) return fail(col.price, MSG.priceZero), false
    price = cents
  }
  let compareAt = out[f.compare_at] ?? null
  if (compareText !== undefined) {
    const cents = compareText ? decimalToCents(compareText) : null
    if (compareText && cents === null) return fail(col.compare_at, MSG.notPrice), false
    compareAt = cents
  }
  // Only compare-at given for a new size: its price is the filled one, set below by hand with it.
  if (price === undefined) return fail(col.price, MSG.compareAtWithoutPrice), false
  if (out[f.manual] && price === out[f.price] && compareAt === (out[f.compare_at] ?? null)) return true
  if (compareAt !== null && compareAt <= price) return fail(col.compare_at, MSG.compareAtNotAbove), false
  Object.assign(out, { [f.price]: price, [f.compare_at]: compareAt, [f.manual]: 1 })
  return true
}

