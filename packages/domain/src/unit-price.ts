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

/**
 * The price per 100 ml, per 100 g or per piece, rounded half up to the currency's hundredths in
 * whole numbers (sizes are whole: no floating point). None for a single piece (its price is the
 * price of one piece) or a size without content.
 */
export function unitPrice(cents: number, { value, unit }: { value: number; unit: SizeUnit }): UnitPrice | null {
  if (unit === 'pcs' ? value < 2 : value <= 0) return null
  const n = unit === 'pcs' ? cents : cents * 100
  return { cents: Math.floor((2 * n + value) / (2 * value)), per: unit }
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
