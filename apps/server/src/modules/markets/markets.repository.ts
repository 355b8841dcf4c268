import type { Kysely, Selectable } from 'kysely'
import { tablesOf } from '../../db/tables'
import type { ExchangeRateTable, MarketTable, MarketsTables, VatRateTable } from '../../db/tables/markets'
import type { Tx } from '../../db/tx'

export type MarketRow = Selectable<MarketTable>
export type ExchangeRateRow = Selectable<ExchangeRateTable>
export type VatRateRow = Selectable<VatRateTable>

/** Queries on the markets tables only; writes take the caller's transaction. */
export function createMarketsRepository(db: Tx) {
  const own = (tx: Tx): Kysely<MarketsTables> => tablesOf<MarketsTables>(tx)

  return {
    /** Everything the markets service keeps in memory: four small tables. */
    async all(tx: Tx = db): Promise<{ markets: MarketRow[]; countries: Array<{ country: string; market_code: string }>; rates: ExchangeRateRow[]; vat: VatRateRow[] }> {
      const ex = own(tx)
      const [markets, countries, rates, vat] = await Promise.all([
        ex.selectFrom('market').selectAll().orderBy('position').orderBy('code').execute(),
        ex.selectFrom('market_country').selectAll().orderBy('country').execute(),
        ex.selectFrom('exchange_rate').selectAll().orderBy('currency').execute(),
        ex.selectFrom('vat_rate').selectAll().orderBy('country').orderBy('valid_from', 'desc').execute(),
      ])
      return { markets, countries, rates, vat }
    },
  }
}
