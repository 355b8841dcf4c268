import { AUTH_MESSAGES } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, codeIn, outbox, tempDataDir } from './auth.testing'

describe.each(testDialects())('profile (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
  })
  afterAll(async () => ctx?.close())

  const lastCode = (kind: 'mail' | 'sms', to: string) => codeIn(outbox(dataDir, kind, to).at(-1)!.text)

  async function member(email: string, username = 'Member'): Promise<string> {
    const c = client(ctx.app)
    expect((await c.post('/auth/register', { username, email, password: 'secret1' })).statusCode).toBe(201)
    return (await c.post('/auth/verify-otp', { email, otp: lastCode('mail', email) })).json().access
  }

  it('each user reads and changes only their own profile', async () => {
    const alice = await member('alice@example.com', 'Alice')
    const bob = await member('bob@example.com', 'Bob')
    const c = client(ctx.app)
    const aliceMe = (await c.get('/auth/profile', alice)).json()
    const bobMe = (await c.get('/auth/profile', bob)).json()
    expect(aliceMe).toMatchObject({ username: 'Alice', email: 'alice@example.com' })
    expect(bobMe).toMatchObject({ username: 'Bob', email: 'bob@example.com' })
    // an id in the body or the address does not choose the account
    const res = await c.patch('/auth/profile', { id: aliceMe.id, username: 'Bobby', gender: 'male' }, bob)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.profileUpdated, user: { ...bobMe, username: 'Bobby', gender: 'male' } })
    expect((await c.get(`/auth/profile?id=${aliceMe.id}`, bob)).json().id).toBe(bobMe.id)
    expect((await c.get('/auth/profile', alice)).json()).toEqual(aliceMe)
    expect((await c.get('/auth/profile')).statusCode).toBe(401)
    expect((await c.patch('/auth/profile', { username: 'Nobody' })).statusCode).toBe(401)
  })

  it('a new email waits for its code; the old one works until then', async () => {
    const token = await member('before@example.com')
    const c = client(ctx.app)
    const res = await c.patch('/auth/profile', { email: 'After@example.com', current_password: 'secret1' }, token)
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ email: 'before@example.com', pending_contact: 'after@example.com' })
    expect((await c.post('/auth/login', { email: 'before@example.com', password: 'secret1' })).statusCode).toBe(200)
    const code = lastCode('mail', 'after@example.com')
    // the code is bound to this account: nobody else can apply it
    const stranger = await member('stranger@example.com')
    expect((await c.post('/auth/verify-otp', { email: 'after@example.com', otp: code, purpose: 'contact_change' }, stranger)).statusCode).toBe(400)
    expect((await c.post('/auth/verify-otp', { email: 'after@example.com', otp: code, purpose: 'contact_change' })).statusCode).toBe(401)
    const ok = await c.post('/auth/verify-otp', { email: 'after@example.com', otp: code, purpose: 'contact_change' }, token)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().user).toMatchObject({ email: 'after@example.com', email_verified: true, pending_contact: null })
    expect((await c.post('/auth/login', { email: 'before@example.com', password: 'secret1' })).statusCode).toBe(401)
    expect((await c.post('/auth/login', { email: 'after@example.com', password: 'secret1' })).statusCode).toBe(200)
  })

  it('a phone number is added by SMS code', async () => {
    const token = await member('phoneadd@example.com')
    const c = client(ctx.app)
    const res = await c.patch('/auth/profile', { phone_number: '+386 40 123 456', current_password: 'secret1' }, token)
    expect(res.json().user.pending_contact).toBe('+38640123456')
    const code = lastCode('sms', '+38640123456')
    const ok = await c.post('/auth/verify-otp', { email: '+38640123456', otp: code, purpose: 'contact_change' }, token)
    expect(ok.json().user).toMatchObject({ phone_number: '+38640123456', phone_verified: true, email: 'phoneadd@example.com' })
    expect((await c.post('/auth/login', { email: '+38640123456', password: 'secret1' })).statusCode).toBe(200)
  })

  it('refuses invalid or taken contacts with SPEC\'s messages, changing nothing', async () => {
    const token = await member('strict@example.com')
    await member('taken@example.com')
    const c = client(ctx.app)
    const before = (await c.get('/auth/profile', token)).json()
    const badEmail = await c.patch('/auth/profile', { username: 'Changed', email: 'strict@nowhere' }, token)
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().error).toBe(AUTH_MESSAGES.contactInvalid)
    expect((await c.patch('/auth/profile', { email: 'a@b.' }, token)).json().error).toBe(AUTH_MESSAGES.emailInvalid)
    expect((await c.patch('/auth/profile', { phone_number: '777 123 456' }, token)).json().error).toBe(AUTH_MESSAGES.contactInvalid)
    expect((await c.patch('/auth/profile', { phone_number: 'x@example.com' }, token)).json().error).toBe(AUTH_MESSAGES.contactInvalid)
    expect((await c.patch('/auth/profile', { email: 'taken@example.com', current_password: 'secret1' }, token)).statusCode).toBe(409)
    expect((await c.patch('/auth/profile', { username: '' }, token)).json().errors[0].message).toBe(AUTH_MESSAGES.nameRequired)
    expect((await c.get('/auth/profile', token)).json()).toEqual(before)
  })

  it('a contact taken while its code was on the way is refused at verification', async () => {
    const token = await member('slow@example.com')
    const c = client(ctx.app)
    await c.patch('/auth/profile', { email: 'contested@example.com', current_password: 'secret1' }, token)
    const code = lastCode('mail', 'contested@example.com')
    await member('contested@example.com')
    const res = await c.post('/auth/verify-otp', { email: 'contested@example.com', otp: code, purpose: 'contact_change' }, token)
    expect(res.statusCode).toBe(409)
    expect((await c.get('/auth/profile', token)).json().email).toBe('slow@example.com')
  })
})
