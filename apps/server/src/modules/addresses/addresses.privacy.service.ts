import { tablesOf } from '../../db/tables'
import type { AddressesTables } from '../../db/tables/addresses'
import type { PersonalDataPart } from '../privacy/privacy.types'

/** The address book in a shopper's data (decision 046): exported whole, deleted at erasure. */
export function createAddressesPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const rows = await tablesOf<AddressesTables>(tx)
        .selectFrom('address')
        .select(['id', 'first_name', 'last_name', 'street', 'city', 'state', 'country', 'zip_code', 'is_default', 'created_at', 'updated_at'])
        .where('user_id', '=', s.userId)
        .orderBy('slot')
        .execute()
      return { addresses: rows.map((r) => ({ ...r, is_default: r.is_default === 1 })) }
    },

    async erase(tx, s) {
      const r = await tablesOf<AddressesTables>(tx).deleteFrom('address').where('user_id', '=', s.userId).executeTakeFirst()
      return { addresses_deleted: Number(r.numDeletedRows) }
    },
  }
}
