import {
  COUNTRY_CODES,
  isCurrency,
  isLanguage,
  TAX_MODES,
  type Currency,
  type Market,
  type MarketsAnswer,
  type PriceRounding,
  type TaxMode,
  PRICE_ROUNDINGS,
} from '@shop/domain'
import type { Db } from '../../db/database'
import { createMarketsRepository } from './markets.repository'

/** A currency's price list: units per 1 USD in millionths, and the rounding of filled prices. */
export interface PriceList {
  currency: Currency
  rate_micros: number
  rounding: PriceRounding
}

/** What pricing an order for one destination needs (decision 036). */
export interface Destination {
  country: string
  market: Market
  currency: Currency
  tax_mode: TaxMode
  /** The destination's standard VAT rate on the day, in basis points; 0 when the market charges none */
  vat_rate_bp: number
}

export interface MarketsSnapshot {
  markets: Market[]
  byCode: Map<string, Market>
  byCountry: Map<string, Market>
  restOfWorld: Market
  priceLists: Map<Currency, PriceList>
  /** Per country, newest first */
  vat: Map<string, Array<{ valid_from: string; rate_bp: number }>>
}

/** How long a process keeps the markets in memory before reading them again (staff edits bump it at once here). */
const TTL_MS = 5_000

const day = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Markets, price lists and VAT rates (decision 036): four small tables read into memory and kept
 * for a few seconds, so pricing a page, a cart or an order costs no query. A staff change clears
 * this process's copy at once; other processes see it within TTL_MS (an order placed meanwhile is
 * still priced from one consistent copy, and the checkout refuses a total that changed).
 */
export function createMarketsService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  const repo = createMarketsRepository(db.kysely)
  let cached: { at: number; value: Promise<MarketsSnapshot> } | null = null

  async function load(): Promise<MarketsSnapshot> {
    const rows = await repo.all()
    const markets: Market[] = rows.markets.map((m) => ({
      code: m.code,
      name: m.name,
      currency: isCurrency(m.currency) ? m.currency : 'USD',
      default_lang: isLanguage(m.default_lang) ? m.default_lang : 'en',
      tax_mode: (TAX_MODES as readonly string[]).includes(m.tax_mode) ? (m.tax_mode as TaxMode) : 'none',
      countries: rows.countries.filter((c) => c.market_code === m.code).map((c) => c.country),
      rest_of_world: m.rest_of_world === 1,
    }))
    const byCode = new Map(markets.map((m) => [m.code, m]))
    const byCountry = new Map<string, Market>()
    for (const c of rows.countries) {
      const m = byCode.get(c.market_code)
      if (m) byCountry.set(c.country, m)
    }
    const restOfWorld = markets.find((m) => m.rest_of_world) ?? markets[markets.length - 1]
    if (!restOfWorld) throw new Error('no market is defined (migration 0030 seeds them)')
    const priceLists = new Map<Currency, PriceList>()
    for (const r of rows.rates) {
      if (!isCurrency(r.currency)) continue
      const rounding = (PRICE_ROUNDINGS as readonly string[]).includes(r.rounding) ? (r.rounding as PriceRounding) : 'cents'
      priceLists.set(r.currency, { currency: r.currency, rate_micros: Number(r.rate_micros), rounding })
    }
    const vat = new Map<string, Array<{ valid_from: string; rate_bp: number }>>()
    for (const r of rows.vat) {
      const list = vat.get(r.country) ?? []
      list.push({ valid_from: r.valid_from, rate_bp: r.rate_bp })
      vat.set(r.country, list)
    }
    return { markets, byCode, byCountry, restOfWorld, priceLists, vat }
  }

  function snapshot(): Promise<MarketsSnapshot> {
    const t = Date.now()
    if (!cached || t - cached.at > TTL_MS) {
      const value = load()
      cached = { at: t, value }
      // A failed read is not kept: the next call tries again.
      value.catch(() => {
        if (cached?.value === value) cached = null
      })
    }
    return cached.value
  }

  function marketIn(s: MarketsSnapshot, country: string): Market {
    return s.byCountry.get(country) ?? s.restOfWorld
  }

  function vatIn(s: MarketsSnapshot, country: string, at: Date): number {
    const d = day(at)
    return s.vat.get(country)?.find((r) => r.valid_from <= d)?.rate_bp ?? 0
  }

  return {
    snapshot,
    /** Forget this process's copy (after a staff change). */
    invalidate(): void {
      cached = null
    },

    /** The market a delivery country belongs to (the rest-of-the-world market when none lists it). */
    async marketFor(country: string): Promise<Market> {
      return marketIn(await snapshot(), country)
    },

    /** The country's standard VAT rate on a day (0 without one). */
    async vatRate(country: string, at: Date = now()): Promise<number> {
      return vatIn(await snapshot(), country, at)
    },

    /** Market, currency, tax mode and VAT rate for pricing what goes to `country`. */
    async destination(country: string, at: Date = now()): Promise<Destination> {
      const s = await snapshot()
      const market = marketIn(s, country)
      return {
        country,
        market,
        currency: market.currency,
        tax_mode: market.tax_mode,
        vat_rate_bp: market.tax_mode === 'none' ? 0 : vatIn(s, country, at),
      }
    },

    /** A currency's exchange rate and rounding (USD, the base, is 1 and to the cent). */
    async priceList(currency: Currency): Promise<PriceList> {
      return (await snapshot()).priceLists.get(currency) ?? { currency, rate_micros: 1_000_000, rounding: 'cents' }
    },

    /** GET /api/markets: each market and each country the shop ships to with its market. */
    async answer(): Promise<MarketsAnswer> {
      const s = await snapshot()
      return {
        markets: s.markets,
        countries: COUNTRY_CODES.map((code) => {
          const m = marketIn(s, code)
          return { code, market: m.code, currency: m.currency, tax_mode: m.tax_mode }
        }),
      }
    },
  }
}

export type MarketsService = ReturnType<typeof createMarketsService>
