import { AUTH_MESSAGES } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { up as foldStoredEmails } from '../../db/migrations/2026-11-27-0020b-fold-lookalike-emails'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { newId } from '../../lib/ids'
import { createAuthService } from './auth.service'
import { client, codeIn, outbox, tempDataDir } from './auth.testing'

const FULL_WIDTH = 'ａｎａ@example.com'
const ZERO_WIDTH = 'an\u200Ba@example.com'

describe.each(testDialects())('emails that differ only by look-alikes are one account (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => ctx?.close())

  const lastCode = () => codeIn(outbox(dataDir, 'mail', 'ana@example.com').at(-1)!.text)
  const register = (email: string) => client(ctx.app).post('/auth/register', { username: 'Ana', email, password: 'secret1' })

  it('register, check-user, login, forgot/reset and social sign-in all find ana@example.com', async () => {
    expect((await register('ana@example.com')).statusCode).toBe(201)
    expect((await client(ctx.app).post('/auth/verify-otp', { email: ZERO_WIDTH, otp: lastCode() })).statusCode).toBe(200)
    for (const lookalike of [FULL_WIDTH, ZERO_WIDTH, 'ＡＮＡ＠ＥＸＡＭＰＬＥ．ＣＯＭ', 'an\u00ADa@example.com']) {
      const again = await register(lookalike)
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toBe('User with this email already exists')
      expect((await client(ctx.app).get(`/auth/check-user?email=${encodeURIComponent(lookalike)}`)).json()).toEqual({ exists: true })
      expect((await client(ctx.app).post('/auth/login', { email: lookalike, password: 'secret1' })).statusCode).toBe(200)
    }
    const rows = await ctx.db.kysely.selectFrom('app_user').select(['id', 'email']).execute()
    expect(rows.map((r) => r.email)).toEqual(['ana@example.com'])

    // forgot and reset through the look-alikes reach the same account and its real address
    expect((await client(ctx.app).post('/auth/forgot-password', { email: FULL_WIDTH })).statusCode).toBe(200)
    expect(outbox(dataDir, 'mail', FULL_WIDTH)).toHaveLength(0)
    const reset = await client(ctx.app).post('/auth/reset-password', { email: ZERO_WIDTH, otp: lastCode(), password: 'renewed1', confirm_password: 'renewed1' })
    expect(reset.statusCode).toBe(200)
    expect((await client(ctx.app).post('/auth/login', { email: FULL_WIDTH, password: 'renewed1' })).statusCode).toBe(200)

    // a provider's address in look-alikes signs in to the same account
    const quiet = { send: async () => {} }
    const auth = createAuthService({ db: ctx.db, config: ctx.config, mailer: quiet, sms: quiet, captcha: { enabled: false, verify: async () => true } })
    expect(await auth.userForVerifiedEmail({ email: FULL_WIDTH, name: 'Ana' })).toEqual({ userId: rows[0]!.id })
  })

  it('refuses an address with an invisible character it cannot fold away, writing nothing', async () => {
    const res = await register('bo\u200Eb@example.com')
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].message).toBe(AUTH_MESSAGES.emailInvalid)
    expect(await ctx.db.kysely.selectFrom('app_user').select('id').where('email', 'like', 'bo%').execute()).toEqual([])
  })

  it('addresses stored in another form before are folded, unless that takes another account\'s address', async () => {
    const t = new Date().toISOString()
    const add = (email: string) =>
      ctx.db.kysely
        .insertInto('app_user')
        .values({ id: newId('usr'), username: 'Old', email, phone: null, gender: '', password_hash: null, email_verified_at: t, phone_verified_at: null, pending_contact: null, locked_until: null, created_at: t })
        .execute()
    await add('ｃａｒｌａ@example.com')
    await add('da\u200Bn@example.com')
    await add('dan@example.com')
    await foldStoredEmails(ctx.db.kysely, dialect)
    const emails = (await ctx.db.kysely.selectFrom('app_user').select('email').where('username', '=', 'Old').execute()).map((r) => r.email).sort()
    expect(emails).toEqual(['carla@example.com', 'dan@example.com', 'da\u200Bn@example.com'])
    expect((await client(ctx.app).get('/auth/check-user?email=carla@example.com')).json()).toEqual({ exists: true })
  })
})
