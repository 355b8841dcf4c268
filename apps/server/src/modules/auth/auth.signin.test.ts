import { AUTH_MESSAGES } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createAuthService, type AuthService } from './auth.service'
import { client, codeIn, outbox, tempDataDir } from './auth.testing'

describe.each(testDialects())('sign-in, sessions and passwords (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  /** A second service over the same database: what other modules get from app.ts. */
  let auth: AuthService
  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    const quiet = { send: async () => {} }
    auth = createAuthService({ db: ctx.db, config: ctx.config, mailer: quiet, sms: quiet, captcha: { enabled: false, verify: async () => true } })
  })
  afterAll(async () => ctx?.close())

  const lastMailCode = (to: string) => codeIn(outbox(dataDir, 'mail', to).at(-1)!.text)

  /** A verified email account, signed in: its token. */
  async function member(email: string, password = 'secret1'): Promise<string> {
    const c = client(ctx.app)
    expect((await c.post('/auth/register', { username: 'Member', email, password })).statusCode).toBe(201)
    const res = await c.post('/auth/verify-otp', { email, otp: lastMailCode(email) })
    expect(res.statusCode).toBe(200)
    return res.json().access
  }

  it('a wrong password and an unknown account get the same 401 text', async () => {
    await member('known@example.com')
    const c = client(ctx.app)
    const wrong = await c.post('/auth/login', { email: 'known@example.com', password: 'nope-nope' })
    const unknown = await c.post('/auth/login', { email: 'ghost@example.com', password: 'nope-nope' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json().error).toBe('Invalid email/phone or password')
    expect(unknown.json().error).toBe(wrong.json().error)
    const stored = await ctx.db.kysely.selectFrom('app_user').select('password_hash').where('email', '=', 'known@example.com').executeTakeFirstOrThrow()
    expect(stored.password_hash).toMatch(/^\$argon2id\$/)
  })

  it('five failures from one address slow that address down, even for the right password; the owner elsewhere signs in', async () => {
    await member('brute@example.com')
    const attacker = client(ctx.app)
    const wrong = await attacker.post('/auth/login', { email: 'brute@example.com', password: 'guess-0' })
    for (let i = 1; i < 5; i++) expect((await attacker.post('/auth/login', { email: 'brute@example.com', password: `guess-${i}` })).statusCode).toBe(401)
    // the right password from that address is refused, and the answer is a wrong password's, word for word
    const waiting = await attacker.post('/auth/login', { email: 'brute@example.com', password: 'secret1' })
    expect(waiting.statusCode).toBe(401)
    expect(waiting.headers['retry-after']).toBeUndefined()
    const { request_id: _a, ...waitingBody } = waiting.json()
    const { request_id: _b, ...wrongBody } = wrong.json()
    expect(waitingBody).toEqual(wrongBody)
    expect(waitingBody.error).toBe('Invalid email/phone or password')
    // the owner, from their own address, is not locked out
    expect((await client(ctx.app).post('/auth/login', { email: 'brute@example.com', password: 'secret1' })).statusCode).toBe(200)
    // when the wait has passed, the right password works from that address too and its count starts again
    await ctx.db.kysely.updateTable('login_throttle').set({ blocked_until: new Date(Date.now() - 1000).toISOString() }).where('source', '=', attacker.ip).execute()
    expect((await attacker.post('/auth/login', { email: 'brute@example.com', password: 'secret1' })).statusCode).toBe(200)
    expect(await ctx.db.kysely.selectFrom('login_throttle').select('failures').where('source', '=', attacker.ip).execute()).toEqual([])
  })

  it('a success in between resets the failure count', async () => {
    await member('careful@example.com')
    const c = client(ctx.app)
    for (let i = 0; i < 4; i++) await c.post('/auth/login', { email: 'careful@example.com', password: 'typo-typo' })
    expect((await c.post('/auth/login', { email: 'careful@example.com', password: 'secret1' })).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) await c.post('/auth/login', { email: 'careful@example.com', password: 'typo-typo' })
    expect((await c.post('/auth/login', { email: 'careful@example.com', password: 'secret1' })).statusCode).toBe(200)
  })

  it('login is rate limited per IP with a retry-after header', async () => {
    const c = client(ctx.app)
    const codes: number[] = []
    for (let i = 0; i < 21; i++) codes.push((await c.post('/auth/login', { email: `someone${i}@example.com`, password: 'whatever' })).statusCode)
    expect(codes.slice(0, 20).every((s) => s === 401)).toBe(true)
    const last = await c.post('/auth/login', { email: 'someone@example.com', password: 'whatever' })
    expect(last.statusCode).toBe(429)
    expect(last.headers['retry-after']).toMatch(/^\d+$/)
    expect(last.json().error).toMatch(/^Too many requests, try again in \d+ seconds?$/)
  })

  it('logout ends exactly that session', async () => {
    const first = await member('leave@example.com')
    const c = client(ctx.app)
    const second = (await c.post('/auth/login', { email: 'leave@example.com', password: 'secret1' })).json().access
    expect((await c.post('/auth/logout', undefined, first)).statusCode).toBe(204)
    expect((await c.get('/auth/me', first)).statusCode).toBe(401)
    expect((await c.get('/auth/me', second)).statusCode).toBe(200)
    expect((await c.post('/auth/logout')).statusCode).toBe(401)
    const stored = await ctx.db.kysely.selectFrom('session').select('token_hash').execute()
    expect(stored.map((s) => s.token_hash)).not.toContain(first)
  })

  it('an expired session is no session', async () => {
    const token = await member('expired@example.com')
    await ctx.db.kysely
      .updateTable('session')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', (await client(ctx.app).get('/auth/me', token)).json().id)
      .execute()
    expect((await client(ctx.app).get('/auth/me', token)).statusCode).toBe(401)
  })

  it('changing the password checks the old one and ends every other session', async () => {
    const a = await member('change@example.com')
    const c = client(ctx.app)
    const b = (await c.post('/auth/login', { email: 'change@example.com', password: 'secret1' })).json().access
    const wrong = await c.post('/auth/change-password', { current_password: 'bad-one', password: 'better1', confirm_password: 'better1' }, a)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toBe('Current password is not correct')
    const mismatch = await c.post('/auth/change-password', { current_password: 'secret1', password: 'better1', confirm_password: 'better2' }, a)
    expect(mismatch.json().errors[0].message).toBe(AUTH_MESSAGES.passwordMismatch)
    const ok = await c.post('/auth/change-password', { current_password: 'secret1', password: 'better1', confirm_password: 'better1' }, a)
    expect(ok.statusCode).toBe(200)
    const fresh = ok.json().access
    expect((await c.get('/auth/me', a)).statusCode).toBe(401)
    expect((await c.get('/auth/me', b)).statusCode).toBe(401)
    expect((await c.get('/auth/me', fresh)).statusCode).toBe(200)
    expect((await c.post('/auth/login', { email: 'change@example.com', password: 'secret1' })).statusCode).toBe(401)
    expect((await c.post('/auth/login', { email: 'change@example.com', password: 'better1' })).statusCode).toBe(200)
    expect((await c.post('/auth/change-password', { current_password: 'better1', password: 'x12345', confirm_password: 'x12345' })).statusCode).toBe(401)
  })

  it('forgotten password: same answer for everyone, a code only for accounts, reset ends every session', async () => {
    const token = await member('forgot@example.com')
    const c = client(ctx.app)
    const known = await c.post('/auth/forgot-password', { email: 'forgot@example.com' })
    const unknown = await c.post('/auth/forgot-password', { email: 'nobody-here@example.com' })
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual({ message: 'If an account exists for this contact, we sent a code' })
    expect(unknown.json()).toEqual(known.json())
    expect(outbox(dataDir, 'mail', 'nobody-here@example.com')).toHaveLength(0)
    const code = lastMailCode('forgot@example.com')

    const body = { email: 'forgot@example.com', otp: code, password: 'renewed1', confirm_password: 'renewed1' }
    // verify-otp with purpose reset looks at the code without using it up
    const look = await c.post('/auth/verify-otp', { email: 'forgot@example.com', otp: code, purpose: 'reset' })
    expect(look.statusCode).toBe(200)
    expect(look.json().verification_token).toEqual(expect.any(String))
    const wrong = await c.post('/auth/reset-password', { ...body, otp: code === '000000' ? '999999' : '000000' })
    expect(wrong.json().error).toBe(AUTH_MESSAGES.wrongOtp)
    expect((await c.post('/auth/reset-password', body)).json()).toEqual({ message: expect.stringMatching(/password has been reset/) })
    expect((await c.get('/auth/me', token)).statusCode).toBe(401)
    expect((await c.post('/auth/reset-password', body)).statusCode).toBe(400)
    expect((await c.post('/auth/login', { email: 'forgot@example.com', password: 'renewed1' })).statusCode).toBe(200)
  })

  it('reset-password is limited per contact as well as per IP', async () => {
    await member('reset-limit@example.com')
    const body = { email: 'reset-limit@example.com', otp: '000000', password: 'renewed1', confirm_password: 'renewed1' }
    const statuses: number[] = []
    // every try from an address of its own: only the contact's own count can stop them
    for (let i = 0; i < 11; i++) statuses.push((await client(ctx.app).post('/auth/reset-password', { ...body, email: i % 2 ? 'Reset-Limit@example.com' : body.email })).statusCode)
    expect(statuses).toEqual([...Array(10).fill(400), 429])
    // another contact is not affected
    expect((await client(ctx.app).post('/auth/reset-password', { ...body, email: 'other-reset@example.com' })).statusCode).toBe(400)
  })

  it('a reset proves the email: an account squatted before its owner came is taken back', async () => {
    const c = client(ctx.app)
    // someone registers the owner's address with their own password and never verifies it
    await c.post('/auth/register', { username: 'Squatter', email: 'owner@example.com', password: 'attacker1' })
    expect((await c.post('/auth/login', { email: 'owner@example.com', password: 'attacker1' })).statusCode).toBe(403)
    await ctx.db.kysely.updateTable('otp_code').set({ sent_at: '2000-01-01T00:00:00.000Z' }).where('contact', '=', 'owner@example.com').execute()
    await c.post('/auth/forgot-password', { email: 'owner@example.com' })
    const code = lastMailCode('owner@example.com')
    await c.post('/auth/reset-password', { email: 'owner@example.com', otp: code, password: 'owners1', confirm_password: 'owners1' })
    expect((await c.post('/auth/login', { email: 'owner@example.com', password: 'attacker1' })).statusCode).toBe(401)
    expect((await c.post('/auth/login', { email: 'owner@example.com', password: 'owners1' })).statusCode).toBe(200)
  })

  it('two-factor users get a challenge, not a session; one challenge gives one session', async () => {
    const token = await member('twofa@example.com')
    const me = (await client(ctx.app).get('/auth/me', token)).json()
    const other = (await client(ctx.app).post('/auth/login', { email: 'twofa@example.com', password: 'secret1' })).json().access
    await auth.setTwoFactorEnabled(me.id, true, (await ctx.db.kysely.selectFrom('session').select('id').where('user_id', '=', me.id).orderBy('created_at').executeTakeFirstOrThrow()).id)
    // enabling 2FA ended the other session
    expect((await client(ctx.app).get('/auth/me', other)).statusCode).toBe(401)
    expect((await client(ctx.app).get('/auth/me', token)).json().two_factor_enabled).toBe(true)

    const login = await client(ctx.app).post('/auth/login', { email: 'twofa@example.com', password: 'secret1' })
    expect(login.statusCode).toBe(200)
    const answer = login.json()
    expect(answer).toEqual({ two_factor_required: true, challenge: expect.any(String), methods: ['totp', 'questions'] })
    expect(answer.access).toBeUndefined()
    expect(await auth.consumeChallenge(answer.challenge)).toEqual({ userId: me.id })
    const session = await auth.finishChallenge(answer.challenge)
    expect((await client(ctx.app).get('/auth/me', session.access)).statusCode).toBe(200)
    expect(await auth.consumeChallenge(answer.challenge)).toBeNull()
    await expect(auth.finishChallenge(answer.challenge)).rejects.toMatchObject({ code: 'unauthorized' })

    // every try at the second step is counted before it is judged: five, then the challenge is spent
    const again = (await client(ctx.app).post('/auth/login', { email: 'twofa@example.com', password: 'secret1' })).json()
    for (let i = 0; i < 4; i++) expect(await auth.tryChallenge(again.challenge)).toEqual({ userId: me.id })
    expect(await auth.consumeChallenge(again.challenge)).toEqual({ userId: me.id })
    expect(await auth.tryChallenge(again.challenge)).toEqual({ userId: me.id })
    expect(await auth.consumeChallenge(again.challenge)).toBeNull()
    expect(await auth.tryChallenge(again.challenge)).toBeNull()
    // the fifth try may be the right one: the challenge can still be finished, once
    expect((await auth.finishChallenge(again.challenge)).access).toEqual(expect.any(String))
    await expect(auth.finishChallenge(again.challenge)).rejects.toMatchObject({ code: 'unauthorized' })
    expect(await auth.consumeChallenge('not-a-challenge-at-all')).toBeNull()
  })

  it('verifyPassword, revokeSessions and getUser do what other modules expect', async () => {
    const t1 = await member('contract@example.com')
    const me = (await client(ctx.app).get('/auth/me', t1)).json()
    expect(await auth.verifyPassword(me.id, 'secret1')).toBe(true)
    expect(await auth.verifyPassword(me.id, 'secret2')).toBe(false)
    expect(await auth.verifyPassword('usr_nobody', 'secret1')).toBe(false)
    expect(await auth.getUser(me.id)).toEqual(me)
    expect(await auth.getUser('usr_nobody')).toBeNull()
    const t2 = (await client(ctx.app).post('/auth/login', { email: 'contract@example.com', password: 'secret1' })).json().access
    await auth.revokeSessions(me.id)
    expect((await client(ctx.app).get('/auth/me', t1)).statusCode).toBe(401)
    expect((await client(ctx.app).get('/auth/me', t2)).statusCode).toBe(401)
  })

  it('social sign-in: finds or makes a verified account; an unverified squatter loses the password', async () => {
    const made = await auth.userForVerifiedEmail({ email: 'Social@Example.com', name: 'Sofie' })
    expect(await auth.getUser(made.userId)).toMatchObject({ email: 'social@example.com', email_verified: true, username: 'Sofie' })
    expect(await auth.userForVerifiedEmail({ email: 'social@example.com', name: 'Other' })).toEqual(made)
    // no password: password login is refused with the usual text
    expect((await client(ctx.app).post('/auth/login', { email: 'social@example.com', password: 'anything' })).statusCode).toBe(401)

    await client(ctx.app).post('/auth/register', { username: 'Squatter', email: 'victim@example.com', password: 'attacker1' })
    const victim = await auth.userForVerifiedEmail({ email: 'victim@example.com', name: 'Victim' })
    expect(await auth.verifyPassword(victim.userId, 'attacker1')).toBe(false)
    expect((await client(ctx.app).post('/auth/login', { email: 'victim@example.com', password: 'attacker1' })).statusCode).toBe(401)
    const [a, b] = await Promise.all([
      auth.userForVerifiedEmail({ email: 'race@example.com', name: 'R' }),
      auth.userForVerifiedEmail({ email: 'race@example.com', name: 'R' }),
    ])
    expect(a).toEqual(b)
  })
})
