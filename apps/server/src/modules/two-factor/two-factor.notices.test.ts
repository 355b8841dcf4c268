import type { TwoFactorStatus } from '@shop/domain'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { outbox } from '../auth/auth.testing'
import { ANSWERS, call, codeFor, createUser, enableTwoFactor, lastMailedCode, PASSWORD, QUESTIONS, signIn } from './two-factor.testing'

/** Issue 14: two-factor changes need the password, and the account's email hears of them with a "not you?" link. */
describe.each(testDialects())('two-factor security notices (%s)', (dialect) => {
  let t: TestContext
  let dataDir: string

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T10:00:05Z') })
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-2fa-notice-'))
    t = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
    vi.useRealTimers()
  })
  beforeEach(() => vi.setSystemTime(Date.now() + 20 * 60_000))

  const notices = (to: string, subject: string) => outbox(dataDir, 'mail', to).filter((m) => m.subject === `Lumen & Leaf: ${subject}`)
  const enabled = async (token: string) => (await call(t, token, 'GET', '/auth/two-factor')).json<TwoFactorStatus>().enabled

  it('a new set of security questions is announced with a link', async () => {
    await createUser(t, 'questions@example.com')
    const token = await signIn(t, 'questions@example.com')
    expect((await call(t, token, 'POST', '/auth/two-factor/questions', { questions: QUESTIONS, password: PASSWORD })).statusCode).toBe(200)
    const [notice] = notices('questions@example.com', 'your security questions were changed')
    expect(notice?.text).toMatch(/\/secureaccount#token=[A-Za-z0-9_-]{43}/)
  })

  it('turning 2FA off: the session alone or a wrong password is refused; with the password it is off and announced', async () => {
    await createUser(t, 'notice-off@example.com')
    const token = await signIn(t, 'notice-off@example.com')
    const secret = await enableTwoFactor(t, token)
    vi.setSystemTime(Date.now() + 60_000)

    const sessionOnly = await call(t, token, 'POST', '/auth/two-factor/disable', { code: codeFor(secret) })
    expect(sessionOnly.statusCode).toBe(400)
    expect(sessionOnly.json().code).toBe('validation_failed')
    const wrong = await call(t, token, 'POST', '/auth/two-factor/disable', { password: 'not it', code: codeFor(secret) })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: 'password', message: 'The password is not correct' }])
    expect(await enabled(token)).toBe(true)
    expect(notices('notice-off@example.com', 'two-step sign-in was turned off')).toEqual([])

    expect((await call(t, token, 'POST', '/auth/two-factor/disable', { password: PASSWORD, code: codeFor(secret) })).statusCode).toBe(200)
    expect(await enabled(token)).toBe(false)
    expect(notices('notice-off@example.com', 'two-step sign-in was turned off')).toHaveLength(1)
  })

  it('resetting 2FA: the session alone or a wrong password is refused; with the password it is reset and announced', async () => {
    await createUser(t, 'notice-reset@example.com')
    const token = await signIn(t, 'notice-reset@example.com')
    await enableTwoFactor(t, token)
    expect((await call(t, token, 'POST', '/auth/two-factor/recovery-code', {})).statusCode).toBe(200)
    const emailed = await lastMailedCode(t, 'notice-reset@example.com')

    const sessionOnly = await call(t, token, 'POST', '/auth/two-factor/reset', { answers: ANSWERS, email_otp: emailed })
    expect(sessionOnly.statusCode).toBe(400)
    const wrong = await call(t, token, 'POST', '/auth/two-factor/reset', { password: 'not it', answers: ANSWERS, email_otp: emailed })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: 'password', message: 'The password is not correct' }])
    expect(await enabled(token)).toBe(true)

    expect((await call(t, token, 'POST', '/auth/two-factor/reset', { password: PASSWORD, answers: ANSWERS, email_otp: emailed })).statusCode).toBe(200)
    expect(await enabled(token)).toBe(false)
    const [notice] = notices('notice-reset@example.com', 'two-step sign-in was reset')
    expect(notice?.text).toContain('/secureaccount#token=')
  })
})
