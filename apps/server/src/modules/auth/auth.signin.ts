import { contactKind, DomainError, normaliseContact, type AuthSession, type LoginAnswer } from '@shop/domain'
import type { AuthUser } from '../../http/auth'
import type { AuthContext } from './auth.service'
import { MSG } from './auth.messages'
import { checkPassword, hashPassword } from '../../lib/passwords'

/** Signing in and out, and the password's life: forgotten, reset, changed. */
export function createSigninFlows({ db, repo, otp, captcha, sessions, throttle, now, core, notices }: AuthContext) {
  return {
    /**
     * `source` is the client's address: failures slow down that account from that source only, so
     * nobody elsewhere can lock the owner out (decision 021). A locked account or a waiting pair is
     * answered exactly like a wrong password, after the same argon2 work, and its password is not judged.
     */
    async login(body: { email: string; password: string }, source: string): Promise<LoginAnswer> {
      const u = await repo.byContact(body.email)
      const locked = !!u?.locked_until && Date.parse(u.locked_until) > now().getTime()
      const judged = !!u && !locked && (await throttle.admit(u.id, source))
      // Unknown users cost one argon2 verification too, so timing does not tell who has an account.
      const ok = await checkPassword(u?.password_hash, body.password)
      if (!u || !judged || !ok) {
        if (u && judged) await throttle.countAccountFailure(u.id)
        throw new DomainError('login_wrong', MSG.badLogin)
      }
      await throttle.clear(u.id, source)
      if (contactKind(body.email) === 'email' && !u.email_verified_at) {
        await otp.sendCode({ contact: u.email!, purpose: 'signup', userId: u.id }).catch((err: unknown) => {
          // inside the cooldown the last code still works
          if (!(err instanceof DomainError && err.code === 'rate_limited')) throw err
        })
        throw new DomainError('email_not_verified', MSG.verifyFirst)
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
        throw new DomainError('captcha_failed', MSG.captchaFailed)
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
      if (!u || !ok || (ok.userId && ok.userId !== u.id)) throw new DomainError('otp_wrong', 'Enter Correct OTP')
      const password_hash = await hashPassword(body.password)
      const t = now().toISOString()
      // The code proved the contact, so it counts as verified from now on.
      const proved = contactKind(contact) === 'email' ? { email_verified_at: u.email_verified_at ?? t } : { phone_verified_at: u.phone_verified_at ?? t }
      await db.kysely.transaction().execute(async (trx) => {
        await repo.update(u.id, { password_hash, failed_logins: 0, failures_since: null, locked_until: null, ...proved }, trx)
        // The code proved the owner: slow-downs earned with the forgotten password end too (decision 021).
        await throttle.clearAll(u.id, trx)
        await sessions.revokeAll(u.id, undefined, trx)
      })
      await notices.accountChanged(u.id, 'password_reset')
      return { message: MSG.passwordReset }
    },

    /** Checks the current password, ends every session (this one too) and answers a fresh one. */
    async changePassword(user: AuthUser, body: { current_password: string; password: string }): Promise<{ message: string } & AuthSession> {
      const u = await repo.byId(user.id)
      if (!u || !(await checkPassword(u.password_hash, body.current_password))) {
        throw new DomainError('current_password_wrong', MSG.wrongCurrentPassword, [{ path: 'current_password', message: MSG.wrongCurrentPassword }])
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
