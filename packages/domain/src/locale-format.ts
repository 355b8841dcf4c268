import { LOCALES, type Language } from './languages'

/**
 * Prices, counts and dates in the shop's four languages, written out by hand rather than by Intl.
 *
 * The first Intl number or date format a browser tab builds costs it 15–30 ms of main thread (a
 * phone ~4× that) while ICU loads its locale data, and every page shows prices or counts the
 * moment it hydrates (decision 018). These give exactly what Intl gives for the shop's locales
 * (locale-format.test.ts compares them with Node's Intl value by value), and leave to Intl what
 * they do not cover: more than two fraction digits, non-finite numbers, years outside 1000–9999.
 */

/**
 * The currencies the shop sells in (decision 036): each market prices in one of them. Amounts are
 * integer hundredths ("cents", haléře) of their currency everywhere; CZK prices are whole crowns.
 */
export const CURRENCIES = ['USD', 'EUR', 'CZK'] as const
export type Currency = (typeof CURRENCIES)[number]
/** The base price list: every variant has a USD price, the others are set by staff or filled from it. */
export const CURRENCY: Currency = 'USD'
export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
}
/** Currencies shown without hundredths when the amount is whole ("449 Kč", not "449,00 Kč"). */
const WHOLE_BY_DEFAULT: ReadonlySet<Currency> = new Set(['CZK'])

interface NumberStyle {
  group: string
  decimal: string
  minus: string
  /** Digits the integer part needs before it is grouped at all: 4 ("1,000"), or 5 in Slovenian ("1000", "12.345"). */
  groupFrom: number
  /** The currency around the amount (grouped, unsigned: the sign goes in front of both). */
  money: Record<Currency, (amount: string) => string>
}

const NBSP = '\u00a0'

const NUMBER_STYLES: Record<Language, NumberStyle> = {
  en: { group: ',', decimal: '.', minus: '-', groupFrom: 4, money: { USD: (a) => `$${a}`, EUR: (a) => `€${a}`, CZK: (a) => `CZK${NBSP}${a}` } },
  cz: {
    group: NBSP,
    decimal: ',',
    minus: '-',
    groupFrom: 4,
    money: { USD: (a) => `${a}${NBSP}US$`, EUR: (a) => `${a}${NBSP}€`, CZK: (a) => `${a}${NBSP}Kč` },
  },
  sl: {
    group: '.',
    decimal: ',',
    minus: '\u2212',
    groupFrom: 5,
    money: { USD: (a) => `${a}${NBSP}$`, EUR: (a) => `${a}${NBSP}€`, CZK: (a) => `${a}${NBSP}CZK` },
  },
  ge: {
    group: '.',
    decimal: ',',
    minus: '-',
    groupFrom: 4,
    money: { USD: (a) => `${a}${NBSP}$`, EUR: (a) => `${a}${NBSP}€`, CZK: (a) => `${a}${NBSP}CZK` },
  },
}

function grouped(digits: string, style: NumberStyle): string {
  if (digits.length < style.groupFrom) return digits
  let out = digits.slice(0, digits.length % 3 || 3)
  for (let i = out.length; i < digits.length; i += 3) out += style.group + digits.slice(i, i + 3)
  return out
}

/**
 * `hundredths` (a whole number) written with the language's separators: two fraction digits for
 * money, as few as needed (none for whole numbers) otherwise.
 */
function decimal(hundredths: number, style: NumberStyle, money: boolean): string {
  const abs = Math.abs(hundredths)
  const whole = grouped(String(Math.floor(abs / 100)), style)
  let fraction = String(abs % 100).padStart(2, '0')
  if (!money) fraction = fraction.replace(/0+$/, '')
  const sign = hundredths < 0 ? style.minus : ''
  return sign + whole + (fraction ? style.decimal + fraction : '')
}

/** Values these formats write out by hand: whole hundredths that stay exact as doubles. */
const MAX_HUNDREDTHS = Number.MAX_SAFE_INTEGER / 1000

const intlNumbers = new Map<string, Intl.NumberFormat>()
function intlNumber(lang: Language, money: Currency | null): Intl.NumberFormat {
  const key = `${lang}:${money}`
  let f = intlNumbers.get(key)
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], money ? { style: 'currency', currency: money } : undefined)
    intlNumbers.set(key, f)
  }
  return f
}

export interface MoneyFormat {
  /** The amount's currency (default: USD, the base price list) */
  currency?: Currency
  /** An amount without cents is written without them ("$15" on a coupon or a preset); CZK always is */
  wholeUnits?: boolean
}

/**
 * Integer hundredths of a currency in the language's format: "$1,234.50", "1 234,50 US$",
 * "18,90 €", "449 Kč".
 */
export function formatMoney(cents: number, lang: Language, { currency = CURRENCY, wholeUnits = WHOLE_BY_DEFAULT.has(currency) }: MoneyFormat = {}): string {
  const style = NUMBER_STYLES[lang]
  if (!Number.isInteger(cents) || Math.abs(cents) > MAX_HUNDREDTHS || Object.is(cents, -0)) return intlNumber(lang, currency).format(cents / 100)
  const sign = cents < 0 ? style.minus : ''
  const money = style.money[currency]
  if (wholeUnits && cents % 100 === 0) return sign + money(grouped(String(Math.abs(cents) / 100), style))
  return sign + money(decimal(Math.abs(cents), style, true))
}

/** A count or measure in the language's format: "12,345", "1234", "4,5". */
export function formatNumber(value: number, lang: Language): string {
  const style = NUMBER_STYLES[lang]
  const hundredths = Math.round(value * 100)
  const exact = Number.isFinite(value) && Math.abs(hundredths) <= MAX_HUNDREDTHS && Math.abs(value * 100 - hundredths) < 1e-7 && !Object.is(value, -0)
  if (!exact || (hundredths === 0 && value !== 0)) return intlNumber(lang, null).format(value)
  return decimal(hundredths, style, false)
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const SL_MONTHS = ['jan.', 'feb.', 'mar.', 'apr.', 'maj', 'jun.', 'jul.', 'avg.', 'sep.', 'okt.', 'nov.', 'dec.']

/** The date part of Intl's `dateStyle: 'medium'`, in the viewer's time zone as Intl has it. */
const MEDIUM_DATES: Record<Language, (day: number, month: number, year: number) => string> = {
  en: (d, m, y) => `${EN_MONTHS[m]} ${d}, ${y}`,
  cz: (d, m, y) => `${d}. ${m + 1}. ${y}`,
  sl: (d, m, y) => `${d}. ${SL_MONTHS[m]} ${y}`,
  ge: (d, m, y) => `${String(d).padStart(2, '0')}.${String(m + 1).padStart(2, '0')}.${y}`,
}

const intlDates = new Map<Language, Intl.DateTimeFormat>()

/** "Mar 4, 2026" / "4. 3. 2026" / "4. mar. 2026" / "04.03.2026"; an unreadable date gives ''. */
export function formatDate(value: string | number | Date, lang: Language): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const year = date.getFullYear()
  if (year >= 1000 && year <= 9999) return MEDIUM_DATES[lang](date.getDate(), date.getMonth(), year)
  let f = intlDates.get(lang)
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium' })
    intlDates.set(lang, f)
  }
  return f.format(date)
}
