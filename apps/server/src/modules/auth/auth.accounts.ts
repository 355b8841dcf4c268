import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'
import type { Tx } from '../../db/tx'

/** What another module may learn about an account: the auth module answers, its tables stay its own. */
export interface AccountDirectory {
  /** The account's email (null: phone-only account, or no such account). */
  emailOf(userId: string, tx?: Tx): Promise<string | null>
  /** Username and email of each account asked for; unknown ids are left out. */
  summariesOf(userIds: readonly string[], tx?: Tx): Promise<Map<string, AccountSummary>>
}

export interface AccountSummary {
  username: string
  email: string | null
}

export function createAccountDirectory(db: Db): AccountDirectory {
  return {
    async emailOf(userId, tx = db.kysely) {
      const row = await tablesOf<AuthTables>(tx).selectFrom('app_user').select('email').where('id', '=', userId).executeTakeFirst()
      return row?.email ?? null
    },

    async summariesOf(userIds, tx = db.kysely) {
      const ids = [...new Set(userIds)]
      if (!ids.length) return new Map()
      const rows = await tablesOf<AuthTables>(tx).selectFrom('app_user').select(['id', 'username', 'email']).where('id', 'in', ids).execute()
      return new Map(rows.map((r) => [r.id, { username: r.username, email: r.email }]))
    },
  }
}
