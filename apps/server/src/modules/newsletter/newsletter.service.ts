import {
  DomainError,
  NEWSLETTER_CONFIRM_DAYS,
  NEWSLETTER_CONSENT_VERSION,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_PERCENT,
  isLanguage,
  type Language,
  type NewsletterConfirmAnswer,
  type NewsletterSignup,
  type NewsletterStatus,
  type NewsletterSubscriberList,
} from '@shop/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'
import { serverSecret } from '../../db/server-secret'
import { hmac, newToken, sameText, sha256 } from '../../lib/crypto'
import type { CouponService } from '../coupons/coupons.types'
import type { Mailer } from '../notifications/notifications.types'
import type { ConsentRecorder } from '../privacy/privacy.types'
import { toCsv } from './newsletter.csv'
import { NEWSLETTER_COUPON_DESCRIPTION } from './newsletter.email-texts'
import { composeNewsletterMail, type NewsletterMail } from './newsletter.emails'
import { createNewsletterRepository } from './newsletter.repository'

export interface NewsletterDeps {
  db: Db
  mailer: Mailer
  config: Pick<Config, 'PUBLIC_URL'>
  coupons: CouponService
  audit: AuditLog
  /** The consent record (decision 046): a confirmed subscription is a consent, an unsubscribe withdraws it. */
  consents: ConsentRecorder
  log: FastifyBaseLogger
  now?: () => Date
}

/** A second signup of a pending address within this time sends no second mail. */
export const RESEND_AFTER_MS = 5 * 60_000
const PAGE_SIZE = 50
const DAY_MS = 86_400_000

const langOf = (value: string): Language => (isLanguage(value) ? value : 'en')
const invalidLink = () => new DomainError('newsletter_link_invalid', NEWSLETTER_MESSAGES.invalidLink)

/**
 * Double opt-in: a signup stores the address as pending and mails a confirmation link (its token
 * only as a SHA-256 in the table). Confirming once issues the personal 5% code; the unsubscribe
 * link is signed (HMAC of the subscriber id), so every mail can carry one without storing it.
 */
export function createNewsletterService(deps: NewsletterDeps) {
  const { db, mailer, config, coupons, audit, consents, log } = deps
  const now = deps.now ?? (() => new Date())
  const repo = createNewsletterRepository(db)
  const secret = serverSecret(db)

  const unsubscribeToken = async (id: string) => `${id}.${hmac(await secret(), `newsletter-unsubscribe:${id}`)}`

  /** The change has committed: a mail that fails is logged, never turned into an error answer. */
  async function send(mail: NewsletterMail, to: { id: string; email: string; lang: Language }): Promise<void> {
    try {
      await mailer.send(composeNewsletterMail(mail, { email: to.email, lang: to.lang, unsubscribeToken: await unsubscribeToken(to.id) }, config.PUBLIC_URL))
    } catch (err) {
      log.error({ err, subscriber: to.id, kind: mail.kind }, 'newsletter email failed')
    }
  }

  return {
    unsubscribeToken,

    /** The same answer whatever the address's state: the form tells nobody who subscribes. */
    async signup(input: NewsletterSignup): Promise<{ message: string }> {
      const answer = { message: NEWSLETTER_MESSAGES.signedUp }
      if (input.website) return answer
      const t = now()
      const token = newToken()
      const link = { tokenHash: sha256(token), expiresAt: new Date(t.getTime() + NEWSLETTER_CONFIRM_DAYS * DAY_MS).toISOString(), at: t.toISOString() }
      const id =
        (await repo.insertPending(input.email, input.lang, link)) ??
        (await repo.renewPending(input.email, input.lang, link, new Date(t.getTime() - RESEND_AFTER_MS).toISOString()))
      if (id) await send({ kind: 'confirm', confirmToken: token }, { id, email: input.email, lang: input.lang })
      return answer
    },

    /** Confirms once and issues the code once; a repeat of the link answers the same code. */
    async confirm(token: string): Promise<NewsletterConfirmAnswer> {
      const t = now().toISOString()
      const outcome = await db.kysely.transaction().execute(async (tx) => {
        const row = await repo.byTokenHash(tx, sha256(token))
        if (!row) throw invalidLink()
        if (row.status === 'unsubscribed' || (row.status === 'pending' && (row.confirm_expires_at ?? '') < t)) {
          throw new DomainError('newsletter_link_expired', NEWSLETTER_MESSAGES.expiredLink)
        }
        if (!(await repo.markConfirmed(tx, row.id, t))) {
          // Confirmed already, perhaps a moment ago by a second click: its committed code is the answer.
          const current = await repo.byId(tx, row.id)
          if (current?.status !== 'confirmed' || !current.coupon_code) throw invalidLink()
          return { row: current, code: current.coupon_code, mail: null }
        }
        // Double opt-in: the click on the link is the consent, given to the wording of this version.
        await consents.record(tx, { kind: 'newsletter', version: NEWSLETTER_CONSENT_VERSION, email: row.email, source: 'newsletter_confirmation', ref: row.id, at: t })
        if (row.coupon_code) return { row, code: row.coupon_code, mail: 'welcome_back' as const }
        const code = await coupons.issuePersonal(tx, { email: row.email, percent: NEWSLETTER_PERCENT, description: NEWSLETTER_COUPON_DESCRIPTION, prefix: `NEWS${NEWSLETTER_PERCENT}` })
        await repo.setCouponCode(tx, row.id, code)
        return { row, code, mail: 'code' as const }
      })
      const to = { id: outcome.row.id, email: outcome.row.email, lang: langOf(outcome.row.lang) }
      if (outcome.mail === 'code') await send({ kind: 'code', code: outcome.code }, to)
      if (outcome.mail === 'welcome_back') await send({ kind: 'welcome_back', code: outcome.code }, to)
      return { message: NEWSLETTER_MESSAGES.confirmed, coupon_code: outcome.code }
    },

    /** Works forever and any number of times; a token we did not sign is refused. */
    async unsubscribe(token: string): Promise<{ message: string }> {
      const [id, mac, extra] = token.split('.')
      if (!id || !mac || extra !== undefined || !sameText(mac, hmac(await secret(), `newsletter-unsubscribe:${id}`))) throw invalidLink()
      const t = now().toISOString()
      await db.kysely.transaction().execute(async (tx) => {
        if (await repo.markUnsubscribed(tx, id, t)) await consents.withdraw(tx, { kind: 'newsletter', ref: id, source: 'newsletter_unsubscribe', at: t })
      })
      return { message: NEWSLETTER_MESSAGES.unsubscribed }
    },

    async staffList(query: { status?: NewsletterStatus; page: number }): Promise<NewsletterSubscriberList> {
      const { rows, total } = await repo.list(query.status, query.page, PAGE_SIZE)
      return { data: rows.map((r) => ({ ...r, lang: langOf(r.lang) })), total, page: query.page }
    },

    /** Confirmed subscribers as CSV. Personal data leaving the shop: the export itself is audited. */
    async exportCsv(staff: Pick<AuthUser, 'id' | 'username'>): Promise<string> {
      const rows = await repo.confirmedForExport()
      await db.kysely.transaction().execute((tx) =>
        audit.record(tx, staff, { action: 'newsletter.export', entity: 'newsletter', entity_id: 'confirmed', details: { count: rows.length } }),
      )
      return toCsv(
        ['email', 'language', 'confirmed_at', 'signed_up_at'],
        rows.map((r) => [r.email, r.lang, r.confirmed_at, r.created_at]),
      )
    },
  }
}
export type NewsletterService = ReturnType<typeof createNewsletterService>
