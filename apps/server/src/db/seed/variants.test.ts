import { isValidEan13 } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { demoCatalog } from './demo-catalog'
import { productId } from './seed'
import { summaryOf, variantRows } from './variants'

describe('demo catalog sizes', () => {
  const products = demoCatalog().products
  const rows = products.flatMap((p, i) => variantRows(p, productId(p.key), i))

  it('sells at least 40 % of products in 2–3 sizes, a millilitre cheaper in a larger size', () => {
    const sized = products.filter((p) => (p.variants?.length ?? 1) > 1)
    expect(sized.length / products.length).toBeGreaterThanOrEqual(0.4)
    for (const p of sized) {
      expect(p.variants!.length).toBeLessThanOrEqual(3)
      const v = [...p.variants!].sort((a, b) => a.size.value - b.size.value)
      for (let i = 1; i < v.length; i++) {
        expect(v[i]!.price_cents).toBeGreaterThan(v[i - 1]!.price_cents)
        expect(v[i]!.price_cents / v[i]!.size.value).toBeLessThan(v[i - 1]!.price_cents / v[i - 1]!.size.value)
      }
    }
  })

  it('gives every variant a unique SKU and a valid, unique GTIN in the restricted range 20–29', () => {
    expect(new Set(rows.map((r) => r.sku)).size).toBe(rows.length)
    expect(new Set(rows.map((r) => r.gtin)).size).toBe(rows.length)
    for (const r of rows) {
      expect(isValidEan13(r.gtin!)).toBe(true)
      expect(r.gtin).toMatch(/^2\d/)
    }
  })

  it('is the same on every run', () => {
    const again = demoCatalog().products.flatMap((p, i) => variantRows(p, productId(p.key), i))
    expect(again).toEqual(rows)
  })

  it('summarises a product by its lowest price and summed stock', () => {
    const p = products.find((x) => (x.variants?.length ?? 1) === 3)!
    const s = summaryOf(p)
    expect(s.price_cents).toBe(Math.min(...p.variants!.map((v) => v.price_cents)))
    expect(s.stock).toBe(p.variants!.reduce((n, v) => n + v.stock, 0))
    expect(s.variant_count).toBe(3)
  })
})
