import type { Kysely, Transaction } from 'kysely'
import type { Db } from '../../db/database'
import type { Database } from '../../db/types'
import { newSecretKey } from './two-factor.crypto'

const KEY_NAME = 'two_factor_key'

export interface StoredQuestion {
  position: number
  question: string
  answer_hash: string
}

type Exec = Kysely<Database> | Transaction<Database>

export function createTwoFactorRepository(db: Db) {
  const k = db.kysely
  let cachedKey: string | null = null

  return {
    transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return k.transaction().execute(fn)
    },

    /** The encryption key of TOTP secrets; the first caller creates it, a racing one reads the winner's. */
    async secretKey(): Promise<string> {
      if (cachedKey) return cachedKey
      await k
        .insertInto('meta')
        .values({ key: KEY_NAME, value: newSecretKey() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute()
      const row = await k.selectFrom('meta').select('value').where('key', '=', KEY_NAME).executeTakeFirstOrThrow()
      cachedKey = row.value
      return cachedKey
    },

    find(userId: string) {
      return k.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst()
    },

    /** A new, unconfirmed secret replaces any earlier one. */
    async savePending(userId: string, sealedSecret: string, now: string): Promise<void> {
      await k
        .insertInto('two_factor')
        .values({ user_id: userId, totp_secret: sealedSecret, confirmed_at: null, last_step: null, created_at: now, updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ totp_secret: sealedSecret, confirmed_at: null, last_step: null, created_at: now, updated_at: now }),
        )
        .execute()
    },

    /**
     * Records `step` as used, only if it is later than the last used one: of two requests with the
     * same code, the database lets exactly one through.
     */
    async acceptStep(userId: string, step: number, now: string, exec: Exec = k): Promise<boolean> {
      const res = await exec
        .updateTable('two_factor')
        .set({ last_step: step, updated_at: now })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst()
      return Number(res.numUpdatedRows) === 1
    },

    async markConfirmed(userId: string, now: string): Promise<void> {
      await k.updateTable('two_factor').set({ confirmed_at: now, updated_at: now }).where('user_id', '=', userId).execute()
    },

    async remove(userId: string): Promise<void> {
      await k.deleteFrom('two_factor').where('user_id', '=', userId).execute()
    },

    questions(userId: string): Promise<StoredQuestion[]> {
      return k
        .selectFrom('security_question')
        .select(['position', 'question', 'answer_hash'])
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute()
    },

    /** All three at once, in one transaction: a user never has one or two questions. */
    async replaceQuestions(userId: string, rows: Array<{ question: string; answer_hash: string }>, now: string): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('security_question').where('user_id', '=', userId).execute()
        await trx
          .insertInto('security_question')
          .values(rows.map((r, i) => ({ user_id: userId, position: i + 1, question: r.question, answer_hash: r.answer_hash, created_at: now })))
          .execute()
      })
    },
  }
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>
