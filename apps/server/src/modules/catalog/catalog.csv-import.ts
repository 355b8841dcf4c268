import {
  CATALOG_DESCRIPTION_MAX,
  CATALOG_NAME_MAX,
  csvIssuePath,
  DomainError,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_MESSAGES as MSG,
  PRODUCT_CSV_PRODUCT_COLUMNS,
  PRODUCT_CSV_REFERENCE_COLUMNS,
  SKU_PATTERN,
  VARIANT_MESSAGES,
  type ProductCsvImportResult,
  type ProductCsvIssue,
} from '@shop/domain'
import { parse } from 'csv-parse/sync'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables, ProductVariantTable } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import type { SearchReindexer } from '../search/search.types'
import { BATCH, chunks, refreshSummariesMany, updateMany } from './catalog.batch'
import { csvRows, exportProductsCsv, type StoredCsvRow } from './catalog.csv-export'
import type { CatalogService } from './catalog.service'
import { NO_PRIOR_LOW, recordPriceHistory } from './catalog.price-history'
import type { PriceLists, PriceListsSource } from './catalog.variants'
import { storedValues, variantValues, warningsOf, whole, type VariantValues } from './catalog.csv-cells'

type Staff = Pick<AuthUser, 'id' | 'username'>

export interface ProductCsvDeps {
  db: Db
  catalog: Pick<CatalogService, 'invalidate'>
  audit: AuditLog
  search: SearchReindexer
  /** The current exchange rates: EUR and CZK prices left empty are filled from USD at them (decision 037) */
  priceLists: PriceListsSource
}

/** At most this many problems are listed (a file of 5,000 bad rows still answers in a readable size). */
export const MAX_ISSUES = 1000

const KNOWN = new Set<string>(PRODUCT_CSV_COLUMNS)
/** A cell the export escaped (csv-stringify's escape_formulas): ' before one of these. */
const ESCAPED = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

const VARIANT_FIELDS = [
  'gtin', 'size_value', 'size_unit', 'label', 'weight_g', 'price_cents', 'compare_at_cents',
  'price_eur_cents', 'compare_at_eur_cents', 'price_eur_manual', 'price_czk_cents', 'compare_at_czk_cents', 'price_czk_manual',
  'stock', 'low_stock_threshold',
] as const
type ProductValues = { name: string; description: string; warnings: string; pao_months: number }

interface Plan {
  rows: number
  updates: Array<{ variant_id: string; product_id: string; values: VariantValues }>
  inserts: Array<{ product_id: string; sku: string; values: VariantValues }>
  products: Map<string, ProductValues>
  unchanged: number
}

/** The file's records (header first), each cell trimmed and unescaped. A file that is not CSV is one issue on the line where it broke. */
export function readCsv(text: string): string[][] {
  let records: string[][]
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 64 * 1024 }) as string[][]
  } catch (err) {
    const line = Number((err as { lines?: unknown }).lines) || 1
    throw new DomainError('csv_rows_invalid', MSG.rowsInvalid, [{ path: csvIssuePath(line, ''), message: MSG.notCsv }])
  }
  return records.map((r) => r.map((cell) => {
    const v = cell.trim()
    return ESCAPED.test(v) ? v.slice(1) : v
  }))
}

/**
 * Checks every row of the file against the catalog as it is and says what to write: nothing is
 * written here. Throws one DomainError listing every bad cell (line and column) when any is bad.
 */
export function planImport(records: string[][], current: StoredCsvRow[], lists: PriceLists): Plan {
  const header = records[0]
  if (!header || records.length < 2) throw new DomainError('csv_empty', MSG.empty)
  if (records.length - 1 > PRODUCT_CSV_MAX_ROWS) throw new DomainError('csv_too_large', MSG.tooManyRows)
  const headerIssues: ProductCsvIssue[] = []
  const seen = new Set<string>()
  header.forEach((name) => {
    if (!KNOWN.has(name)) headerIssues.push({ line: 1, column: name, message: MSG.unknownColumn })
    else if (seen.has(name)) headerIssues.push({ line: 1, column: name, message: MSG.duplicateColumn })
    seen.add(name)
  })
  if (!seen.has('sku') || !seen.has('product_slug')) headerIssues.push({ line: 1, column: seen.has('sku') ? 'product_slug' : 'sku', message: MSG.missingKey })
  if (headerIssues.length) throw issuesError('csv_columns', headerIssues)

  const bySku = new Map(current.map((r) => [r.sku, r]))
  const productBySlug = new Map<string, StoredCsvRow>()
  for (const r of current) if (!productBySlug.has(r.product_slug)) productBySlug.set(r.product_slug, r)
  const gtinOwner = new Map<string, string>()
  for (const r of current) if (r.gtin) gtinOwner.set(r.gtin, r.sku)

  const issues: ProductCsvIssue[] = []
  const skuLine = new Map<string, number>()
  const productFirst = new Map<string, { line: number; values: Partial<Record<string, string>> }>()
  const plan: Plan = { rows: records.length - 1, updates: [], inserts: [], products: new Map(), unchanged: 0 }
  const finalGtin = new Map<string, { sku: string; line: number }>()

  for (let i = 1; i < records.length; i++) {
    const line = i + 1
    const cells = records[i]!
    const cell: Partial<Record<string, string>> = {}
    header.forEach((name, at) => {
      cell[name] = cells[at] ?? ''
    })
    const bad = (column: string, message: string) => issues.push({ line, column, message })
    const before = issues.length
    // A short or long line would shift or blank cells: refused rather than guessed.
    if (cells.length !== header.length) {
      bad('', MSG.cellCount)
      continue
    }

    const sku = cell.sku ?? ''
    const slug = cell.product_slug ?? ''
    if (!sku) bad('sku', MSG.required)
    else if (!SKU_PATTERN.test(sku)) bad('sku', MSG.skuInvalid)
    else if (skuLine.has(sku)) bad('sku', MSG.skuRepeated)
    else skuLine.set(sku, line)
    const product = productBySlug.get(slug)
    if (!slug) bad('product_slug', MSG.required)
    else if (!product) bad('product_slug', MSG.productUnknown)
    const existing = bySku.get(sku)
    if (existing && product && existing.product_id !== product.product_id) bad('sku', MSG.skuOfOtherProduct)
    if (issues.length > before || !product) continue

    // Reference columns: read only.
    for (const column of PRODUCT_CSV_REFERENCE_COLUMNS) {
      if (column in cell && cell[column] !== product[column]) bad(column, MSG.readOnly)
    }

    // Product columns: the first line of a product says them; later lines must agree.
    const first = productFirst.get(product.product_id)
    if (!first) productFirst.set(product.product_id, { line, values: cell })
    else for (const column of PRODUCT_CSV_PRODUCT_COLUMNS) {
      if (column in cell && column in first.values && cell[column] !== first.values[column]) bad(column, MSG.differsOnProduct)
    }
    if (!first) {
      const texts = (prefix: 'name' | 'description', max: number) => {
        const out = { en: product[`${prefix}_en`], cz: product[`${prefix}_cz`], sl: product[`${prefix}_sl`], ge: product[`${prefix}_ge`] }
        for (const lang of ['en', 'cz', 'sl', 'ge'] as const) {
          const column = `${prefix}_${lang}`
          if (!(column in cell)) continue
          const v = cell[column]!
          if (!v) bad(column, MSG.required)
          else if (v.length > max) bad(column, MSG.tooLong)
          else out[lang] = v
        }
        return out
      }
      const name = texts('name', CATALOG_NAME_MAX)
      const description = texts('description', CATALOG_DESCRIPTION_MAX)
      const warnings = warningsOf(cell, product, bad)
      let pao = Number(product.pao_months)
      if ('pao_months' in cell) {
        const n = whole(cell.pao_months!, 0, 240)
        if (typeof n === 'string') bad('pao_months', n)
        else pao = n
      }
      const changed = PRODUCT_CSV_PRODUCT_COLUMNS.some((c) => c in cell && cell[c] !== product[c])
      if (changed && issues.length === before) plan.products.set(product.product_id, { name: JSON.stringify(name), description: JSON.stringify(description), warnings, pao_months: pao })
    }

    // Variant columns over what is stored (or, for a new size, what the row must give).
    const values = variantValues(cell, existing, lists, bad)
    if (!values) continue
    if (values.gtin) {
      const taken = finalGtin.get(values.gtin)
      const owner = gtinOwner.get(values.gtin)
      if (taken) bad('gtin', MSG.gtinTaken)
      else if (owner && owner !== sku && !skuWillLeave(owner, values.gtin)) bad('gtin', MSG.gtinTaken)
      else finalGtin.set(values.gtin, { sku, line })
    }
    if (issues.length > before) continue
    if (!existing) plan.inserts.push({ product_id: product.product_id, sku, values })
    else if (VARIANT_FIELDS.some((f) => values[f] !== storedValues(existing)[f])) plan.updates.push({ variant_id: existing.variant_id, product_id: existing.product_id, values })
    else plan.unchanged++
  }
  if (issues.length) throw issuesError('csv_rows_invalid', issues)
  return plan

  /** A GTIN another stored size holds is free when the file gives that size another GTIN. */
  function skuWillLeave(owner: string, gtin: string): boolean {
    const at = header!.indexOf('gtin')
    const ownerLine = records.findIndex((r, i) => i > 0 && r[header!.indexOf('sku')] === owner)
    return at >= 0 && ownerLine > 0 && (records[ownerLine]![at] ?? '') !== gtin
  }
}

function issuesError(reason: 'csv_columns' | 'csv_rows_invalid', issues: ProductCsvIssue[]): DomainError {
  const listed = issues.slice(0, MAX_ISSUES).map((i) => ({ path: csvIssuePath(i.line, i.column), message: i.message }))
  const lines = new Set(issues.map((i) => i.line)).size
  return new DomainError(reason, `${MSG.rowsInvalid} (${issues.length} problem${issues.length === 1 ? '' : 's'} on ${lines} line${lines === 1 ? '' : 's'})`, listed)
}

const VARIANT_COLUMN_TYPES = [
  ['gtin', 'text'], ['size_value', 'integer'], ['size_unit', 'text'], ['label', 'text'], ['weight_g', 'integer'],
  ['price_cents', 'integer'], ['compare_at_cents', 'integer'],
  ['price_eur_cents', 'integer'], ['compare_at_eur_cents', 'integer'], ['price_eur_manual', 'integer'],
  ['price_czk_cents', 'integer'], ['compare_at_czk_cents', 'integer'], ['price_czk_manual', 'integer'],
  ['stock', 'integer'], ['low_stock_threshold', 'integer'],
] as const
const PRODUCT_COLUMN_TYPES = [['name', 'text'], ['description', 'text'], ['warnings', 'text'], ['pao_months', 'integer']] as const

/**
 * Staff CSV of products and sizes (decision 035): export, and an import keyed by SKU that checks
 * every row first and then writes all of them in one transaction, or nothing.
 */
export function createProductCsv({ db, catalog, audit, search, priceLists }: ProductCsvDeps) {
  const own = (tx: Tx) => tablesOf<CatalogTables>(tx)

  return {
    export: () => exportProductsCsv(db),

    async import(staff: Staff, text: string): Promise<ProductCsvImportResult> {
      const records = readCsv(text)
      const plan = planImport(records, await csvRows(db.kysely), await priceLists())
      const touched = [...new Set([...plan.updates.map((u) => u.product_id), ...plan.inserts.map((i) => i.product_id)])].sort()
      const renamed = [...plan.products.keys()].sort()
      if (touched.length || renamed.length) {
        try {
          await db.kysely.transaction().execute(async (tx) => {
            // Lock order as checkout's (decision 029): variants by id, then products by id.
            if (db.dialect === 'postgres') {
              for (const part of chunks(plan.updates.map((u) => u.variant_id).sort(), BATCH)) {
                await own(tx).selectFrom('product_variant').select('id').where('id', 'in', part).orderBy('id').forUpdate().execute()
              }
              for (const part of chunks([...new Set([...touched, ...renamed])].sort(), BATCH)) {
                await own(tx).selectFrom('product').select('id').where('id', 'in', part).orderBy('id').forUpdate().execute()
              }
            }
            await updateMany(tx, 'product_variant', VARIANT_COLUMN_TYPES, plan.updates.map((u) => ({ id: u.variant_id, values: { ...u.values } })))
            if (plan.inserts.length) {
              const positions = new Map<string, number>()
              const byProduct = [...new Set(plan.inserts.map((i) => i.product_id))]
              for (const part of chunks(byProduct, BATCH)) {
                const rows = await own(tx).selectFrom('product_variant').select(['product_id', (eb) => eb.fn.max('position').as('p')]).where('product_id', 'in', part).groupBy('product_id').execute()
                for (const r of rows) positions.set(r.product_id, Number(r.p))
              }
              const values: ProductVariantTable[] = plan.inserts.map((i) => {
                const position = (positions.get(i.product_id) ?? -1) + 1
                positions.set(i.product_id, position)
                return { id: newId('var'), product_id: i.product_id, position, sku: i.sku, photo_id: null, ...NO_PRIOR_LOW, ...i.values }
              })
              for (const part of chunks(values, 200)) await own(tx).insertInto('product_variant').values(part).execute()
            }
            await updateMany(tx, 'product', PRODUCT_COLUMN_TYPES, renamed.map((id) => ({ id, values: plan.products.get(id)! })))
            await refreshSummariesMany(tx, touched)
            await recordPriceHistory(tx, touched, new Date())
            if (renamed.length) await search.reindex(tx, renamed)
            await audit.record(tx, staff, {
              action: 'product.csv_import',
              entity: 'catalog',
              entity_id: 'products',
              details: { rows: plan.rows, variants_updated: plan.updates.length, variants_added: plan.inserts.map((i) => i.sku).slice(0, 100), products_changed: renamed.length },
            })
          })
        } catch (err) {
          throw uniqueViolation(err) ?? err
        }
        await catalog.invalidate()
      }
      return { rows: plan.rows, variants_updated: plan.updates.length, variants_added: plan.inserts.length, variants_unchanged: plan.unchanged, products_changed: renamed.length }
    },
  }
}

export type ProductCsv = ReturnType<typeof createProductCsv>

/** Someone else took a SKU or GTIN between the check and the write: the database's unique index refused it. */
function uniqueViolation(err: unknown): DomainError | null {
  const e = err as { code?: unknown; message?: unknown; constraint?: unknown } | null
  if (e?.code !== '23505' && e?.code !== 'SQLITE_CONSTRAINT_UNIQUE') return null
  const text = `${String(e?.constraint ?? '')} ${String(e?.message ?? '')}`
  if (text.includes('gtin')) return new DomainError('variant_gtin_taken', VARIANT_MESSAGES.gtinTaken)
  return new DomainError('variant_sku_taken', VARIANT_MESSAGES.skuTaken)
}
