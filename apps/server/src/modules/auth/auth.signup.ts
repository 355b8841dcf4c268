import {
  AUTH_MESSAGES,
  contactKind,
  DomainError,
  normaliseContact,
  type LoginAnswer,
  type Me,
  type OtpPurpose,
  type RegisterBody,
} from '@shop/domain'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import { isUniqueViolation, toMe } from './auth.repository'
import type { AuthContext } from './auth.service'
import { MSG } from './auth.messages'
import { hashPassword } from '../../lib/passwords'
import { readClaim, signClaim } from '../../lib/crypto'
import { tablesOf } from '../../db/tables'
import type { AuthTables } from '../../db/tables/auth'

const CLAIM_TTL_MS = 15 * 60_000

export type VerifyAnswer =
  | ({ message: string } & LoginAnswer)
  | { message: string; verification_token: string }
  | { message: string; user: Me }

const wrongCode = () => new DomainError('otp_wrong', AUTH_MESSAGES.wrongOtp)

/** Signup by email or phone and the one-time codes around it (SPEC section 4). */
export function createSignupFlows({ db, repo, otp, captcha, secret, now, core, sessions, notices }: AuthContext) {
  async function requireCaptcha(token: string | undefined, ip: string) {
    if (!(await captcha.verify(token, ip))) throw new DomainError('captcha_failed', MSG.captchaFailed)
  }

  async function claim(contact: string, purpose: OtpPurpose) {
    return signClaim(await secret(), { contact, purpose, exp: now().getTime() + CLAIM_TTL_MS })
  }

  return {
    async checkUser(query: { email?: string; phone_number?: string }): Promise<{ exists: boolean }> {
      const contact = (query.email ?? query.phone_number ?? '').trim()
      const kind = contactKind(contact)
      if (!kind || (query.email !== undefined) !== (kind === 'email')) {
        throw query.email !== undefined ? new DomainError('email_invalid', AUTH_MESSAGES.emailInvalid) : new DomainError('contact_invalid', AUTH_MESSAGES.contactInvalid)
      }
      return { exists: !!(await repo.byContact(contact)) }
    },

    /**
     * An email signup makes an unverified account and mails a code; a phone signup needs the token
     * verify-otp gave for that number and makes a verified account, signed in at once.
     */
    async register(body: RegisterBody): Promise<{ message: string } & Partial<LoginAnswer>> {
      const kind = contactKind(body.email)
      const contact = normaliseContact(body.email)
      const t = now().toISOString()
      const id = newId('usr')
      const base = { id, username: body.username, gender: body.gender, pending_contact: null, locked_until: null, created_at: t }
      if (kind === 'email') {
        const password_hash = await hashPassword(body.password)
        const inserted = await repo.insert({ ...base, email: contact, phone: null, password_hash, email_verified_at: null, phone_verified_at: null })
        if (!inserted) throw new DomainError('email_taken', MSG.emailTaken)
        try {
          await otp.sendCode({ contact, purpose: 'signup', userId: id })
        } catch (err) {
          // No code reached the person: take the account back, so signing up again works.
          await tablesOf<AuthTables>(db.kysely).deleteFrom('app_user').where('id', '=', id).where('email_verified_at', 'is', null).execute()
          throw err
        }
        return { message: MSG.registeredEmail }
      }
      const proof = body.verification_token ? readClaim(await secret(), body.verification_token, now().getTime()) : null
      if (!proof || proof.purpose !== 'signup' || proof.contact !== contact) throw new DomainError('phone_not_verified', MSG.phoneNotVerified)
      const password_hash = await hashPassword(body.password)
      const inserted = await repo.insert({ ...base, email: null, phone: contact, password_hash, email_verified_at: null, phone_verified_at: t })
      if (!inserted) throw new DomainError('phone_taken', MSG.phoneTaken)
      return { message: MSG.registeredPhone, ...(await core.completeLogin(id)) }
    },

    /** A signup code by SMS (captcha first: every text costs money). */
    async sendPhoneCode(body: { phone_number: string; captcha_token?: string }, ip: string): Promise<{ message: string }> {
      await requireCaptcha(body.captcha_token, ip)
      const contact = normaliseContact(body.phone_number)
      if (contactKind(contact) !== 'phone') throw new DomainError('contact_invalid', AUTH_MESSAGES.contactInvalid)
      if (await repo.byContact(contact)) throw new DomainError('phone_taken', MSG.phoneTaken)
      await otp.sendCode({ contact, purpose: 'signup' })
      return { message: AUTH_MESSAGES.otpSent }
    },

    async verifyCode(body: { email: string; otp: string; purpose: OtpPurpose }, user: AuthUser | null): Promise<VerifyAnswer> {
      const contact = normaliseContact(body.email)
      const kind = contactKind(contact)
      if (body.purpose === 'signup' && kind === 'email') {
        const ok = await otp.checkCode({ contact, purpose: 'signup', code: body.otp })
        const u = ok && (await repo.byContact(contact))
        if (!ok || !u || (ok.userId && ok.userId !== u.id)) throw wrongCode()
        if (!u.email_verified_at) await repo.update(u.id, { email_verified_at: now().toISOString() })
        return { message: MSG.emailVerified, ...(await core.completeLogin(u.id)) }
      }
      if (body.purpose === 'signup') {
        if (!(await otp.checkCode({ contact, purpose: 'signup', code: body.otp }))) throw wrongCode()
        return { message: MSG.phoneVerified, verification_token: await claim(contact, 'signup') }
      }
      if (body.purpose === 'reset') {
        // A look only: reset-password uses the code itself.
        if (!(await otp.checkCode({ contact, purpose: 'reset', code: body.otp, keep: true }))) throw wrongCode()
        return { message: MSG.resetCodeAccepted, verification_token: await claim(contact, 'reset') }
      }
      if (!user) throw new DomainError('signed_out', 'Please sign in first')
      const current = await repo.byId(user.id)
      if (!current || current.pending_contact !== contact) throw wrongCode()
      const ok = await otp.checkCode({ contact, purpose: 'contact_change', code: body.otp })
      if (!ok || ok.userId !== user.id) throw wrongCode()
      const changed = await applyPendingContact(user, contact)
      await notices.contactChanged(current, contact)
      return { message: MSG.contactChanged, user: toMe(changed) }
    },

    /**
     * The same answer for an existing, an unverified and an unknown contact, and inside the cooldown
     * (nothing is sent then; the screen keeps its own countdown): the answer tells nobody who has an
     * account. Only a signed-in user's own contact change may say what is wrong.
     */
    async resendCode(body: { email: string; purpose: OtpPurpose; captcha_token?: string }, user: AuthUser | null, ip: string): Promise<{ message: string }> {
      const contact = normaliseContact(body.email)
      const kind = contactKind(contact)
      if (kind === 'phone') await requireCaptcha(body.captcha_token, ip)
      if (body.purpose === 'contact_change') {
        if (!user) throw new DomainError('signed_out', 'Please sign in first')
        const me = await repo.byId(user.id)
        if (!me || me.pending_contact !== contact) throw new DomainError('no_pending_change', MSG.noPendingChange)
        await otp.sendCode({ contact, purpose: 'contact_change', userId: me.id })
        return { message: AUTH_MESSAGES.otpSent }
      }
      const u = await repo.byContact(contact)
      let owner: { id: string | null } | undefined
      if (body.purpose === 'reset') owner = u
      else if (kind === 'email') owner = u && !u.email_verified_at ? u : undefined // an account still waiting for its code
      else owner = u ? undefined : { id: null } // a phone signup: a number nobody has yet
      if (owner) {
        await otp.sendCode({ contact, purpose: body.purpose, userId: owner.id }).catch((err: unknown) => {
          // inside the cooldown the last code still works
          if (!(err instanceof DomainError && err.code === 'rate_limited')) throw err
        })
      }
      return { message: AUTH_MESSAGES.otpSent }
    },
  }

  /**
   * Moves a verified pending contact into place and ends every other session of the account (the
   * one making the change stays), together; the unique index turns a taken contact into a 409.
   */
  async function applyPendingContact(user: AuthUser, contact: string) {
    const isEmail = contactKind(contact) === 'email'
    const t = now().toISOString()
    try {
      await db.kysely.transaction().execute(async (trx) => {
        const r = await tablesOf<AuthTables>(trx)
          .updateTable('app_user')
          .set(isEmail ? { email: contact, email_verified_at: t, pending_contact: null } : { phone: contact, phone_verified_at: t, pending_contact: null })
          .where('id', '=', user.id)
          .where('pending_contact', '=', contact)
          .executeTakeFirst()
        if (Number(r.numUpdatedRows) !== 1) throw wrongCode()
        await sessions.revokeAll(user.id, user.sessionId, trx)
      })
    } catch (err) {
      if (err instanceof DomainError) throw err
      if (isUniqueViolation(err)) throw new DomainError(isEmail ? 'email_taken' : 'phone_taken', isEmail ? MSG.emailTaken : MSG.phoneTaken)
      throw err
    }
    return (await repo.byId(user.id))!
  }
}
