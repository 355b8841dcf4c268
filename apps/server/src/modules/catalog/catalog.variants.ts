import {
  fillListPrices,
  HAND_SET_CURRENCIES,
  LIST_PRICE_FIELDS,
  priceColumns,
  productPhotoUrl,
  ValidationFailed,
  VARIANT_MESSAGES,
  variantStockState,
  type Currency,
  type Language,
  type ListPrices,
  type PriceRounding,
  type StaffListPriceFields,
  type Variant,
} from '@shop/domain'
import { tablesOf } from '../../db/tables'
import type { CatalogTables, ProductVariantTable } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import { pick } from './catalog.mapper'
import { recordPriceHistory } from './catalog.price-history'

/** The exchange rates and roundings the EUR and CZK lists are filled with (markets service `priceList`). */
export type PriceLists = ReadonlyArray<{ currency: Currency; rate_micros: number; rounding: PriceRounding }>
/** The current rates, read when a write fills prices (app.ts wires it to the markets service). */
export type PriceListsSource = () => Promise<PriceLists>

/** A variant's EUR and CZK prices with whether staff set each list by hand (1) or it follows USD (0). */
export type ListPriceColumns = ListPrices & { price_eur_manual: number; price_czk_manual: number }

/** A new variant's EUR and CZK prices, filled from its base price (none set by hand yet). */
export function autoListPrices(base: { price_cents: number; compare_at_cents: number | null }, lists: PriceLists): ListPriceColumns {
  return { ...fillListPrices(base, lists), price_eur_manual: 0, price_czk_manual: 0 }
}

/**
 * What staff typed for the EUR and CZK lists (decision 037), over the variant's stored (or, for a
 * new one, filled) list prices: a typed price or compare-at price is kept by hand (`manual` 1);
 * `fill_<cur>` clears that, so the next refresh fills the list from USD again. A compare-at price
 * must stay above its price in the merged result.
 */
export function handSetPrices(stored: ListPriceColumns, fields: StaffListPriceFields): Partial<ListPriceColumns> {
  const set: Partial<ListPriceColumns> = {}
  for (const cur of HAND_SET_CURRENCIES) {
    const f = LIST_PRICE_FIELDS[cur]
    if (fields[f.fill]) {
      if (stored[f.manual]) set[f.manual] = 0
      continue
    }
    const price = fields[f.price]
    const compareAt = fields[f.compare_at]
    if (price === undefined && compareAt === undefined) continue
    const p = price ?? stored[f.price]
    const c = compareAt === undefined ? stored[f.compare_at] : compareAt
    if (c !== null && c <= p) {
      throw new ValidationFailed('compare_at_not_above', VARIANT_MESSAGES.compareAtNotAbove, [{ path: f.compare_at, message: VARIANT_MESSAGES.compareAtNotAbove }])
    }
    Object.assign(set, { [f.price]: p, [f.compare_at]: c, [f.manual]: 1 })
  }
  return set
}

/** Whether a change names any EUR or CZK field. */
export function touchesListPrices(fields: StaffListPriceFields): boolean {
  return HAND_SET_CURRENCIES.some((cur) => {
    const f = LIST_PRICE_FIELDS[cur]
    return fields[f.price] !== undefined || fields[f.compare_at] !== undefined || fields[f.fill] !== undefined
  })
}

/**
 * The product's summary of its variants (decision 029), recomputed from them: price, compare-at
 * price and size of the lowest-priced variant (ties: the first in position), the summed stock and
 * the number of variants. Every write that changes a variant's price, size or count calls this in its
 * own transaction; stock moves keep the sum by moving the product's stock by the same amount.
 * First, each variant's EUR and CZK prices not set by hand are filled again from its base price
 * (decision 036), and the product keeps the lowest price of each list too. Last, every price that
 * changed enters the price history from `at`, with the prior 30-day lows it implies (decision 045).
 */
export async function refreshSummaries(tx: Tx, productIds: readonly string[], lists: PriceLists, at: Date = new Date()): Promise<void> {
  const k = tablesOf<CatalogTables>(tx)
  for (const id of [...new Set(productIds)].sort()) {
    const variants = await k.selectFrom('product_variant').selectAll().where('product_id', '=', id).orderBy('price_cents').orderBy('position').orderBy('id').execute()
    const lowest = variants[0]
    if (!lowest) continue
    for (const v of variants) {
      const filled = fillListPrices(v, lists)
      const set: Partial<ListPrices> = {}
      if (!v.price_eur_manual && (v.price_eur_cents !== filled.price_eur_cents || v.compare_at_eur_cents !== filled.compare_at_eur_cents)) {
        set.price_eur_cents = filled.price_eur_cents
        set.compare_at_eur_cents = filled.compare_at_eur_cents
      }
      if (!v.price_czk_manual && (v.price_czk_cents !== filled.price_czk_cents || v.compare_at_czk_cents !== filled.compare_at_czk_cents)) {
        set.price_czk_cents = filled.price_czk_cents
        set.compare_at_czk_cents = filled.compare_at_czk_cents
      }
      if (Object.keys(set).length) {
        await k.updateTable('product_variant').set(set).where('id', '=', v.id).execute()
        Object.assign(v, set)
      }
    }
    const lowestIn = (price: 'price_eur_cents' | 'price_czk_cents') => variants.reduce((a, v) => (v[price] < a[price] ? v : a), lowest)
    const eur = lowestIn('price_eur_cents')
    const czk = lowestIn('price_czk_cents')
    await k
      .updateTable('product')
      .set({
        price_eur_cents: eur.price_eur_cents,
        compare_at_eur_cents: eur.compare_at_eur_cents,
        price_czk_cents: czk.price_czk_cents,
        compare_at_czk_cents: czk.compare_at_czk_cents,
        price_cents: lowest.price_cents,
        compare_at_cents: lowest.compare_at_cents,
        size_value: lowest.size_value,
        size_unit: lowest.size_unit,
        stock: variants.reduce((n, v) => n + v.stock, 0),
        variant_count: variants.length,
      })
      .where('id', '=', id)
      .execute()
  }
  await recordPriceHistory(tx, productIds, at)
}

/** A product's variants in position order, as stored. */
export async function variantRowsOf(ex: Tx, productId: string): Promise<ProductVariantTable[]> {
  return tablesOf<CatalogTables>(ex).selectFrom('product_variant').selectAll().where('product_id', '=', productId).orderBy('position').orderBy('id').execute()
}

/**
 * Variants as the product page shows them, priced in `currency`'s list. `sellable` is the product's
 * sellable stock: a combo's one variant is limited by its parts as the product is.
 */
export function toVariants(rows: ProductVariantTable[], lang: Language, opts: { combo: boolean; sellable: number; currency: Currency }): Variant[] {
  const col = priceColumns(opts.currency)
  return rows.map((v) => {
    const stock = opts.combo ? Math.min(v.stock, opts.sellable) : v.stock
    return {
      id: v.id,
      sku: v.sku,
      gtin: v.gtin,
      position: v.position,
      size: { value: v.size_value, unit: v.size_unit },
      label: v.label ? pick(v.label, lang) : null,
      weight_g: v.weight_g,
      price_cents: v[col.price],
      compare_at_cents: v[col.compare_at],
      prior_low_cents: v[col.compare_at] !== null && v[col.compare_at]! > v[col.price] ? (v[col.prior_low] ?? null) : null,
      stock,
      stock_state: variantStockState(stock, v.low_stock_threshold),
      image: v.photo_id ? productPhotoUrl(v.photo_id) : null,
    }
  })
}

/**
 * A product of one size edited on the product form: its variant takes the price, compare-at price,
 * EUR and CZK prices (`handSet`, see handSetPrices) and stock.
 */
export async function syncOnlyVariant(tx: Tx, variantId: string, values: { price_cents?: number; compare_at_cents?: number | null; stock?: number }, handSet: Partial<ListPriceColumns> = {}): Promise<void> {
  const set: Partial<ProductVariantTable> = { ...handSet }
  if (values.price_cents !== undefined) set.price_cents = values.price_cents
  if (values.compare_at_cents !== undefined) set.compare_at_cents = values.compare_at_cents
  if (values.stock !== undefined) set.stock = values.stock
  if (Object.keys(set).length) await tablesOf<CatalogTables>(tx).updateTable('product_variant').set(set).where('id', '=', variantId).execute()
}

/** A deleted photo no longer shows any size. */
export async function clearVariantPhoto(tx: Tx, photoId: string): Promise<void> {
  await tablesOf<CatalogTables>(tx).updateTable('product_variant').set({ photo_id: null }).where('photo_id', '=', photoId).execute()
}
