import {
  DomainError,
  isIsoDay,
  MARKET_MESSAGES,
  NotFound,
  parseRate,
  parseVatRate,
  RATE_SCALE,
  rateText,
  ValidationFailed,
  type Currency,
  type ExchangeRateInput,
  type MarketInput,
  type MarketPatch,
  type StaffMarketsAnswer,
  type VatRateInput,
} from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { MarketsTables } from '../../db/tables/markets'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import type { createAuditService } from '../audit/audit.service'
import type { MarketsService } from './markets.service'

type Actor = Pick<AuthUser, 'id' | 'username'>
type Audit = Pick<ReturnType<typeof createAuditService>, 'record'>

export interface MarketsDeskDeps {
  db: Db
  markets: MarketsService
  audit: Audit
  /**
   * Called after an exchange rate or its rounding changed and was committed: the catalog refills
   * the prices of that currency's list not set by hand (wired in app.ts). Awaited, so the owner's
   * answer comes once the shop's prices follow the new rate.
   */
  onRateChanged?: (currency: Currency) => Promise<void>
  now?: () => Date
}

const own = (tx: Tx) => tablesOf<MarketsTables>(tx)
const field = (path: string, message: string) => new ValidationFailed('validation_failed', message, [{ path, message }])

/**
 * The owner's markets desk (decision 041): markets and their countries, exchange rates and VAT
 * rates. Every write and its audit line commit together; the markets snapshot is then cleared in
 * this process (others read it again within its 5 s).
 */
export function createMarketsDesk({ db, markets, audit, onRateChanged, now = () => new Date() }: MarketsDeskDeps) {
  const today = () => now().toISOString().slice(0, 10)

  /** Puts `countries` in market `code`, taking each out of the market it was in. */
  async function claimCountries(tx: Tx, code: string, countries: readonly string[]): Promise<void> {
    if (countries.length === 0) return
    await own(tx)
      .insertInto('market_country')
      .values([...new Set(countries)].map((country) => ({ country, market_code: code })))
      .onConflict((oc) => oc.column('country').doUpdateSet({ market_code: sql`excluded.market_code` }))
      .execute()
  }

  async function write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const out = await db.kysely.transaction().execute(fn)
    markets.invalidate()
    return out
  }

  return {
    async overview(): Promise<StaffMarketsAnswer> {
      const s = await markets.snapshot()
      const day = today()
      const rates = await own(db.kysely).selectFrom('exchange_rate').selectAll().orderBy('currency').execute()
      return {
        markets: s.markets,
        exchange_rates: rates.map((r) => ({
          currency: r.currency as Currency,
          rate: rateText(Number(r.rate_micros)),
          rate_micros: Number(r.rate_micros),
          rounding: s.priceLists.get(r.currency as Currency)?.rounding ?? 'cents',
          updated_at: r.updated_at,
        })),
        vat_rates: [...s.vat.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([country, list]) => {
            const current = list.find((r) => r.valid_from <= day) ?? null
            return {
              country,
              current: current && { rate_bp: current.rate_bp, valid_from: current.valid_from },
              history: list.map((r) => ({ rate_bp: r.rate_bp, valid_from: r.valid_from, in_force: r.valid_from <= day })),
            }
          }),
        today: day,
      }
    },

    async create(actor: Actor, input: MarketInput): Promise<void> {
      await write(async (tx) => {
        const at = now().toISOString()
        const last = await own(tx).selectFrom('market').select((eb) => eb.fn.max('position').as('p')).executeTakeFirst()
        const inserted = await own(tx)
          .insertInto('market')
          .values({
            code: input.code,
            name: input.name,
            currency: input.currency,
            default_lang: input.default_lang,
            tax_mode: input.tax_mode,
            rest_of_world: 0,
            position: Number(last?.p ?? 0) + 1,
            created_at: at,
            updated_at: at,
          })
          .onConflict((oc) => oc.column('code').doNothing())
          .executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new DomainError('market_code_taken', MARKET_MESSAGES.codeTaken, [{ path: 'code', message: MARKET_MESSAGES.codeTaken }])
        await claimCountries(tx, input.code, input.countries)
        await audit.record(tx, actor, { action: 'market.create', entity: 'market', entity_id: input.code, details: { ...input } })
      })
    },

    /** Changes what is given; `countries` becomes the market's list (a country left out falls to the rest of the world). */
    async update(actor: Actor, code: string, patch: MarketPatch): Promise<void> {
      await write(async (tx) => {
        const before = await own(tx).selectFrom('market').selectAll().where('code', '=', code).executeTakeFirst()
        if (!before) throw new NotFound('Market', 'market_not_found')
        const beforeCountries = (await own(tx).selectFrom('market_country').select('country').where('market_code', '=', code).orderBy('country').execute()).map((r) => r.country)
        const { countries, ...fields } = patch
        await own(tx)
          .updateTable('market')
          .set({ ...fields, updated_at: now().toISOString() })
          .where('code', '=', code)
          .execute()
        if (countries) {
          let drop = own(tx).deleteFrom('market_country').where('market_code', '=', code)
          if (countries.length) drop = drop.where('country', 'not in', countries)
          await drop.execute()
          await claimCountries(tx, code, countries)
        }
        const changed: Record<string, unknown> = {}
        for (const [k, v] of Object.entries(fields)) if (before[k as keyof typeof before] !== v) changed[k] = { from: before[k as keyof typeof before], to: v }
        if (countries) changed.countries = { from: beforeCountries, to: [...new Set(countries)].sort() }
        await audit.record(tx, actor, { action: 'market.update', entity: 'market', entity_id: code, details: changed })
      })
    },

    async remove(actor: Actor, code: string): Promise<void> {
      await write(async (tx) => {
        const market = await own(tx).selectFrom('market').select(['code', 'rest_of_world', 'name']).where('code', '=', code).executeTakeFirst()
        if (!market) throw new NotFound('Market', 'market_not_found')
        if (market.rest_of_world === 1) throw new DomainError('market_rest_of_world', MARKET_MESSAGES.restOfWorldStays)
        // Only while no country is in it: a country moved in meanwhile keeps the market.
        const gone = await own(tx)
          .deleteFrom('market')
          .where('code', '=', code)
          .where((eb) => eb.not(eb.exists(eb.selectFrom('market_country').select('country').where('market_code', '=', code))))
          .executeTakeFirst()
        if (Number(gone.numDeletedRows) !== 1) throw new DomainError('market_has_countries', MARKET_MESSAGES.marketHasCountries)
        await audit.record(tx, actor, { action: 'market.delete', entity: 'market', entity_id: code, details: { name: market.name } })
      })
    },

    async setRate(actor: Actor, currency: Currency, input: ExchangeRateInput): Promise<void> {
      const micros = parseRate(input.rate)
      if (micros === null) throw field('rate', MARKET_MESSAGES.rateInvalid)
      if (currency === 'USD' && micros !== RATE_SCALE) throw new DomainError('exchange_rate_base', MARKET_MESSAGES.baseRateFixed, [{ path: 'rate', message: MARKET_MESSAGES.baseRateFixed }])
      const changed = await write(async (tx) => {
        const before = await own(tx).selectFrom('exchange_rate').selectAll().where('currency', '=', currency).executeTakeFirst()
        if (before && Number(before.rate_micros) === micros && before.rounding === input.rounding) return false
        await own(tx)
          .insertInto('exchange_rate')
          .values({ currency, rate_micros: micros, rounding: input.rounding, updated_at: now().toISOString() })
          .onConflict((oc) => oc.column('currency').doUpdateSet({ rate_micros: sql`excluded.rate_micros`, rounding: sql`excluded.rounding`, updated_at: sql`excluded.updated_at` }))
          .execute()
        await audit.record(tx, actor, {
          action: 'exchange_rate.update',
          entity: 'exchange_rate',
          entity_id: currency,
          details: { rate: { from: before ? rateText(Number(before.rate_micros)) : null, to: rateText(micros) }, rounding: { from: before?.rounding ?? null, to: input.rounding } },
        })
        return true
      })
      if (changed && onRateChanged) await onRateChanged(currency)
    },

    /** A country's rate from a day on: today or later (a rate in force is history). */
    async addVatRate(actor: Actor, input: VatRateInput): Promise<void> {
      const bp = parseVatRate(input.rate)
      if (bp === null) throw field('rate', MARKET_MESSAGES.vatRateInvalid)
      if (!isIsoDay(input.valid_from)) throw field('valid_from', MARKET_MESSAGES.validFromInvalid)
      if (input.valid_from < today()) throw field('valid_from', MARKET_MESSAGES.validFromPast)
      await write(async (tx) => {
        const inserted = await own(tx)
          .insertInto('vat_rate')
          .values({ country: input.country, valid_from: input.valid_from, rate_bp: bp, created_at: now().toISOString() })
          .onConflict((oc) => oc.columns(['country', 'valid_from']).doNothing())
          .executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw new DomainError('vat_rate_exists', MARKET_MESSAGES.vatRateExists, [{ path: 'valid_from', message: MARKET_MESSAGES.vatRateExists }])
        await audit.record(tx, actor, { action: 'vat_rate.create', entity: 'vat_rate', entity_id: `${input.country}:${input.valid_from}`, details: { country: input.country, rate_bp: bp, valid_from: input.valid_from } })
      })
    },

    /** Removes a rate not yet in force (its day is after today). */
    async removeVatRate(actor: Actor, country: string, validFrom: string): Promise<void> {
      await write(async (tx) => {
        const row = await own(tx).selectFrom('vat_rate').selectAll().where('country', '=', country).where('valid_from', '=', validFrom).executeTakeFirst()
        if (!row) throw new NotFound('VAT rate', 'vat_rate_not_found')
        const gone = await own(tx).deleteFrom('vat_rate').where('country', '=', country).where('valid_from', '=', validFrom).where('valid_from', '>', today()).executeTakeFirst()
        if (Number(gone.numDeletedRows) !== 1) throw new DomainError('vat_rate_in_force', MARKET_MESSAGES.vatRateInForce)
        await audit.record(tx, actor, { action: 'vat_rate.delete', entity: 'vat_rate', entity_id: `${country}:${validFrom}`, details: { country, rate_bp: row.rate_bp, valid_from: validFrom } })
      })
    },
  }
}

export type MarketsDesk = ReturnType<typeof createMarketsDesk>
