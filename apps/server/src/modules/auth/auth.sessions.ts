import type { AuthSession } from '@shop/domain'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import { newToken, sha256 } from '../../lib/crypto'
import type { Tx } from '../../db/tx'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Opaque bearer tokens; the table holds only their SHA-256. A sign-in lasts SESSION_DAYS from its last use. */
export function createSessions({ db, days, now }: { db: Db; days: number; now: () => Date }) {
  const k = tablesOf<AuthTables>(db.kysely)
  return {
    async issue(user: { id: string; username: string }): Promise<AuthSession> {
      const token = newToken()
      const t = now()
      await k
        .insertInto('session')
        .values({
          id: newId('ses'),
          user_id: user.id,
          token_hash: sha256(token),
          created_at: t.toISOString(),
          last_used_at: t.toISOString(),
          expires_at: new Date(t.getTime() + days * DAY).toISOString(),
          revoked_at: null,
        })
        .execute()
      return { access: token, username: user.username }
    },

    /** The signed-in user of a bearer token, sliding the session's expiry at most once a minute. */
    async authenticate(token: string): Promise<AuthUser | null> {
      if (!token || token.length > 200) return null
      const t = now()
      const row = await k
        .selectFrom('session')
        .innerJoin('app_user', 'app_user.id', 'session.user_id')
        .select(['session.id as session_id', 'session.last_used_at', 'app_user.id as user_id', 'app_user.username', 'app_user.role'])
        .where('session.token_hash', '=', sha256(token))
        .where('session.revoked_at', 'is', null)
        .where('session.expires_at', '>', t.toISOString())
        .executeTakeFirst()
      if (!row) return null
      if (Date.parse(row.last_used_at) <= t.getTime() - MINUTE) {
        await k
          .updateTable('session')
          .set({ last_used_at: t.toISOString(), expires_at: new Date(t.getTime() + days * DAY).toISOString() })
          .where('id', '=', row.session_id)
          .where('revoked_at', 'is', null)
          .execute()
      }
      return { id: row.user_id, username: row.username, sessionId: row.session_id, role: row.role }
    },

    async revoke(sessionId: string): Promise<void> {
      await k.updateTable('session').set({ revoked_at: now().toISOString() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute()
    },

    /** Ends every live session of a user, except one (the one making the change) when given. */
    async revokeAll(userId: string, exceptSessionId?: string, trx: Tx = db.kysely): Promise<void> {
      let q = tablesOf<AuthTables>(trx).updateTable('session').set({ revoked_at: now().toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null)
      if (exceptSessionId) q = q.where('id', '!=', exceptSessionId)
      await q.execute()
    },
  }
}

export type Sessions = ReturnType<typeof createSessions>
