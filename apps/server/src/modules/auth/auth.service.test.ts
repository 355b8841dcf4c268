import type { MailMessage, SmsMessage } from '../notifications/notifications.types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createAuthService, type AuthService } from './auth.service'
import { codeIn } from './auth.testing'

const MIN = 60_000

/** The service with a clock the test moves: expiry, cooldown and sliding sessions. */
describe.each(testDialects())('auth service over time (%s)', (dialect) => {
  let ctx: TestContext
  let auth: AuthService
  let t = Date.parse('2026-11-21T10:00:00.000Z')
  const mails: MailMessage[] = []
  const texts: SmsMessage[] = []
  const lastCode = (to: string) => codeIn([...mails, ...texts].filter((m) => m.to === to).at(-1)!.text)

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
    auth = createAuthService({
      db: ctx.db,
      config: { SESSION_DAYS: 30 },
      mailer: { send: async (m) => void mails.push(m) },
      sms: { send: async (m) => void texts.push(m) },
      captcha: { enabled: false, verify: async () => true },
      now: () => new Date(t),
    })
  })
  afterAll(async () => ctx?.close())

  it('a code lives 10 minutes', async () => {
    await auth.sendCode({ contact: 'clock@example.com', purpose: 'signup' })
    const code = lastCode('clock@example.com')
    t += 9 * MIN + 59_000
    expect(await auth.checkCode({ contact: 'clock@example.com', purpose: 'signup', code, keep: true })).toEqual({ userId: null })
    t += 1000
    expect(await auth.checkCode({ contact: 'clock@example.com', purpose: 'signup', code })).toBeNull()
  })

  it('a new code only after 60 seconds, and then only the new one works', async () => {
    await auth.sendCode({ contact: '+420777555444', purpose: 'signup' })
    const first = lastCode('+420777555444')
    t += 30_000
    await expect(auth.sendCode({ contact: '+420 777 555 444', purpose: 'signup' })).rejects.toMatchObject({
      code: 'rate_limited',
      reason: 'otp_too_soon',
      message: 'Please wait 30 seconds before asking for a new code',
      retryAfter: 30,
    })
    t += 30_000
    await auth.sendCode({ contact: '+420777555444', purpose: 'signup' })
    expect(texts.filter((m) => m.to === '+420777555444')).toHaveLength(2)
    const second = lastCode('+420777555444')
    if (first !== second) expect(await auth.checkCode({ contact: '+420777555444', purpose: 'signup', code: first })).toBeNull()
    expect(await auth.checkCode({ contact: '+420777555444', purpose: 'signup', code: second })).toEqual({ userId: null })
  })

  it('codes are 6 digits, stored only as a hash, separate per purpose', async () => {
    await auth.sendCode({ contact: 'purpose@example.com', purpose: 'reset' })
    const code = lastCode('purpose@example.com')
    expect(code).toMatch(/^\d{6}$/)
    const rows = await ctx.db.kysely.selectFrom('otp_code').selectAll().where('contact', '=', 'purpose@example.com').execute()
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code)
    expect(await auth.checkCode({ contact: 'purpose@example.com', purpose: 'signup', code })).toBeNull()
    expect(await auth.checkCode({ contact: 'purpose@example.com', purpose: 'reset', code })).toEqual({ userId: null })
  })

  it('parallel guesses cannot exceed five tries', async () => {
    await auth.sendCode({ contact: 'storm@example.com', purpose: 'signup' })
    const code = lastCode('storm@example.com')
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    await Promise.all(guesses.map((g) => auth.checkCode({ contact: 'storm@example.com', purpose: 'signup', code: g })))
    const row = await ctx.db.kysely.selectFrom('otp_code').select('attempts').where('contact', '=', 'storm@example.com').executeTakeFirstOrThrow()
    expect(row.attempts).toBe(5)
    expect(await auth.checkCode({ contact: 'storm@example.com', purpose: 'signup', code })).toBeNull()
  })

  it('a session slides with use and ends after SESSION_DAYS without it', async () => {
    const { userId } = await auth.userForVerifiedEmail({ email: 'slide@example.com', name: 'Slide' })
    const { access } = await auth.issueSession(userId)
    t += 29 * 24 * 60 * MIN
    expect(await auth.authenticate(access)).toMatchObject({ id: userId, username: 'Slide' })
    t += 29 * 24 * 60 * MIN
    // used a day before it would have ended: still alive 29 days later
    expect(await auth.authenticate(access)).toMatchObject({ id: userId })
    t += 30 * 24 * 60 * MIN + 1000
    expect(await auth.authenticate(access)).toBeNull()
  })

  it('last use is written at most once a minute', async () => {
    const { userId } = await auth.userForVerifiedEmail({ email: 'touch@example.com', name: 'Touch' })
    const { access } = await auth.issueSession(userId)
    const lastUsed = async () => (await ctx.db.kysely.selectFrom('session').select('last_used_at').where('user_id', '=', userId).executeTakeFirstOrThrow()).last_used_at
    const start = await lastUsed()
    t += 30_000
    await auth.authenticate(access)
    expect(await lastUsed()).toBe(start)
    t += 31_000
    await auth.authenticate(access)
    expect(await lastUsed()).toBe(new Date(t).toISOString())
  })

  it('a two-factor challenge lives 5 minutes', async () => {
    const { userId } = await auth.userForVerifiedEmail({ email: 'chal@example.com', name: 'Chal' })
    await auth.setTwoFactorEnabled(userId, true, 'ses_none')
    const answer = await auth.completeLogin(userId)
    if (!('challenge' in answer)) throw new Error('expected a challenge')
    t += 4 * MIN
    expect(await auth.consumeChallenge(answer.challenge)).toEqual({ userId })
    t += MIN
    expect(await auth.consumeChallenge(answer.challenge)).toBeNull()
    await expect(auth.finishChallenge(answer.challenge)).rejects.toMatchObject({ code: 'unauthorized' })
    await auth.setTwoFactorEnabled(userId, false, 'ses_none')
    expect(await auth.completeLogin(userId)).toMatchObject({ access: expect.any(String), username: 'Chal' })
  })

  it('a verified phone number may sign up for 15 minutes', async () => {
    await auth.sendCode({ contact: '+420777888999', purpose: 'signup' })
    const proof = await auth.verifyCode({ email: '+420777888999', otp: lastCode('+420777888999'), purpose: 'signup' }, null)
    if (!('verification_token' in proof)) throw new Error('expected a verification token')
    t += 15 * MIN + 1000
    const body = { username: 'Late', email: '+420777888999', gender: '' as const, password: 'secret1', two_factor_auth: false, verification_token: proof.verification_token }
    await expect(auth.register(body)).rejects.toMatchObject({ code: 'validation_failed' })
  })

  it('a failed delivery forgets the code, so asking again works at once', async () => {
    const failing = createAuthService({
      db: ctx.db,
      config: { SESSION_DAYS: 30 },
      mailer: { send: async () => Promise.reject(new Error('SMTP down')) },
      sms: { send: async () => {} },
      captcha: { enabled: false, verify: async () => true },
      now: () => new Date(t),
    })
    await expect(failing.register({ username: 'Down', email: 'down@example.com', gender: '', password: 'secret1', two_factor_auth: false })).rejects.toThrow('SMTP down')
    expect(await ctx.db.kysely.selectFrom('app_user').select('id').where('email', '=', 'down@example.com').execute()).toEqual([])
    const res = await auth.register({ username: 'Down', email: 'down@example.com', gender: '', password: 'secret1', two_factor_auth: false })
    expect(res.message).toMatch(/registered successfully/)
  })
})
