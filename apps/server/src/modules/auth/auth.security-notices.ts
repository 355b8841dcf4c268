import { contactKind, DomainError, maskContact, type SecurityNoticeKind, type SecurityUndoAnswer } from '@shop/domain'
import type { Db } from '../../db/database'
import { newId } from '../../lib/ids'
import type { Mailer, SmsSender } from '../notifications/notifications.types'
import { isUniqueViolation, type AuthRepository, type UserRow } from './auth.repository'
import type { Otp } from './auth.otp'
import type { Sessions } from './auth.sessions'
import { newToken, sha256 } from '../../lib/crypto'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'

export const NOTICE_TTL_MS = 7 * 24 * 60 * 60_000
/** The web page a notice's link opens (apps/web/src/app/router.tsx). */
export const UNDO_PATH = '/secureaccount'
const SHOP = 'Lumen & Leaf'

export const NOTICE_MSG = {
  linkGone: 'This link has expired or was already used. If someone else is in your account, reset your password with "Forgot password"',
  undoneContact: 'The change was undone and every device was signed out. Set a new password with the code we sent you',
  secured: 'Every device was signed out. Set a new password with the code we sent you',
  emailBack: 'This email address now belongs to another account, so we could not put it back. Please contact us',
  phoneBack: 'This phone number now belongs to another account, so we could not put it back. Please contact us',
} as const

export interface NoticeLog {
  error(obj: unknown, msg: string): void
}

export interface SecurityNoticeDeps {
  db: Db
  repo: AuthRepository
  sessions: Sessions
  otp: Otp
  mailer: Mailer
  sms: SmsSender
  /** The shop's address as people open it (config PUBLIC_URL), for the link */
  publicUrl: string
  now: () => Date
  log?: NoticeLog
}

/** The contact a notice goes to: the verified email, else the verified phone. */
export function verifiedContact(u: UserRow): string | null {
  if (u.email && u.email_verified_at) return u.email
  if (u.phone && u.phone_verified_at) return u.phone
  return null
}

function whatHappened(kind: SecurityNoticeKind, newContact: string | null, previous: string | null): string {
  switch (kind) {
    case 'email_changed':
      return `the email address of your ${SHOP} account was changed to ${maskContact(newContact ?? '')}`
    case 'phone_changed':
      return previous
        ? `the phone number of your ${SHOP} account was changed to ${maskContact(newContact ?? '')}`
        : `the phone number ${maskContact(newContact ?? '')} was added to your ${SHOP} account`
    case 'password_changed':
      return `the password of your ${SHOP} account was changed`
    case 'password_reset':
      return `the password of your ${SHOP} account was reset with a one-time code`
    case 'two_factor_off':
      return `two-step sign-in was turned off for your ${SHOP} account`
    case 'two_factor_reset':
      return `two-step sign-in of your ${SHOP} account was reset (authenticator lost)`
    case 'questions_changed':
      return `the security questions of your ${SHOP} account were changed`
  }
}

const SUBJECT: Record<SecurityNoticeKind, string> = {
  email_changed: 'your email address was changed',
  phone_changed: 'your phone number was changed',
  password_changed: 'your password was changed',
  password_reset: 'your password was reset',
  two_factor_off: 'two-step sign-in was turned off',
  two_factor_reset: 'two-step sign-in was reset',
  questions_changed: 'your security questions were changed',
}

const isContactKind = (kind: SecurityNoticeKind) => kind === 'email_changed' || kind === 'phone_changed'

/**
 * Security notices (issue 14, decision 024): when an account's contact, password or two-factor
 * settings change, its verified contact hears of it, with a link that for 7 days, once, puts a
 * changed contact back, ends every session and clears the password (whoever made the change knew
 * it), so the owner sets a new one with a code sent to that contact.
 */
export function createSecurityNotices({ db, repo, sessions, otp, mailer, sms, publicUrl, now, log }: SecurityNoticeDeps) {
  const linkGone = () => new DomainError('notice_link_gone', NOTICE_MSG.linkGone, [{ path: 'token', message: NOTICE_MSG.linkGone }])

  /**
   * Stores the link's token and sends the notice. Called after the change committed: a notice that
   * cannot be sent is logged and does not undo the change (the owner still sees it in the account).
   */
  async function send(userId: string, kind: SecurityNoticeKind, sentTo: string, contacts: { previous?: string | null; next?: string | null } = {}) {
    try {
      const token = newToken()
      const t = now()
      await tablesOf<AuthTables>(db.kysely)
        .insertInto('security_notice')
        .values({
          id: newId('sen'),
          user_id: userId,
          token_hash: sha256(token),
          kind,
          sent_to: sentTo,
          previous_contact: contacts.previous ?? null,
          new_contact: contacts.next ?? null,
          created_at: t.toISOString(),
          expires_at: new Date(t.getTime() + NOTICE_TTL_MS).toISOString(),
          used_at: null,
        })
        .execute()
      const link = `${publicUrl.replace(/\/+$/, '')}${UNDO_PATH}#token=${token}`
      const what = whatHappened(kind, contacts.next ?? null, contacts.previous ?? null)
      const undo = isContactKind(kind) ? 'undo the change, sign out every device and set a new password' : 'sign out every device and set a new password'
      if (contactKind(sentTo) === 'phone') {
        await sms.send({ to: sentTo, text: `${SHOP}: ${what}. Not you? Within 7 days open ${link} to ${undo}.` })
      } else {
        const subject = `${SHOP}: ${SUBJECT[kind]}`
        const text = `Hello,\n\n${what[0]!.toUpperCase()}${what.slice(1)} on ${t.toISOString().slice(0, 16).replace('T', ' ')} UTC.\n\nNot you? Open this link within 7 days to ${undo}:\n${link}\n\nIf it was you, there is nothing to do.\n\n${SHOP}\n`
        await mailer.send({ to: sentTo, subject, text })
      }
    } catch (err) {
      log?.error({ err, userId, kind }, 'security notice not sent')
    }
  }

  return {
    /** After a new email or phone was applied: the old one hears of it (if verified), else the verified contact. */
    async contactChanged(before: UserRow, newContact: string): Promise<void> {
      const isEmail = contactKind(newContact) === 'email'
      const previous = isEmail ? before.email : before.phone
      const previousVerified = isEmail ? !!before.email_verified_at : !!before.phone_verified_at
      const sentTo = previous && previousVerified ? previous : verifiedContact(before)
      if (sentTo) await send(before.id, isEmail ? 'email_changed' : 'phone_changed', sentTo, { previous, next: newContact })
    },

    /** After a password or two-factor change: the verified contact hears of it. */
    async accountChanged(userId: string, kind: Exclude<SecurityNoticeKind, 'email_changed' | 'phone_changed'>): Promise<void> {
      const u = await repo.byId(userId)
      const sentTo = u && verifiedContact(u)
      if (sentTo) await send(userId, kind, sentTo)
    },

    /**
     * The "not you?" link: once, within 7 days. A changed contact goes back (409 when it now belongs to
     * another account: then nothing changes and the link stays valid), the password is cleared and
     * every session ends, in one transaction; then a reset code goes to the notified contact.
     */
    async undo(token: string): Promise<SecurityUndoAnswer> {
      const t = now().toISOString()
      const notice = await db.kysely.transaction().execute(async (trx) => {
        const own = tablesOf<AuthTables>(trx)
        const n = await own
          .updateTable('security_notice')
          .set({ used_at: t })
          .where('token_hash', '=', sha256(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', t)
          .returningAll()
          .executeTakeFirst()
        if (!n) throw linkGone()
        if (isContactKind(n.kind)) {
          const isEmail = n.kind === 'email_changed'
          const back = n.previous_contact
          const verifiedAt = back && back === n.sent_to ? t : null
          if (back && isEmail) {
            // An account nobody could ever sign in to (its email never proved, no phone) may not hold the address hostage.
            await own.deleteFrom('app_user').where('email', '=', back).where('email_verified_at', 'is', null).where('phone', 'is', null).where('id', '!=', n.user_id).execute()
          }
          try {
            await own
              .updateTable('app_user')
              .set(isEmail ? { email: back, email_verified_at: verifiedAt, pending_contact: null } : { phone: back, phone_verified_at: verifiedAt, pending_contact: null })
              .where('id', '=', n.user_id)
              .execute()
          } catch (err) {
            if (isUniqueViolation(err)) throw new DomainError(isEmail ? 'undo_email_taken' : 'undo_phone_taken', isEmail ? NOTICE_MSG.emailBack : NOTICE_MSG.phoneBack)
            throw err
          }
        }
        await repo.update(n.user_id, { password_hash: null, failed_logins: 0, locked_until: null }, trx)
        await sessions.revokeAll(n.user_id, undefined, trx)
        return n
      })
      const owner = await repo.byContact(notice.sent_to)
      let sent = false
      if (owner?.id === notice.user_id) {
        sent = await otp.sendCode({ contact: notice.sent_to, purpose: 'reset', userId: notice.user_id }).then(
          () => true,
          // inside the cooldown the last code still works; a failed delivery leaves "forgot password"
          () => false,
        )
      }
      return {
        message: isContactKind(notice.kind) ? NOTICE_MSG.undoneContact : NOTICE_MSG.secured,
        kind: notice.kind,
        contact: notice.sent_to,
        reset_code_sent: sent,
      }
    },
  }
}

export type SecurityNotices = ReturnType<typeof createSecurityNotices>
