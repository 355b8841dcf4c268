import { DomainError } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailMessage } from '../notifications/notifications.types'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createAuthService, type AuthService } from './auth.service'
import { codeIn } from './auth.testing'

const DAY = 24 * 60 * 60_000

/** The "not you?" link over time: the service with a clock the test moves. */
describe.each(testDialects())('security notice links over time (%s)', (dialect) => {
  let ctx: TestContext
  let auth: AuthService
  let t = Date.parse('2026-11-27T10:00:00.000Z')
  const mails: MailMessage[] = []
  const last = (to: string) => mails.filter((m) => m.to === to).at(-1)!
  const linkToken = (to: string) => /\/secureaccount#token=([A-Za-z0-9_-]+)/.exec(last(to).text)![1]!

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: false })
    auth = createAuthService({
      db: ctx.db,
      config: { SESSION_DAYS: 30, PUBLIC_URL: 'https://shop.example/' },
      mailer: { send: async (m) => void mails.push(m) },
      sms: { send: async () => {} },
      captcha: { enabled: false, verify: async () => true },
      now: () => new Date(t),
    })
  })
  afterAll(async () => ctx?.close())

  async function passwordChangedBy(email: string) {
    await auth.register({ username: 'Clock', email, password: 'secret1', gender: '', two_factor_auth: false })
    const answer = await auth.verifyCode({ email, otp: codeIn(last(email).text), purpose: 'signup' }, null)
    const user = (await auth.authenticate((answer as { access: string }).access))!
    await auth.changePassword(user, { current_password: 'secret1', password: 'changed1' })
    expect(last(email).text).toContain('https://shop.example/secureaccount#token=')
    return linkToken(email)
  }

  it('a link works until 7 days have passed', async () => {
    const token = await passwordChangedBy('week@example.com')
    t += 7 * DAY - 60_000
    await expect(auth.undoSecurityChange(token)).resolves.toMatchObject({ kind: 'password_changed', contact: 'week@example.com' })
  })

  it('a link is dead after 7 days', async () => {
    const token = await passwordChangedBy('late@example.com')
    t += 7 * DAY + 1000
    const err = await auth.undoSecurityChange(token).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(DomainError)
    expect((err as DomainError).code).toBe('validation_failed')
    // nothing happened: the password set in the change still opens the account
    expect(await auth.login({ email: 'late@example.com', password: 'changed1' }, '127.0.0.1')).toHaveProperty('access')
  })
})
