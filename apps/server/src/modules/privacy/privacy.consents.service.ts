import type { Consent } from '@shop/domain'
import type { ExpressionBuilder } from 'kysely'
import { tablesOf } from '../../db/tables'
import type { PrivacyTables } from '../../db/tables/privacy'
import { newId } from '../../lib/ids'
import type { ConsentRecorder, PersonalDataPart, PrivacySubject } from './privacy.types'

/** Consents of an account, or of its verified email without one (a newsletter signup, a guest order). */
const mine = (s: PrivacySubject) => (eb: ExpressionBuilder<PrivacyTables, 'consent'>) =>
  s.email ? eb.or([eb('user_id', '=', s.userId), eb('email', '=', s.email)]) : eb('user_id', '=', s.userId)

/**
 * The consent record (decision 046): who agreed to what version of which text, when, where, and
 * when it was withdrawn. Written in the transaction of what it belongs to (the confirmed newsletter
 * subscription, the placed order), so a consent and its cause commit together.
 */
export function createConsents(): ConsentRecorder & { part: PersonalDataPart } {
  return {
    async record(tx, c) {
      await tablesOf<PrivacyTables>(tx)
        .insertInto('consent')
        .values({
          id: newId('cns'),
          user_id: c.userId ?? null,
          email: c.email ? c.email.trim().toLowerCase() : null,
          kind: c.kind,
          version: c.version,
          granted_at: c.at,
          source: c.source,
          ref: c.ref ?? null,
          withdrawn_at: null,
          withdrawn_source: null,
        })
        .execute()
    },

    async withdraw(tx, w) {
      if (!w.email && !w.ref) return 0
      let q = tablesOf<PrivacyTables>(tx)
        .updateTable('consent')
        .set({ withdrawn_at: w.at, withdrawn_source: w.source })
        .where('kind', '=', w.kind)
        .where('withdrawn_at', 'is', null)
      if (w.email) q = q.where('email', '=', w.email.trim().toLowerCase())
      if (w.ref) q = q.where('ref', '=', w.ref)
      const r = await q.executeTakeFirst()
      return Number(r.numUpdatedRows)
    },

    part: {
      async exportFor(tx, s) {
        const rows = await tablesOf<PrivacyTables>(tx).selectFrom('consent').selectAll().where(mine(s)).orderBy('granted_at').orderBy('id').execute()
        const consents: Consent[] = rows.map((r) => ({
          kind: r.kind,
          version: r.version,
          granted_at: r.granted_at,
          withdrawn_at: r.withdrawn_at,
          source: r.source,
          withdrawn_source: r.withdrawn_source,
          ref: r.ref,
        }))
        return { consents }
      },

      /**
       * The record stays as proof of what was agreed (the terms of a kept order, a newsletter consent
       * and its withdrawal), but no longer names the person: a newsletter consent still open is
       * withdrawn, and the email becomes the tombstone.
       */
      async erase(tx, s) {
        const t = tablesOf<PrivacyTables>(tx)
        const withdrawn = await t
          .updateTable('consent')
          .set({ withdrawn_at: s.at, withdrawn_source: 'account_erasure' })
          .where('kind', '=', 'newsletter')
          .where('withdrawn_at', 'is', null)
          .where(mine(s))
          .executeTakeFirst()
        const kept = await t.updateTable('consent').set({ email: s.tombstoneEmail, user_id: s.userId }).where(mine(s)).executeTakeFirst()
        return { consents_withdrawn: Number(withdrawn.numUpdatedRows), consents_kept_anonymised: Number(kept.numUpdatedRows) }
      },
    },
  }
}
