import { convertPrice, HAND_SET_CURRENCIES, LIST_PRICE_FIELDS, type Currency, type HandSetCurrency } from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import { BATCH, chunks, refreshSummariesMany, updateMany } from './catalog.batch'
import type { CatalogService } from './catalog.service'
import { recordPriceHistory } from './catalog.price-history'
import type { PriceListsSource } from './catalog.variants'

export interface PriceRefillDeps {
  db: Db
  /** Cached storefront answers are dropped once the new prices committed */
  catalog: Pick<CatalogService, 'invalidate'>
  /** The current exchange rates (the markets service's, read fresh after the owner's change) */
  priceLists: PriceListsSource
}

export interface PriceRefillResult {
  currency: Currency
  /** Variants whose price or compare-at price in the list changed */
  variants_changed: number
  /** Variants of the list set by hand, left as they are */
  variants_manual: number
}

function isHandSet(currency: Currency): currency is HandSetCurrency {
  return (HAND_SET_CURRENCIES as readonly string[]).includes(currency)
}

/**
 * Filling a price list again after its exchange rate or rounding changed (decisions 036, 037).
 * The staff exchange-rate route calls `refillPriceLists(currency)` once the new rate committed.
 */
export function createPriceRefill({ db, catalog, priceLists }: PriceRefillDeps) {
  return {
    /**
     * Every price and compare-at price of `currency`'s list not set by hand is filled again from
     * the variant's USD price at the list's current rate and rounding; each product's lowest price
     * in the list follows; then the catalog's cached answers (API and rendered pages) are dropped,
     * so the shop shows the new prices at once. One transaction: the shop never shows half a list.
     * USD is the base list: nothing to fill.
     */
    async refillPriceLists(currency: Currency): Promise<PriceRefillResult> {
      if (!isHandSet(currency)) return { currency, variants_changed: 0, variants_manual: 0 }
      const list = (await priceLists()).find((l) => l.currency === currency)
      if (!list) throw new Error(`no exchange rate for ${currency}`)
      const f = LIST_PRICE_FIELDS[currency]
      const result = await db.kysely.transaction().execute(async (tx) => {
        const k = tablesOf<CatalogTables>(tx)
        // Read under row locks in id order on PostgreSQL (the checkout's lock order, decision 029):
        // a staff edit of a variant meanwhile waits, and is not overwritten with its old base price.
        let query = k
          .selectFrom('product_variant')
          .select(['id', 'product_id', 'price_cents', 'compare_at_cents', `${f.price} as price`, `${f.compare_at} as compare_at`, `${f.manual} as manual`])
          .orderBy('id')
        if (db.dialect === 'postgres') query = query.forUpdate()
        const rows = await query.execute()
        const changed: Array<{ id: string; values: Record<string, number | null> }> = []
        const products = new Set<string>()
        let manual = 0
        for (const v of rows) {
          if (v.manual) {
            manual++
            continue
          }
          const price = convertPrice(v.price_cents, list.rate_micros, list.rounding)
          const compareAt = v.compare_at_cents === null ? null : convertPrice(v.compare_at_cents, list.rate_micros, list.rounding)
          if (price === v.price && compareAt === v.compare_at) continue
          changed.push({ id: v.id, values: { [f.price]: price, [f.compare_at]: compareAt } })
          products.add(v.product_id)
        }
        const touched = [...products].sort()
        if (db.dialect === 'postgres') {
          for (const part of chunks(touched, BATCH)) await k.selectFrom('product').select('id').where('id', 'in', part).orderBy('id').forUpdate().execute()
        }
        await updateMany(tx, 'product_variant', [[f.price, 'integer'], [f.compare_at, 'integer']], changed)
        await refreshSummariesMany(tx, touched)
        // The refilled prices enter each variant's history in this list (decision 045).
        await recordPriceHistory(tx, touched, new Date())
        return { currency, variants_changed: changed.length, variants_manual: manual }
      })
      await catalog.invalidate()
      return result
    },
  }
}

export type PriceRefill = ReturnType<typeof createPriceRefill>
