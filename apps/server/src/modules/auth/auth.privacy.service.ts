import { AUTH_MESSAGES, DomainError, isStaffRole, maskContact, PRIVACY_MESSAGES, type AccountProof, type Reason } from '@shop/domain'
import type { Db } from '../../db/database'
import { serverSecret } from '../../db/server-secret'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'
import { checkPassword } from '../../lib/passwords'
import type { Mailer, SmsSender } from '../notifications/notifications.types'
import { ERASED_USERNAME, tombstoneEmail, type AccountPrivacy } from '../privacy/privacy.types'
import { createAuthRepository, toMe, type UserRow } from './auth.repository'
import { createOtp } from './auth.otp'
import { verifiedContact } from './auth.security-notices'
import { MSG } from './auth.messages'

export interface AccountPrivacyDeps {
  db: Db
  mailer: Mailer
  sms: SmsSender
  now?: () => Date
}

const fieldError = (reason: Reason, path: 'current_password' | 'proof_code', message: string) => new DomainError(reason, message, [{ path, message }])

/**
 * The account's part of a shopper's data (decision 046): who they are, the proof that it is them
 * (the password, or a code to the verified contact for an account without one, as a contact change
 * asks), the account's rows in the export (never a password hash, token or code), and its erasure:
 * the row stays as a tombstone (orders and invoices kept for tax law point at it) with nothing
 * that names or reaches the person, every session and code gone, so it can never sign in again and
 * the email is free for a new account.
 */
export function createAccountPrivacy({ db, mailer, sms, now = () => new Date() }: AccountPrivacyDeps): AccountPrivacy {
  const repo = createAuthRepository(db)
  const otp = createOtp({ db, mailer, sms, secret: serverSecret(db), now })

  async function liveUser(userId: string): Promise<UserRow> {
    const u = await repo.byId(userId)
    if (!u || u.erased_at) throw new DomainError('signed_out', 'Please sign in first')
    return u
  }

  return {
    async subjectOf(userId, at) {
      const u = await repo.byId(userId)
      if (!u || u.erased_at) return null
      return {
        userId: u.id,
        email: u.email && u.email_verified_at ? u.email : null,
        phone: u.phone && u.phone_verified_at ? u.phone : null,
        tombstoneEmail: tombstoneEmail(u.id),
        at: at.toISOString(),
      }
    },

    async hasPassword(userId) {
      return !!(await liveUser(userId)).password_hash
    },

    async prove(userId, proof: AccountProof, { spend }) {
      const u = await liveUser(userId)
      if (u.password_hash) {
        if (!proof.current_password) throw fieldError('current_password_needed', 'current_password', PRIVACY_MESSAGES.passwordNeeded)
        if (!(await checkPassword(u.password_hash, proof.current_password))) throw fieldError('current_password_wrong', 'current_password', MSG.wrongCurrentPassword)
        return
      }
      const contact = verifiedContact(u)
      if (!contact) throw new DomainError('no_verified_contact', PRIVACY_MESSAGES.noContact)
      if (!proof.proof_code) throw fieldError('contact_proof_needed', 'proof_code', PRIVACY_MESSAGES.codeNeeded)
      // Without `spend` the code stays live: the erasure deletes it in its own transaction.
      const ok = await otp.checkCode({ contact, purpose: 'privacy', code: proof.proof_code, keep: !spend })
      if (!ok || ok.userId !== u.id) throw fieldError('otp_wrong', 'proof_code', AUTH_MESSAGES.wrongOtp)
    },

    async sendProofCode(userId) {
      const u = await liveUser(userId)
      if (u.password_hash) throw new DomainError('account_has_password', PRIVACY_MESSAGES.usePassword)
      const contact = verifiedContact(u)
      if (!contact) throw new DomainError('no_verified_contact', PRIVACY_MESSAGES.noContact)
      await otp.sendCode({ contact, purpose: 'privacy', userId: u.id })
      return { message: AUTH_MESSAGES.otpSent, sent_to: maskContact(contact) }
    },

    async exportFor(tx, s) {
      const t = tablesOf<AuthTables>(tx)
      const u = await t.selectFrom('app_user').selectAll().where('id', '=', s.userId).executeTakeFirstOrThrow()
      const me = toMe(u)
      const [sessions, throttles, notices] = await Promise.all([
        t.selectFrom('session').select(['created_at', 'last_used_at', 'expires_at', 'revoked_at']).where('user_id', '=', s.userId).orderBy('created_at').execute(),
        t.selectFrom('login_throttle').select(['source', 'failures', 'last_try_at', 'blocked_until']).where('user_id', '=', s.userId).orderBy('last_try_at').execute(),
        t
          .selectFrom('security_notice')
          .select(['kind', 'sent_to', 'previous_contact', 'new_contact', 'created_at', 'expires_at', 'used_at'])
          .where('user_id', '=', s.userId)
          .orderBy('created_at')
          .execute(),
      ])
      return {
        account: {
          id: u.id,
          username: u.username,
          email: u.email,
          email_verified_at: u.email_verified_at,
          phone_number: u.phone,
          phone_verified_at: u.phone_verified_at,
          pending_contact: u.pending_contact,
          gender: me.gender,
          has_password: me.has_password,
          two_factor_enabled: me.two_factor_enabled,
          role: u.role,
          failed_sign_ins: u.failed_logins,
          locked_until: u.locked_until,
          created_at: u.created_at,
        },
        // The shop stores no device or IP address with a session: these times are all there is.
        sessions,
        // Failed sign-ins are counted per client IP address (decision 021): the addresses as stored.
        sign_in_attempts: throttles.map((r) => ({ ip_address: r.source, failures: r.failures, last_try_at: r.last_try_at, blocked_until: r.blocked_until })),
        security_notices: notices,
      }
    },

    async blockers(tx, s) {
      const u = await tablesOf<AuthTables>(tx).selectFrom('app_user').select('role').where('id', '=', s.userId).executeTakeFirst()
      return u && isStaffRole(u.role) ? [{ reason: 'erase_staff_account' as const }] : []
    },

    async erase(tx, s) {
      const t = tablesOf<AuthTables>(tx)
      const u = await t.selectFrom('app_user').selectAll().where('id', '=', s.userId).executeTakeFirstOrThrow()
      const contacts = [u.email, u.phone, u.pending_contact].filter((c): c is string => !!c)
      await t
        .updateTable('app_user')
        .set({
          username: ERASED_USERNAME,
          email: s.tombstoneEmail,
          phone: null,
          gender: '',
          password_hash: null,
          email_verified_at: null,
          phone_verified_at: null,
          pending_contact: null,
          two_factor_enabled: 0,
          failed_logins: 0,
          failures_since: null,
          locked_until: null,
          erased_at: s.at,
        })
        .where('id', '=', s.userId)
        .execute()
      const sessions = await t.deleteFrom('session').where('user_id', '=', s.userId).executeTakeFirst()
      await t
        .deleteFrom('otp_code')
        .where((eb) => (contacts.length ? eb.or([eb('user_id', '=', s.userId), eb('contact', 'in', contacts)]) : eb('user_id', '=', s.userId)))
        .execute()
      await t.deleteFrom('login_challenge').where('user_id', '=', s.userId).execute()
      await t.deleteFrom('login_throttle').where('user_id', '=', s.userId).execute()
      await t.deleteFrom('security_notice').where('user_id', '=', s.userId).execute()
      return { sessions_ended: Number(sessions.numDeletedRows) }
    },
  }
}
