import type { AuthSession, TwoFactorSetup, TwoFactorStatus } from '@shop/domain'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { base32Decode, hotp, totpStep } from './two-factor.totp'
import { openSecret } from './two-factor.crypto'
import { call, challengeFor, codeFor, createUser, enableTwoFactor, login, PASSWORD, QUESTIONS, signIn } from './two-factor.testing'

describe.each(testDialects())('two-factor setup and login (%s)', (dialect) => {
  let t: TestContext
  let dataDir: string

  beforeAll(async () => {
    // Only Date is faked: TOTP steps, challenges and rate-limit windows follow it; timers stay real.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:05Z') })
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-2fa-'))
    t = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
    vi.useRealTimers()
  })
  // Each test starts in a fresh quarter hour: rate-limit windows and TOTP steps of earlier tests are past.
  beforeEach(() => vi.setSystemTime(Date.now() + 20 * 60_000))

  it('tells a guest to sign in and a new user that nothing is set', async () => {
    expect((await call(t, null, 'GET', '/auth/two-factor')).statusCode).toBe(401)
    await createUser(t, 'status@example.com')
    const token = await signIn(t, 'status@example.com')
    const res = await call(t, token, 'GET', '/auth/two-factor')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ enabled: false, has_questions: false, confirmed: false, questions: [] })
  })

  it('setup needs the password and gives a secret, its otpauth URL and a QR code; the secret is stored encrypted', async () => {
    const userId = await createUser(t, 'setup@example.com')
    const token = await signIn(t, 'setup@example.com')
    const wrong = await call(t, token, 'POST', '/auth/two-factor/setup', { password: 'not it' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe('The password is not correct')
    expect(wrong.json().errors).toEqual([{ path: 'password', message: 'The password is not correct' }])

    const res = await call(t, token, 'POST', '/auth/two-factor/setup', { password: PASSWORD })
    expect(res.statusCode).toBe(200)
    const setup = res.json<TwoFactorSetup>()
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.otpauth_url).toBe(
      `otpauth://totp/Lumen%20%26%20Leaf:setup%40example.com?secret=${setup.secret}&issuer=Lumen%20%26%20Leaf&algorithm=SHA1&digits=6&period=30`,
    )
    expect(setup.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)

    const row = await t.db.kysely.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
    expect(row.totp_secret).not.toContain(setup.secret)
    expect(row.confirmed_at).toBeNull()
    const key = await t.db.kysely.selectFrom('meta').select('value').where('key', '=', 'two_factor_key').executeTakeFirstOrThrow()
    expect(openSecret(row.totp_secret, key.value, userId)).toBe(setup.secret)
    // bound to its user: the same ciphertext under another user's id does not open
    expect(() => openSecret(row.totp_secret, key.value, 'usr_someoneelse00000')).toThrow()
  })

  it('turns on only with the questions and a right code; answers are stored hashed; other sessions end', async () => {
    const userId = await createUser(t, 'enable@example.com')
    const token = await signIn(t, 'enable@example.com')
    const otherDevice = await signIn(t, 'enable@example.com')

    expect((await call(t, token, 'POST', '/auth/two-factor/confirm', { code: '123456' })).json().error).toBe('Please scan the QR code and start the setup first')
    const { secret } = (await call(t, token, 'POST', '/auth/two-factor/setup', { password: PASSWORD })).json<TwoFactorSetup>()
    const early = await call(t, token, 'POST', '/auth/two-factor/confirm', { code: codeFor(secret) })
    expect(early.statusCode).toBe(400)
    expect(early.json().error).toBe('Please set your three security questions first')

    const q = await call(t, token, 'POST', '/auth/two-factor/questions', { questions: QUESTIONS, password: PASSWORD })
    expect(q.statusCode).toBe(200)
    expect(q.json<TwoFactorStatus>()).toMatchObject({ enabled: false, has_questions: true, questions: QUESTIONS.map((x) => x.question) })
    const stored = await t.db.kysely.selectFrom('security_question').selectAll().where('user_id', '=', userId).orderBy('position').execute()
    expect(stored.map((s) => s.position)).toEqual([1, 2, 3])
    for (const [i, s] of stored.entries()) {
      expect(s.answer_hash).toMatch(/^\$argon2id\$/)
      expect(s.answer_hash.toLowerCase()).not.toContain(QUESTIONS[i]!.answer.toLowerCase())
    }

    const wrong = await call(t, token, 'POST', '/auth/two-factor/confirm', { code: codeFor(secret, 3) })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe('Enter Correct OTP')
    expect(wrong.json().errors).toEqual([{ path: 'code', message: 'Enter Correct OTP' }])
    expect((await call(t, otherDevice, 'GET', '/auth/two-factor')).statusCode).toBe(200)

    const ok = await call(t, token, 'POST', '/auth/two-factor/confirm', { code: codeFor(secret) })
    expect(ok.statusCode).toBe(200)
    expect(ok.json<TwoFactorStatus>()).toMatchObject({ enabled: true, has_questions: true, confirmed: true })
    expect((await call(t, token, 'GET', '/auth/two-factor')).statusCode).toBe(200)
    expect((await call(t, otherDevice, 'GET', '/auth/two-factor')).statusCode).toBe(401)
    // on is on: a second setup would replace the secret behind the user's back
    expect((await call(t, token, 'POST', '/auth/two-factor/setup', { password: PASSWORD })).statusCode).toBe(409)
  })

  it('a login is not complete until the second step passes; the TOTP code gives a working session', async () => {
    await createUser(t, 'login@example.com')
    const secret = await enableTwoFactor(t, await signIn(t, 'login@example.com'))
    vi.setSystemTime(Date.now() + 60_000)

    const answer = await login(t, 'login@example.com')
    expect(answer).toEqual({ two_factor_required: true, challenge: expect.any(String), methods: ['totp', 'questions'] })
    expect(answer).not.toHaveProperty('access')
    const { challenge } = answer as { challenge: string }
    expect((await call(t, challenge, 'GET', '/auth/two-factor')).statusCode).toBe(401)

    const res = await call(t, null, 'POST', '/auth/two-factor/verify', { challenge, code: codeFor(secret) })
    expect(res.statusCode).toBe(200)
    const session = res.json<AuthSession>()
    expect(session.username).toBe('login')
    const me = await call(t, session.access, 'GET', '/auth/two-factor')
    expect(me.statusCode).toBe(200)
    expect(me.json().enabled).toBe(true)
    // one challenge, one session
    expect((await call(t, null, 'POST', '/auth/two-factor/verify', { challenge, code: codeFor(secret, 1) })).statusCode).toBe(401)
  })

  it('refuses a code that was already used, also on a new challenge; a later code still works', async () => {
    await createUser(t, 'replay@example.com')
    const secret = await enableTwoFactor(t, await signIn(t, 'replay@example.com'))
    vi.setSystemTime(Date.now() + 60_000)
    const code = codeFor(secret)

    const first = await challengeFor(t, 'replay@example.com')
    expect((await call(t, null, 'POST', '/auth/two-factor/verify', { challenge: first.challenge, code })).statusCode).toBe(200)
    const second = await challengeFor(t, 'replay@example.com')
    const replay = await call(t, null, 'POST', '/auth/two-factor/verify', { challenge: second.challenge, code })
    expect(replay.statusCode).toBe(400)
    expect(replay.json().error).toBe('Enter Correct OTP')
    // an earlier step's code is refused too: steps only move forward
    expect((await call(t, null, 'POST', '/auth/two-factor/verify', { challenge: second.challenge, code: codeFor(secret, -1) })).statusCode).toBe(400)
    expect((await call(t, null, 'POST', '/auth/two-factor/verify', { challenge: second.challenge, code: codeFor(secret, 1) })).statusCode).toBe(200)
  })

  it('counts wrong codes: the fifth ends the challenge, even for the right code after it', async () => {
    await createUser(t, 'brute@example.com')
    const secret = await enableTwoFactor(t, await signIn(t, 'brute@example.com'))
    vi.setSystemTime(Date.now() + 60_000)
    const { challenge } = await challengeFor(t, 'brute@example.com')
    const right = codeFor(secret)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await call(t, null, 'POST', '/auth/two-factor/verify', { challenge, code: wrong })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('Enter Correct OTP')
    }
    const after = await call(t, null, 'POST', '/auth/two-factor/verify', { challenge, code: right })
    expect(after.statusCode).toBe(401)
    // a new login (password again) gets a new challenge, and the unspent code works there
    const fresh = await challengeFor(t, 'brute@example.com')
    expect((await call(t, null, 'POST', '/auth/two-factor/verify', { challenge: fresh.challenge, code: right })).statusCode).toBe(200)
  })

  it('accepts a code one step old or ahead, not two', async () => {
    await createUser(t, 'drift@example.com')
    const secret = await enableTwoFactor(t, await signIn(t, 'drift@example.com'))
    vi.setSystemTime(Date.now() + 5 * 60_000)
    const key = base32Decode(secret)
    const step = totpStep(Date.now())
    const { challenge } = await challengeFor(t, 'drift@example.com')
    expect((await call(t, null, 'POST', '/auth/two-factor/verify', { challenge, code: hotp(key, step + 2) })).statusCode).toBe(400)
    expect((await call(t, null, 'POST', '/auth/two-factor/verify', { challenge, code: hotp(key, step - 1) })).statusCode).toBe(200)
  })

  it('rejects bad input with a clear 400 and writes nothing', async () => {
    const userId = await createUser(t, 'bad@example.com')
    const token = await signIn(t, 'bad@example.com')
    const two = await call(t, token, 'POST', '/auth/two-factor/questions', { questions: QUESTIONS.slice(0, 2), password: PASSWORD })
    expect(two.statusCode).toBe(400)
    expect(two.json().error).toContain('Please set three questions')
    const same = QUESTIONS.map((q) => ({ ...q, question: 'Name of your first pet?' }))
    const dup = await call(t, token, 'POST', '/auth/two-factor/questions', { questions: same, password: PASSWORD })
    expect(dup.statusCode).toBe(400)
    expect(dup.json().error).toContain('Please choose three different questions')
    expect(await t.db.kysely.selectFrom('security_question').select('user_id').where('user_id', '=', userId).execute()).toEqual([])

    const both = await call(t, null, 'POST', '/auth/two-factor/verify', { challenge: 'x'.repeat(20), code: '123456', answers: ['a', 'b', 'c'] })
    expect(both.statusCode).toBe(400)
    expect(both.json().error).toContain('Give either the authenticator code or the three answers')
    const short = await call(t, null, 'POST', '/auth/two-factor/verify', { challenge: 'x'.repeat(20), code: '12345' })
    expect(short.statusCode).toBe(400)
    expect(short.json().error).toContain('Enter Correct OTP')
    const noMail = await call(t, null, 'POST', '/auth/two-factor/verify', { challenge: 'x'.repeat(20), answers: ['a', 'b', 'c'] })
    expect(noMail.statusCode).toBe(400)
    expect(noMail.json().error).toContain('Enter the code we emailed you')
    const unknown = await call(t, null, 'POST', '/auth/two-factor/verify', { challenge: 'x'.repeat(20), code: '123456' })
    expect(unknown.statusCode).toBe(401)
  })

  it('limits password and code checks per account', async () => {
    await createUser(t, 'limit@example.com')
    const token = await signIn(t, 'limit@example.com')
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await call(t, token, 'POST', '/auth/two-factor/setup', { password: `guess ${i}` })).statusCode)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses[10]).toBe(429)
  })
})
