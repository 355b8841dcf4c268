import { contactKind, normaliseContact, type Me } from '@shop/domain'
import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { Tx } from '../../db/tx'
import { tablesOf } from '../../db/tables'
import type { AppUserTable, AuthTables } from '../../db/tables/auth'

export type UserRow = Selectable<AppUserTable>

export function toMe(u: UserRow): Me {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    phone_number: u.phone,
    gender: (['', 'female', 'male', 'other'].includes(u.gender) ? u.gender : '') as Me['gender'],
    email_verified: !!u.email_verified_at,
    phone_verified: !!u.phone_verified_at,
    two_factor_enabled: u.two_factor_enabled === 1,
    pending_contact: u.pending_contact,
    role: u.role,
    has_password: !!u.password_hash,
  }
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(String(e?.message))
}

export function createAuthRepository(db: Db) {
  return {
    byId(id: string, trx: Tx = db.kysely): Promise<UserRow | undefined> {
      return tablesOf<AuthTables>(trx).selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** The account an email or phone number belongs to (normalised first). */
    byContact(contact: string, trx: Tx = db.kysely): Promise<UserRow | undefined> {
      const kind = contactKind(contact)
      if (!kind) return Promise.resolve(undefined)
      return tablesOf<AuthTables>(trx)
        .selectFrom('app_user')
        .selectAll()
        .where(kind === 'email' ? 'email' : 'phone', '=', normaliseContact(contact))
        .executeTakeFirst()
    },

    /** Inserts a user; false when the email or phone is taken (the unique index decides). */
    async insert(row: Insertable<AppUserTable>, trx: Tx = db.kysely): Promise<boolean> {
      const r = await tablesOf<AuthTables>(trx).insertInto('app_user').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst()
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
    },

    async update(id: string, set: Updateable<AppUserTable>, trx: Tx = db.kysely): Promise<void> {
      await tablesOf<AuthTables>(trx).updateTable('app_user').set(set).where('id', '=', id).execute()
    },
  }
}

export type AuthRepository = ReturnType<typeof createAuthRepository>
