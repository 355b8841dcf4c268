import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createAuthService, type AuthService } from './auth.service'
import { client, codeIn, outbox, tempDataDir } from './auth.testing'
import { LOGIN_THROTTLE, waitAfter } from './auth.login-throttle'

const MINUTE = 60_000

describe('the wait a pair earns', () => {
  it('is nothing for four failures, a minute after the fifth, doubling up to an hour', () => {
    expect([1, 2, 3, 4].map(waitAfter)).toEqual([0, 0, 0, 0])
    expect([5, 6, 7, 8, 9, 10, 11, 12, 100].map((n) => waitAfter(n) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60])
  })
})

describe.each(testDialects())('login slow-down per account and source (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  /** A service over the same database on a clock the test moves (no rate limiter in front). */
  let clock: number
  let auth: AuthService
  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    clock = Date.now()
    const quiet = { send: async () => {} }
    auth = createAuthService({ db: ctx.db, config: ctx.config, mailer: quiet, sms: quiet, captcha: { enabled: false, verify: async () => true }, now: () => new Date(clock) })
  })
  afterAll(async () => ctx?.close())

  async function member(email: string): Promise<string> {
    const c = client(ctx.app)
    expect((await c.post('/auth/register', { username: 'Member', email, password: 'secret1' })).statusCode).toBe(201)
    expect((await c.post('/auth/verify-otp', { email, otp: codeIn(outbox(dataDir, 'mail', email).at(-1)!.text) })).statusCode).toBe(200)
    return (await ctx.db.kysely.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
  }

  /** true: signed in; false: refused with the wrong-password answer (anything else fails the test). */
  async function tryLogin(email: string, password: string, source: string): Promise<boolean> {
    try {
      await auth.login({ email, password }, source)
      return true
    } catch (err) {
      expect(err).toMatchObject({ code: 'unauthorized', message: 'Invalid email/phone or password' })
      return false
    }
  }

  const pair = (userId: string, source: string) =>
    ctx.db.kysely.selectFrom('login_throttle').selectAll().where('user_id', '=', userId).where('source', '=', source).executeTakeFirst()
  const account = (userId: string) =>
    ctx.db.kysely.selectFrom('app_user').select(['failed_logins', 'failures_since', 'locked_until']).where('id', '=', userId).executeTakeFirstOrThrow()

  it('the wait doubles with each failure after the fifth; tries while waiting are not judged, not even the right one', async () => {
    const id = await member('doubling@example.com')
    const src = '198.51.100.1'
    for (let i = 0; i < 5; i++) expect(await tryLogin('doubling@example.com', 'wrong-one', src)).toBe(false)
    const waits: number[] = []
    for (let round = 0; round < 8; round++) {
      const row = (await pair(id, src))!
      const until = Date.parse(row.blocked_until!)
      waits.push((until - clock) / MINUTE)
      // a second before the wait ends the right password is refused and nothing is counted
      clock = until - 1000
      expect(await tryLogin('doubling@example.com', 'secret1', src)).toBe(false)
      expect((await pair(id, src))!.failures).toBe(row.failures)
      clock = until
      expect(await tryLogin('doubling@example.com', 'wrong-one', src)).toBe(false)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60])
    // only judged tries count against the account: 5 + 8 wrong passwords
    expect((await account(id)).failed_logins).toBe(13)
    // another address was never slowed down, and the right password clears only its own pair
    expect(await tryLogin('doubling@example.com', 'secret1', '198.51.100.2')).toBe(true)
    expect(await pair(id, src)).toBeDefined()
    clock = Date.parse((await pair(id, src))!.blocked_until!)
    expect(await tryLogin('doubling@example.com', 'secret1', src)).toBe(true)
    expect(await pair(id, src)).toBeUndefined()
    clock = Date.now()
  })

  it('a pair whose last try is a day old starts afresh', async () => {
    const id = await member('forgiven@example.com')
    const src = '198.51.100.3'
    for (let i = 0; i < 5; i++) await tryLogin('forgiven@example.com', 'typo-typo', src)
    clock += LOGIN_THROTTLE.forgetAfterMs
    expect(await tryLogin('forgiven@example.com', 'typo-typo', src)).toBe(false)
    expect(await pair(id, src)).toMatchObject({ failures: 1, blocked_until: null })
    clock = Date.now()
  })

  it('one address alone never reaches the whole-account lock: at most 33 judged tries in a day', async () => {
    const id = await member('patient@example.com')
    const src = '198.51.100.4'
    const start = clock
    let judged = 0
    while (clock < start + 24 * 60 * MINUTE) {
      const before = (await account(id)).failed_logins
      await tryLogin('patient@example.com', 'guess-guess', src)
      if ((await account(id)).failed_logins > before) judged++
      const row = (await pair(id, src))!
      clock = Math.max(clock + 1000, row.blocked_until ? Date.parse(row.blocked_until) : 0)
    }
    expect(judged).toBe(33)
    expect(judged).toBeLessThan(LOGIN_THROTTLE.accountLockFailures)
    expect((await account(id)).locked_until).toBeNull()
    expect(await tryLogin('patient@example.com', 'secret1', '198.51.100.5')).toBe(true)
    clock = Date.now()
  })

  it('failures from many sources lock the whole account for an hour; a locked login answers like a wrong password', async () => {
    const email = 'besieged@example.com'
    const id = await member(email)
    // 20 addresses, 5 wrong passwords each: 100 failures in the window
    for (let s = 0; s < 20; s++) {
      for (let i = 0; i < 5; i++) expect(await tryLogin(email, `guess-${i}`, `203.0.113.${s + 1}`)).toBe(false)
    }
    const locked = await account(id)
    expect(Date.parse(locked.locked_until!) - clock).toBe(LOGIN_THROTTLE.accountLockMs)
    expect(locked.failed_logins).toBe(0)
    // the owner's right password from a fresh address: the same 401 and text as a wrong one, over HTTP too
    expect(await tryLogin(email, 'secret1', '198.51.100.6')).toBe(false)
    await ctx.db.kysely.updateTable('app_user').set({ locked_until: new Date(Date.now() + 30 * MINUTE).toISOString() }).where('id', '=', id).execute()
    const c = client(ctx.app)
    const lockedAnswer = await c.post('/auth/login', { email, password: 'secret1' })
    const wrongAnswer = await c.post('/auth/login', { email: 'nobody-at-all@example.com', password: 'secret1' })
    expect(lockedAnswer.statusCode).toBe(401)
    const { request_id: _a, ...lockedBody } = lockedAnswer.json()
    const { request_id: _b, ...wrongBody } = wrongAnswer.json()
    expect(lockedBody).toEqual(wrongBody)
    expect(lockedAnswer.headers['retry-after']).toBeUndefined()
    // when the lock has passed, the right password works
    clock += LOGIN_THROTTLE.accountLockMs
    await ctx.db.kysely.updateTable('app_user').set({ locked_until: new Date(clock - 1000).toISOString() }).where('id', '=', id).execute()
    expect(await tryLogin(email, 'secret1', '198.51.100.6')).toBe(true)
    clock = Date.now()
  })

  it('failures older than the window do not add up to a lock', async () => {
    const id = await member('slowly@example.com')
    await ctx.db.kysely
      .updateTable('app_user')
      .set({ failed_logins: LOGIN_THROTTLE.accountLockFailures - 1, failures_since: new Date(clock - LOGIN_THROTTLE.accountWindowMs - 1000).toISOString() })
      .where('id', '=', id)
      .execute()
    expect(await tryLogin('slowly@example.com', 'nope-nope', '198.51.100.7')).toBe(false)
    expect(await account(id)).toMatchObject({ failed_logins: 1, failures_since: new Date(clock).toISOString(), locked_until: null })
  })

  it('parallel wrong passwords from one address: exactly five are judged', async () => {
    const id = await member('parallel@example.com')
    const c = client(ctx.app)
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => c.post('/auth/login', { email: 'parallel@example.com', password: `guess-${i}` })))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(401))
    expect((await pair(id, c.ip))!.failures).toBe(5)
    expect((await account(id)).failed_logins).toBe(5)
  })

  it('a password reset ends the waits of every address (the code proved the owner)', async () => {
    const id = await member('forgetful@example.com')
    for (const src of ['198.51.100.77', '198.51.100.78']) {
      for (let i = 0; i < 5; i++) expect(await tryLogin('forgetful@example.com', 'which-one', src)).toBe(false)
      expect((await pair(id, src))!.blocked_until).not.toBeNull()
    }
    const c = client(ctx.app)
    expect((await c.post('/auth/forgot-password', { email: 'forgetful@example.com' })).statusCode).toBe(200)
    const otp = codeIn(outbox(dataDir, 'mail', 'forgetful@example.com').at(-1)!.text)
    const reset = await c.post('/auth/reset-password', { email: 'forgetful@example.com', otp, password: 'remembered1', confirm_password: 'remembered1' })
    expect(reset.statusCode).toBe(200)
    expect(await pair(id, '198.51.100.77')).toBeUndefined()
    expect(await tryLogin('forgetful@example.com', 'remembered1', '198.51.100.78')).toBe(true)
  })

  it('wrong passwords from many addresses do not rate-limit the owner (no per-account limit across IPs)', async () => {
    await member('popular@example.com')
    for (let i = 0; i < 12; i++) expect((await client(ctx.app).post('/auth/login', { email: 'popular@example.com', password: 'not-mine' })).statusCode).toBe(401)
    expect((await client(ctx.app).post('/auth/login', { email: 'popular@example.com', password: 'secret1' })).statusCode).toBe(200)
  })
})
