import { fillListPrices, restrictedEan13 } from '@shop/domain'
import { createHash } from 'node:crypto'
import type { Insertable } from 'kysely'
import { stableId } from '../../lib/ids'
import type { ProductVariantTable } from '../types'
import type { SeedProduct, SeedVariant } from './types'

/**
 * The demo catalog's sizes (decision 029). A single product in ml or g comes in 2 or 3 sizes when a
 * hash of its key says so (about half of them, the same on every run): a smaller travel size, the
 * product's own size, and for some a large refill, priced so a millilitre costs less in the larger
 * size, as in shops. Combos and pieces keep their one size.
 */
export function withSizes(p: SeedProduct): SeedProduct {
  if (p.variants || p.combo_items?.length || p.size.unit === 'pcs') return p
  const h = createHash('sha256').update(`sizes:${p.key}`).digest()
  if (h[0]! % 100 >= 52) return p
  const three = h[1]! % 2 === 0
  const base: SeedVariant = variantOf(p)
  const small = niceSize(p.size.value / 2)
  const sizes: SeedVariant[] = []
  if (small > 0 && small < p.size.value) {
    sizes.push({
      size: { value: small, unit: p.size.unit },
      price_cents: roundPrice(p.price_cents * (small / p.size.value) ** 0.75),
      stock: Math.max(0, Math.round(p.stock * 0.6) + (h[2]! % 7)),
      weight_g: weightOf(small, p.size.unit),
    })
  }
  sizes.push(base)
  const large = niceSize(p.size.value * 2)
  if ((three || sizes.length < 2) && large > p.size.value) {
    sizes.push({
      size: { value: large, unit: p.size.unit },
      price_cents: roundPrice(p.price_cents * (large / p.size.value) ** 0.75),
      stock: Math.max(0, Math.round(p.stock * 0.4) + (h[3]! % 5)),
      weight_g: weightOf(large, p.size.unit),
    })
  }
  // A product on sale is on sale in every size, by the same share.
  if (p.compare_at_cents !== undefined) {
    const off = p.compare_at_cents / p.price_cents
    for (const v of sizes) if (v !== base) v.compare_at_cents = Math.max(v.price_cents + 10, roundPrice(v.price_cents * off))
  }
  return { ...p, variants: sizes }
}

/** The product's one size as a variant. */
export function variantOf(p: SeedProduct): SeedVariant {
  return {
    size: p.size,
    price_cents: p.price_cents,
    ...(p.compare_at_cents !== undefined ? { compare_at_cents: p.compare_at_cents } : {}),
    stock: p.stock,
    weight_g: weightOf(p.size.value, p.size.unit),
  }
}

export const variantId = (productKey: string, v: Pick<SeedVariant, 'size'>) => stableId('var', `${productKey}/${v.size.value}${v.size.unit}`)

/**
 * Rows of a product's variants. `index` is the product's place in the catalog: it makes the SKU
 * (brand, number, size) and the GTIN (restricted range 20, serial index × 10 + position) unique.
 */
export function variantRows(p: SeedProduct, productId: string, index: number): Insertable<ProductVariantTable>[] {
  const variants = p.variants ?? [variantOf(p)]
  const brand = p.brand.replace(/[^a-z0-9]/gi, '').slice(0, 3).toUpperCase() || 'SHP'
  return variants.map((v, position) => ({
    id: variantId(p.key, v),
    product_id: productId,
    position,
    sku: `${brand}-${String(index + 1).padStart(5, '0')}-${v.size.value}${v.size.unit.toUpperCase()}`,
    gtin: restrictedEan13(0, index * 10 + position),
    size_value: v.size.value,
    size_unit: v.size.unit,
    label: v.label ? JSON.stringify({ en: v.label.en, cz: v.label.cz, sl: v.label.sl, ge: v.label.ge }) : null,
    weight_g: v.weight_g,
    price_cents: v.price_cents,
    compare_at_cents: v.compare_at_cents ?? null,
    // The demo's euro and crown prices: filled from the dollar price at the rates the shop starts with.
    ...fillListPrices({ price_cents: v.price_cents, compare_at_cents: v.compare_at_cents ?? null }),
    price_eur_manual: 0,
    price_czk_manual: 0,
    stock: v.stock,
    low_stock_threshold: 5,
    photo_id: null,
  }))
}

/** The product's summary of its variants: the lowest price (its compare-at and size), the summed stock. */
export function summaryOf(p: SeedProduct): Pick<SeedProduct, 'price_cents' | 'compare_at_cents' | 'size' | 'stock'> & { variant_count: number } {
  const variants = p.variants ?? [variantOf(p)]
  const lowest = variants.reduce((a, b) => (b.price_cents < a.price_cents ? b : a))
  return {
    price_cents: lowest.price_cents,
    ...(lowest.compare_at_cents !== undefined ? { compare_at_cents: lowest.compare_at_cents } : {}),
    size: lowest.size,
    stock: variants.reduce((n, v) => n + v.stock, 0),
    variant_count: variants.length,
  }
}

function weightOf(value: number, unit: 'ml' | 'g' | 'pcs'): number {
  // Contents plus a glass or plastic pack that grows slower than its contents.
  return unit === 'pcs' ? 60 * value : Math.round(value * 1.02 + 30 + Math.sqrt(value) * 4)
}

/** 15, 30, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000: the sizes shops sell. */
function niceSize(value: number): number {
  const steps = [5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000]
  return steps.reduce((best, s) => (Math.abs(s - value) < Math.abs(best - value) ? s : best), steps[0]!)
}

/** To 10 cents: 12.40 (a price per millilitre that falls with the size survives the rounding). */
function roundPrice(cents: number): number {
  return Math.max(190, Math.round(cents / 10) * 10)
}
