import { DomainError, STAFF_ROLES, STAFF_TEAM_MESSAGES, type StaffCustomer, type StaffMember, type StaffRole, type UserRole } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { containsPattern } from '../../db/like'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'
import type { Tx } from '../../db/tx'
import { newId } from '../../lib/ids'

export interface AccountRole {
  id: string
  username: string
  email: string | null
  role: UserRole
}

/**
 * What the staff module may ask about and change on accounts: who is staff, an account's role, a
 * new account made by accepting an invitation, and the customer look-up. The auth module owns the
 * table; the staff module owns invitations and decides who may ask.
 */
export function createStaffAccounts(db: Db) {
  const users = (tx: Tx = db.kysely) => tablesOf<AuthTables>(tx)

  return {
    /** Every account with a staff role, owners first, then by name. */
    async members(): Promise<StaffMember[]> {
      const rows = await users().selectFrom('app_user').select(['id', 'username', 'email', 'role']).where('role', 'in', [...STAFF_ROLES]).orderBy('username').orderBy('id').execute()
      const rank = (r: string) => STAFF_ROLES.indexOf(r as StaffRole)
      return rows.map((r) => ({ ...r, role: r.role as StaffRole })).sort((a, b) => rank(a.role) - rank(b.role))
    },

    async byEmail(email: string, tx?: Tx): Promise<AccountRole | undefined> {
      return users(tx).selectFrom('app_user').select(['id', 'username', 'email', 'role']).where('email', '=', email).executeTakeFirst()
    },

    async byId(id: string, tx?: Tx): Promise<AccountRole | undefined> {
      return users(tx).selectFrom('app_user').select(['id', 'username', 'email', 'role']).where('id', '=', id).executeTakeFirst()
    },

    /**
     * Gives an account a role ('shopper' takes the staff role away), in the caller's transaction.
     * The last owner stays an owner: on PostgreSQL the owners' rows are locked first, so two owners
     * demoting each other at once cannot both succeed (SQLite runs one write transaction at a time).
     * Answers the role before; undefined when there is no such account.
     */
    async setRole(tx: Tx, userId: string, role: UserRole): Promise<UserRole | undefined> {
      const k = users(tx)
      const owners = await k.selectFrom('app_user').select('id').where('role', '=', 'owner').$call((q) => (db.dialect === 'postgres' ? q.forUpdate() : q)).execute()
      const user = await k.selectFrom('app_user').select('role').where('id', '=', userId).executeTakeFirst()
      if (!user) return undefined
      if (user.role === 'owner' && role !== 'owner' && owners.length <= 1) throw new DomainError('staff_last_owner', STAFF_TEAM_MESSAGES.lastOwner)
      if (user.role !== role) await k.updateTable('app_user').set({ role }).where('id', '=', userId).execute()
      return user.role
    },

    /** An account for an invited email (the invitation proved it): verified, with its role. Null when the email was taken meanwhile. */
    async createInvited(tx: Tx, input: { email: string; username: string; passwordHash: string; role: StaffRole; at: string }): Promise<string | null> {
      const id = newId('usr')
      const inserted = await users(tx)
        .insertInto('app_user')
        .values({
          id,
          username: input.username,
          email: input.email,
          phone: null,
          gender: '',
          password_hash: input.passwordHash,
          email_verified_at: input.at,
          phone_verified_at: null,
          pending_contact: null,
          locked_until: null,
          role: input.role,
          created_at: input.at,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst()
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? id : null
    },

    /** Accounts whose email or name contains `q` (ignoring case), newest first. */
    async searchCustomers(q: string | undefined, page: number, pageSize: number): Promise<{ data: StaffCustomer[]; total: number }> {
      let query = users().selectFrom('app_user')
      if (q) {
        const pattern = containsPattern(q.toLowerCase())
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(email)`, 'like', sql<string>`${pattern} escape '\\'`),
            eb(sql`lower(username)`, 'like', sql<string>`${pattern} escape '\\'`),
            eb('phone', 'like', sql<string>`${containsPattern(q)} escape '\\'`),
          ]),
        )
      }
      const [rows, count] = await Promise.all([
        query.select(['id', 'username', 'email', 'phone', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { data: rows, total: Number(count.n) }
    },

    async customer(id: string): Promise<StaffCustomer | undefined> {
      return users().selectFrom('app_user').select(['id', 'username', 'email', 'phone', 'created_at']).where('id', '=', id).executeTakeFirst()
    },
  }
}
export type StaffAccounts = ReturnType<typeof createStaffAccounts>
