import { isCurrency, productImageUrl, type Cart, type CartLine, type CartNotice, type Currency, type Language, type TaxMode } from '@shop/domain'
import type { SellableProduct } from '../catalog/catalog.stock.service'
import type { CheckoutLine } from './cart.types'
import type { LineRow } from './cart.repository'

/** Units of a line that can be bought now. */
const buyable = (line: LineRow, p: SellableProduct) => Math.max(0, Math.min(line.quantity, p.stock))

/** The market a cart is priced for: its delivery country, that market's currency and tax mode (decision 038). */
export interface CartPricing {
  country: string
  currency: Currency
  tax_mode: TaxMode
  /** The country's standard shipping is free from this (in `currency`); null: never */
  free_shipping_from_cents: number | null
}

/**
 * The cart as the shopper sees it, priced today in `where.currency` (a line's seen price is compared
 * only when it was seen in the same currency). `capped` names lines a write just cut down to
 * the stock (their quantity now equals it, so the stock alone no longer shows it).
 * A line whose product vanished between the two reads is left out, as the foreign key's cascade would.
 */
export function toCart(rows: LineRow[], products: Map<string, SellableProduct>, lang: Language, where: CartPricing, capped: ReadonlySet<string> = new Set()): Cart {
  const items: CartLine[] = rows.flatMap((row) => {
    const p = products.get(row.variant_id)
    if (!p) return []
    const notices: CartNotice[] = []
    const sameCurrency = row.seen_currency === where.currency
    if (sameCurrency && p.price_cents > row.seen_price_cents) notices.push('price_up')
    if (sameCurrency && p.price_cents < row.seen_price_cents) notices.push('price_down')
    if (!p.on_sale) notices.push('unavailable')
    else if (p.stock <= 0) notices.push('out_of_stock')
    else if (p.stock < row.quantity || capped.has(row.variant_id)) notices.push('reduced_to_stock')
    const units = buyable(row, p)
    return [
      {
        product_id: p.id,
        variant_id: p.variant_id,
        sku: p.sku,
        has_sizes: p.has_sizes,
        label: p.label ? p.label[lang] : null,
        slug: p.slug,
        name: p.name[lang],
        brand: p.brand,
        image: productImageUrl(p.id, 'front'),
        size: { value: p.size_value, unit: p.size_unit },
        unit_price_cents: p.price_cents,
        seen_price_cents: row.seen_price_cents,
        seen_currency: isCurrency(row.seen_currency) ? row.seen_currency : 'USD',
        quantity: row.quantity,
        buyable_quantity: units,
        stock: p.stock,
        line_total_cents: units * p.price_cents,
        notices,
      },
    ]
  })
  return {
    ...where,
    items,
    item_count: items.reduce((n, l) => n + l.buyable_quantity, 0),
    subtotal_cents: items.reduce((n, l) => n + l.line_total_cents, 0),
    has_notices: items.some((l) => l.notices.length > 0),
  }
}

export function emptyCart(where: CartPricing): Cart {
  return { ...where, items: [], item_count: 0, subtotal_cents: 0, has_notices: false }
}

/** A cart's lines after `line` was written, in the order the repository lists them (first added first, then by variant id). */
export function withLine(lines: readonly LineRow[], line: LineRow): LineRow[] {
  const rows = [...lines.filter((l) => l.variant_id !== line.variant_id), line]
  return rows.sort((a, b) => (a.added_at < b.added_at ? -1 : a.added_at > b.added_at ? 1 : a.variant_id < b.variant_id ? -1 : a.variant_id > b.variant_id ? 1 : 0))
}

/** What checkout may sell now (buyable units at today's price), and the lines it has to leave out. */
export function toCheckoutLines(rows: LineRow[], products: Map<string, SellableProduct>) {
  const lines: CheckoutLine[] = []
  const skipped: Array<{ product_id: string; name: SellableProduct['name'] }> = []
  for (const row of rows) {
    const p = products.get(row.variant_id)
    if (!p) continue
    const units = buyable(row, p)
    if (units === 0) skipped.push({ product_id: p.id, name: p.name })
    else {
      lines.push({
        product_id: p.id,
        variant_id: p.variant_id,
        sku: p.sku,
        size: { value: p.size_value, unit: p.size_unit },
        label: p.label,
        has_sizes: p.has_sizes,
        name: p.name,
        image: productImageUrl(p.id, 'front'),
        unit_price_cents: p.price_cents,
        quantity: units,
      })
    }
  }
  return { lines, skipped }
}
