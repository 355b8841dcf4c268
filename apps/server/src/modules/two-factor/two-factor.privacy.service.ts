import { tablesOf } from '../../db/tables'
import type { TwoFactorTables } from '../../db/tables/two-factor'
import type { PersonalDataPart } from '../privacy/privacy.types'

/** Two-factor authentication in a shopper's data (decision 046): when it was set up and the questions chosen; never the secret or the answers. */
export function createTwoFactorPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const t = tablesOf<TwoFactorTables>(tx)
      const [app, questions] = await Promise.all([
        t.selectFrom('two_factor').select(['confirmed_at', 'created_at', 'updated_at']).where('user_id', '=', s.userId).executeTakeFirst(),
        t.selectFrom('security_question').select(['position', 'question', 'created_at']).where('user_id', '=', s.userId).orderBy('position').execute(),
      ])
      return { two_factor: { authenticator_app: app ?? null, security_questions: questions } }
    },

    async erase(tx, s) {
      const t = tablesOf<TwoFactorTables>(tx)
      const app = await t.deleteFrom('two_factor').where('user_id', '=', s.userId).executeTakeFirst()
      const questions = await t.deleteFrom('security_question').where('user_id', '=', s.userId).executeTakeFirst()
      return { two_factor_deleted: Number(app.numDeletedRows), security_questions_deleted: Number(questions.numDeletedRows) }
    },
  }
}
