import type { Kysely, Selectable, Updateable } from 'kysely'
import type { Tx } from '../../db/tx'
import { tablesOf } from '../../db/tables'
import type { ShippingMethodTable, ShippingTables, ShippingZoneTable } from '../../db/tables/shipping'

export type ZoneRow = Selectable<ShippingZoneTable>
export type MethodRow = Selectable<ShippingMethodTable>
export type MethodPatch = Omit<Updateable<ShippingMethodTable>, 'id' | 'zone_id' | 'code' | 'created_at'>
type Executor = Kysely<ShippingTables>

/** Queries on the shipping tables only; writes take the caller's transaction. */
export function createShippingRepository(db: Tx) {
  const k = tablesOf<ShippingTables>(db)
  const own = (tx: Tx): Executor => tablesOf<ShippingTables>(tx)

  return {
    /** The active methods of the zone `country` belongs to, in their order; none when it has no zone. */
    async activeMethodsFor(country: string): Promise<MethodRow[]> {
      return k
        .selectFrom('shipping_method')
        .innerJoin('shipping_zone_country', 'shipping_zone_country.zone_id', 'shipping_method.zone_id')
        .selectAll('shipping_method')
        .where('shipping_zone_country.country', '=', country)
        .where('shipping_method.active', '=', 1)
        .orderBy('shipping_method.position')
        .orderBy('shipping_method.code')
        .execute()
    },

    async zones(tx: Tx = db): Promise<{ zones: ZoneRow[]; countries: Array<{ country: string; zone_id: string }>; methods: MethodRow[] }> {
      const ex = own(tx)
      const [zones, countries, methods] = await Promise.all([
        ex.selectFrom('shipping_zone').selectAll().orderBy('position').orderBy('name').execute(),
        ex.selectFrom('shipping_zone_country').selectAll().orderBy('country').execute(),
        ex.selectFrom('shipping_method').selectAll().orderBy('position').orderBy('code').execute(),
      ])
      return { zones, countries, methods }
    },

    async zone(tx: Tx, id: string): Promise<ZoneRow | undefined> {
      return own(tx).selectFrom('shipping_zone').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async countriesOf(tx: Tx, zoneId: string): Promise<string[]> {
      return (await own(tx).selectFrom('shipping_zone_country').select('country').where('zone_id', '=', zoneId).orderBy('country').execute()).map((r) => r.country)
    },

    /** The countries of this list already in another zone than `zoneId`, with that zone's name. */
    async takenElsewhere(tx: Tx, countries: string[], zoneId: string | null): Promise<Array<{ country: string; zone: string }>> {
      let q = own(tx)
        .selectFrom('shipping_zone_country')
        .innerJoin('shipping_zone', 'shipping_zone.id', 'shipping_zone_country.zone_id')
        .select(['shipping_zone_country.country as country', 'shipping_zone.name as zone'])
        .where('shipping_zone_country.country', 'in', countries)
      if (zoneId) q = q.where('shipping_zone_country.zone_id', '!=', zoneId)
      return q.orderBy('shipping_zone_country.country').execute()
    },

    async insertZone(tx: Tx, row: ZoneRow): Promise<void> {
      await own(tx).insertInto('shipping_zone').values(row).execute()
    },

    async updateZone(tx: Tx, id: string, set: Updateable<ShippingZoneTable>): Promise<boolean> {
      const res = await own(tx).updateTable('shipping_zone').set(set).where('id', '=', id).executeTakeFirst()
      return Number(res.numUpdatedRows) > 0
    },

    /** The zone's countries become exactly `countries` (a country another zone holds fails the primary key). */
    async setCountries(tx: Tx, zoneId: string, countries: string[]): Promise<void> {
      await own(tx).deleteFrom('shipping_zone_country').where('zone_id', '=', zoneId).execute()
      if (countries.length) await own(tx).insertInto('shipping_zone_country').values(countries.map((country) => ({ country, zone_id: zoneId }))).execute()
    },

    async method(tx: Tx, id: string): Promise<MethodRow | undefined> {
      return own(tx).selectFrom('shipping_method').selectAll().where('id', '=', id).executeTakeFirst()
    },

    async insertMethod(tx: Tx, row: MethodRow): Promise<void> {
      await own(tx).insertInto('shipping_method').values(row).execute()
    },

    async updateMethod(tx: Tx, id: string, set: MethodPatch): Promise<MethodRow | undefined> {
      return own(tx).updateTable('shipping_method').set(set).where('id', '=', id).returningAll().executeTakeFirst()
    },
  }
}
export type ShippingRepository = ReturnType<typeof createShippingRepository>
