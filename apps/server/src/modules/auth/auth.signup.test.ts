import { AUTH_MESSAGES } from '@shop/domain'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, codeIn, outbox, startSmtp, tempDataDir } from './auth.testing'

const signup = (email: string, extra: Record<string, unknown> = {}) => ({ username: 'Ana Nováková', email, gender: '', password: 'secret1', two_factor_auth: false, ...extra })

describe.each(testDialects())('signup and verification (%s)', (dialect) => {
  let ctx: TestContext
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let dataDir: string
  beforeAll(async () => {
    smtp = await startSmtp()
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { SMTP_URL: smtp.url, DATA_DIR: dataDir } })
  })
  afterAll(async () => {
    await ctx?.close()
    await smtp?.close()
  })

  it('email signup: the code comes by SMTP, never in the answer; verifying it signs in', async () => {
    const c = client(ctx.app)
    expect((await c.get('/auth/check-user?email=eva@example.com')).json()).toEqual({ exists: false })
    const res = await c.post('/auth/register', signup('Eva@Example.com'))
    expect(res.statusCode).toBe(201)
    const code = await smtp.codeFor('eva@example.com')
    expect(res.body).not.toContain(code)
    const message: string = res.json().message
    expect(Object.keys(res.json())).toEqual(['message'])
    // SPEC's old client took the 10th word as the code: it is an ordinary word now
    expect(message.split(' ').length).toBeGreaterThanOrEqual(10)
    expect(message.split(' ')[9]).not.toMatch(/\d/)
    expect(smtp.to('eva@example.com')[0]!.subject).toContain('Lumen & Leaf')

    expect((await c.get('/auth/check-user?email=eva@example.com')).json()).toEqual({ exists: true })
    const verified = await c.post('/auth/verify-otp', { email: 'eva@example.com', otp: code })
    expect(verified.statusCode).toBe(200)
    const { access, username } = verified.json()
    expect(username).toBe('Ana Nováková')
    const me = await c.get('/auth/me', access)
    expect(me.json()).toMatchObject({ email: 'eva@example.com', email_verified: true, phone_number: null })

    const login = await c.post('/auth/login', { email: 'eva@example.com', password: 'secret1' })
    expect(login.statusCode).toBe(200)
    expect(login.json().access).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses a second account for the same email (any case) with a 409 and SPEC\'s error field', async () => {
    const c = client(ctx.app)
    expect((await c.post('/auth/register', signup('dup@example.com'))).statusCode).toBe(201)
    const again = await c.post('/auth/register', signup('DUP@example.com', { password: 'other12' }))
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('User with this email already exists')
    expect(smtp.to('dup@example.com')).toHaveLength(1)
  })

  it('validates the register payload with SPEC\'s messages, writing nothing', async () => {
    const c = client(ctx.app)
    const bad = await c.post('/auth/register', signup('not-an-email', { username: '', password: '123' }))
    expect(bad.statusCode).toBe(400)
    const messages = bad.json().errors.map((e: { message: string }) => e.message)
    expect(messages).toEqual(expect.arrayContaining([AUTH_MESSAGES.nameRequired, AUTH_MESSAGES.passwordTooShort, AUTH_MESSAGES.contactInvalid]))
    const email = await c.post('/auth/register', signup('bad@mail.'))
    expect(email.json().errors[0].message).toBe(AUTH_MESSAGES.emailInvalid)
    expect(await ctx.db.kysely.selectFrom('app_user').select('id').where('email', 'in', ['bad@mail.', 'not-an-email']).execute()).toEqual([])
  })

  it('login before verification answers 403 and mails a new code (after the cooldown)', async () => {
    const c = client(ctx.app)
    await c.post('/auth/register', signup('late@example.com'))
    await smtp.codeFor('late@example.com')
    const early = await c.post('/auth/login', { email: 'late@example.com', password: 'secret1' })
    expect(early.statusCode).toBe(403)
    expect(early.json().error).toMatch(/verify your email/)
    // the first code is still the live one (cooldown): no second mail yet
    expect(smtp.to('late@example.com')).toHaveLength(1)
    await ctx.db.kysely.updateTable('otp_code').set({ sent_at: '2000-01-01T00:00:00.000Z' }).where('contact', '=', 'late@example.com').execute()
    expect((await c.post('/auth/login', { email: 'late@example.com', password: 'secret1' })).statusCode).toBe(403)
    const code = await smtp.codeFor('late@example.com', 2)
    expect((await c.post('/auth/verify-otp', { email: 'late@example.com', otp: code })).statusCode).toBe(200)
  })

  it('a code works once; a wrong code says "Enter Correct OTP"; the fifth try kills the code', async () => {
    const c = client(ctx.app)
    await c.post('/auth/register', signup('tries@example.com'))
    const code = await smtp.codeFor('tries@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) {
      const res = await c.post('/auth/verify-otp', { email: 'tries@example.com', otp: wrong })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe(AUTH_MESSAGES.wrongOtp)
    }
    // the fifth try is the right code: still within the limit
    expect((await c.post('/auth/verify-otp', { email: 'tries@example.com', otp: code })).statusCode).toBe(200)
    const reuse = await c.post('/auth/verify-otp', { email: 'tries@example.com', otp: code })
    expect(reuse.statusCode).toBe(400)
    expect(reuse.json().error).toBe(AUTH_MESSAGES.wrongOtp)

    await c.post('/auth/register', signup('dead@example.com'))
    const code2 = await smtp.codeFor('dead@example.com')
    const wrong2 = code2 === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) await c.post('/auth/verify-otp', { email: 'dead@example.com', otp: wrong2 })
    const late = await c.post('/auth/verify-otp', { email: 'dead@example.com', otp: code2 })
    expect(late.statusCode).toBe(400)
    expect(late.json().error).toBe(AUTH_MESSAGES.wrongOtp)
  })

  it('an expired code is refused', async () => {
    const c = client(ctx.app)
    await c.post('/auth/register', signup('old@example.com'))
    const code = await smtp.codeFor('old@example.com')
    await ctx.db.kysely.updateTable('otp_code').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('contact', '=', 'old@example.com').execute()
    expect((await c.post('/auth/verify-otp', { email: 'old@example.com', otp: code })).json().error).toBe(AUTH_MESSAGES.wrongOtp)
  })

  it('resend inside the 60-second cooldown answers as usual and sends nothing; after it a new code replaces the old one', async () => {
    const c = client(ctx.app)
    await c.post('/auth/register', signup('again@example.com'))
    const first = await smtp.codeFor('again@example.com')
    const soon = await c.post('/auth/resend-otp', { email: 'again@example.com' })
    expect(soon.statusCode).toBe(200)
    expect(soon.json()).toEqual({ message: AUTH_MESSAGES.otpSent })
    // the first code is still the live one
    expect(smtp.to('again@example.com')).toHaveLength(1)
    await ctx.db.kysely.updateTable('otp_code').set({ sent_at: '2000-01-01T00:00:00.000Z' }).where('contact', '=', 'again@example.com').execute()
    const later = await c.post('/auth/resend-otp', { email: 'again@example.com' })
    expect(later.json()).toEqual({ message: AUTH_MESSAGES.otpSent })
    const second = await smtp.codeFor('again@example.com', 2)
    if (second !== first) {
      expect((await c.post('/auth/verify-otp', { email: 'again@example.com', otp: first })).statusCode).toBe(400)
    }
    expect((await c.post('/auth/verify-otp', { email: 'again@example.com', otp: second })).statusCode).toBe(200)
    // nothing to resend for an address without a waiting account, and the answer looks the same
    const none = await c.post('/auth/resend-otp', { email: 'nobody@example.com' })
    expect(none.json()).toEqual({ message: AUTH_MESSAGES.otpSent })
    expect(smtp.to('nobody@example.com')).toHaveLength(0)
  })

  it('resend-otp tells nobody who has an account: one answer for every purpose, contact and repeat', async () => {
    // a verified email account, one waiting for its code, a phone account; and contacts nobody has
    const c = client(ctx.app)
    await c.post('/auth/register', signup('known-resend@example.com'))
    expect((await c.post('/auth/verify-otp', { email: 'known-resend@example.com', otp: await smtp.codeFor('known-resend@example.com') })).statusCode).toBe(200)
    await c.post('/auth/register', signup('waiting-resend@example.com'))
    await smtp.codeFor('waiting-resend@example.com')
    const phone = '+420777555444'
    await client(ctx.app).post('/auth/send-otp', { phone_number: phone })
    const token = (await client(ctx.app).post('/auth/verify-otp', { email: phone, otp: codeIn(outbox(dataDir, 'sms', phone).at(-1)!.text) })).json().verification_token
    expect((await client(ctx.app).post('/auth/register', signup(phone, { verification_token: token }))).statusCode).toBe(201)

    const asks = [
      { email: 'known-resend@example.com', purpose: 'signup' },
      { email: 'waiting-resend@example.com', purpose: 'signup' },
      { email: 'ghost-resend@example.com', purpose: 'signup' },
      { email: phone, purpose: 'signup' },
      { email: '+420777555000', purpose: 'signup' },
      { email: 'known-resend@example.com', purpose: 'reset' },
      { email: phone, purpose: 'reset' },
      { email: 'ghost-resend@example.com', purpose: 'reset' },
      { email: '+420777555000', purpose: 'reset' },
    ]
    // each twice: the second falls inside the cooldown of whatever the first sent
    for (let round = 0; round < 2; round++) {
      for (const ask of asks) {
        const res = await client(ctx.app).post('/auth/resend-otp', ask)
        expect({ ask, status: res.statusCode, body: res.json(), retry: res.headers['retry-after'] }).toEqual({ ask, status: 200, body: { message: AUTH_MESSAGES.otpSent }, retry: undefined })
      }
    }
    // codes went only where one can be used, once each (the repeats sent nothing)
    expect(smtp.to('known-resend@example.com').map((m) => m.subject)).toEqual([expect.stringContaining('confirm'), expect.stringContaining('reset')])
    expect(smtp.to('waiting-resend@example.com')).toHaveLength(1) // still in the cooldown of its signup mail
    expect(smtp.to('ghost-resend@example.com')).toHaveLength(0)
    expect(outbox(dataDir, 'sms', phone).map((m) => m.text)).toEqual([expect.stringContaining('confirm your account'), expect.stringContaining('set a new password')])
    expect(outbox(dataDir, 'sms', '+420777555000')).toHaveLength(1) // a signup code for a free number, as send-otp would
  })

  it('phone signup: code in the SMS outbox, a verification token, then a verified account', async () => {
    const c = client(ctx.app)
    const phone = '+420 777 123-456'
    expect((await c.get(`/auth/check-user?phone_number=${encodeURIComponent(phone)}`)).json()).toEqual({ exists: false })
    const sent = await c.post('/auth/send-otp', { phone_number: phone })
    expect(sent.json()).toEqual({ message: AUTH_MESSAGES.otpSent })
    const texts = outbox(dataDir, 'sms', '+420777123456')
    expect(texts).toHaveLength(1)
    const code = codeIn(texts[0]!.text)

    const noToken = await c.post('/auth/register', signup(phone))
    expect(noToken.statusCode).toBe(400)
    const forged = await c.post('/auth/register', signup(phone, { verification_token: 'eyJjIjoiKzQyMDc3NzEyMzQ1NiJ9.forged' }))
    expect(forged.statusCode).toBe(400)

    const verified = await c.post('/auth/verify-otp', { email: phone, otp: code })
    expect(verified.statusCode).toBe(200)
    const { verification_token } = verified.json()
    expect(verification_token).toEqual(expect.any(String))
    // the token is bound to its number
    const other = await c.post('/auth/register', signup('+420777999888', { verification_token }))
    expect(other.statusCode).toBe(400)

    const reg = await c.post('/auth/register', signup(phone, { verification_token }))
    expect(reg.statusCode).toBe(201)
    expect(reg.body).not.toContain(code)
    const me = await c.get('/auth/me', reg.json().access)
    expect(me.json()).toMatchObject({ phone_number: '+420777123456', phone_verified: true, email: null })
    const again = await c.post('/auth/register', signup(phone, { verification_token }))
    expect(again.statusCode).toBe(409)
    expect((await c.post('/auth/login', { email: '+420777123456', password: 'secret1' })).statusCode).toBe(200)
    expect((await c.get(`/auth/check-user?phone_number=${encodeURIComponent('+420777123456')}`)).json()).toEqual({ exists: true })
  })

  it('check-user validates its query and is rate limited per IP', async () => {
    const c = client(ctx.app)
    expect((await c.get('/auth/check-user')).statusCode).toBe(400)
    expect((await c.get('/auth/check-user?phone_number=777123')).json().error).toBe(AUTH_MESSAGES.contactInvalid)
    let last = await c.get('/auth/check-user?email=a@example.com')
    for (let i = 0; i < 40 && last.statusCode === 200; i++) last = await c.get('/auth/check-user?email=a@example.com')
    expect(last.statusCode).toBe(429)
    expect(last.json().error).toMatch(/^Too many requests, try again in \d+ seconds?$/)
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0)
    // another address is not affected
    expect((await client(ctx.app).get('/auth/check-user?email=a@example.com')).statusCode).toBe(200)
  })

  it('send-otp is rate limited per number, whatever the IP', async () => {
    const phone = '+421900111222'
    const answers: number[] = []
    for (let i = 0; i < 5; i++) {
      await ctx.db.kysely.updateTable('otp_code').set({ sent_at: '2000-01-01T00:00:00.000Z' }).where('contact', '=', phone).execute()
      answers.push((await client(ctx.app).post('/auth/send-otp', { phone_number: phone })).statusCode)
    }
    expect(answers).toEqual([200, 200, 200, 429, 429])
    expect(outbox(dataDir, 'sms', phone)).toHaveLength(3)
  })
})

describe.each(testDialects())('captcha on phone codes (%s)', (dialect) => {
  let ctx: TestContext
  let verifier: Server
  const seen: URLSearchParams[] = []
  beforeAll(async () => {
    verifier = createServer((req, res) => {
      let body = ''
      req.on('data', (d) => (body += d))
      req.on('end', () => {
        const form = new URLSearchParams(body)
        seen.push(form)
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify({ success: form.get('secret') === 'shh' && form.get('response') === 'human-token' }))
      })
    })
    await new Promise<void>((r) => verifier.listen(0, '127.0.0.1', r))
    const { port } = verifier.address() as AddressInfo
    ctx = await createTestContext(dialect, {
      seed: false,
      config: { DATA_DIR: tempDataDir(), CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`, CAPTCHA_SECRET: 'shh' },
    })
  })
  afterAll(async () => {
    await ctx?.close()
    await new Promise((r) => verifier?.close(r))
  })

  it('refuses a missing or rejected token and sends nothing; a good one passes', async () => {
    const c = client(ctx.app)
    const missing = await c.post('/auth/send-otp', { phone_number: '+420777000111' })
    expect(missing.statusCode).toBe(403)
    const rejected = await c.post('/auth/send-otp', { phone_number: '+420777000111', captcha_token: 'robot-token' })
    expect(rejected.statusCode).toBe(403)
    expect(rejected.json().error).toMatch(/robot/)
    expect(outbox(ctx.config.DATA_DIR, 'sms', '+420777000111')).toHaveLength(0)
    const ok = await c.post('/auth/send-otp', { phone_number: '+420777000111', captcha_token: 'human-token' })
    expect(ok.json()).toEqual({ message: AUTH_MESSAGES.otpSent })
    expect(outbox(ctx.config.DATA_DIR, 'sms', '+420777000111')).toHaveLength(1)
    expect(seen.at(-1)?.get('remoteip')).toBe(c.ip)
  })
})
