import { z } from 'zod'
import { COUNTRY_CODES, CountryCodeSchema } from './countries'
import { LANGUAGES } from './languages'
import { CurrencySchema, MarketCodeSchema, MarketSchema, PRICE_ROUNDINGS, RATE_SCALE } from './markets'
import { TAX_MODES } from './vat'

/** The owner's markets desk (decision 041): markets, exchange rates and VAT rates, as staff edit them. */

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

