import { z } from 'zod'
import { SIZE_UNITS, STOCK_STATES, type StockState } from './catalog-vocab'
import { LANGUAGES, type Translated } from './languages'

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

/** The same in each language (a scent or shade is translated), as an order line keeps it. */
export function sizeLabels(v: { size: { value: number; unit: string }; label: Translated | null }): Translated {
  const out = {} as Translated
  for (const lang of LANGUAGES) out[lang] = variantLabel({ size: v.size, label: v.label ? v.label[lang] || v.label.en : null })
  return out
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
  /** Shown reduced: the lowest price of the 30 days before the reduction (decision 045); else null */
  prior_low_cents: z.number().int().nullable(),
  stock: z.number().int(),
  stock_state: z.enum(STOCK_STATES),
  /** The variant's own picture (an uploaded photo of the product), or null: the product's pictures show */
  image: z.string().nullable(),
})
export type Variant = z.infer<typeof VariantSchema>

/* ---- Staff editing of variants (the product editor's sizes section) ---- */

export const VARIANT_MESSAGES = {
  gtinInvalid: 'The GTIN must be 13 digits with a valid check digit',
  skuTaken: 'Another variant already has this SKU',
  gtinTaken: 'Another variant already has this GTIN',
  last: 'A product keeps at least one variant',
  inCombo: 'This variant is part of a set and cannot be removed',
  notFound: 'Variant was not found',
  photoNotOfProduct: "The photo must be one of this product's photos",
  hasSizes: 'This product comes in several sizes: change the price and stock of each size',
  compareAtNotAbove: 'The compare-at price must be higher than the price (or empty)',
  stockChanged: 'The stock changed meanwhile (orders keep taking units); check the current number and try again',
  nothingToChange: 'Nothing to change',
  listPriceFillOrSet: 'Type a price in this currency or fill it from the USD price, not both',
  listPricePositive: 'A price must be above zero',
} as const

/**
 * The price lists staff may set by hand beside the USD base (decision 037): a price typed in one of
 * them is kept (`manual`) until staff fill it from the USD price again; otherwise it follows the
 * USD price at the current exchange rate.
 */
export const HAND_SET_CURRENCIES = ['EUR', 'CZK'] as const
export type HandSetCurrency = (typeof HAND_SET_CURRENCIES)[number]
/** The fields of one list on the staff forms (and the variant's columns). */
export const LIST_PRICE_FIELDS = {
  EUR: { price: 'price_eur_cents', compare_at: 'compare_at_eur_cents', manual: 'price_eur_manual', fill: 'fill_eur' },
  CZK: { price: 'price_czk_cents', compare_at: 'compare_at_czk_cents', manual: 'price_czk_manual', fill: 'fill_czk' },
} as const satisfies Record<HandSetCurrency, { price: string; compare_at: string; manual: string; fill: string }>

const listCents = (name: string) =>
  z
    .number({ error: `${name} must be a number of hundredths` })
    .int(`${name} must be whole hundredths`)
    .min(1, VARIANT_MESSAGES.listPricePositive)
    .max(100_000_000, `${name} is too high`)

/**
 * A EUR or CZK price and compare-at price typed by staff (kept by hand), or `fill_<cur>: true` to
 * fill them from the USD price again. Any hundredths are taken (whole crowns are not required).
 */
export const StaffListPriceFieldsSchema = z.object({
  price_eur_cents: listCents('price_eur_cents'),
  compare_at_eur_cents: listCents('compare_at_eur_cents').nullable(),
  fill_eur: z.literal(true, { error: 'fill_eur must be true' }),
  price_czk_cents: listCents('price_czk_cents'),
  compare_at_czk_cents: listCents('compare_at_czk_cents').nullable(),
  fill_czk: z.literal(true, { error: 'fill_czk must be true' }),
}).partial()
export type StaffListPriceFields = z.infer<typeof StaffListPriceFieldsSchema>

/** The list-price rules a form's fields must keep on their own (the server checks the merged values again). */
export function checkListPrices(v: StaffListPriceFields, ctx: z.RefinementCtx): void {
  for (const cur of HAND_SET_CURRENCIES) {
    const f = LIST_PRICE_FIELDS[cur]
    const price = v[f.price]
    const compareAt = v[f.compare_at]
    if (v[f.fill] && (price !== undefined || compareAt !== undefined)) ctx.addIssue({ code: 'custom', path: [f.fill], message: VARIANT_MESSAGES.listPriceFillOrSet })
    if (price !== undefined && compareAt !== undefined && compareAt !== null && compareAt <= price) {
      ctx.addIssue({ code: 'custom', path: [f.compare_at], message: VARIANT_MESSAGES.compareAtNotAbove })
    }
  }
}

const whole = (name: string, min: number, max: number) =>
  z.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(min, `${name} must be at least ${min}`).max(max, `${name} is too high`)

const labelText = (lang: string) => z.string().trim().max(60, `Label (${lang}) must be at most 60 characters`)

export const StaffVariantFieldsSchema = z.object({
  sku: z.string().trim().regex(SKU_PATTERN, 'SKU: 2–40 letters, digits, dots, dashes or underscores'),
  gtin: z
    .string()
    .trim()
    .refine(isValidEan13, VARIANT_MESSAGES.gtinInvalid)
    .nullable(),
  size_value: whole('size_value', 1, 100_000),
  size_unit: z.enum(SIZE_UNITS, { error: () => `size_unit must be one of ${SIZE_UNITS.join(', ')}` }),
  /** A scent or shade in all four languages, or null */
  label: z.object({ en: labelText('English'), cz: labelText('Czech'), sl: labelText('Slovenian'), ge: labelText('German') }).nullable(),
  weight_g: whole('weight_g', 0, 100_000),
  price_cents: whole('price_cents', 0, 100_000_000),
  compare_at_cents: whole('compare_at_cents', 0, 100_000_000).nullable(),
  stock: whole('stock', 0, 1_000_000),
  low_stock_threshold: whole('low_stock_threshold', 0, 10_000),
  /** One of the product's uploaded photos that shows this size (the product page shows it first), or null */
  photo_id: z.string().max(64).nullable(),
})

const compareAbove = (v: { price_cents?: number; compare_at_cents?: number | null }) =>
  v.price_cents === undefined || v.compare_at_cents === undefined || v.compare_at_cents === null || v.compare_at_cents > v.price_cents

/** POST /api/staff/products/{id}/variants: a new size. */
export const StaffVariantCreateSchema = StaffVariantFieldsSchema.extend({
  gtin: StaffVariantFieldsSchema.shape.gtin.default(null),
  label: StaffVariantFieldsSchema.shape.label.default(null),
  compare_at_cents: StaffVariantFieldsSchema.shape.compare_at_cents.default(null),
  low_stock_threshold: StaffVariantFieldsSchema.shape.low_stock_threshold.default(5),
  photo_id: StaffVariantFieldsSchema.shape.photo_id.default(null),
  ...StaffListPriceFieldsSchema.shape,
})
  .refine(compareAbove, { message: VARIANT_MESSAGES.compareAtNotAbove, path: ['compare_at_cents'] })
  .superRefine(checkListPrices)
export type StaffVariantCreate = z.infer<typeof StaffVariantCreateSchema>

/** PATCH /api/staff/products/{id}/variants/{variantId}: any fields; `expected_stock` as on the product form. */
export const StaffVariantUpdateSchema = StaffVariantFieldsSchema.partial()
  .extend({ expected_stock: z.number().int().min(0).optional(), ...StaffListPriceFieldsSchema.shape })
  .refine(compareAbove, { message: VARIANT_MESSAGES.compareAtNotAbove, path: ['compare_at_cents'] })
  .superRefine(checkListPrices)
export type StaffVariantUpdate = z.infer<typeof StaffVariantUpdateSchema>

export const StaffVariantParamsSchema = z.object({ id: z.string(), variantId: z.string() })

export const StaffVariantSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  sku: z.string(),
  gtin: z.string().nullable(),
  size_value: z.number().int(),
  size_unit: z.enum(SIZE_UNITS),
  label: z.object({ en: z.string(), cz: z.string(), sl: z.string(), ge: z.string() }).nullable(),
  weight_g: z.number().int(),
  price_cents: z.number().int(),
  compare_at_cents: z.number().int().nullable(),
  /** EUR price and compare-at price, and whether staff set them by hand (else filled from USD) */
  price_eur_cents: z.number().int(),
  compare_at_eur_cents: z.number().int().nullable(),
  price_eur_manual: z.boolean(),
  price_czk_cents: z.number().int(),
  compare_at_czk_cents: z.number().int().nullable(),
  price_czk_manual: z.boolean(),
  stock: z.number().int(),
  low_stock_threshold: z.number().int(),
  photo_id: z.string().nullable(),
})
export type StaffVariant = z.infer<typeof StaffVariantSchema>
