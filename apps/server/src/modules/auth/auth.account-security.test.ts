import { AUTH_MESSAGES } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, codeIn, outbox, tempDataDir } from './auth.testing'
import { PROOF_MSG } from './auth.profile'
import { NOTICE_MSG } from './auth.security-notices'

const PASSWORD = 'secret1'

/** Issue 14, item 1: a stolen session must not become a stolen account. */
describe.each(testDialects())('account security (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example' } })
  })
  afterAll(async () => ctx?.close())

  const mails = (to: string) => outbox(dataDir, 'mail', to)
  const lastCode = (to: string) => codeIn(mails(to).at(-1)!.text)
  /** The token of the newest "not you?" link mailed to an address. */
  const undoToken = (to: string) => {
    const text = mails(to).at(-1)?.text ?? ''
    const token = /https:\/\/shop\.example\/secureaccount#token=([A-Za-z0-9_-]+)/.exec(text)?.[1]
    if (!token) throw new Error(`no undo link to ${to}: ${text}`)
    return token
  }

  async function member(email: string): Promise<{ token: string; c: ReturnType<typeof client> }> {
    const c = client(ctx.app)
    expect((await c.post('/auth/register', { username: 'Member', email, password: PASSWORD })).statusCode).toBe(201)
    const token = (await c.post('/auth/verify-otp', { email, otp: lastCode(email) })).json().access
    return { token, c }
  }

  async function signIn(email: string, password = PASSWORD): Promise<string> {
    const res = await client(ctx.app).post('/auth/login', { email, password })
    expect(res.statusCode).toBe(200)
    return res.json().access
  }

  /** The signup code the address got minutes ago, as if the resend cooldown had passed. */
  const codeCooldownOver = (contact: string) =>
    ctx.db.kysely.updateTable('otp_code').set({ sent_at: new Date(Date.now() - 3_600_000).toISOString() }).where('contact', '=', contact).execute()

  const alive = async (token: string) => (await client(ctx.app).get('/auth/me', token)).statusCode

  it('a new email without the password, or with a wrong one, is refused: nothing pending, no code sent', async () => {
    const { token, c } = await member('proofless@example.com')
    expect((await c.get('/auth/me', token)).json().has_password).toBe(true)

    const bare = await c.patch('/auth/profile', { email: 'thief@example.com' }, token)
    expect(bare.statusCode).toBe(400)
    expect(bare.json().code).toBe('validation_failed')
    expect(bare.json().errors).toEqual([{ path: 'current_password', message: PROOF_MSG.passwordNeeded }])

    const wrong = await c.patch('/auth/profile', { email: 'thief@example.com', username: 'Thief', current_password: 'guess1' }, token)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: 'current_password', message: 'Current password is not correct' }])

    const phone = await c.patch('/auth/profile', { phone_number: '+420 777 000 111' }, token)
    expect(phone.statusCode).toBe(400)
    expect(phone.json().errors[0].path).toBe('current_password')

    const me = (await c.get('/auth/profile', token)).json()
    expect(me).toMatchObject({ email: 'proofless@example.com', pending_contact: null, username: 'Member' })
    expect(mails('thief@example.com')).toEqual([])
    expect(outbox(dataDir, 'sms', '+420777000111')).toEqual([])
    // name and gender still change with the session alone
    expect((await c.patch('/auth/profile', { username: 'Renamed', gender: 'other' }, token)).statusCode).toBe(200)
  })

  it('wrong passwords for a contact change count per user: the eleventh try is refused even with the right one', async () => {
    const { token } = await member('guessed@example.com')
    for (let i = 0; i < 10; i++) {
      // from a new address each time: the limit follows the account, not the IP
      const res = await client(ctx.app).patch('/auth/profile', { email: 'x@example.com', current_password: `wrong${i}` }, token)
      expect(res.statusCode).toBe(400)
    }
    const res = await client(ctx.app).patch('/auth/profile', { email: 'x@example.com', current_password: PASSWORD }, token)
    expect(res.statusCode).toBe(429)
    expect((await client(ctx.app).get('/auth/profile', token)).json().pending_contact).toBeNull()
    // a name change carries no proof and is not counted
    expect((await client(ctx.app).patch('/auth/profile', { username: 'Still me' }, token)).statusCode).toBe(200)
  })

  it('with the password and the new code the email changes, other sessions end, and the old address gets a masked notice', async () => {
    const { token, c } = await member('owner@example.com')
    const other = await signIn('owner@example.com')
    expect(await alive(other)).toBe(200)

    const res = await c.patch('/auth/profile', { email: 'Attacker@Example.com', current_password: PASSWORD }, token)
    expect(res.statusCode).toBe(200)
    expect(res.json().user.pending_contact).toBe('attacker@example.com')
    expect(mails('owner@example.com').at(-1)!.text).not.toMatch(/changed/)
    const ok = await c.post('/auth/verify-otp', { email: 'attacker@example.com', otp: lastCode('attacker@example.com'), purpose: 'contact_change' }, token)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user).toMatchObject({ email: 'attacker@example.com', email_verified: true })

    expect(await alive(other)).toBe(401)
    expect(await alive(token)).toBe(200)

    const notice = mails('owner@example.com').at(-1)!
    expect(notice.subject).toBe('Lumen & Leaf: your email address was changed')
    expect(notice.text).toContain('changed to a•••@example.com')
    expect(notice.text).not.toContain('attacker@example.com')
    expect(notice.text).toMatch(/https:\/\/shop\.example\/secureaccount#token=[A-Za-z0-9_-]{43}\b/)
  })

  it('the undo link puts the old email back, ends every session, clears the password, works once, and leads to a new password', async () => {
    const { token, c } = await member('victim@example.com')
    const other = await signIn('victim@example.com')
    await c.patch('/auth/profile', { email: 'taker@example.com', current_password: PASSWORD }, token)
    await c.post('/auth/verify-otp', { email: 'taker@example.com', otp: lastCode('taker@example.com'), purpose: 'contact_change' }, token)
    const link = undoToken('victim@example.com')
    const takerSession = await signIn('taker@example.com')

    const guest = client(ctx.app)
    const undone = await guest.post('/auth/security/undo', { token: link })
    expect(undone.statusCode).toBe(200)
    expect(undone.json()).toEqual({ message: NOTICE_MSG.undoneContact, kind: 'email_changed', contact: 'victim@example.com', reset_code_sent: true })

    for (const t of [token, other, takerSession]) expect(await alive(t)).toBe(401)
    // whoever changed the email knew the password: it no longer opens the account
    expect((await guest.post('/auth/login', { email: 'victim@example.com', password: PASSWORD })).statusCode).toBe(401)
    expect((await guest.post('/auth/login', { email: 'taker@example.com', password: PASSWORD })).statusCode).toBe(401)

    const again = await guest.post('/auth/security/undo', { token: link })
    expect(again.statusCode).toBe(400)
    expect(again.json().errors).toEqual([{ path: 'token', message: NOTICE_MSG.linkGone }])

    // the reset code went to the restored address; the owner sets a new password with it
    const code = lastCode('victim@example.com')
    const reset = await guest.post('/auth/reset-password', { email: 'victim@example.com', otp: code, password: 'mine again', confirm_password: 'mine again' })
    expect(reset.statusCode).toBe(200)
    const fresh = await signIn('victim@example.com', 'mine again')
    expect((await guest.get('/auth/me', fresh)).json()).toMatchObject({ email: 'victim@example.com', email_verified: true, has_password: true })
  })

  it('an old email taken meanwhile by another account: 409, nothing changes, the link stays usable', async () => {
    const { token, c } = await member('moved@example.com')
    await c.patch('/auth/profile', { email: 'moved2@example.com', current_password: PASSWORD }, token)
    await c.post('/auth/verify-otp', { email: 'moved2@example.com', otp: lastCode('moved2@example.com'), purpose: 'contact_change' }, token)
    const link = undoToken('moved@example.com')
    await codeCooldownOver('moved@example.com')
    await member('moved@example.com')

    const res = await client(ctx.app).post('/auth/security/undo', { token: link })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe(NOTICE_MSG.emailBack)
    expect(await alive(token)).toBe(200)
    expect((await c.get('/auth/me', token)).json().email).toBe('moved2@example.com')
    expect((await client(ctx.app).post('/auth/login', { email: 'moved2@example.com', password: PASSWORD })).statusCode).toBe(200)
  })

  it('an old email only registered (never verified) meanwhile does not block the undo', async () => {
    const { token, c } = await member('squatted@example.com')
    await c.patch('/auth/profile', { email: 'squatted2@example.com', current_password: PASSWORD }, token)
    await c.post('/auth/verify-otp', { email: 'squatted2@example.com', otp: lastCode('squatted2@example.com'), purpose: 'contact_change' }, token)
    const link = undoToken('squatted@example.com')
    await codeCooldownOver('squatted@example.com')
    expect((await client(ctx.app).post('/auth/register', { username: 'Squatter', email: 'squatted@example.com', password: 'squat1' })).statusCode).toBe(201)

    expect((await client(ctx.app).post('/auth/security/undo', { token: link })).statusCode).toBe(200)
    const row = await ctx.db.kysely.selectFrom('app_user').select(['username', 'email_verified_at']).where('email', '=', 'squatted@example.com').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ username: 'Member' })
    expect(row.email_verified_at).not.toBeNull()
  })

  it('a phone added: the verified email hears of it, and its link removes the phone', async () => {
    const { token, c } = await member('addsphone@example.com')
    await c.patch('/auth/profile', { phone_number: '+386 41 555 666', current_password: PASSWORD }, token)
    const sms = outbox(dataDir, 'sms', '+38641555666').at(-1)!
    await c.post('/auth/verify-otp', { email: '+38641555666', otp: codeIn(sms.text), purpose: 'contact_change' }, token)
    const notice = mails('addsphone@example.com').at(-1)!
    expect(notice.text).toContain('The phone number +••••••••666 was added')
    expect((await client(ctx.app).post('/auth/security/undo', { token: undoToken('addsphone@example.com') })).statusCode).toBe(200)
    const row = await ctx.db.kysely.selectFrom('app_user').select(['phone', 'phone_verified_at']).where('email', '=', 'addsphone@example.com').executeTakeFirstOrThrow()
    expect(row).toEqual({ phone: null, phone_verified_at: null })
  })

  it('an account without a password proves itself with a code sent to its current email', async () => {
    const { token, c } = await member('social@example.com')
    const other = await signIn('social@example.com')
    await ctx.db.kysely.updateTable('app_user').set({ password_hash: null }).where('email', '=', 'social@example.com').execute()
    expect((await c.get('/auth/me', token)).json().has_password).toBe(false)

    const bare = await c.patch('/auth/profile', { email: 'social2@example.com', current_password: 'anything' }, token)
    expect(bare.statusCode).toBe(400)
    expect(bare.json().errors).toEqual([{ path: 'proof_code', message: PROOF_MSG.codeNeeded }])

    const sent = await c.post('/auth/profile/contact-proof', undefined, token)
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ message: AUTH_MESSAGES.otpSent, sent_to: 's•••@example.com' })
    const proof = lastCode('social@example.com')
    const wrong = await c.patch('/auth/profile', { email: 'social2@example.com', proof_code: proof === '000000' ? '111111' : '000000' }, token)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toEqual([{ path: 'proof_code', message: AUTH_MESSAGES.wrongOtp }])
    expect(mails('social2@example.com')).toEqual([])

    const ok = await c.patch('/auth/profile', { email: 'social2@example.com', proof_code: proof }, token)
    expect(ok.statusCode).toBe(200)
    // the proof is spent
    expect((await c.patch('/auth/profile', { email: 'social3@example.com', proof_code: proof }, token)).statusCode).toBe(400)
    const done = await c.post('/auth/verify-otp', { email: 'social2@example.com', otp: lastCode('social2@example.com'), purpose: 'contact_change' }, token)
    expect(done.json().user.email).toBe('social2@example.com')
    expect(await alive(other)).toBe(401)
    expect(mails('social@example.com').at(-1)!.text).toContain('changed to s•••@example.com')

    // an account with a password is asked for it, not for a code
    const { token: withPassword, c: c2 } = await member('haspassword@example.com')
    expect((await c2.post('/auth/profile/contact-proof', undefined, withPassword)).statusCode).toBe(400)
    expect((await c2.post('/auth/profile/contact-proof')).statusCode).toBe(401)
  })

  it('a password change notifies the email; its link ends every session, the new one included', async () => {
    const { token, c } = await member('pwchange@example.com')
    const changed = await c.post('/auth/change-password', { current_password: PASSWORD, password: 'changed1', confirm_password: 'changed1' }, token)
    expect(changed.statusCode).toBe(200)
    const session = changed.json().access
    expect(await alive(token)).toBe(401)
    expect(await alive(session)).toBe(200)
    const notice = mails('pwchange@example.com').at(-1)!
    expect(notice.subject).toBe('Lumen & Leaf: your password was changed')
    const res = await client(ctx.app).post('/auth/security/undo', { token: undoToken('pwchange@example.com') })
    expect(res.json()).toMatchObject({ kind: 'password_changed', contact: 'pwchange@example.com', reset_code_sent: true, message: NOTICE_MSG.secured })
    expect(await alive(session)).toBe(401)
    expect((await client(ctx.app).post('/auth/login', { email: 'pwchange@example.com', password: 'changed1' })).statusCode).toBe(401)
  })

  it('a password reset notifies the email', async () => {
    await member('pwreset@example.com')
    const c = client(ctx.app)
    await c.post('/auth/forgot-password', { email: 'pwreset@example.com' })
    const res = await c.post('/auth/reset-password', { email: 'pwreset@example.com', otp: lastCode('pwreset@example.com'), password: 'reset12', confirm_password: 'reset12' })
    expect(res.statusCode).toBe(200)
    const notice = mails('pwreset@example.com').at(-1)!
    expect(notice.subject).toBe('Lumen & Leaf: your password was reset')
    expect(notice.text).toContain('/secureaccount#token=')
  })

  it('a link that is not one of ours is refused', async () => {
    const res = await client(ctx.app).post('/auth/security/undo', { token: 'x'.repeat(43) })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].path).toBe('token')
  })
})
