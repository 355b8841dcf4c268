import type { Db } from '../../db/database'
import { storedKey } from '../../db/server-secret'
import { tablesOf } from '../../db/tables'
import type { TwoFactorTables } from '../../db/tables/two-factor'

/** The `meta` key holding the encryption key of TOTP secrets: frozen, or stored secrets no longer open. */
const KEY_NAME = 'two_factor_key'

export interface StoredQuestion {
  position: number
  question: string
  answer_hash: string
}

export function createTwoFactorRepository(db: Db) {
  const k = tablesOf<TwoFactorTables>(db.kysely)
  const key = storedKey(db, KEY_NAME)

  return {
    /** The encryption key of TOTP secrets (base64url); the first caller creates it, a racing one reads the winner's. */
    async secretKey(): Promise<string> {
      return (await key()).toString('base64url')
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
    async acceptStep(userId: string, step: number, now: string): Promise<boolean> {
      const res = await k
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
