import { z } from 'zod'
import { COUNTRY_CODES, type CountryCode } from './countries'
import { LANGUAGES, type Language } from './languages'
import { CURRENCIES, type Currency } from './locale-format'
import { TAX_MODES, type TaxMode } from './vat'

/**
 * Markets, price lists and VAT (issue 18, decision 036). A market is a set of countries with one
 * currency, a default language and a tax mode; a currency is a price list (every variant has a USD
 * base price; EUR and CZK prices are set by staff or filled from it at the staff's exchange rate
 * with the list's rounding). The shopper's delivery country decides the market.
 */

export { CURRENCIES, CURRENCY as BASE_CURRENCY, type Currency } from './locale-format'
export const CurrencySchema = z.enum(CURRENCIES)

/** The 27 EU member states: sales to consumers there carry the destination's VAT (one-stop shop). */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const satisfies readonly CountryCode[]
export function isEuCountry(country: string): boolean {
  return (EU_COUNTRIES as readonly string[]).includes(country)
}

/**
 * How a price list rounds a price filled from the base price:
 * - cents: to the cent
 * - whole_9: to the nearest whole unit ending in 9 (449 Kč)
 * - cents_90_95: to the nearest x.90 or x.95 (18.90 €, 18.95 €)
 * - cents_99: to the nearest x.99 ($18.99)
 */
export const PRICE_ROUNDINGS = ['cents', 'whole_9', 'cents_90_95', 'cents_99'] as const
export type PriceRounding = (typeof PRICE_ROUNDINGS)[number]

/** Exchange rates are whole millionths of a unit of the currency per 1 US dollar (CZK 23.5 → 23_500_000). */
export const RATE_SCALE = 1_000_000

/** The nearest of `candidates(k)` for the k around the amount; ties go up. Never below the smallest candidate above 0. */
function nearest(cents: number, step: number, offsets: readonly number[]): number {
  const base = Math.floor(cents / step) * step
  let best = Number.POSITIVE_INFINITY
  for (const b of [base - step, base, base + step]) {
    for (const o of offsets) {
      const c = b + o
      if (c <= 0) continue
      if (Math.abs(c - cents) < Math.abs(best - cents) || (Math.abs(c - cents) === Math.abs(best - cents) && c > best)) best = c
    }
  }
  return best
}

/** A price in hundredths rounded by a price list's rule (see PRICE_ROUNDINGS). */
export function roundPrice(cents: number, rounding: PriceRounding): number {
  if (cents <= 0) return 0
  switch (rounding) {
    case 'cents':
      return Math.round(cents)
    case 'whole_9':
      return nearest(cents, 1000, [900])
    case 'cents_90_95':
      return nearest(cents, 100, [90, 95])
    case 'cents_99':
      return nearest(cents, 100, [99])
  }
}

/** A base (USD) price in another price list: at the exchange rate, then rounded by the list's rule. */
export function convertPrice(baseCents: number, rateMicros: number, rounding: PriceRounding): number {
  // Integer arithmetic: cents × millionths stays exact below 2^53 for any price the shop takes.
  const raw = Math.round((baseCents * rateMicros) / RATE_SCALE)
  return roundPrice(raw, rounding)
}

// ---------------------------------------------------------------------------------------------
// What a market is, on the wire

export const MarketCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{1,19}$/, 'A market code is 2–20 lowercase letters, digits or dashes')

export const MarketSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: CurrencySchema,
  default_lang: z.enum(LANGUAGES),
  tax_mode: z.enum(TAX_MODES),
  /** ISO codes, sorted */
  countries: z.array(z.string()),
  /** The market of every country no market lists (exactly one) */
  rest_of_world: z.boolean(),
})
export type Market = z.infer<typeof MarketSchema>

/** GET /api/markets: what the header's "Ship to" offers */
export const MarketsAnswerSchema = z.object({
  markets: z.array(MarketSchema),
  /** Each country the shop ships to, with its market's code */
  countries: z.array(z.object({ code: z.string(), market: z.string(), currency: CurrencySchema, tax_mode: z.enum(TAX_MODES) })),
})
export type MarketsAnswer = z.infer<typeof MarketsAnswerSchema>

/** The cookie holding the shopper's "Ship to" country (ISO code, readable by the page). */
export const SHIP_TO_COOKIE = 'ship_to'

/** Where a language's shoppers are assumed to ship to until they say (or the browser's region says) otherwise. */
export const LANGUAGE_COUNTRY: Record<Language, CountryCode> = { en: 'US', cz: 'CZ', sl: 'SI', ge: 'DE' }

/**
 * The "Ship to" country before the shopper picks one: the browser's region when its language is the
 * page's language and the shop ships there (de-AT → AT, en-GB → GB), else the language's country.
 */
export function defaultShipTo(lang: Language, acceptLanguage: string | undefined): CountryCode {
  const tag = { en: 'en', cz: 'cs', sl: 'sl', ge: 'de' }[lang]
  for (const part of (acceptLanguage ?? '').split(',')) {
    const m = /^\s*([a-z]{2,3})-([a-z]{2})\b/i.exec(part)
    if (!m || m[1]!.toLowerCase() !== tag) continue
    const region = m[2]!.toUpperCase()
    if ((COUNTRY_CODES as readonly string[]).includes(region)) return region as CountryCode
  }
  return LANGUAGE_COUNTRY[lang]
}

// ---------------------------------------------------------------------------------------------
// What the shop starts with (migration 0030 copies these)

export interface MarketSeed {
  code: string
  name: string
  currency: Currency
  default_lang: Language
  tax_mode: TaxMode
  countries: readonly CountryCode[]
  rest_of_world: boolean
}

const OTHER_EU = EU_COUNTRIES.filter((c) => !['CZ', 'SI', 'DE', 'AT'].includes(c))

export const MARKET_SEEDS: readonly MarketSeed[] = [
  { code: 'cz', name: 'Czechia', currency: 'CZK', default_lang: 'cz', tax_mode: 'included', countries: ['CZ'], rest_of_world: false },
  { code: 'si', name: 'Slovenia', currency: 'EUR', default_lang: 'sl', tax_mode: 'included', countries: ['SI'], rest_of_world: false },
  { code: 'de-at', name: 'Germany and Austria', currency: 'EUR', default_lang: 'ge', tax_mode: 'included', countries: ['DE', 'AT'], rest_of_world: false },
  { code: 'eu', name: 'Other EU countries', currency: 'EUR', default_lang: 'en', tax_mode: 'included', countries: OTHER_EU, rest_of_world: false },
  { code: 'world', name: 'United States and the rest of the world', currency: 'USD', default_lang: 'en', tax_mode: 'none', countries: ['US', 'GB', 'CH', 'NO', 'CA', 'AU'], rest_of_world: true },
]

export const EXCHANGE_RATE_SEEDS: ReadonlyArray<{ currency: Currency; rate_micros: number; rounding: PriceRounding }> = [
  { currency: 'USD', rate_micros: RATE_SCALE, rounding: 'cents' },
  { currency: 'EUR', rate_micros: 920_000, rounding: 'cents_90_95' },
  { currency: 'CZK', rate_micros: 23_000_000, rounding: 'whole_9' },
]

/**
 * Standard VAT rates (cosmetics take the standard rate everywhere), with the date each took effect
 * where it changed since the one-stop shop began (2021-07-01). Sources in decision 036: the EU's
 * VAT rates table and national announcements (FI 25.5 % from 2024-09-01, SK 23 % from 2025-01-01,
 * EE 22 % from 2024-01-01 and 24 % from 2025-07-01, RO 21 % from 2025-08-01, LU 16 % during 2023).
 */
export const VAT_RATE_SEEDS: ReadonlyArray<{ country: CountryCode; rate_bp: number; valid_from: string }> = [
  ...(
    [
      ['AT', 2000], ['BE', 2100], ['BG', 2000], ['HR', 2500], ['CY', 1900], ['CZ', 2100], ['DK', 2500],
      ['FR', 2000], ['DE', 1900], ['GR', 2400], ['HU', 2700], ['IE', 2300], ['IT', 2200], ['LV', 2100],
      ['LT', 2100], ['MT', 1800], ['NL', 2100], ['PL', 2300], ['PT', 2300], ['SI', 2200],
      ['ES', 2100], ['SE', 2500],
    ] as const
  ).map(([country, rate_bp]) => ({ country, rate_bp, valid_from: '2021-07-01' })),
  { country: 'EE', rate_bp: 2000, valid_from: '2021-07-01' },
  { country: 'EE', rate_bp: 2200, valid_from: '2024-01-01' },
  { country: 'EE', rate_bp: 2400, valid_from: '2025-07-01' },
  { country: 'FI', rate_bp: 2400, valid_from: '2021-07-01' },
  { country: 'FI', rate_bp: 2550, valid_from: '2024-09-01' },
  { country: 'LU', rate_bp: 1700, valid_from: '2021-07-01' },
  { country: 'LU', rate_bp: 1600, valid_from: '2023-01-01' },
  { country: 'LU', rate_bp: 1700, valid_from: '2024-01-01' },
  { country: 'RO', rate_bp: 1900, valid_from: '2021-07-01' },
  { country: 'RO', rate_bp: 2100, valid_from: '2025-08-01' },
  { country: 'SK', rate_bp: 2000, valid_from: '2021-07-01' },
  { country: 'SK', rate_bp: 2300, valid_from: '2025-01-01' },
]

/** A variant's prices in the EUR and CZK lists, as stored beside its USD base price (migration 0031). */
export interface ListPrices {
  price_eur_cents: number
  compare_at_eur_cents: number | null
  price_czk_cents: number
  compare_at_czk_cents: number | null
}

/** The other lists' prices filled from a base (USD) price and compare-at price at each list's rate and rounding. */
export function fillListPrices(
  base: { price_cents: number; compare_at_cents: number | null },
  lists: ReadonlyArray<{ currency: Currency; rate_micros: number; rounding: PriceRounding }> = EXCHANGE_RATE_SEEDS,
): ListPrices {
  const list = (c: Currency) => lists.find((l) => l.currency === c) ?? EXCHANGE_RATE_SEEDS.find((l) => l.currency === c)!
  const conv = (cents: number | null, c: Currency) => (cents === null ? null : convertPrice(cents, list(c).rate_micros, list(c).rounding))
  return {
    price_eur_cents: conv(base.price_cents, 'EUR')!,
    compare_at_eur_cents: conv(base.compare_at_cents, 'EUR'),
    price_czk_cents: conv(base.price_cents, 'CZK')!,
    compare_at_czk_cents: conv(base.compare_at_cents, 'CZK'),
  }
}

/** The columns holding a currency's price, compare-at price and prior 30-day low (variant and product rows alike). */
export function priceColumns(currency: Currency): {
  price: 'price_cents' | 'price_eur_cents' | 'price_czk_cents'
  compare_at: 'compare_at_cents' | 'compare_at_eur_cents' | 'compare_at_czk_cents'
  prior_low: 'prior_low_cents' | 'prior_low_eur_cents' | 'prior_low_czk_cents'
} {
  switch (currency) {
    case 'USD':
      return { price: 'price_cents', compare_at: 'compare_at_cents', prior_low: 'prior_low_cents' }
    case 'EUR':
      return { price: 'price_eur_cents', compare_at: 'compare_at_eur_cents', prior_low: 'prior_low_eur_cents' }
    case 'CZK':
      return { price: 'price_czk_cents', compare_at: 'compare_at_czk_cents', prior_low: 'prior_low_czk_cents' }
  }
}
