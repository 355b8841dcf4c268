import { z } from 'zod'
import { SIZE_UNITS, STOCK_STATES, type StockState } from './catalog-vocab'

/**
 * Variants: what is bought. A product has one or more (sizes, and a scent or shade label where it
 * applies); each has its own SKU, GTIN, weight, price, compare-at price, stock and low-stock threshold.
 */

export const VARIANT_ID = /^var_[A-Za-z0-9]{4,40}$/
/** Letters, digits, dashes and dots; 2–40 characters. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/

/** EAN-13: 13 digits whose last is the check digit (weights 1,3,1,3… from the left). */
export function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false
  return ean13CheckDigit(code.slice(0, 12)) === Number(code[12])
}

export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('EAN-13 check digit needs 12 digits')
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}

/**
 * A GTIN in the restricted range 20–29 (for use inside one company: it never collides with goods
 * in shops), from a prefix digit 0–9 and a serial below 10^10, with its check digit.
 */
export function restrictedEan13(prefixDigit: number, serial: number): string {
  if (!Number.isInteger(prefixDigit) || prefixDigit < 0 || prefixDigit > 9) throw new Error('prefix digit must be 0–9')
  if (!Number.isInteger(serial) || serial < 0 || serial >= 1e10) throw new Error('serial must be a whole number below 10^10')
  const first12 = `2${prefixDigit}${String(serial).padStart(10, '0')}`
  return `${first12}${ean13CheckDigit(first12)}`
}

/** "100 ml", "2 pcs"; with a label "100 ml · Rose". */
export function variantLabel(v: { size: { value: number; unit: string }; label?: string | null }): string {
  const size = `${v.size.value} ${v.size.unit}`
  return v.label ? `${size} · ${v.label}` : size
}

export function variantStockState(stock: number, lowThreshold: number): StockState {
  if (stock <= 0) return 'out_of_stock'
  return stock <= lowThreshold ? 'low_stock' : 'in_stock'
}

export const VariantSchema = z.object({
  id: z.string(),
  sku: z.string(),
  gtin: z.string().nullable(),
  position: z.number().int(),
  size: z.object({ value: z.number(), unit: z.enum(SIZE_UNITS) }),
  /** Scent or shade in the asked language; null when the size alone names the variant */
  label: z.string().nullable(),
  weight_g: z.number().int(),
  price_cents: z.number().int(),
  compare_at_cents: z.number().int().nullable(),
  stock: z.number().int(),
  stock_state: z.enum(STOCK_STATES),
  /** The variant's own picture (an uploaded photo of the product), or null: the product's pictures show */
  image: z.string().nullable(),
})
export type Variant = z.infer<typeof VariantSchema>
