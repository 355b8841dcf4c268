import { tablesOf } from '../../db/tables'
import type { ComplaintsTables } from '../../db/tables/complaints'
import type { PersonalDataPart } from '../privacy/privacy.types'

/** Complaints in a shopper's data (decision 046): each thread with staff answers, exported; deleted at erasure. */
export function createComplaintsPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const t = tablesOf<ComplaintsTables>(tx)
      const complaints = await t
        .selectFrom('complaint')
        .select(['id', 'order_number', 'email', 'lang', 'topic', 'status', 'created_at', 'updated_at'])
        .where('user_id', '=', s.userId)
        .orderBy('created_at')
        .execute()
      const ids = complaints.map((c) => c.id)
      const messages = ids.length
        ? await t.selectFrom('complaint_message').select(['complaint_id', 'seq', 'author', 'text', 'at']).where('complaint_id', 'in', ids).orderBy('complaint_id').orderBy('seq').execute()
        : []
      return {
        complaints: complaints.map(({ id, ...c }) => ({
          ...c,
          messages: messages.filter((m) => m.complaint_id === id).map(({ complaint_id: _c, ...m }) => m),
        })),
      }
    },

    async erase(tx, s) {
      const t = tablesOf<ComplaintsTables>(tx)
      const ids = (await t.selectFrom('complaint').select('id').where('user_id', '=', s.userId).execute()).map((c) => c.id)
      if (ids.length) {
        await t.deleteFrom('complaint_message').where('complaint_id', 'in', ids).execute()
        await t.deleteFrom('complaint').where('id', 'in', ids).execute()
      }
      return { complaints_deleted: ids.length }
    },
  }
}
