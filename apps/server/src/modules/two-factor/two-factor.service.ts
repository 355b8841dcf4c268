import { hash, verify } from '@node-rs/argon2'
import {
  AUTH_MESSAGES,
  DomainError,
  normaliseAnswer,
  TWO_FACTOR_MESSAGES as M,
  type AuthSession,
  type SecurityQuestions,
  type TwoFactorRecovery,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type TwoFactorVerify,
} from '@shop/domain'
import QRCode from 'qrcode'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import type { AuthCore } from '../auth/auth.service'
import { openSecret, sealSecret } from './two-factor.crypto'
import { createTwoFactorRepository } from './two-factor.repository'
import { generateTotpSecret, matchTotp, otpauthUrl } from './two-factor.totp'

/** What this module asks of the accounts module. */
export type TwoFactorAuth = Pick<
  AuthCore,
  | 'consumeChallenge'
  | 'finishChallenge'
  | 'tryChallenge'
  | 'verifyPassword'
  | 'setTwoFactorEnabled'
  | 'getUser'
  | 'sendCode'
  | 'checkCode'
  | 'notifySecurityChange'
>

export interface TwoFactorDeps {
  db: Db
  auth: TwoFactorAuth
  /** The name authenticator apps show above the code. */
  issuer?: string
  now?: () => Date
}

// argon2id (`algorithm: 2`; the enum is a const enum isolated modules cannot read) with the
// passwords' setting: answers are short and guessable, so the hash must be slow.
const ANSWER_HASH = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

// Each failure names its field, so a form puts the message under the right input.
const wrongCode = (field: 'code' | 'email_otp' = 'code') =>
  new DomainError('otp_wrong', AUTH_MESSAGES.wrongOtp, [{ path: field, message: AUTH_MESSAGES.wrongOtp }])
const answersMismatch = () => new DomainError('answers_mismatch', M.answersMismatch, [{ path: 'answers', message: M.answersMismatch }])
const expiredChallenge = () => new DomainError('sign_in_expired', 'This sign-in has expired, please sign in again')

/** "ana@example.com" → "a***@example.com"; "+420777123456" → "+******456": enough to recognise, not to learn. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@')
  if (at > 0) return `${contact[0]}***${contact.slice(at)}`
  return `+******${contact.slice(-3)}`
}

/**
 * Two-factor authentication: a TOTP authenticator (RFC 6238) plus three security questions. It is
 * switched on only when both are in place, so a lost phone always has a way back: the answers
 * together with a code sent to the user's verified email (or phone).
 */
export function createTwoFactorService({ db, auth, issuer = 'Lumen & Leaf', now = () => new Date() }: TwoFactorDeps) {
  const repo = createTwoFactorRepository(db)
  async function userOf(userId: string) {
    const u = await auth.getUser(userId)
    if (!u) throw new DomainError('signed_out', 'Please sign in first')
    return u
  }

  async function requirePassword(userId: string, password: string): Promise<void> {
    if (!(await auth.verifyPassword(userId, password))) {
      throw new DomainError('password_wrong', M.wrongPassword, [{ path: 'password', message: M.wrongPassword }])
    }
  }

  /** True when `code` is the user's current TOTP code and was not used before (the step is then spent). */
  async function acceptCode(userId: string, code: string): Promise<boolean> {
    const row = await repo.find(userId)
    if (!row) return false
    const secret = openSecret(row.totp_secret, await repo.secretKey(), userId)
    const step = matchTotp(secret, code, now().getTime())
    if (step === null) return false
    return repo.acceptStep(userId, step, now().toISOString())
  }

  async function answersMatch(userId: string, answers: string[]): Promise<boolean> {
    const stored = await repo.questions(userId)
    if (stored.length !== 3) return false
    // All three are checked every time: the answer's timing does not tell which one was wrong.
    const results = await Promise.all(stored.map((q, i) => verify(q.answer_hash, normaliseAnswer(answers[i] ?? '')).catch(() => false)))
    return results.every(Boolean)
  }

  /** Where the recovery code goes: the verified email, else the verified phone. */
  async function recoveryContact(userId: string): Promise<string> {
    const u = await userOf(userId)
    if (u.email && u.email_verified) return u.email
    if (u.phone_number && u.phone_verified) return u.phone_number
    throw new DomainError('no_verified_email', M.noEmail)
  }

  /**
   * The phone-lost proof: the emailed code and the three answers. The code is looked at first
   * without spending it, so wrong answers do not cost the user a fresh code, and the answers are
   * judged only for someone who holds the code.
   */
  async function proveRecovery(userId: string, answers: string[], emailOtp: string): Promise<void> {
    const contact = await recoveryContact(userId)
    if (!(await auth.checkCode({ contact, purpose: '2fa_recovery', code: emailOtp, keep: true }))) {
      throw wrongCode('email_otp')
    }
    if (!(await answersMatch(userId, answers))) {
      throw answersMismatch()
    }
    const used = await auth.checkCode({ contact, purpose: '2fa_recovery', code: emailOtp })
    if (!used || (used.userId && used.userId !== userId)) {
      throw wrongCode('email_otp')
    }
  }

  /**
   * Off, then the secret removed: if the second step failed, what is left (2FA off, an old secret
   * row) is harmless, and a new setup replaces the row.
   */
  async function switchOff(user: AuthUser): Promise<TwoFactorStatus> {
    await auth.setTwoFactorEnabled(user.id, false, user.sessionId)
    await repo.remove(user.id)
    return service.status(user.id)
  }

  const service = {
    async status(userId: string): Promise<TwoFactorStatus> {
      const [u, row, questions] = await Promise.all([userOf(userId), repo.find(userId), repo.questions(userId)])
      return {
        enabled: u.two_factor_enabled,
        has_questions: questions.length === 3,
        confirmed: !!row?.confirmed_at,
        questions: questions.map((q) => q.question),
      }
    },

    /** A new secret for the authenticator app; it counts only once a code from it is confirmed. */
    async setup(user: AuthUser, password: string): Promise<TwoFactorSetup> {
      const u = await userOf(user.id)
      if (u.two_factor_enabled) throw new DomainError('two_factor_already_on', M.alreadyOn)
      await requirePassword(user.id, password)
      const secret = generateTotpSecret()
      const t = now().toISOString()
      await repo.savePending(user.id, sealSecret(secret, await repo.secretKey(), user.id), t)
      const url = otpauthUrl({ secret, issuer, account: u.email ?? u.phone_number ?? u.username })
      const qr_svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#1f2a24', light: '#ffffff' } })
      return { secret, otpauth_url: url, qr_svg }
    },

    /** A code from the app proves the setup; with the questions in place, 2FA goes on and other sessions end. */
    async confirm(user: AuthUser, code: string): Promise<TwoFactorStatus> {
      const u = await userOf(user.id)
      if (u.two_factor_enabled) throw new DomainError('two_factor_already_on', M.alreadyOn)
      if (!(await repo.find(user.id))) throw new DomainError('two_factor_setup_first', M.setupFirst)
      // Checked before the code, so a user sent back to the questions does not spend a code.
      if ((await repo.questions(user.id)).length !== 3) throw new DomainError('two_factor_questions_first', M.questionsFirst)
      if (!(await acceptCode(user.id, code))) throw wrongCode()
      await auth.setTwoFactorEnabled(user.id, true, user.sessionId)
      await repo.markConfirmed(user.id, now().toISOString())
      return service.status(user.id)
    },

    /** Sets all three questions; while 2FA is on, changing them also takes a code from the app. */
    async setQuestions(user: AuthUser, body: SecurityQuestions): Promise<TwoFactorStatus> {
      const u = await userOf(user.id)
      await requirePassword(user.id, body.password)
      if (u.two_factor_enabled) {
        if (!body.code) throw new DomainError('two_factor_code_needed', M.codeNeeded, [{ path: 'code', message: M.codeNeeded }])
        if (!(await acceptCode(user.id, body.code))) throw wrongCode()
      }
      const rows = await Promise.all(
        body.questions.map(async (q) => ({ question: q.question, answer_hash: await hash(normaliseAnswer(q.answer), ANSWER_HASH) })),
      )
      await repo.replaceQuestions(user.id, rows, now().toISOString())
      await auth.notifySecurityChange(user.id, 'questions_changed')
      return service.status(user.id)
    },

    /**
     * The second step of a login. Every try is counted before it is judged (five per challenge), so
     * parallel guesses get no more; a right one uses the challenge, once.
     */
    async verify(body: TwoFactorVerify): Promise<AuthSession> {
      const counted = await auth.tryChallenge(body.challenge)
      if (!counted) throw expiredChallenge()
      if (body.code) {
        if (!(await acceptCode(counted.userId, body.code))) throw wrongCode()
      } else {
        await proveRecovery(counted.userId, body.answers ?? [], body.email_otp ?? '')
      }
      return auth.finishChallenge(body.challenge)
    },

    /** Phone lost: sends the recovery code and tells which questions to answer. */
    async sendRecoveryCode(user: AuthUser | null, challenge: string | undefined): Promise<TwoFactorRecovery> {
      let userId: string
      if (challenge) {
        const found = await auth.consumeChallenge(challenge)
        if (!found) throw expiredChallenge()
        userId = found.userId
      } else if (user) {
        userId = user.id
      } else {
        throw new DomainError('signed_out', 'Please sign in first')
      }
      if (!(await userOf(userId)).two_factor_enabled) throw new DomainError('two_factor_off', M.notOn)
      const questions = await repo.questions(userId)
      const contact = await recoveryContact(userId)
      await auth.sendCode({ contact, purpose: '2fa_recovery', userId })
      return { questions: questions.map((q) => q.question), sent_to: maskContact(contact) }
    },

    /** Turns 2FA off with the password and either a code from the app or the three answers. */
    async disable(user: AuthUser, body: { password: string; code?: string; answers?: string[] }): Promise<TwoFactorStatus> {
      if (!(await userOf(user.id)).two_factor_enabled) throw new DomainError('two_factor_off', M.notOn)
      await requirePassword(user.id, body.password)
      if (body.code) {
        if (!(await acceptCode(user.id, body.code))) throw wrongCode()
      } else if (!(await answersMatch(user.id, body.answers ?? []))) {
        throw answersMismatch()
      }
      const status = await switchOff(user)
      await auth.notifySecurityChange(user.id, 'two_factor_off')
      return status
    },

    /** Phone lost: the password, the answers and the emailed code turn 2FA off; the user sets it up anew. */
    async reset(user: AuthUser, body: { password: string; answers: string[]; email_otp: string }): Promise<TwoFactorStatus> {
      if (!(await userOf(user.id)).two_factor_enabled) throw new DomainError('two_factor_off', M.notOn)
      await requirePassword(user.id, body.password)
      await proveRecovery(user.id, body.answers, body.email_otp)
      const status = await switchOff(user)
      await auth.notifySecurityChange(user.id, 'two_factor_reset')
      return status
    },
  }
  return service
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>
