import type { ExpressionBuilder } from 'kysely'
import { tablesOf } from '../../db/tables'
import type { ContactTables } from '../../db/tables/contact'
import type { PersonalDataPart, PrivacySubject } from '../privacy/privacy.types'

/** Messages the shopper sent: signed in, or from the account's verified email. */
const theirs = (s: PrivacySubject) => (eb: ExpressionBuilder<ContactTables, 'contact_message'>) =>
  s.email ? eb.or([eb('user_id', '=', s.userId), eb('email', '=', s.email)]) : eb('user_id', '=', s.userId)

/** Contact-form messages in a shopper's data (decision 046): exported, deleted at erasure. */
export function createContactPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const contact_messages = await tablesOf<ContactTables>(tx)
        .selectFrom('contact_message')
        .select(['name', 'email', 'subject', 'message', 'lang', 'status', 'created_at', 'handled_at'])
        .where(theirs(s))
        .orderBy('created_at')
        .execute()
      return { contact_messages }
    },

    async erase(tx, s) {
      const r = await tablesOf<ContactTables>(tx).deleteFrom('contact_message').where(theirs(s)).executeTakeFirst()
      return { contact_messages_deleted: Number(r.numDeletedRows) }
    },
  }
}
