import type { NewsletterStatus } from '@shop/domain'
import type { Db } from '../../db/database'
import type { Tx } from '../../db/tx'
import { newId } from '../../lib/ids'
import { tablesOf } from '../../db/tables'
import type { NewsletterTables } from '../../db/tables/newsletter'

export interface PendingLink {
  tokenHash: string
  expiresAt: string
  at: string
}

/** modules/newsletter owns newsletter_subscriber. */
export function createNewsletterRepository(db: Db) {
  const k = tablesOf<NewsletterTables>(db.kysely)
  return {
    /** A new address; null when it is already known (the unique email decides, not a read). */
    async insertPending(email: string, lang: string, link: PendingLink): Promise<string | null> {
      const id = newId('nls')
      const row = await k
        .insertInto('newsletter_subscriber')
        .values({
          id,
          email,
          lang,
          status: 'pending',
          confirm_token_hash: link.tokenHash,
          confirm_expires_at: link.expiresAt,
          confirm_sent_at: link.at,
          created_at: link.at,
          updated_at: link.at,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst()
      return row?.id ?? null
    },

    /**
     * A known address that is not confirmed gets a fresh link, unless one went out after
     * `resendAfter`: repeated signups cannot flood someone's mailbox. Null when nothing changed.
     */
    async renewPending(email: string, lang: string, link: PendingLink, resendAfter: string): Promise<string | null> {
      const row = await k
        .updateTable('newsletter_subscriber')
        .set({ status: 'pending', lang, confirm_token_hash: link.tokenHash, confirm_expires_at: link.expiresAt, confirm_sent_at: link.at, updated_at: link.at })
        .where('email', '=', email)
        .where('status', '!=', 'confirmed')
        // Only an unsubscribed owner can come back (they hold the mailbox); a waiting link is not re-sent at once.
        .where((eb) => eb.or([eb('status', '=', 'unsubscribed'), eb('confirm_sent_at', 'is', null), eb('confirm_sent_at', '<', resendAfter)]))
        .returning('id')
        .executeTakeFirst()
      return row?.id ?? null
    },

    byTokenHash(tx: Tx, hash: string) {
      return tablesOf<NewsletterTables>(tx).selectFrom('newsletter_subscriber').selectAll().where('confirm_token_hash', '=', hash).executeTakeFirst()
    },

    byId(tx: Tx, id: string) {
      return tablesOf<NewsletterTables>(tx).selectFrom('newsletter_subscriber').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** pending → confirmed; false when another request confirmed it first (the row lock decides). */
    async markConfirmed(tx: Tx, id: string, at: string): Promise<boolean> {
      const r = await tablesOf<NewsletterTables>(tx)
        .updateTable('newsletter_subscriber')
        .set({ status: 'confirmed', confirmed_at: at, unsubscribed_at: null, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
      return Number(r.numUpdatedRows) === 1
    },

    async setCouponCode(tx: Tx, id: string, code: string): Promise<void> {
      await tablesOf<NewsletterTables>(tx).updateTable('newsletter_subscriber').set({ coupon_code: code }).where('id', '=', id).where('coupon_code', 'is', null).execute()
    },

    /** True when this call unsubscribed it (a repeat, or an unknown id, changes nothing). */
    async markUnsubscribed(tx: Tx, id: string, at: string): Promise<boolean> {
      const r = await tablesOf<NewsletterTables>(tx)
        .updateTable('newsletter_subscriber')
        .set({ status: 'unsubscribed', unsubscribed_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '!=', 'unsubscribed')
        .executeTakeFirst()
      return Number(r.numUpdatedRows) === 1
    },

    async list(status: NewsletterStatus | undefined, page: number, size: number) {
      let q = k.selectFrom('newsletter_subscriber')
      if (status) q = q.where('status', '=', status)
      const [rows, count] = await Promise.all([
        q
          .select(['id', 'email', 'lang', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.n) }
    },

    confirmedForExport() {
      return k
        .selectFrom('newsletter_subscriber')
        .select(['email', 'lang', 'confirmed_at', 'created_at'])
        .where('status', '=', 'confirmed')
        .orderBy('confirmed_at')
        .orderBy('email')
        .execute()
    },
  }
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>
