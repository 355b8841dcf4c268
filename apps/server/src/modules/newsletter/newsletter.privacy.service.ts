import { tablesOf } from '../../db/tables'
import type { NewsletterTables } from '../../db/tables/newsletter'
import type { PersonalDataPart } from '../privacy/privacy.types'

/**
 * The newsletter subscription of the account's verified email (decision 046): exported, and
 * deleted at erasure (the consent record keeps when it was given and withdrawn, without the email).
 */
export function createNewsletterPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const row = s.email
        ? await tablesOf<NewsletterTables>(tx)
            .selectFrom('newsletter_subscriber')
            .select(['email', 'lang', 'status', 'coupon_code', 'created_at', 'confirmed_at', 'unsubscribed_at'])
            .where('email', '=', s.email)
            .executeTakeFirst()
        : undefined
      return { newsletter: row ?? null }
    },

    async erase(tx, s) {
      if (!s.email) return { newsletter_subscriptions_deleted: 0 }
      const r = await tablesOf<NewsletterTables>(tx).deleteFrom('newsletter_subscriber').where('email', '=', s.email).executeTakeFirst()
      return { newsletter_subscriptions_deleted: Number(r.numDeletedRows) }
    },
  }
}
