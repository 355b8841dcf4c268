import { CURRENCIES, fillListPrices, priceColumns, type Currency } from '@shop/domain'
import { createHash } from 'node:crypto'
import type { Insertable } from 'kysely'
import { priorLow, type PricePoint } from '../../modules/catalog/catalog.price-history'
import type { ProductVariantTable, VariantPriceHistoryTable } from '../types'
import type { SeedProduct } from './types'

const DAY_MS = 86_400_000

/**
 * The demo catalog's price history (decision 045), the same on every run. A product's variants
 * had their regular price from the day the product was added. A product on sale in the catalog
 * (a compare-at price) was reduced a few days before the seed, from that regular price; about a
 * third of them also had a short promotion in the month before the sale, so their lowest price of
 * the 30 days before the reduction is below the struck-through one, as it happens in shops. EUR
 * and CZK points are filled from the USD ones at the seeded rates, as the variants' own prices are.
 */
export function demoPriceStory(p: SeedProduct, v: Pick<ProductVariantTable, 'price_cents' | 'compare_at_cents'>, now: Date): Array<{ at: Date; price_cents: number; compare_at_cents: number | null }> {
  const added = new Date(now.getTime() - p.added_days_ago * DAY_MS)
  const compareAt = v.compare_at_cents
  if (compareAt === null || compareAt <= v.price_cents) return [{ at: added, price_cents: v.price_cents, compare_at_cents: compareAt }]
  const h = createHash('sha256').update(`price-story:${p.key}`).digest()
  // Reduced 3–12 days ago, never before the product was added.
  const reducedAt = new Date(Math.max(added.getTime(), now.getTime() - (3 + (h[0]! % 10)) * DAY_MS))
  const story = [{ at: added, price_cents: compareAt, compare_at_cents: null as number | null }]
  const promoAt = reducedAt.getTime() - (16 + (h[1]! % 8)) * DAY_MS
  if (h[2]! % 3 === 0 && promoAt > added.getTime()) {
    // A week at 10 % off, about three weeks before the sale.
    const promo = Math.max(v.price_cents + 10, Math.round((compareAt * 0.9) / 10) * 10)
    story.push({ at: new Date(promoAt), price_cents: promo, compare_at_cents: compareAt })
    story.push({ at: new Date(promoAt + 7 * DAY_MS), price_cents: compareAt, compare_at_cents: null })
  }
  if (reducedAt.getTime() === added.getTime()) story.length = 0
  story.push({ at: reducedAt, price_cents: v.price_cents, compare_at_cents: compareAt })
  return story
}

/**
 * The history rows of a product's variants in every list, and each variant's prior 30-day lows set
 * on its row (so the shop shows them from the first start).
 */
export function seedPriceHistory(p: SeedProduct, variants: Insertable<ProductVariantTable>[], now: Date): Insertable<VariantPriceHistoryTable>[] {
  const out: Insertable<VariantPriceHistoryTable>[] = []
  for (const v of variants) {
    const story = demoPriceStory(p, { price_cents: v.price_cents, compare_at_cents: v.compare_at_cents ?? null }, now)
    for (const currency of CURRENCIES) {
      const points: PricePoint[] = story.map((s) => ({ valid_from: s.at.toISOString(), ...inList(s, currency) }))
      for (const point of points) out.push({ variant_id: v.id, currency, ...point })
      Object.assign(v, { [priceColumns(currency).prior_low]: priorLow(points) })
    }
  }
  return out
}

function inList(s: { price_cents: number; compare_at_cents: number | null }, currency: Currency): { price_cents: number; compare_at_cents: number | null } {
  if (currency === 'USD') return { price_cents: s.price_cents, compare_at_cents: s.compare_at_cents }
  const filled = fillListPrices(s)
  const col = priceColumns(currency)
  return { price_cents: filled[col.price as 'price_eur_cents'], compare_at_cents: filled[col.compare_at as 'compare_at_eur_cents'] }
}
