import { contactKind, DomainError, normaliseContact, type AuthSession, type LoginAnswer } from '@shop/domain'
import type { AuthUser } from '../../http/auth'
import type { AuthContext } from './auth.service'
import { lockedMessage, MSG } from './auth.messages'
import { checkPassword, hashPassword } from './passwords'

export const MAX_FAILED_LOGINS = 5
export const LOCK_MS = 15 * 60_000

/** Signing in and out, and the password's life: forgotten, reset, changed. */
export function createSigninFlows({ db, repo, otp, captcha, sessions, now, core, notices }: AuthContext) {
  return {
    async login(body: { email: string; password: string }): Promise<LoginAnswer> {
      const u = await repo.byContact(body.email)
      const t = now().getTime()
      if (u?.locked_until && Date.parse(u.locked_until) > t) {
        throw new DomainError('rate_limited', lockedMessage(Math.ceil((Date.parse(u.locked_until) - t) / 60_000)))
      }
      // Unknown users cost one argon2 verification too, so timing does not tell who has an account.
      const ok = await checkPassword(u?.password_hash, body.password)
      if (!u || !ok) {
        if (u) await repo.countFailure(u.id, MAX_FAILED_LOGINS, new Date(t + LOCK_MS).toISOString())
        throw new DomainError('unauthorized', MSG.badLogin)
      }
      if (u.failed_logins > 0 || u.locked_until) await repo.update(u.id, { failed_logins: 0, locked_until: null })
      if (contactKind(body.email) === 'email' && !u.email_verified_at) {
        await otp.sendCode({ contact: u.email!, purpose: 'signup', userId: u.id }).catch((err: unknown) => {
          // inside the cooldown the last code still works
          if (!(err instanceof DomainError && err.code === 'rate_limited')) throw err
        })
        throw new DomainError('forbidden', MSG.verifyFirst)
      }
      return core.completeLogin(u.id)
    },

    async logout(user: AuthUser): Promise<void> {
      await sessions.revoke(user.sessionId)
    },

    /** The same answer whether or not the account exists; a code goes out only when it does. */
    async forgotPassword(body: { email: string; captcha_token?: string }, ip: string): Promise<{ message: string }> {
      const contact = normaliseContact(body.email)
      if (contactKind(contact) === 'phone' && !(await captcha.verify(body.captcha_token, ip))) {
        throw new DomainError('forbidden', MSG.captchaFailed)
      }
      const u = await repo.byContact(contact)
      if (u) {
        await otp.sendCode({ contact, purpose: 'reset', userId: u.id }).catch((err: unknown) => {
          if (!(err instanceof DomainError && err.code === 'rate_limited')) throw err
        })
      }
      return { message: MSG.forgotSent }
    },

    /** A new password with the emailed or texted code; every session ends, the lock is lifted. */
    async resetPassword(body: { email: string; otp: string; password: string }): Promise<{ message: string }> {
      const contact = normaliseContact(body.email)
      const u = await repo.byContact(contact)
      const ok = await otp.checkCode({ contact, purpose: 'reset', code: body.otp })
      if (!u || !ok || (ok.userId && ok.userId !== u.id)) throw new DomainError('validation_failed', 'Enter Correct OTP')
      const password_hash = await hashPassword(body.password)
      const t = now().toISOString()
      // The code proved the contact, so it counts as verified from now on.
      const proved = contactKind(contact) === 'email' ? { email_verified_at: u.email_verified_at ?? t } : { phone_verified_at: u.phone_verified_at ?? t }
      await db.kysely.transaction().execute(async (trx) => {
        await repo.update(u.id, { password_hash, failed_logins: 0, locked_until: null, ...proved }, trx)
        await sessions.revokeAll(u.id, undefined, trx)
      })
      await notices.accountChanged(u.id, 'password_reset')
      return { message: MSG.passwordReset }
    },

    /** Checks the current password, ends every session (this one too) and answers a fresh one. */
    async changePassword(user: AuthUser, body: { current_password: string; password: string }): Promise<{ message: string } & AuthSession> {
      const u = await repo.byId(user.id)
      if (!u || !(await checkPassword(u.password_hash, body.current_password))) {
        throw new DomainError('validation_failed', MSG.wrongCurrentPassword, [{ path: 'current_password', message: MSG.wrongCurrentPassword }])
      }
      const password_hash = await hashPassword(body.password)
      await db.kysely.transaction().execute(async (trx) => {
        await repo.update(u.id, { password_hash }, trx)
        await sessions.revokeAll(u.id, undefined, trx)
      })
      await notices.accountChanged(u.id, 'password_changed')
      return { message: MSG.passwordChanged, ...(await core.issueSession(u.id)) }
    },
  }
}
