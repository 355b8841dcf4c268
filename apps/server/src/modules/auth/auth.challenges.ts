import type { Db } from '../../db/database'
import { newId } from '../../lib/ids'
import { newToken, sha256 } from '../../lib/crypto'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'

export const CHALLENGE_TTL_MS = 5 * 60_000
export const CHALLENGE_MAX_ATTEMPTS = 5

/** The second step of a two-factor login: a 5-minute token (stored hashed) that dies after 5 tries. */
export function createChallenges({ db, now }: { db: Db; now: () => Date }) {
  const k = tablesOf<AuthTables>(db.kysely)
  const live = (token: string) =>
    k
      .updateTable('login_challenge')
      .where('token_hash', '=', sha256(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now().toISOString())
      .where('attempts', '<', CHALLENGE_MAX_ATTEMPTS)

  return {
    async open(userId: string): Promise<string> {
      const token = newToken()
      await k
        .insertInto('login_challenge')
        .values({ id: newId('lch'), token_hash: sha256(token), user_id: userId, expires_at: new Date(now().getTime() + CHALLENGE_TTL_MS).toISOString(), used_at: null })
        .execute()
      return token
    },

    async find(token: string): Promise<{ userId: string } | null> {
      if (!token || token.length > 200) return null
      const row = await k
        .selectFrom('login_challenge')
        .select('user_id')
        .where('token_hash', '=', sha256(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .where('attempts', '<', CHALLENGE_MAX_ATTEMPTS)
        .executeTakeFirst()
      return row ? { userId: row.user_id } : null
    },

    /**
     * Counts a try at the second step before it is judged: one conditional update, so parallel
     * guesses cannot get more than five judged. Null for an expired, used or exhausted challenge.
     */
    async count(token: string): Promise<{ userId: string } | null> {
      if (!token || token.length > 200) return null
      const row = await live(token).set((eb) => ({ attempts: eb('attempts', '+', 1) })).returning('user_id').executeTakeFirst()
      return row ? { userId: row.user_id } : null
    },

    /**
     * Marks the challenge used after a counted try was right (that try may have been the fifth);
     * only one caller can win, so one challenge gives one session.
     */
    async use(token: string): Promise<{ userId: string } | null> {
      if (!token || token.length > 200) return null
      const row = await k
        .updateTable('login_challenge')
        .set({ used_at: now().toISOString() })
        .where('token_hash', '=', sha256(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now().toISOString())
        .returning('user_id')
        .executeTakeFirst()
      return row ? { userId: row.user_id } : null
    },
  }
}

export type Challenges = ReturnType<typeof createChallenges>
