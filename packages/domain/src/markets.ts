import { z } from 'zod'
import { COUNTRY_CODES, CountryCodeSchema, type CountryCode } from './countries'
import { LANGUAGES, type Language } from './languages'
import { CURRENCIES, type Currency } from './locale-format'

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
 * How a market's prices relate to VAT:
 * - included: shown and charged including the destination country's VAT (EU consumers)
 * - excluded: shown without VAT; the destination's VAT is added at the checkout
 * - none: no VAT (exports outside the EU)
 */
export const TAX_MODES = ['included', 'excluded', 'none'] as const
export type TaxMode = (typeof TAX_MODES)[number]

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

/** Half-up division of non-negative integers (negative amounts round away from zero symmetrically). */
function divRound(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1
  return sign * Math.floor((Math.abs(numerator) * 2 + denominator) / (2 * denominator))
}

/** VAT inside a gross amount at `rateBp` basis points (2100 = 21 %): round(gross × r / (1 + r)), half up. */
export function vatOfGross(grossCents: number, rateBp: number): number {
  return rateBp > 0 ? divRound(grossCents * rateBp, 10_000 + rateBp) : 0
}
/** VAT on a net amount: round(net × r), half up. */
export function vatOfNet(netCents: number, rateBp: number): number {
  return rateBp > 0 ? divRound(netCents * rateBp, 10_000) : 0
}

/**
 * Splits `total` over `weights` in proportion, in whole cents, exactly (largest remainder; ties go
 * to the earlier weight). A coupon's discount is shared by the order's lines this way.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0)
  if (sum <= 0 || total === 0) return weights.map(() => 0)
  const shares = weights.map((w) => Math.floor((total * w) / sum))
  let left = total - shares.reduce((a, s) => a + s, 0)
  const order = weights
    .map((w, i) => ({ i, rest: (total * w) % sum }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]!.i]! += 1
  return shares
}

/** One taxed amount: a line after its share of the discount, or the shipping. */
export interface TaxedAmount {
  /** What the amount was before the discount (line total or shipping, as priced) */
  priced_cents: number
  /** Its share of the coupons' discount (shipping: 0) */
  discount_cents: number
  net_cents: number
  vat_rate_bp: number
  vat_cents: number
  /** net + VAT: what the shopper pays for it */
  gross_cents: number
}

export interface VatBreakdownLine {
  vat_rate_bp: number
  net_cents: number
  vat_cents: number
  gross_cents: number
}

export interface TaxedOrder {
  lines: TaxedAmount[]
  shipping: TaxedAmount
  /** Per rate, highest first: the sums of the lines and shipping at that rate */
  breakdown: VatBreakdownLine[]
  net_cents: number
  vat_cents: number
  /** What the shopper pays: the sum of every amount's gross */
  total_cents: number
}

function taxed(priced: number, discount: number, mode: TaxMode, rateBp: number): TaxedAmount {
  const amount = priced - discount
  const rate = mode === 'none' ? 0 : rateBp
  if (mode === 'excluded') {
    const vat = vatOfNet(amount, rate)
    return { priced_cents: priced, discount_cents: discount, net_cents: amount, vat_rate_bp: rate, vat_cents: vat, gross_cents: amount + vat }
  }
  const vat = vatOfGross(amount, rate)
  return { priced_cents: priced, discount_cents: discount, net_cents: amount - vat, vat_rate_bp: rate, vat_cents: vat, gross_cents: amount }
}

/**
 * The one rounding rule (decision 036): the discount is shared over the lines in proportion to
 * their totals (allocate); each line after its share, and the shipping, is taxed on its own, VAT
 * rounded half up to the cent (inside the gross when prices include VAT, on the net when VAT is
 * added); every total is a sum of those amounts. Lines, totals, emails, invoices and the VAT
 * report therefore agree to the cent. `rateBp` is the destination's rate for each line (cosmetics
 * all take the standard rate) and for the shipping, which follows the goods.
 */
export function taxOrder(input: {
  lines: ReadonlyArray<{ amount_cents: number; vat_rate_bp?: number }>
  discount_cents: number
  shipping_cents: number
  mode: TaxMode
  rate_bp: number
}): TaxedOrder {
  const shares = allocate(input.discount_cents, input.lines.map((l) => l.amount_cents))
  const lines = input.lines.map((l, i) => taxed(l.amount_cents, shares[i]!, input.mode, l.vat_rate_bp ?? input.rate_bp))
  const shipping = taxed(input.shipping_cents, 0, input.mode, input.rate_bp)
  const byRate = new Map<number, VatBreakdownLine>()
  for (const a of [...lines, shipping]) {
    if (a.gross_cents === 0 && a.priced_cents === 0) continue
    const row = byRate.get(a.vat_rate_bp) ?? { vat_rate_bp: a.vat_rate_bp, net_cents: 0, vat_cents: 0, gross_cents: 0 }
    row.net_cents += a.net_cents
    row.vat_cents += a.vat_cents
    row.gross_cents += a.gross_cents
    byRate.set(a.vat_rate_bp, row)
  }
  const all = [...lines, shipping]
  return {
    lines,
    shipping,
    breakdown: [...byRate.values()].sort((a, b) => b.vat_rate_bp - a.vat_rate_bp),
    net_cents: all.reduce((s, a) => s + a.net_cents, 0),
    vat_cents: all.reduce((s, a) => s + a.vat_cents, 0),
    total_cents: all.reduce((s, a) => s + a.gross_cents, 0),
  }
}

/** "21 %", "25,5 %": a rate in basis points as the language writes a percentage. */
export function formatVatRate(rateBp: number, lang: Language): string {
  const whole = Math.floor(rateBp / 100)
  const fraction = String(rateBp % 100).padStart(2, '0').replace(/0+$/, '')
  const dec = lang === 'en' ? '.' : ','
  const number = fraction ? `${whole}${dec}${fraction}` : String(whole)
  return lang === 'en' ? `${number}%` : `${number}\u00a0%`
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
// Staff: markets, exchange rates, VAT rates (owner)

export const MARKET_MESSAGES = {
  unknownMarket: 'No such market',
  codeTaken: 'A market with this code already exists',
  restOfWorldStays: 'The rest-of-the-world market cannot be removed',
  marketHasCountries: 'Move this market’s countries to another market first',
  rateInvalid: 'Enter the rate as a positive number with at most six decimals',
  vatRateInvalid: 'Enter a VAT rate between 0 and 50 % with at most two decimals',
  validFromInvalid: 'Enter the date the rate applies from (YYYY-MM-DD)',
  validFromPast: 'A new rate applies from today or a later day',
  baseRateFixed: 'The US dollar is the base currency: its rate stays 1',
  vatRateExists: 'This country already has a rate from that day',
  vatRateInForce: 'A rate already in force is history and cannot be removed',
  unknownVatRate: 'No such VAT rate',
  nameRequired: 'Enter the market’s name',
} as const

export const MarketInputSchema = z.object({
  code: MarketCodeSchema,
  name: z.string().trim().min(1, MARKET_MESSAGES.nameRequired).max(80),
  currency: CurrencySchema,
  default_lang: z.enum(LANGUAGES),
  tax_mode: z.enum(TAX_MODES),
  countries: z.array(CountryCodeSchema).max(COUNTRY_CODES.length),
})
export type MarketInput = z.infer<typeof MarketInputSchema>

export const ExchangeRateInputSchema = z.object({
  /** Units of the currency per 1 USD, e.g. "23.45" */
  rate: z.string().trim().regex(/^\d{1,6}(\.\d{1,6})?$/, MARKET_MESSAGES.rateInvalid),
  rounding: z.enum(PRICE_ROUNDINGS),
})
export type ExchangeRateInput = z.infer<typeof ExchangeRateInputSchema>

/** "23.45" → 23_450_000 millionths; null when it is not a positive decimal */
export function parseRate(text: string): number | null {
  const m = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text.trim())
  if (!m) return null
  const micros = Number(m[1]) * RATE_SCALE + Number((m[2] ?? '').padEnd(6, '0'))
  return micros > 0 ? micros : null
}
/** 23_450_000 → "23.45" */
export function rateText(micros: number): string {
  const whole = Math.floor(micros / RATE_SCALE)
  const fraction = String(micros % RATE_SCALE).padStart(6, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

export const VatRateInputSchema = z.object({
  country: CountryCodeSchema,
  /** Percent with up to two decimals: "21", "25.5" */
  rate: z.string().trim().regex(/^\d{1,2}(\.\d{1,2})?$/, MARKET_MESSAGES.vatRateInvalid),
  valid_from: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, MARKET_MESSAGES.validFromInvalid),
})
export type VatRateInput = z.infer<typeof VatRateInputSchema>

/** "25.5" → 2550 basis points; null outside 0–50 % */
export function parseVatRate(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return bp <= 5000 ? bp : null
}

/** PATCH /api/staff/markets/{code}: any of the fields; `countries` becomes the market's whole list. */
export const MarketPatchSchema = MarketInputSchema.omit({ code: true }).partial()
export type MarketPatch = z.infer<typeof MarketPatchSchema>
export const MarketParamsSchema = z.object({ code: z.string().max(40) })
export const ExchangeRateParamsSchema = z.object({ currency: CurrencySchema })
export const VatRateParamsSchema = z.object({ country: CountryCodeSchema, valid_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MARKET_MESSAGES.validFromInvalid) })

/** Whether "YYYY-MM-DD" names a real day. */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const d = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text
}

export const StaffExchangeRateSchema = z.object({
  currency: CurrencySchema,
  /** Units per 1 USD as typed, e.g. "23.45" */
  rate: z.string(),
  rate_micros: z.number().int(),
  rounding: z.enum(PRICE_ROUNDINGS),
  updated_at: z.string(),
})
export type StaffExchangeRate = z.infer<typeof StaffExchangeRateSchema>

export const StaffVatRateSchema = z.object({
  country: z.string(),
  /** The rate in force today (null when the country has none yet) */
  current: z.object({ rate_bp: z.number().int(), valid_from: z.string() }).nullable(),
  /** Every rate, newest first; those after today are not yet in force and may be removed */
  history: z.array(z.object({ rate_bp: z.number().int(), valid_from: z.string(), in_force: z.boolean() })),
})
export type StaffVatRate = z.infer<typeof StaffVatRateSchema>

/** GET /api/staff/markets: the owner's markets desk. */
export const StaffMarketsAnswerSchema = z.object({
  markets: z.array(MarketSchema),
  exchange_rates: z.array(StaffExchangeRateSchema),
  vat_rates: z.array(StaffVatRateSchema),
  /** The day the server counts as today (UTC): rates from it on are in force */
  today: z.string(),
})
export type StaffMarketsAnswer = z.infer<typeof StaffMarketsAnswerSchema>

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

/** The columns holding a currency's price and compare-at price (variant and product rows alike). */
export function priceColumns(currency: Currency): { price: 'price_cents' | 'price_eur_cents' | 'price_czk_cents'; compare_at: 'compare_at_cents' | 'compare_at_eur_cents' | 'compare_at_czk_cents' } {
  switch (currency) {
    case 'USD':
      return { price: 'price_cents', compare_at: 'compare_at_cents' }
    case 'EUR':
      return { price: 'price_eur_cents', compare_at: 'compare_at_eur_cents' }
    case 'CZK':
      return { price: 'price_czk_cents', compare_at: 'compare_at_czk_cents' }
  }
}
