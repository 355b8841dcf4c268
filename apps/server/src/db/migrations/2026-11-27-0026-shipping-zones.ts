import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 17, decision 031: shipping zones of countries, each country in one zone at most (the
// primary key of shipping_zone_country), and methods per zone with their own price, free-shipping
// line, carrier and days (one method of each code per zone). The shop starts with four zones, each
// offering 'standard' and 'express' (what orders so far used); Czechia keeps the flat rates the shop
// charged until now. Addresses' free-text countries become ISO codes where the text names one of the
// shop's countries; any other text stays as it was typed, for the shopper to choose again.

/** The names each country was known by when this migration was written (a frozen copy of domain countries.ts). */
const NAMES: Record<string, string[]> = {
  AT: ['Austria', 'Rakousko', 'Avstrija', 'Österreich'],
  BE: ['Belgium', 'Belgie', 'Belgija', 'Belgien'],
  BG: ['Bulgaria', 'Bulharsko', 'Bolgarija', 'Bulgarien'],
  HR: ['Croatia', 'Chorvatsko', 'Hrvaška', 'Kroatien'],
  CY: ['Cyprus', 'Kypr', 'Ciper', 'Zypern'],
  CZ: ['Czechia', 'Česko', 'Češka', 'Tschechien', 'Czech Republic', 'Česká republika', 'Tschechische Republik', 'Čechy'],
  DK: ['Denmark', 'Dánsko', 'Danska', 'Dänemark'],
  EE: ['Estonia', 'Estonsko', 'Estonija', 'Estland'],
  FI: ['Finland', 'Finsko', 'Finska', 'Finnland'],
  FR: ['France', 'Francie', 'Francija', 'Frankreich'],
  DE: ['Germany', 'Německo', 'Nemčija', 'Deutschland'],
  GR: ['Greece', 'Řecko', 'Grčija', 'Griechenland'],
  HU: ['Hungary', 'Maďarsko', 'Madžarska', 'Ungarn'],
  IE: ['Ireland', 'Irsko', 'Irska', 'Irland'],
  IT: ['Italy', 'Itálie', 'Italija', 'Italien'],
  LV: ['Latvia', 'Lotyšsko', 'Latvija', 'Lettland'],
  LT: ['Lithuania', 'Litva', 'Litauen'],
  LU: ['Luxembourg', 'Lucembursko', 'Luksemburg', 'Luxemburg'],
  MT: ['Malta'],
  NL: ['Netherlands', 'Nizozemsko', 'Nizozemska', 'Niederlande', 'Holland'],
  PL: ['Poland', 'Polsko', 'Poljska', 'Polen'],
  PT: ['Portugal', 'Portugalsko', 'Portugalska'],
  RO: ['Romania', 'Rumunsko', 'Romunija', 'Rumänien'],
  SK: ['Slovakia', 'Slovensko', 'Slovaška', 'Slowakei', 'Slovak Republic', 'Slovenská republika'],
  SI: ['Slovenia', 'Slovinsko', 'Slovenija', 'Slowenien', 'Republika Slovenija'],
  ES: ['Spain', 'Španělsko', 'Španija', 'Spanien'],
  SE: ['Sweden', 'Švédsko', 'Švedska', 'Schweden'],
  CH: ['Switzerland', 'Švýcarsko', 'Švica', 'Schweiz'],
  NO: ['Norway', 'Norsko', 'Norveška', 'Norwegen'],
  GB: ['United Kingdom', 'Spojené království', 'Združeno kraljestvo', 'Vereinigtes Königreich', 'UK', 'Great Britain', 'England'],
  US: ['United States', 'Spojené státy', 'Združene države Amerike', 'Vereinigte Staaten', 'USA', 'United States of America', 'U.S.A.'],
  CA: ['Canada', 'Kanada'],
  AU: ['Australia', 'Austrálie', 'Avstralija', 'Australien'],
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function codeOf(text: string): string | null {
  const t = text.trim()
  if (/^[A-Za-z]{2}$/.test(t) && NAMES[t.toUpperCase()]) return t.toUpperCase()
  const f = fold(t)
  for (const [code, names] of Object.entries(NAMES)) if (names.some((n) => fold(n) === f)) return code
  return null
}

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'
/** The same ids on every machine (lib/ids stableId, copied so this file stays as it is). */
function stableId(prefix: string, key: string): string {
  const bytes = createHash('sha256').update(`${prefix}:${key}`).digest()
  let out = ''
  for (let i = 0; i < 16; i++) out += ALPHABET[bytes[i]! % 32]
  return `${prefix}_${out}`
}

interface Method {
  code: 'standard' | 'express'
  name: Record<'en' | 'cz' | 'sl' | 'ge', string>
  price_cents: number
  free_from_cents: number | null
  carrier: string
  delivery_days: string
}
const STANDARD = { en: 'Standard delivery', cz: 'Standardní doručení', sl: 'Standardna dostava', ge: 'Standardversand' }
const EXPRESS = { en: 'Express delivery', cz: 'Expresní doručení', sl: 'Hitra dostava', ge: 'Expressversand' }

const ZONES: Array<{ key: string; name: string; countries: string[]; methods: Method[] }> = [
  {
    key: 'home',
    name: 'Czechia',
    countries: ['CZ'],
    methods: [
      { code: 'standard', name: STANDARD, price_cents: 499, free_from_cents: 5000, carrier: 'ppl', delivery_days: '3–5' },
      { code: 'express', name: EXPRESS, price_cents: 1290, free_from_cents: null, carrier: 'dpd', delivery_days: '1–2' },
    ],
  },
  {
    key: 'neighbours',
    name: 'Neighbours: Slovakia, Slovenia, Austria, Germany, Poland, Hungary',
    countries: ['SK', 'SI', 'AT', 'DE', 'PL', 'HU'],
    methods: [
      { code: 'standard', name: STANDARD, price_cents: 790, free_from_cents: 7000, carrier: 'gls', delivery_days: '3–6' },
      { code: 'express', name: EXPRESS, price_cents: 1690, free_from_cents: null, carrier: 'dpd', delivery_days: '1–3' },
    ],
  },
  {
    key: 'eu',
    name: 'Rest of the European Union',
    countries: ['BE', 'BG', 'HR', 'CY', 'DK', 'EE', 'FI', 'FR', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'RO', 'ES', 'SE'],
    methods: [
      { code: 'standard', name: STANDARD, price_cents: 990, free_from_cents: 9000, carrier: 'gls', delivery_days: '4–8' },
      { code: 'express', name: EXPRESS, price_cents: 2490, free_from_cents: null, carrier: 'dhl', delivery_days: '2–4' },
    ],
  },
  {
    key: 'world',
    name: 'Rest of the world',
    countries: ['CH', 'NO', 'GB', 'US', 'CA', 'AU'],
    methods: [
      { code: 'standard', name: STANDARD, price_cents: 1990, free_from_cents: null, carrier: 'ups', delivery_days: '6–14' },
      { code: 'express', name: EXPRESS, price_cents: 3990, free_from_cents: null, carrier: 'dhl', delivery_days: '3–6' },
    ],
  },
]

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shipping_zone')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('shipping_zone_country')
    .addColumn('country', 'text', (c) => c.primaryKey())
    .addColumn('zone_id', 'text', (c) => c.notNull().references('shipping_zone.id').onDelete('cascade'))
    .execute()
  await db.schema.createIndex('shipping_zone_country_zone').on('shipping_zone_country').column('zone_id').execute()
  await db.schema
    .createTable('shipping_method')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('zone_id', 'text', (c) => c.notNull().references('shipping_zone.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('free_from_cents', 'integer')
    .addColumn('carrier', 'text', (c) => c.notNull())
    .addColumn('delivery_days', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('shipping_method_zone_code').on('shipping_method').columns(['zone_id', 'code']).unique().execute()

  const at = new Date().toISOString()
  for (const [i, zone] of ZONES.entries()) {
    const zoneId = stableId('shz', zone.key)
    await db.insertInto('shipping_zone').values({ id: zoneId, name: zone.name, position: i, created_at: at, updated_at: at }).execute()
    await db.insertInto('shipping_zone_country').values(zone.countries.map((country) => ({ country, zone_id: zoneId }))).execute()
    await db
      .insertInto('shipping_method')
      .values(
        zone.methods.map((m, j) => ({
          id: stableId('shm', `${zone.key}:${m.code}`),
          zone_id: zoneId,
          code: m.code,
          name: JSON.stringify(m.name),
          price_cents: m.price_cents,
          free_from_cents: m.free_from_cents,
          carrier: m.carrier,
          delivery_days: m.delivery_days,
          position: j,
          active: 1,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute()
  }

  // Addresses: one update per distinct text that names a country.
  const texts = (await db.selectFrom('address').select('country').distinct().execute()) as Array<{ country: string }>
  for (const { country } of texts) {
    const code = codeOf(country)
    if (code && code !== country) await db.updateTable('address').set({ country: code }).where('country', '=', country).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Codes stay in the address book: they are readable country names in their own right.
  await db.schema.dropTable('shipping_method').execute()
  await db.schema.dropTable('shipping_zone_country').execute()
  await db.schema.dropTable('shipping_zone').execute()
}
