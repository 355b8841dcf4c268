import { countryName, type CountryCode, type Currency, type Language, type TaxMode } from '@shop/domain'
import { shipToOf } from '../modules/markets/markets.ship-to'
import type { MarketsService } from '../modules/markets/markets.service'

/**
 * The market a page is for (decision 040): where the shopper ships to (the `ship_to` cookie, else
 * the browser's region in the page's language, else the language's country: markets.ship-to.ts)
 * and that country's market's currency and tax mode. Rendered pages are made and cached per
 * market (http/page-renderer.ts), and every page carries it on `<html data-market>` for the browser.
 */
export interface PageMarket {
  country: CountryCode
  currency: Currency
  tax_mode: TaxMode
  /** The country's name in the page's language (the header shows it; the first page carries no country table). */
  name: string
}

export type PageMarketOf = (headers: { cookie?: string; 'accept-language'?: string }, lang: Language) => Promise<PageMarket>

export async function pageMarket(markets: Pick<MarketsService, 'marketFor'>, headers: { cookie?: string; 'accept-language'?: string }, lang: Language): Promise<PageMarket> {
  const country = shipToOf(headers, lang)
  const market = await markets.marketFor(country)
  return { country, currency: market.currency, tax_mode: market.tax_mode, name: countryName(country, lang) }
}

/**
 * `CZ:CZK:included:Česko`: the page cache's key part and `<html data-market>` (apps/web/src/lib/market.ts
 * reads it), written for a double-quoted attribute.
 */
export function marketAttribute(m: PageMarket): string {
  return `${m.country}:${m.currency}:${m.tax_mode}:${m.name}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
