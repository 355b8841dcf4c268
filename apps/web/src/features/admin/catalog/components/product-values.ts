import { CATALOG_DESCRIPTION_MAX, CATALOG_NAME_MAX, CATALOG_USAGE_MAX, LANGUAGES, PRODUCT_WARNINGS_MAX, warningsPartial, type Language, type StaffProduct, type StaffProductUpdate, type Translated } from '@shop/domain'
import { moneyText, parseMoney } from '../../components/coupon-values'
import { BLANK_LIST_PRICES, listPriceValuesOf, toListPriceFields, type ListPriceValues } from './list-price-values'

/**
 * The product form works on strings (what inputs hold): prices in dollars ("18.99"), stock as
 * typed. These turn a product into form values and back into the PATCH body (cents, all four
 * languages), with the same limits the server checks. Error values are admin2 message keys.
 */

export const TEXT_FIELDS = ['name', 'description', 'usage'] as const
/** The texts every product has in all four languages. */
export type RequiredTextField = (typeof TEXT_FIELDS)[number]
/** Texts per language the form edits: the three required ones, and the optional warnings (decision 045). */
export type TextField = RequiredTextField | 'warnings'
export const TEXT_MAX: Record<TextField, number> = { name: CATALOG_NAME_MAX, description: CATALOG_DESCRIPTION_MAX, usage: CATALOG_USAGE_MAX, warnings: PRODUCT_WARNINGS_MAX }

export interface ProductFormValues {
  name: Translated
  description: Translated
  usage: Translated
  /** Precautions and warnings: all four languages, or all four empty when none apply */
  warnings: Translated
  price: string
  compare_at: string
  stock: string
  featured: boolean
  /** A product of one size: its EUR and CZK prices (decision 037) */
  lists: ListPriceValues
}

/** Field path as the server's errors[] name it ('name.cz', 'price_cents') → admin2 key or server text. */
export type ProductErrors = Partial<Record<string, string>>

export const STOCK_MAX = 1_000_000

export function toProductValues(p: StaffProduct): ProductFormValues {
  return {
    name: { ...p.name },
    description: { ...p.description },
    usage: { ...p.usage },
    warnings: { ...p.warnings },
    price: moneyText(p.price_cents),
    compare_at: p.compare_at_cents === null ? '' : moneyText(p.compare_at_cents),
    stock: String(p.stock),
    featured: p.featured,
    lists: p.variants[0] ? listPriceValuesOf(p.variants[0]) : BLANK_LIST_PRICES,
  }
}

const trimmed = (t: Translated): Translated => ({ en: t.en.trim(), cz: t.cz.trim(), sl: t.sl.trim(), ge: t.ge.trim() })

/**
 * The PATCH body, or the problems. Stock is sent only when it was changed, with the number the
 * form started from as `expected_stock`: if orders took units meanwhile the server refuses (409)
 * rather than overwrite them.
 */
export function toProductUpdate(values: ProductFormValues, startStock: number, opts: { sized?: boolean; only?: StaffProduct['variants'][number] } = {}): { update: StaffProductUpdate; errors?: undefined } | { errors: ProductErrors } {
  const errors: ProductErrors = {}
  const texts = { name: trimmed(values.name), description: trimmed(values.description), usage: trimmed(values.usage) }
  for (const field of TEXT_FIELDS) {
    for (const lang of LANGUAGES) {
      const text = texts[field][lang]
      if (!text) errors[`${field}.${lang}`] = 'form.error.textRequired'
      else if (text.length > TEXT_MAX[field]) errors[`${field}.${lang}`] = 'form.error.textLong'
    }
  }
  const warnings = trimmed(values.warnings)
  for (const lang of LANGUAGES) if (warnings[lang].length > TEXT_MAX.warnings) errors[`warnings.${lang}`] = 'form.error.textLong'
  for (const lang of warningsPartial(warnings)) errors[`warnings.${lang}`] = 'form.error.warningsAllOrNone'
  // A product in several sizes has its price and stock per size (the sizes section): only texts and featured go.
  if (opts.sized) {
    if (Object.keys(errors).length) return { errors }
    return { update: { ...texts, warnings, featured: values.featured } }
  }
  const price = parseMoney(values.price)
  if (Number.isNaN(price)) errors.price_cents = 'form.error.money'
  let compareAt: number | null = null
  if (values.compare_at.trim()) {
    compareAt = parseMoney(values.compare_at)
    if (Number.isNaN(compareAt)) errors.compare_at_cents = 'form.error.money'
    else if (!Number.isNaN(price) && compareAt <= price) errors.compare_at_cents = 'form.error.compareAtNotAbove'
  }
  const stockText = values.stock.trim()
  const stock = /^\d+$/.test(stockText) ? Number(stockText) : Number.NaN
  if (Number.isNaN(stock)) errors.stock = 'form.error.wholeNumber'
  else if (stock > STOCK_MAX) errors.stock = 'form.error.stockHigh'
  // The one size's EUR and CZK prices: sent only when changed (or emptied, to follow USD again).
  const lists = opts.only ? toListPriceFields(values.lists, opts.only) : { fields: {}, errors: {} }
  Object.assign(errors, lists.errors)
  if (Object.keys(errors).length) return { errors }

  const update: StaffProductUpdate = { ...texts, warnings, price_cents: price, compare_at_cents: compareAt, featured: values.featured, ...lists.fields }
  if (stock !== startStock) {
    update.stock = stock
    update.expected_stock = startStock
  }
  return { update }
}

/** Whether a language tab holds a field with a problem. */
export function languageHasError(errors: ProductErrors, lang: Language): boolean {
  return Object.keys(errors).some((path) => path.endsWith(`.${lang}`))
}
