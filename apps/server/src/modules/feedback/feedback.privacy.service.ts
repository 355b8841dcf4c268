import { tablesOf } from '../../db/tables'
import type { FeedbackTables } from '../../db/tables/feedback'
import type { PersonalDataPart } from '../privacy/privacy.types'

/** Feedback a signed-in shopper sent (decision 046): exported, deleted at erasure (its free text may say who wrote it). */
export function createFeedbackPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const feedback = await tablesOf<FeedbackTables>(tx)
        .selectFrom('feedback_response')
        .select(['q1', 'q2', 'q3', 'issue', 'lang', 'created_at'])
        .where('user_id', '=', s.userId)
        .orderBy('created_at')
        .execute()
      return { feedback }
    },

    async erase(tx, s) {
      const r = await tablesOf<FeedbackTables>(tx).deleteFrom('feedback_response').where('user_id', '=', s.userId).executeTakeFirst()
      return { feedback_deleted: Number(r.numDeletedRows) }
    },
  }
}
