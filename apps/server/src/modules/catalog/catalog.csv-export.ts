import { centsToDecimal, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_LIST_SEPARATOR, type ProductCsvColumn } from '@shop/domain'
import { stringify } from 'csv-stringify/sync'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import { translated } from './catalog.admin-mapper'
import type { ListPriceColumns } from './catalog.variants'

export type CsvRow = Record<ProductCsvColumn, string>
/** A row as stored now, with the ids and list prices the import needs (not written to the file as such). */
export type StoredCsvRow = CsvRow & { variant_id: string; position: number; lists: ListPriceColumns }

/** A JSON list column as one cell ("Aqua; Glycerin"); not a list: the text itself. */
export function listCell(json: string): string {
  try {
    const v = JSON.parse(json) as unknown
    return Array.isArray(v) ? v.map(String).join(PRODUCT_CSV_LIST_SEPARATOR) : json
  } catch {
    return json
  }
}

/**
 * Every variant with its product's columns, as the CSV's cells (strings): products by slug, sizes
 * by position. One query; the catalog has thousands of rows, not millions.
 */
export async function csvRows(ex: Tx): Promise<StoredCsvRow[]> {
  const k = tablesOf<CatalogTables>(ex)
  const rows = await k
    .selectFrom('product_variant as v')
    .innerJoin('product as p', 'p.id', 'v.product_id')
    .innerJoin('category as c', 'c.id', 'p.category_id')
    .innerJoin('category as s', 's.id', 'p.subcategory_id')
    .innerJoin('brand as b', 'b.id', 'p.brand_id')
    .select([
      'p.id as product_id', 'p.slug as product_slug', 'p.status', 'c.slug as category', 's.slug as subcategory', 'b.slug as brand',
      'p.name', 'p.description', 'p.warnings', 'p.inci', 'p.allergens', 'p.pao_months', 'p.certifications',
      'v.id as variant_id', 'v.position', 'v.sku', 'v.gtin', 'v.size_value', 'v.size_unit', 'v.label', 'v.weight_g', 'v.price_cents', 'v.compare_at_cents',
      'v.price_eur_cents', 'v.compare_at_eur_cents', 'v.price_eur_manual', 'v.price_czk_cents', 'v.compare_at_czk_cents', 'v.price_czk_manual', 'v.stock', 'v.low_stock_threshold',
    ])
    .orderBy('p.slug')
    .orderBy('v.position')
    .orderBy('v.id')
    .execute()
  const money = (cents: number | null) => (cents === null ? '' : centsToDecimal(cents))
  return rows.map((r) => {
    const name = translated(r.name)
    const description = translated(r.description)
    const warnings = r.warnings ? translated(r.warnings) : null
    const label = r.label ? translated(r.label) : null
    return {
      variant_id: r.variant_id,
      position: r.position,
      lists: {
        price_eur_cents: r.price_eur_cents,
        compare_at_eur_cents: r.compare_at_eur_cents,
        price_eur_manual: r.price_eur_manual,
        price_czk_cents: r.price_czk_cents,
        compare_at_czk_cents: r.compare_at_czk_cents,
        price_czk_manual: r.price_czk_manual,
      },
      product_id: r.product_id,
      product_slug: r.product_slug,
      status: r.status,
      category: r.category,
      subcategory: r.subcategory,
      brand: r.brand,
      name_en: name.en,
      name_cz: name.cz,
      name_sl: name.sl,
      name_ge: name.ge,
      description_en: description.en,
      description_cz: description.cz,
      description_sl: description.sl,
      description_ge: description.ge,
      inci: listCell(r.inci),
      allergens: listCell(r.allergens),
      pao_months: String(r.pao_months),
      certifications: listCell(r.certifications),
      warnings_en: warnings?.en ?? '',
      warnings_cz: warnings?.cz ?? '',
      warnings_sl: warnings?.sl ?? '',
      warnings_ge: warnings?.ge ?? '',
      sku: r.sku,
      gtin: r.gtin ?? '',
      size_value: String(r.size_value),
      size_unit: r.size_unit,
      label_en: label?.en ?? '',
      label_cz: label?.cz ?? '',
      label_sl: label?.sl ?? '',
      label_ge: label?.ge ?? '',
      weight_g: String(r.weight_g),
      price: centsToDecimal(r.price_cents),
      compare_at_price: money(r.compare_at_cents),
      // Each list's prices set by hand (decision 037); a list that follows USD is left empty, so
      // the file says which prices follow the rate and an import of it keeps them following.
      price_eur: r.price_eur_manual ? money(r.price_eur_cents) : '',
      compare_at_eur: r.price_eur_manual ? money(r.compare_at_eur_cents) : '',
      price_czk: r.price_czk_manual ? money(r.price_czk_cents) : '',
      compare_at_czk: r.price_czk_manual ? money(r.compare_at_czk_cents) : '',
      stock: String(r.stock),
      low_stock_threshold: String(r.low_stock_threshold),
    }
  })
}

/**
 * The catalog as CSV: UTF-8 with a byte order mark (so spreadsheets read č, š, ž), a header line,
 * RFC 4180 quoting, prices with a dot and two decimals. A text cell starting with = + - @ (or a tab)
 * gets a leading ' so a spreadsheet shows it rather than running it; the import takes it off again.
 */
export async function exportProductsCsv(db: Db): Promise<string> {
  const rows = await csvRows(db.kysely)
  return stringify(rows, { header: true, columns: [...PRODUCT_CSV_COLUMNS], bom: true, escape_formulas: true })
}
