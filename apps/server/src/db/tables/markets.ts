/** Markets, exchange rates and VAT rates (modules/markets owns them; decision 036). */
export interface MarketTable {
  code: string
  name: string
  /** One of CURRENCIES */
  currency: string
  default_lang: string
  /** One of TAX_MODES */
  tax_mode: string
  /** 1 for the one market of every country no market lists */
  rest_of_world: number
  position: number
  created_at: string
  updated_at: string
}

/** A country's market: the primary key on `country` keeps each country in one market at most. */
export interface MarketCountryTable {
  country: string
  market_code: string
}

/** A currency's price list: units per 1 USD in millionths, and how filled prices are rounded. */
export interface ExchangeRateTable {
  currency: string
  /** bigint on PostgreSQL: read through Number() */
  rate_micros: number | string
  /** One of PRICE_ROUNDINGS */
  rounding: string
  updated_at: string
}

/** A country's standard VAT rate from a date on (YYYY-MM-DD); the latest one not after a day applies. */
export interface VatRateTable {
  country: string
  valid_from: string
  rate_bp: number
  created_at: string
}

export interface MarketsTables {
  market: MarketTable
  market_country: MarketCountryTable
  exchange_rate: ExchangeRateTable
  vat_rate: VatRateTable
}
