/** Shipping zones and methods (modules/shipping owns them; decision 031). */
export interface ShippingZoneTable {
  id: string
  name: string
  position: number
  created_at: string
  updated_at: string
}

/** A country's zone: the primary key on `country` keeps each country in one zone at most. */
export interface ShippingZoneCountryTable {
  country: string
  zone_id: string
}

export interface ShippingMethodTable {
  id: string
  zone_id: string
  /** One of SHIPPING_METHODS, once per zone (unique index) */
  code: string
  /** JSON {en, cz, sl, ge} */
  name: string
  price_cents: number
  free_from_cents: number | null
  /** Migration 0033, decision 038: the same in the EUR and CZK price lists */
  price_eur_cents: number
  free_from_eur_cents: number | null
  price_czk_cents: number
  free_from_czk_cents: number | null
  carrier: string
  delivery_days: string
  position: number
  /** 0 or 1 */
  active: number
  created_at: string
  updated_at: string
}

/** The tables modules/shipping owns: its repository sees only these (db/tables.ts). */
export interface ShippingTables {
  shipping_zone: ShippingZoneTable
  shipping_zone_country: ShippingZoneCountryTable
  shipping_method: ShippingMethodTable
}
