import { CURRENCIES, priceColumns, type Currency } from '@shop/domain'
import { tablesOf } from '../../db/tables'
import type { CatalogTables, VariantPriceHistoryTable } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import { BATCH, chunks, updateMany } from './catalog.batch'

/*
 * The price history of every variant in every list, and the figure a reduced price must show beside
 * it: the lowest price applied in the 30 days before the reduction (Directive 98/6/EC Art. 6a,
 * decision 045). Written in the transaction of every price write; read by nobody on the hot path:
 * the figure is stored with the variant (`prior_low_<cur>_cents`) and its product's summary.
 */

/** The days before a reduction whose lowest price is shown with it. */
export const PRIOR_LOW_DAYS = 30
const DAY_MS = 86_400_000

export interface PricePoint {
  /** ISO-8601 UTC: when this price began to apply (it applies until the next point's) */
  valid_from: string
  price_cents: number
  compare_at_cents: number | null
}

/** A variant row before its prior lows are computed: a new one has none yet. */
export const NO_PRIOR_LOW = { prior_low_cents: null, prior_low_eur_cents: null, prior_low_czk_cents: null } as const

/** The price is shown reduced: struck-through compare-at price above it. */
export function isReduced(p: Pick<PricePoint, 'price_cents' | 'compare_at_cents'>): boolean {
  return p.compare_at_cents !== null && p.compare_at_cents > p.price_cents
}

/**
 * The lowest price of the 30 days before the reduction shown now began, from a variant's history in
 * one list (oldest first; the last point is the price now). Null when the price now is not reduced.
 *
 * A reduction begins at the first of the unbroken run of reduced points that ends now: deepening
 * or easing a running reduction keeps its beginning (and so its figure), as Art. 6a(5) allows for
 * progressive reductions; ending it and starting another begins anew. Every price applied at any
 * moment of the 30 days before that beginning counts, an earlier sale's too. With no price before
 * the beginning (a product put on sale from its first day), the lowest known price is the reduced
 * price itself: the shop never claims a saving it cannot show.
 */
export function priorLow(history: readonly PricePoint[]): number | null {
  const last = history.length - 1
  if (last < 0 || !isReduced(history[last]!)) return null
  let start = last
  while (start > 0 && isReduced(history[start - 1]!)) start--
  const windowFrom = Date.parse(history[start]!.valid_from) - PRIOR_LOW_DAYS * DAY_MS
  let low: number | null = null
  for (let i = start - 1; i >= 0; i--) {
    // Point i applied until point i + 1 began: it counts if that was after the window opened.
    if (Date.parse(history[i + 1]!.valid_from) <= windowFrom) break
    low = Math.min(low ?? Number.POSITIVE_INFINITY, history[i]!.price_cents)
  }
  return low ?? history[start]!.price_cents
}

type HistoryRow = VariantPriceHistoryTable
type VariantPrices = Record<string, number | null> & { id: string; product_id: string; position: number }

const PRIOR_LOW_COLUMNS = CURRENCIES.map((c) => [priceColumns(c).prior_low, 'integer'] as const)

/**
 * In the caller's transaction, after prices of these products' variants may have changed: in each
 * list, a variant whose price or compare-at price differs from its newest history point gets a new
 * point from `at`; its prior 30-day lows are recomputed; each product's follow its lowest-priced
 * variant in that list (ties as refreshSummaries: USD price, then position). One read of variants
 * and their history per 400 products; writes only what changed.
 */
export async function recordPriceHistory(tx: Tx, productIds: readonly string[], at: Date): Promise<void> {
  const k = tablesOf<CatalogTables>(tx)
  const stamp = at.toISOString()
  for (const part of chunks([...new Set(productIds)].sort(), BATCH)) {
    const variants = (await k.selectFrom('product_variant').selectAll().where('product_id', 'in', part).execute()) as unknown as VariantPrices[]
    if (!variants.length) continue
    const history = new Map<string, HistoryRow[]>()
    for (const ids of chunks(variants.map((v) => v.id), BATCH)) {
      const rows = await k.selectFrom('variant_price_history').selectAll().where('variant_id', 'in', ids).orderBy('variant_id').orderBy('currency').orderBy('valid_from').execute()
      for (const r of rows) {
        const key = `${r.variant_id}|${r.currency}`
        const list = history.get(key) ?? []
        list.push(r)
        history.set(key, list)
      }
    }

    const points: HistoryRow[] = []
    const changed: Array<{ id: string; values: Record<string, number | null> }> = []
    for (const v of variants) {
      const values: Record<string, number | null> = {}
      let differs = false
      for (const currency of CURRENCIES) {
        const col = priceColumns(currency)
        const list = history.get(`${v.id}|${currency}`) ?? []
        const newest = list[list.length - 1]
        const price = v[col.price] as number
        const compareAt = v[col.compare_at] ?? null
        if (!newest || newest.price_cents !== price || (newest.compare_at_cents ?? null) !== compareAt) {
          // A second change within one instant replaces the first; a clock behind the newest point never writes before it.
          const validFrom = newest && newest.valid_from >= stamp ? newest.valid_from : stamp
          const point: HistoryRow = { variant_id: v.id, currency, valid_from: validFrom, price_cents: price, compare_at_cents: compareAt }
          if (newest && newest.valid_from === validFrom) list[list.length - 1] = point
          else list.push(point)
          points.push(point)
        }
        values[col.prior_low] = priorLow(list)
        if (values[col.prior_low] !== (v[col.prior_low] ?? null)) differs = true
      }
      if (differs) {
        changed.push({ id: v.id, values })
        Object.assign(v, values)
      }
    }

    for (const rows of chunks(points, 200)) {
      await k
        .insertInto('variant_price_history')
        .values(rows)
        .onConflict((oc) => oc.columns(['variant_id', 'currency', 'valid_from']).doUpdateSet({ price_cents: (eb) => eb.ref('excluded.price_cents'), compare_at_cents: (eb) => eb.ref('excluded.compare_at_cents') }))
        .execute()
    }
    await updateMany(tx, 'product_variant', PRIOR_LOW_COLUMNS, changed)
    await updateProducts(tx, part, variants)
  }
}

/** Each product's prior lows: its lowest-priced variant's in each list. */
async function updateProducts(tx: Tx, productIds: readonly string[], variants: readonly VariantPrices[]): Promise<void> {
  const k = tablesOf<CatalogTables>(tx)
  const stored = await k.selectFrom('product').select(['id', 'prior_low_cents', 'prior_low_eur_cents', 'prior_low_czk_cents']).where('id', 'in', productIds).execute()
  const byProduct = new Map<string, VariantPrices[]>()
  for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v])
  const changed: Array<{ id: string; values: Record<string, number | null> }> = []
  for (const p of stored) {
    const own = byProduct.get(p.id)
    if (!own?.length) continue
    const values: Record<string, number | null> = {}
    let differs = false
    for (const currency of CURRENCIES) {
      const col = priceColumns(currency)
      const lowest = [...own].sort((a, b) => n(a[col.price]) - n(b[col.price]) || n(a.price_cents) - n(b.price_cents) || a.position - b.position || (a.id < b.id ? -1 : 1))[0]!
      values[col.prior_low] = lowest[col.prior_low] ?? null
      if (values[col.prior_low] !== p[col.prior_low]) differs = true
    }
    if (differs) changed.push({ id: p.id, values })
  }
  await updateMany(tx, 'product', PRIOR_LOW_COLUMNS, changed)
}

const n = (v: number | null | undefined) => Number(v ?? 0)

/** A variant's history in one list, oldest first (staff tools and tests). */
export async function priceHistoryOf(ex: Tx, variantId: string, currency: Currency): Promise<PricePoint[]> {
  return tablesOf<CatalogTables>(ex)
    .selectFrom('variant_price_history')
    .select(['valid_from', 'price_cents', 'compare_at_cents'])
    .where('variant_id', '=', variantId)
    .where('currency', '=', currency)
    .orderBy('valid_from')
    .execute()
}
