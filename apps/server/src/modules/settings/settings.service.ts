import type { PublicSeller, SellerSettings, SellerSettingsAnswer } from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { SettingsTables } from '../../db/tables/settings'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'
import { createMemoryCache, type Cache } from '../../lib/cache'

const FIELDS = ['name', 'street', 'city', 'postal_code', 'country', 'vat_number', 'registration_number', 'iban', 'email', 'phone'] as const

/**
 * The cache namespace of the public seller answer. Rendered pages name the seller too, so app.ts
 * adds this generation to the one their cache keys carry: an owner's change drops them at once.
 */
export const SETTINGS_NAMESPACE = 'settings'
/** How long the public seller answer is kept; a change bumps the namespace, so this only bounds memory. */
const PUBLIC_SELLER_SECONDS = 600

const publicSeller = (s: SellerSettingsAnswer): PublicSeller => ({
  name: s.name,
  street: s.street,
  city: s.city,
  postal_code: s.postal_code,
  country: s.country,
  vat_number: s.vat_number,
  registration_number: s.registration_number,
  email: s.email,
  phone: s.phone,
})

/**
 * The shop's settings (decision 039): for now the seller's details that invoices and credit notes
 * copy when they are issued, and that the legal pages name (decision 042: GET /api/seller, cached
 * as JSON text in the shared cache). One row, seeded by migration 0034; the owner edits it, with
 * an audit line.
 */
/** How long a process names the seller in mails from one reading of the settings. */
export const SELLER_MEMO_MS = 5_000

export function createSettingsService({
  db,
  audit,
  cache = createMemoryCache(16),
  now = () => new Date(),
}: {
  db: Db
  audit: AuditLog
  /** The shared cache (app.ts); a cache of its own when not given (documents' tests). */
  cache?: Cache
  now?: () => Date
}) {
  const read = async (k: Tx): Promise<SellerSettingsAnswer> => {
    const row = await tablesOf<SettingsTables>(k).selectFrom('seller_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow()
    const { id: _id, ...settings } = row
    return settings
  }
  let memo: { at: number; value: Promise<SellerSettingsAnswer> } | null = null
  return {
    /** The seller's details, read in the caller's transaction when given (a document copies them). */
    seller: (tx: Tx = db.kysely) => read(tx),

    /**
     * The seller's details for mails (every order confirmation and withdrawal receipt names them):
     * read at most once every SELLER_MEMO_MS in this process, so a busy checkout does not read the
     * row with each mail. An owner's change here is seen at once, in another process within that time.
     */
    current(): Promise<SellerSettingsAnswer> {
      const at = now().getTime()
      if (!memo || at - memo.at > SELLER_MEMO_MS) {
        const value = read(db.kysely)
        memo = { at, value }
        value.catch(() => (memo = null))
      }
      return memo.value
    },

    /** Who the seller is, for everyone (GET /api/seller), as JSON text: without the IBAN or the edit time. */
    async publicSellerJson(): Promise<string> {
      const key = `${SETTINGS_NAMESPACE}:${await cache.generation(SETTINGS_NAMESPACE)}:seller`
      const hit = await cache.get(key)
      if (hit !== undefined) return hit
      const text = JSON.stringify(publicSeller(await read(db.kysely)))
      await cache.set(key, text, PUBLIC_SELLER_SECONDS)
      return text
    },

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
      }).then(async (after) => {
        // After the commit: a reader between the bump and the commit would cache the old details anew.
        memo = null
        await cache.bump(SETTINGS_NAMESPACE)
        return after
      })
    },
  }
}
export type SettingsService = ReturnType<typeof createSettingsService>
