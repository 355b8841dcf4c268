import { type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 18, decision 036: markets (countries with a currency, a default language and a tax mode),
// the exchange rate and rounding of each currency's price list, and VAT rates per country with the
// date each applies from. The seeds are a frozen copy of domain markets.ts as written on this day.

const MARKETS = [
  { code: 'cz', name: 'Czechia', currency: 'CZK', default_lang: 'cz', tax_mode: 'included', countries: ['CZ'], rest_of_world: 0 },
  { code: 'si', name: 'Slovenia', currency: 'EUR', default_lang: 'sl', tax_mode: 'included', countries: ['SI'], rest_of_world: 0 },
  { code: 'de-at', name: 'Germany and Austria', currency: 'EUR', default_lang: 'ge', tax_mode: 'included', countries: ['DE', 'AT'], rest_of_world: 0 },
  {
    code: 'eu',
    name: 'Other EU countries',
    currency: 'EUR',
    default_lang: 'en',
    tax_mode: 'included',
    countries: ['BE', 'BG', 'HR', 'CY', 'DK', 'EE', 'FI', 'FR', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'ES', 'SE'],
    rest_of_world: 0,
  },
  { code: 'world', name: 'United States and the rest of the world', currency: 'USD', default_lang: 'en', tax_mode: 'none', countries: ['US', 'GB', 'CH', 'NO', 'CA', 'AU'], rest_of_world: 1 },
]

const RATES = [
  { currency: 'USD', rate_micros: 1_000_000, rounding: 'cents' },
  { currency: 'EUR', rate_micros: 920_000, rounding: 'cents_90_95' },
  { currency: 'CZK', rate_micros: 23_000_000, rounding: 'whole_9' },
]

const SINCE_OSS = '2021-07-01'
const VAT: Array<[string, number, string]> = [
  ...(
    [
      ['AT', 2000], ['BE', 2100], ['BG', 2000], ['HR', 2500], ['CY', 1900], ['CZ', 2100], ['DK', 2500], ['FR', 2000],
      ['DE', 1900], ['GR', 2400], ['HU', 2700], ['IE', 2300], ['IT', 2200], ['LV', 2100], ['LT', 2100], ['MT', 1800],
      ['NL', 2100], ['PL', 2300], ['PT', 2300], ['SI', 2200], ['ES', 2100], ['SE', 2500],
    ] as Array<[string, number]>
  ).map(([c, r]): [string, number, string] => [c, r, SINCE_OSS]),
  ['EE', 2000, SINCE_OSS], ['EE', 2200, '2024-01-01'], ['EE', 2400, '2025-07-01'],
  ['FI', 2400, SINCE_OSS], ['FI', 2550, '2024-09-01'],
  ['LU', 1700, SINCE_OSS], ['LU', 1600, '2023-01-01'], ['LU', 1700, '2024-01-01'],
  ['RO', 1900, SINCE_OSS], ['RO', 2100, '2025-08-01'],
  ['SK', 2000, SINCE_OSS], ['SK', 2300, '2025-01-01'],
]

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('default_lang', 'text', (c) => c.notNull())
    .addColumn('tax_mode', 'text', (c) => c.notNull())
    .addColumn('rest_of_world', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('market_country')
    .addColumn('country', 'text', (c) => c.primaryKey())
    .addColumn('market_code', 'text', (c) => c.notNull().references('market.code').onDelete('cascade'))
    .execute()
  await db.schema.createIndex('market_country_market').on('market_country').column('market_code').execute()
  await db.schema
    .createTable('exchange_rate')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('rate_micros', 'bigint', (c) => c.notNull())
    .addColumn('rounding', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('vat_rate')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('vat_rate_pk', ['country', 'valid_from'])
    .execute()

  const at = new Date().toISOString()
  for (const [i, m] of MARKETS.entries()) {
    const { countries, ...row } = m
    await db.insertInto('market').values({ ...row, position: i, created_at: at, updated_at: at }).execute()
    await db.insertInto('market_country').values(countries.map((country) => ({ country, market_code: m.code }))).execute()
  }
  await db.insertInto('exchange_rate').values(RATES.map((r) => ({ ...r, updated_at: at }))).execute()
  await db.insertInto('vat_rate').values(VAT.map(([country, rate_bp, valid_from]) => ({ country, rate_bp, valid_from, created_at: at }))).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('vat_rate').execute()
  await db.schema.dropTable('exchange_rate').execute()
  await db.schema.dropTable('market_country').execute()
  await db.schema.dropTable('market').execute()
}
