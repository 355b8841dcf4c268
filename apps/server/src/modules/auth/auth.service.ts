import { DomainError, normaliseEmail, type AuthSession, type LoginAnswer, type Me } from '@shop/domain'
import type { Config } from '../../config'
import type { Db } from '../../db/database'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { CaptchaVerifier, Mailer, SmsSender } from '../notifications/notifications.types'
import { createAuthRepository, toMe, type AuthRepository } from './auth.repository'
import { createChallenges } from './auth.challenges'
import { createLoginThrottle, type LoginThrottle } from './auth.login-throttle'
import { createOtp, type Otp } from './auth.otp'
import { checkPassword } from '../../lib/passwords'
import { createProfileFlows } from './auth.profile'
import { createSecurityNotices, type NoticeLog, type SecurityNotices } from './auth.security-notices'
import { createSessions, type Sessions } from './auth.sessions'
import { createSigninFlows } from './auth.signin'
import { createSignupFlows } from './auth.signup'
import { serverSecret } from '../../db/server-secret'

export interface AuthDeps {
  db: Db
  /** PUBLIC_URL: where the links of security notices point (the default when absent, as in config.ts) */
  config: Pick<Config, 'SESSION_DAYS'> & Partial<Pick<Config, 'PUBLIC_URL'>>
  mailer: Mailer
  sms: SmsSender
  /** Guards whatever sends a text message; off (always true) when no captcha is configured. */
  captcha: CaptchaVerifier
  /** The clock; tests move it. */
  now?: () => Date
  /** Where a security notice that could not be sent is reported. */
  log?: NoticeLog
}

/** What the flows (signup, signin, profile) share. */
export interface AuthContext {
  db: Db
  repo: AuthRepository
  sessions: Sessions
  otp: Otp
  throttle: LoginThrottle
  captcha: CaptchaVerifier
  secret: () => Promise<Buffer>
  now: () => Date
  core: AuthCore
  notices: SecurityNotices
}

export interface AuthCore {
  /** A new session for a user: SPEC's { access } plus the display name the browser keeps. */
  issueSession(userId: string): Promise<AuthSession>
  /** A session, or for a user with two-factor authentication a challenge for the second step. */
  completeLogin(userId: string): Promise<LoginAnswer>
  /** The user a live challenge belongs to (unexpired, unused, under 5 tries); counts nothing, uses nothing. */
  consumeChallenge(challenge: string): Promise<{ userId: string } | null>
  /** Counts a try at the second step, before it is judged: the user, or null once five were counted (or it expired or was used). */
  tryChallenge(challenge: string): Promise<{ userId: string } | null>
  /** After a counted try that was right: uses the challenge (once) and signs the user in; 401 when it is no longer valid. */
  finishChallenge(challenge: string): Promise<AuthSession>
  verifyPassword(userId: string, password: string): Promise<boolean>
  revokeSessions(userId: string, exceptSessionId?: string): Promise<void>
  /** Turns two-factor authentication on or off and ends every other session of the user. */
  setTwoFactorEnabled(userId: string, enabled: boolean, keepSessionId: string): Promise<void>
  getUser(userId: string): Promise<Me | null>
  /** Tells the account's verified contact of a two-factor change, with a "not you?" link (decision 024). */
  notifySecurityChange(userId: string, kind: 'two_factor_off' | 'two_factor_reset' | 'questions_changed'): Promise<void>
  /** Social sign-in: the account of a provider-verified email (marked verified), or a new one without password. */
  userForVerifiedEmail(input: { email: string; name: string }): Promise<{ userId: string }>
  sendCode: Otp['sendCode']
  checkCode: Otp['checkCode']
  /** The hook's lookup: the user of a bearer token, or null. */
  authenticate(token: string): Promise<AuthUser | null>
}

const TWO_FACTOR_METHODS: Array<'totp' | 'questions'> = ['totp', 'questions']

export function createAuthService(deps: AuthDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const repo = createAuthRepository(db)
  const secret = serverSecret(db)
  const sessions = createSessions({ db, days: deps.config.SESSION_DAYS, now })
  const otp = createOtp({ db, mailer: deps.mailer, sms: deps.sms, secret, now })
  const challenges = createChallenges({ db, now })
  const throttle = createLoginThrottle({ db, now })
  const notices = createSecurityNotices({
    db,
    repo,
    sessions,
    otp,
    mailer: deps.mailer,
    sms: deps.sms,
    publicUrl: deps.config.PUBLIC_URL ?? 'http://localhost:3000',
    now,
    log: deps.log,
  })

  async function userOrThrow(userId: string) {
    const u = await repo.byId(userId)
    if (!u) throw new DomainError('signed_out', 'Please sign in first')
    return u
  }

  const core: AuthCore = {
    async issueSession(userId) {
      return sessions.issue(await userOrThrow(userId))
    },

    async completeLogin(userId) {
      const u = await userOrThrow(userId)
      if (u.two_factor_enabled !== 1) return sessions.issue(u)
      return { two_factor_required: true, challenge: await challenges.open(u.id), methods: [...TWO_FACTOR_METHODS] }
    },

    consumeChallenge: (challenge) => challenges.find(challenge),

    tryChallenge: (challenge) => challenges.count(challenge),

    async finishChallenge(challenge) {
      const used = await challenges.use(challenge)
      if (!used) throw new DomainError('sign_in_expired', 'This sign-in has expired, please sign in again')
      return core.issueSession(used.userId)
    },


    async verifyPassword(userId, password) {
      return checkPassword((await repo.byId(userId))?.password_hash, password)
    },

    revokeSessions: (userId, exceptSessionId) => sessions.revokeAll(userId, exceptSessionId),

    async setTwoFactorEnabled(userId, enabled, keepSessionId) {
      await db.kysely.transaction().execute(async (trx) => {
        await repo.update(userId, { two_factor_enabled: enabled ? 1 : 0 }, trx)
        await sessions.revokeAll(userId, keepSessionId, trx)
      })
    },

    async getUser(userId) {
      const u = await repo.byId(userId)
      return u ? toMe(u) : null
    },

    notifySecurityChange: (userId, kind) => notices.accountChanged(userId, kind),

    async userForVerifiedEmail({ email, name }) {
      const address = normaliseEmail(email)
      const t = now().toISOString()
      for (let attempt = 0; attempt < 2; attempt++) {
        const found = await repo.byContact(address)
        if (found) {
          if (!found.email_verified_at) {
            // Whoever registered this address never proved it: the password they chose (possibly an
            // attacker's, waiting for the owner) must not open the account the owner now proves.
            await db.kysely.transaction().execute(async (trx) => {
              await repo.update(found.id, { email_verified_at: t, password_hash: null, failed_logins: 0, locked_until: null }, trx)
              await sessions.revokeAll(found.id, undefined, trx)
            })
          }
          return { userId: found.id }
        }
        const id = newId('usr')
        const username = name.trim().slice(0, 80) || address.split('@')[0]!.slice(0, 80)
        const inserted = await repo.insert({
          id,
          username,
          email: address,
          phone: null,
          gender: '',
          password_hash: null,
          email_verified_at: t,
          phone_verified_at: null,
          pending_contact: null,
          locked_until: null,
          created_at: t,
        })
        if (inserted) return { userId: id }
        // lost a race with another sign-in of the same address: read the winner
      }
      throw new DomainError('email_taken', 'User with this email already exists')
    },

    sendCode: (input) => otp.sendCode(input),
    checkCode: (input) => otp.checkCode(input),
    authenticate: (token) => sessions.authenticate(token),
  }

  const ctx: AuthContext = { db, repo, sessions, otp, throttle, captcha: deps.captcha, secret, now, core, notices }
  return {
    ...core,
    /** A security notice's "not you?" link (decision 024). */
    undoSecurityChange: (token: string) => notices.undo(token),
    ...createSignupFlows(ctx),
    ...createSigninFlows(ctx),
    ...createProfileFlows(ctx),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
