import type { SellerSettings, SellerSettingsAnswer } from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { SettingsTables } from '../../db/tables/settings'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'

const FIELDS = ['name', 'street', 'city', 'postal_code', 'country', 'vat_number', 'registration_number', 'iban', 'email', 'phone'] as const

/**
 * The shop's settings (decision 039): for now the seller's details that invoices and credit notes
 * copy when they are issued. One row, seeded by migration 0034; the owner edits it, with an audit line.
 */
export function createSettingsService({ db, audit, now = () => new Date() }: { db: Db; audit: AuditLog; now?: () => Date }) {
  const read = async (k: Tx): Promise<SellerSettingsAnswer> => {
    const row = await tablesOf<SettingsTables>(k).selectFrom('seller_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
    const { id: _id, ...settings } = row
    return settings
  }
  return {
    /** The seller's details, read in the caller's transaction when given (a document copies them). */
    seller: (tx: Tx = db.kysely) => read(tx),

    async updateSeller(staff: Pick<AuthUser, 'id' | 'username'>, input: SellerSettings): Promise<SellerSettingsAnswer> {
      return db.kysely.transaction().execute(async (tx) => {
        const before = await read(tx)
        await tablesOf<SettingsTables>(tx)
          .updateTable('seller_settings')
          .set({ ...input, updated_at: now().toISOString() })
          .where('id', '=', 1)
          .execute()
        const after = await read(tx)
        const changed = FIELDS.filter((f) => before[f] !== after[f])
        await audit.record(tx, staff, {
          action: 'settings.seller',
          entity: 'settings',
          entity_id: 'seller',
          details: { before: Object.fromEntries(changed.map((f) => [f, before[f]])), after: Object.fromEntries(changed.map((f) => [f, after[f]])) },
        })
        return after
      })
    },
  }
}
export type SettingsService = ReturnType<typeof createSettingsService>
