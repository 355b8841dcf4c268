import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { Tx } from '../../db/tx'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'

/** Decision 021: the numbers of the slow-down and of the whole-account lock. */
export const LOGIN_THROTTLE = {
  /** Tries of one account from one source before that pair has to wait. */
  freeTries: 5,
  /** The wait after the fifth failure; it doubles with every further one… */
  firstDelayMs: 60_000,
  /** …up to an hour. */
  maxDelayMs: 60 * 60_000,
  /** A pair whose last try is this old starts afresh. */
  forgetAfterMs: 24 * 60 * 60_000,
  /** Failures across all sources within `accountWindowMs` that lock the whole account… */
  accountLockFailures: 100,
  accountWindowMs: 24 * 60 * 60_000,
  /** …for this long. */
  accountLockMs: 60 * 60_000,
} as const

/** How long a pair waits after its `tries`-th counted try (0 while it has free tries left). */
export function waitAfter(tries: number): number {
  const { freeTries, firstDelayMs, maxDelayMs } = LOGIN_THROTTLE
  if (tries < freeTries) return 0
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(tries - freeTries, 30))
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Failed logins per (account, source) and per account. Every count is settled by the database: a
 * try is counted, and the pair's wait set, by one upsert that does nothing for a pair still
 * waiting, so parallel guesses from one source get no more judged tries than sequential ones.
 */
export function createLoginThrottle({ db, now }: { db: Db; now: () => Date }) {
  const k = tablesOf<AuthTables>(db.kysely)
  return {
    /**
     * Counts a try of `userId` from `source` and sets the wait it earns should it fail (a right
     * password clears it again). False, counting nothing, while the pair is still waiting.
     */
    async admit(userId: string, source: string): Promise<boolean> {
      const t = now().getTime()
      const tries = sql<number>`case when login_throttle.last_try_at <= ${iso(t - LOGIN_THROTTLE.forgetAfterMs)} then 1 else login_throttle.failures + 1 end`
      // The wait for each count up to the longest one, so the count and its wait are one statement.
      const waits = []
      for (let n = 1; waitAfter(n) < LOGIN_THROTTLE.maxDelayMs; n++) waits.push(sql`when ${sql.lit(n)} then ${waitAfter(n) ? iso(t + waitAfter(n)) : null}`)
      const blockedUntil = sql<string | null>`case ${tries} ${sql.join(waits, sql` `)} else ${iso(t + LOGIN_THROTTLE.maxDelayMs)} end`
      const first = waitAfter(1)
      const row = await k
        .insertInto('login_throttle')
        .values({ user_id: userId, source, failures: 1, last_try_at: iso(t), blocked_until: first ? iso(t + first) : null })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'source'])
            .doUpdateSet({ failures: tries, last_try_at: iso(t), blocked_until: blockedUntil })
            .where((eb) => eb.or([eb('login_throttle.blocked_until', 'is', null), eb('login_throttle.blocked_until', '<=', iso(t))])),
        )
        .returning('failures')
        .executeTakeFirst()
      return !!row
    },

    /** A right password: the pair starts afresh. */
    async clear(userId: string, source: string): Promise<void> {
      await k.deleteFrom('login_throttle').where('user_id', '=', userId).where('source', '=', source).execute()
    },

    /** A new password set with a code sent to the owner's contact: every source starts afresh. */
    async clearAll(userId: string, trx: Tx = db.kysely): Promise<void> {
      await tablesOf<AuthTables>(trx).deleteFrom('login_throttle').where('user_id', '=', userId).execute()
    },

    /** A wrong password, counted against the whole account; the hundredth within the window locks it. */
    async countAccountFailure(userId: string): Promise<void> {
      const t = now().getTime()
      const inWindow = sql<boolean>`failures_since is not null and failures_since > ${iso(t - LOGIN_THROTTLE.accountWindowMs)}`
      await k
        .updateTable('app_user')
        .set({
          failed_logins: sql<number>`case when ${inWindow} then failed_logins + 1 else 1 end`,
          failures_since: sql<string>`case when ${inWindow} then failures_since else ${iso(t)} end`,
        })
        .where('id', '=', userId)
        .execute()
      await k
        .updateTable('app_user')
        .set({ failed_logins: 0, failures_since: null, locked_until: iso(t + LOGIN_THROTTLE.accountLockMs) })
        .where('id', '=', userId)
        .where('failed_logins', '>=', LOGIN_THROTTLE.accountLockFailures)
        .execute()
    },
  }
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>
