import {
  convertPrice,
  DomainError,
  EXCHANGE_RATE_SEEDS,
  NotFound,
  SHIPPING_MESSAGES,
  STAFF_MESSAGES,
  type Carrier,
  type ShippingMethod,
  type ShippingMethodInfo,
  type ShippingMethodInput,
  type ShippingMethodPatch,
  type ShippingZone,
  type ShippingZoneInput,
  type ShippingZonePatch,
  type Translated,
} from '@shop/domain'
import type { Db } from '../../db/database'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import type { MarketsService } from '../markets/markets.service'
import { createShippingRepository, type MethodPatch, type MethodRow } from './shipping.repository'

type Staff = Pick<AuthUser, 'id' | 'username'>

/** A key said no: SQLite's UNIQUE or PRIMARY KEY constraint, PostgreSQL's 23505. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}

function toMethod(r: MethodRow): ShippingMethodInfo {
  let name: Partial<Translated> = {}
  try {
    name = JSON.parse(r.name) as Partial<Translated>
  } catch {
    // A malformed row names the method by its code rather than failing the checkout.
  }
  const en = name.en || r.code
  return {
    id: r.id,
    zone_id: r.zone_id,
    // Code and carrier are written only through the schemas' closed lists (and the migration's).
    code: r.code as ShippingMethod,
    name: { en, cz: name.cz || en, sl: name.sl || en, ge: name.ge || en },
    price_cents: r.price_cents,
    free_from_cents: r.free_from_cents,
    price_eur_cents: r.price_eur_cents,
    free_from_eur_cents: r.free_from_eur_cents,
    price_czk_cents: r.price_czk_cents,
    free_from_czk_cents: r.free_from_czk_cents,
    carrier: r.carrier as Carrier,
    delivery_days: r.delivery_days,
    position: r.position,
    active: r.active === 1,
  }
}

const zoneNotFound = () => new NotFound(SHIPPING_MESSAGES.zoneNotFound, 'shipping_zone_not_found')
const methodNotFound = () => new NotFound(SHIPPING_MESSAGES.methodNotFound, 'shipping_method_not_found')
const countryTaken = (detail: string) =>
  new DomainError('shipping_country_taken', SHIPPING_MESSAGES.countryTaken, [{ path: 'countries', message: detail }])
const codeTaken = () => new DomainError('shipping_method_code_taken', SHIPPING_MESSAGES.codeTaken, [{ path: 'code', message: SHIPPING_MESSAGES.codeTaken }])

/**
 * Shipping zones and methods (decision 031): what the checkout offers for a country, and the staff
 * pages that change them. Every change and its audit line commit together; a country claimed by two
 * zones at once, or a code twice in a zone, is refused by the database's keys, not by looking first
 * (the look inside the transaction only names the zone that holds the country).
 */
export function createShippingService({
  db,
  audit,
  markets,
  now = () => new Date(),
}: {
  db: Db
  audit: AuditLog
  /** The price lists a new method's EUR and CZK figures are filled from when staff leave them out (default: the seeded rates) */
  markets?: Pick<MarketsService, 'priceList'>
  now?: () => Date
}) {
  const repo = createShippingRepository(db.kysely)

  /** A USD figure in another list, at the owner's rate with the list's rounding (decision 038). */
  async function filled(cents: number, currency: 'EUR' | 'CZK'): Promise<number> {
    const list = markets ? await markets.priceList(currency) : EXCHANGE_RATE_SEEDS.find((l) => l.currency === currency)!
    return convertPrice(cents, list.rate_micros, list.rounding)
  }
  const fillFree = async (cents: number | null, currency: 'EUR' | 'CZK') => (cents === null ? null : filled(cents, currency))

  async function zoneOf(tx: Tx, id: string): Promise<ShippingZone> {
    const zone = await repo.zone(tx, id)
    if (!zone) throw zoneNotFound()
    const { countries, methods } = await repo.zones(tx)
    return {
      id: zone.id,
      name: zone.name,
      position: zone.position,
      countries: countries.filter((c) => c.zone_id === id).map((c) => c.country),
      methods: methods.filter((m) => m.zone_id === id).map(toMethod),
    }
  }

  async function claim(tx: Tx, zoneId: string, countries: string[]): Promise<void> {
    const taken = await repo.takenElsewhere(tx, countries, zoneId)
    if (taken.length) throw countryTaken(taken.map((t) => `${t.country}: ${t.zone}`).join(', '))
    await repo.setCountries(tx, zoneId, countries)
  }

  /** Runs a staff change; a key the database refused becomes its refusal (a concurrent claim, say). */
  async function change<T>(work: (tx: Tx) => Promise<T>, onUnique: () => DomainError): Promise<T> {
    try {
      return await db.kysely.transaction().execute(work)
    } catch (err) {
      if (isUniqueViolation(err)) throw onUnique()
      throw err
    }
  }

  return {
    /** The active methods for a destination country, in their order; empty when no zone holds it. */
    async methodsFor(country: string): Promise<ShippingMethodInfo[]> {
      return (await repo.activeMethodsFor(country)).map(toMethod)
    },

    /** Every zone with its countries and all its methods (inactive ones too), for the staff page. */
    async list(): Promise<{ data: ShippingZone[] }> {
      const { zones, countries, methods } = await repo.zones()
      return {
        data: zones.map((z) => ({
          id: z.id,
          name: z.name,
          position: z.position,
          countries: countries.filter((c) => c.zone_id === z.id).map((c) => c.country),
          methods: methods.filter((m) => m.zone_id === z.id).map(toMethod),
        })),
      }
    },

    async createZone(staff: Staff, input: ShippingZoneInput): Promise<ShippingZone> {
      const id = newId('shz')
      return change(async (tx) => {
        const at = now().toISOString()
        await repo.insertZone(tx, { id, name: input.name, position: input.position, created_at: at, updated_at: at })
        await claim(tx, id, input.countries)
        await audit.record(tx, staff, { action: 'shipping_zone.create', entity: 'shipping_zone', entity_id: id, details: { after: input } })
        return zoneOf(tx, id)
      }, () => countryTaken(SHIPPING_MESSAGES.countryTaken))
    },

    async updateZone(staff: Staff, id: string, patch: ShippingZonePatch): Promise<ShippingZone> {
      if (patch.name === undefined && patch.countries === undefined && patch.position === undefined) {
        throw new DomainError('nothing_to_change', STAFF_MESSAGES.nothingToChange)
      }
      return change(async (tx) => {
        const before = await zoneOf(tx, id)
        const set = { updated_at: now().toISOString(), ...(patch.name !== undefined ? { name: patch.name } : {}), ...(patch.position !== undefined ? { position: patch.position } : {}) }
        await repo.updateZone(tx, id, set)
        if (patch.countries) await claim(tx, id, patch.countries)
        const after = await zoneOf(tx, id)
        const fields = (['name', 'position', 'countries'] as const).filter((f) => patch[f] !== undefined)
        const pick = (z: ShippingZone) => Object.fromEntries(fields.map((f) => [f, z[f]]))
        await audit.record(tx, staff, { action: 'shipping_zone.update', entity: 'shipping_zone', entity_id: id, details: { before: pick(before), after: pick(after) } })
        return after
      }, () => countryTaken(SHIPPING_MESSAGES.countryTaken))
    },

    async createMethod(staff: Staff, zoneId: string, input: ShippingMethodInput): Promise<ShippingMethodInfo> {
      const id = newId('shm')
      const lists = {
        price_eur_cents: input.price_eur_cents ?? (await filled(input.price_cents, 'EUR')),
        free_from_eur_cents: input.free_from_eur_cents !== undefined ? input.free_from_eur_cents : await fillFree(input.free_from_cents, 'EUR'),
        price_czk_cents: input.price_czk_cents ?? (await filled(input.price_cents, 'CZK')),
        free_from_czk_cents: input.free_from_czk_cents !== undefined ? input.free_from_czk_cents : await fillFree(input.free_from_cents, 'CZK'),
      }
      return change(async (tx) => {
        if (!(await repo.zone(tx, zoneId))) throw zoneNotFound()
        const at = now().toISOString()
        const row: MethodRow = {
          id,
          zone_id: zoneId,
          code: input.code,
          name: JSON.stringify(input.name),
          price_cents: input.price_cents,
          free_from_cents: input.free_from_cents,
          ...lists,
          carrier: input.carrier,
          delivery_days: input.delivery_days,
          position: input.position,
          active: input.active ? 1 : 0,
          created_at: at,
          updated_at: at,
        }
        await repo.insertMethod(tx, row)
        await audit.record(tx, staff, { action: 'shipping_method.create', entity: 'shipping_method', entity_id: id, details: { zone_id: zoneId, after: input } })
        return toMethod(row)
      }, codeTaken)
    },

    /** Changes the fields given (deactivating is `active: false`: orders that named it keep their code). */
    async updateMethod(staff: Staff, id: string, patch: ShippingMethodPatch): Promise<ShippingMethodInfo> {
      const set: MethodPatch = {}
      if (patch.name !== undefined) set.name = JSON.stringify(patch.name)
      if (patch.price_cents !== undefined) set.price_cents = patch.price_cents
      if (patch.free_from_cents !== undefined) set.free_from_cents = patch.free_from_cents
      if (patch.price_eur_cents !== undefined) set.price_eur_cents = patch.price_eur_cents
      if (patch.free_from_eur_cents !== undefined) set.free_from_eur_cents = patch.free_from_eur_cents
      if (patch.price_czk_cents !== undefined) set.price_czk_cents = patch.price_czk_cents
      if (patch.free_from_czk_cents !== undefined) set.free_from_czk_cents = patch.free_from_czk_cents
      if (patch.carrier !== undefined) set.carrier = patch.carrier
      if (patch.delivery_days !== undefined) set.delivery_days = patch.delivery_days
      if (patch.position !== undefined) set.position = patch.position
      if (patch.active !== undefined) set.active = patch.active ? 1 : 0
      if (!Object.keys(set).length) throw new DomainError('nothing_to_change', STAFF_MESSAGES.nothingToChange)
      return change(async (tx) => {
        const before = await repo.method(tx, id)
        if (!before) throw methodNotFound()
        const after = await repo.updateMethod(tx, id, { ...set, updated_at: now().toISOString() })
        if (!after) throw methodNotFound()
        const fields = Object.keys(patch).filter((f) => patch[f as keyof ShippingMethodPatch] !== undefined) as Array<keyof ShippingMethodInfo>
        const pick = (m: ShippingMethodInfo) => Object.fromEntries(fields.map((f) => [f, m[f]]))
        await audit.record(tx, staff, { action: 'shipping_method.update', entity: 'shipping_method', entity_id: id, details: { zone_id: before.zone_id, before: pick(toMethod(before)), after: pick(toMethod(after)) } })
        return toMethod(after)
      }, codeTaken)
    },
  }
}
export type ShippingService = ReturnType<typeof createShippingService>
/** What the checkout asks of shipping. */
export type ShippingOffers = Pick<ShippingService, 'methodsFor'>
