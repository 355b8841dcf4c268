/** The address book (modules/addresses owns it). `slot` 0–19 caps a user's book at 20 rows. */
export interface AddressTable {
  id: string
  user_id: string
  slot: number
  first_name: string
  last_name: string
  street: string
  city: string
  state: string
  country: string
  zip_code: string
  /** 0 or 1; at most one default row per user (partial unique index) */
  is_default: number
  created_at: string
  updated_at: string
}

/** The tables modules/addresses owns: its repositories see only these (db/tables.ts). */
export interface AddressesTables {
  address: AddressTable
}
