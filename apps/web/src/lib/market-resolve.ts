import { countryName, type CountryCode, type MarketsAnswer } from '@shop/domain'
import { api } from './api-client'
import { currentLanguage } from './i18n'
import type { MarketState } from './market'

/**
 * A country's market from GET /api/markets (decision 040), with the country's name in the page's
 * language. Not on the first page: lib/market.ts loads it when a country is chosen somewhere other
 * than the header's chooser (which has the list already).
 */
export function marketOf(answer: MarketsAnswer, country: CountryCode, lang = currentLanguage()): MarketState | null {
  const c = answer.countries.find((x) => x.code === country)
  return c ? { country, currency: c.currency, tax_mode: c.tax_mode, name: countryName(country, lang) } : null
}

let known: Promise<MarketsAnswer> | null = null

export async function resolveMarket(country: CountryCode): Promise<MarketState | null> {
  known ??= api.get<MarketsAnswer>('/api/markets').catch((err: unknown) => {
    known = null
    throw err
  })
  return marketOf(await known, country)
}
