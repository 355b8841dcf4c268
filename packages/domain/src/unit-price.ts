import type { SIZE_UNITS } from './catalog-vocab'
import type { Language } from './languages'
import { formatMoney, type Currency } from './locale-format'

/**
 * The unit price shown next to every price (Directive 98/6/EC; decision 045): per 100 ml, per 100 g
 * or per piece, from the size's nominal content. Computed where it is shown, from the price and
 * size every list and product answer already carries.
 */

type SizeUnit = (typeof SIZE_UNITS)[number]

export interface UnitPrice {
  /** Hundredths of the price's currency per 100 ml, per 100 g or per piece */
  cents: number
  /** ml and g: per 100 of them; pcs: per piece */
  per: SizeUnit
}

/** n / d rounded half up, in whole numbers (no floating point for whole inputs). */
function halfUp(n: number, d: number): number {
  return Number.isInteger(n) && Number.isInteger(d) ? Math.floor((2 * n + d) / (2 * d)) : Math.floor(n / d + 0.5)
}

/**
 * The price per 100 ml, per 100 g or per piece, rounded half up to the currency's hundredths.
 * None for a single piece (the price is the price of one piece) or a size without content.
 */
export function unitPrice(cents: number, size: { value: number; unit: SizeUnit }): UnitPrice | null {
  if (!(size.value > 0) || !(cents >= 0)) return null
  if (size.unit === 'pcs') return size.value > 1 ? { cents: halfUp(cents, size.value), per: 'pcs' } : null
  return { cents: halfUp(cents * 100, size.value), per: size.unit }
}

const PIECE: Record<Language, string> = { en: 'piece', cz: 'ks', sl: 'kos', ge: 'Stück' }

/**
 * "$4.50 / 100 ml", "45,90 Kč / 100 ml", "4,95 € / 100 g", "0,45 € / Stück": always with the
 * hundredths (crowns too), so a unit price never reads as a rounded price; null where none is shown.
 */
export function formatUnitPrice(cents: number, size: { value: number; unit: SizeUnit }, lang: Language, currency: Currency): string | null {
  const u = unitPrice(cents, size)
  if (!u) return null
  const per = u.per === 'pcs' ? PIECE[lang] : `100\u00a0${u.per}`
  return `${formatMoney(u.cents, lang, { currency, wholeUnits: false })} / ${per}`
}
