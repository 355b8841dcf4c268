import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { containsPattern } from '../../db/like'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'
import type { AccountDirectory } from './auth.types'

const ID_BATCH = 500

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

    async withEmailContaining(userIds, text) {
      const ids = [...new Set(userIds)]
      const out: string[] = []
      // In slices: far below either database's limit on bound parameters.
      for (let i = 0; i < ids.length; i += ID_BATCH) {
        const rows = await tablesOf<AuthTables>(db.kysely)
          .selectFrom('app_user')
          .select('id')
          .where('id', 'in', ids.slice(i, i + ID_BATCH))
          .where(sql`lower(email)`, 'like', sql<string>`${containsPattern(text.toLowerCase())} escape '\\'`)
          .execute()
        out.push(...rows.map((r) => r.id))
      }
      return out
    },
  }
}
