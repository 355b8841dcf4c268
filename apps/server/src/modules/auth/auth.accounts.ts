import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'
import type { AccountDirectory } from './auth.types'

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
