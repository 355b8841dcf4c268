/** modules/settings owns seller_settings: one row (id 1), the seller's details (decision 039). */
export interface SellerSettingsTable {
  id: number
  name: string
  street: string
  city: string
  postal_code: string
  /** ISO code */
  country: string
  vat_number: string
  registration_number: string
  iban: string
  email: string
  phone: string
  updated_at: string
}

export interface SettingsTables {
  seller_settings: SellerSettingsTable
}
