import { tablesOf } from '../../db/tables'
import type { SocialLoginTables } from '../../db/tables/social-login'
import type { PersonalDataPart } from '../privacy/privacy.types'

/** Google and Facebook sign-ins linked to the account (decision 046): exported, and unlinked at erasure. */
export function createSocialLoginPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const social_logins = await tablesOf<SocialLoginTables>(tx)
        .selectFrom('user_identity')
        .select(['provider', 'subject', 'email', 'created_at'])
        .where('user_id', '=', s.userId)
        .orderBy('created_at')
        .execute()
      return { social_logins }
    },

    async erase(tx, s) {
      const r = await tablesOf<SocialLoginTables>(tx).deleteFrom('user_identity').where('user_id', '=', s.userId).executeTakeFirst()
      return { social_logins_deleted: Number(r.numDeletedRows) }
    },
  }
}
