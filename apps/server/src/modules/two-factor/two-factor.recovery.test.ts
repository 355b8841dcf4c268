import type { TwoFactorRecovery, TwoFactorStatus } from '@shop/domain'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import {
  ANSWERS,
  call,
  challengeFor,
  codeFor,
  createUser,
  enableTwoFactor,
  lastMailedCode,
  PASSWORD,
  QUESTIONS,
  signIn,
} from './two-factor.testing'

describe.each(testDialects())('two-factor recovery, disable and reset (%s)', (dialect) => {
  let t: TestContext
  let dataDir: string

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T10:00:05Z') })
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-2fa-'))
    t = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
    vi.useRealTimers()
  })
  beforeEach(() => vi.setSystemTime(Date.now() + 20 * 60_000))

  const verify = (body: object) => call(t, null, 'POST', '/auth/two-factor/verify', body)

  it('phone lost at login: the answers (as typed, any case and spacing) with the emailed code sign in', async () => {
    await createUser(t, 'lost@example.com')
    await enableTwoFactor(t, await signIn(t, 'lost@example.com'))
    const { challenge } = await challengeFor(t, 'lost@example.com')

    const rec = await call(t, null, 'POST', '/auth/two-factor/recovery-code', { challenge })
    expect(rec.statusCode).toBe(200)
    expect(rec.json<TwoFactorRecovery>()).toEqual({ questions: QUESTIONS.map((q) => q.question), sent_to: 'l***@example.com' })
    const emailed = await lastMailedCode(t, 'lost@example.com')

    const wrongAnswers = await verify({ challenge, answers: ['Mourek', 'Brno', 'Mrs Novak'], email_otp: emailed })
    expect(wrongAnswers.statusCode).toBe(400)
    expect(wrongAnswers.json().error).toBe('The answers do not match')
    expect(wrongAnswers.json().errors).toEqual([{ path: 'answers', message: 'The answers do not match' }])
    const wrongMail = await verify({ challenge, answers: ANSWERS, email_otp: emailed === '999999' ? '000000' : '999999' })
    expect(wrongMail.statusCode).toBe(400)
    expect(wrongMail.json().error).toBe('Enter Correct OTP')
    expect(wrongMail.json().errors).toEqual([{ path: 'email_otp', message: 'Enter Correct OTP' }])

    const typed = ['  mourek ', 'ČESKÉ   budějovice', 'mrs novak']
    const ok = await verify({ challenge, answers: typed, email_otp: emailed })
    expect(ok.statusCode).toBe(200)
    const session = ok.json<{ access: string; username: string }>()
    expect((await call(t, session.access, 'GET', '/auth/two-factor')).json().enabled).toBe(true)

    // the emailed code was single use
    const again = await challengeFor(t, 'lost@example.com')
    expect((await verify({ challenge: again.challenge, answers: ANSWERS, email_otp: emailed })).json().error).toBe('Enter Correct OTP')
  })

  it('wrong answers count against the challenge like wrong codes', async () => {
    await createUser(t, 'guess@example.com')
    await enableTwoFactor(t, await signIn(t, 'guess@example.com'))
    const { challenge } = await challengeFor(t, 'guess@example.com')
    await call(t, null, 'POST', '/auth/two-factor/recovery-code', { challenge })
    const emailed = await lastMailedCode(t, 'guess@example.com')
    for (let i = 0; i < 5; i++) expect((await verify({ challenge, answers: ['a', 'b', `c${i}`], email_otp: emailed })).statusCode).toBe(400)
    expect((await verify({ challenge, answers: ANSWERS, email_otp: emailed })).statusCode).toBe(401)
  })

  it('disable takes the password and a code or the answers; other devices are signed out; login is one step again', async () => {
    await createUser(t, 'off@example.com')
    const first = await signIn(t, 'off@example.com')
    const secret = await enableTwoFactor(t, first)
    vi.setSystemTime(Date.now() + 60_000)
    const { challenge } = await challengeFor(t, 'off@example.com')
    const token = (await verify({ challenge, code: codeFor(secret) })).json<{ access: string }>().access

    const wrongPassword = await call(t, token, 'POST', '/auth/two-factor/disable', { password: 'nope', code: codeFor(secret, 1) })
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json().error).toBe('The password is not correct')
    expect((await call(t, token, 'POST', '/auth/two-factor/disable', { password: PASSWORD, code: codeFor(secret) })).json().error).toBe('Enter Correct OTP')
    const wrongAnswers = await call(t, token, 'POST', '/auth/two-factor/disable', { password: PASSWORD, answers: ['x', 'y', 'z'] })
    expect(wrongAnswers.json().error).toBe('The answers do not match')

    const off = await call(t, token, 'POST', '/auth/two-factor/disable', { password: PASSWORD, answers: ANSWERS })
    expect(off.statusCode).toBe(200)
    expect(off.json<TwoFactorStatus>()).toMatchObject({ enabled: false, confirmed: false, has_questions: true })
    expect((await call(t, first, 'GET', '/auth/two-factor')).statusCode).toBe(401)
    expect((await call(t, token, 'GET', '/auth/two-factor')).statusCode).toBe(200)
    expect(await signIn(t, 'off@example.com')).toEqual(expect.any(String))
    expect((await call(t, token, 'POST', '/auth/two-factor/disable', { password: PASSWORD, answers: ANSWERS })).statusCode).toBe(409)
  })

  it('reset (phone lost, signed in): password, answers and emailed code turn it off, and a new setup works', async () => {
    const userId = await createUser(t, 'reset@example.com')
    const token = await signIn(t, 'reset@example.com')
    const oldSecret = await enableTwoFactor(t, token)

    const rec = await call(t, token, 'POST', '/auth/two-factor/recovery-code', {})
    expect(rec.statusCode).toBe(200)
    const emailed = await lastMailedCode(t, 'reset@example.com')
    const noCode = await call(t, token, 'POST', '/auth/two-factor/reset', { password: PASSWORD, answers: ANSWERS, email_otp: emailed === '000000' ? '111111' : '000000' })
    expect(noCode.json().error).toBe('Enter Correct OTP')
    const badAnswers = await call(t, token, 'POST', '/auth/two-factor/reset', { password: PASSWORD, answers: ['a', 'b', 'c'], email_otp: emailed })
    expect(badAnswers.json().error).toBe('The answers do not match')

    const res = await call(t, token, 'POST', '/auth/two-factor/reset', { password: PASSWORD, answers: ANSWERS, email_otp: emailed })
    expect(res.statusCode).toBe(200)
    expect(res.json<TwoFactorStatus>().enabled).toBe(false)
    expect(await t.db.kysely.selectFrom('two_factor').select('user_id').where('user_id', '=', userId).execute()).toEqual([])

    vi.setSystemTime(Date.now() + 20 * 60_000)
    const again = await call(t, token, 'POST', '/auth/two-factor/setup', { password: PASSWORD })
    const newSecret = again.json<{ secret: string }>().secret
    expect(newSecret).not.toBe(oldSecret)
    // the old app's code does not confirm the new secret
    expect((await call(t, token, 'POST', '/auth/two-factor/confirm', { code: codeFor(oldSecret) })).statusCode).toBe(400)
    expect((await call(t, token, 'POST', '/auth/two-factor/confirm', { code: codeFor(newSecret) })).json().enabled).toBe(true)
  })

  it('changing the questions while 2FA is on also takes a code from the app', async () => {
    await createUser(t, 'change@example.com')
    const token = await signIn(t, 'change@example.com')
    const secret = await enableTwoFactor(t, token)
    vi.setSystemTime(Date.now() + 60_000)
    const changed = [...QUESTIONS.slice(0, 2), { question: 'Street you grew up in?', answer: 'Lipová' }]
    const noCode = await call(t, token, 'POST', '/auth/two-factor/questions', { questions: changed, password: PASSWORD })
    expect(noCode.statusCode).toBe(400)
    expect(noCode.json().error).toBe('Enter the code from your authenticator app to change the questions')
    const ok = await call(t, token, 'POST', '/auth/two-factor/questions', { questions: changed, password: PASSWORD, code: codeFor(secret) })
    expect(ok.json<TwoFactorStatus>().questions).toEqual(changed.map((q) => q.question))
  })

  it('another user cannot touch your two-factor settings or pass your second step', async () => {
    await createUser(t, 'ana@example.com')
    await createUser(t, 'bob@example.com')
    const anaSecret = await enableTwoFactor(t, await signIn(t, 'ana@example.com'))
    const bob = await signIn(t, 'bob@example.com')
    const bobSecret = await enableTwoFactor(t, bob)
    vi.setSystemTime(Date.now() + 60_000)

    // Bob's status, disable and reset act on Bob only
    const bobStatus = (await call(t, bob, 'GET', '/auth/two-factor')).json<TwoFactorStatus>()
    expect(bobStatus.enabled).toBe(true)
    expect((await call(t, bob, 'POST', '/auth/two-factor/disable', { password: PASSWORD, code: codeFor(anaSecret) })).statusCode).toBe(400)

    // Ana's challenge does not open with Bob's code, nor does Bob's recovery use Ana's mail
    const { challenge } = await challengeFor(t, 'ana@example.com')
    expect((await verify({ challenge, code: codeFor(bobSecret) })).statusCode).toBe(400)
    await call(t, bob, 'POST', '/auth/two-factor/recovery-code', {})
    const bobMail = await lastMailedCode(t, 'bob@example.com')
    expect((await verify({ challenge, answers: ANSWERS, email_otp: bobMail })).json().error).toBe('Enter Correct OTP')

    const ana = (await verify({ challenge, code: codeFor(anaSecret) })).json<{ access: string }>().access
    expect((await call(t, ana, 'GET', '/auth/two-factor')).json().enabled).toBe(true)
  })

  it('a guest cannot set anything up or ask for a recovery code without a challenge', async () => {
    for (const url of ['/auth/two-factor/setup', '/auth/two-factor/confirm', '/auth/two-factor/questions', '/auth/two-factor/disable', '/auth/two-factor/reset']) {
      const body = { password: PASSWORD, code: '123456', questions: QUESTIONS, answers: ANSWERS, email_otp: '123456' }
      const res = await call(t, null, 'POST', url, url.endsWith('disable') ? { password: PASSWORD, code: '123456' } : body)
      expect(res.statusCode, url).toBe(401)
    }
    expect((await call(t, null, 'POST', '/auth/two-factor/recovery-code', {})).statusCode).toBe(401)
    expect((await call(t, null, 'POST', '/auth/two-factor/recovery-code', { challenge: 'y'.repeat(30) })).statusCode).toBe(401)
  })
})
