import { CONTACT_MESSAGES } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'

const HOSTILE = '<script>alert("x")</script><img src=x onerror="alert(1)"> & \'quotes\''

describe.each(testDialects())('contact form (%s)', (dialect) => {
  let ctx: TestContext
  let staff: Account
  let shopper: Account
  const valid = (over: Record<string, unknown> = {}) => ({ name: 'Eva Svobodová', email: 'eva@example.com', subject: 'Delivery to Brno', message: 'Do you ship to Brno on Saturdays?', ...over })
  const stored = (subject: string) => ctx.db.kysely.selectFrom('contact_message').selectAll().where('subject', '=', subject).execute()

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Desk')
    shopper = await signUp(ctx, dataDir, 'Asker')
  })
  afterAll(async () => ctx?.close())

  it('stores a message and answers SPEC\'s words', async () => {
    const res = await client(ctx.app).post('/api/contact-us', valid({ subject: 'Stored one', lang: 'cz' }), shopper.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: 'Message Sent Successfuly.' })
    const [row] = await stored('Stored one')
    expect(row).toMatchObject({ name: 'Eva Svobodová', email: 'eva@example.com', lang: 'cz', status: 'new', user_id: shopper.id })
  })

  it('refuses bad input with exactly "Please enter valid details" and says which fields, storing nothing', async () => {
    const c = client(ctx.app)
    for (const body of [valid({ email: 'nope', subject: 'Bad 1' }), valid({ name: '  ', subject: 'Bad 2' }), valid({ subject: '' }), valid({ message: '', subject: 'Bad 4' }), valid({ message: 'x'.repeat(5001), subject: 'Bad 5' }), {}, []]) {
      const res = await c.post('/api/contact-us', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(res.json().detail).toBe(CONTACT_MESSAGES.invalid)
      expect(res.json().code).toBe('validation_failed')
    }
    const res = await c.post('/api/contact-us', valid({ email: 'nope', name: '' }))
    expect(res.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'name'])
    for (const s of ['Bad 1', 'Bad 2', 'Bad 4', 'Bad 5']) expect(await stored(s)).toHaveLength(0)
  })

  it('keeps script and HTML as the same text, for staff too', async () => {
    const res = await client(ctx.app).post('/api/contact-us', valid({ name: HOSTILE, subject: 'Hostile', message: HOSTILE }))
    expect(res.statusCode).toBe(200)
    const list = await client(ctx.app).get('/api/staff/contact-messages?status=new', staff.token)
    const mine = list.json().data.find((m: { subject: string }) => m.subject === 'Hostile')
    expect(mine).toMatchObject({ name: HOSTILE, message: HOSTILE })
  })

  it('answers a bot that fills the honeypot like anyone else and stores nothing', async () => {
    const res = await client(ctx.app).post('/api/contact-us', valid({ subject: 'From a bot', website: 'http://spam.example' }))
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent })
    expect(await stored('From a bot')).toHaveLength(0)
  })

  it('limits messages per IP', async () => {
    const c = client(ctx.app)
    const codes: number[] = []
    for (let i = 0; i < 6; i++) codes.push((await c.post('/api/contact-us', valid({ subject: `Flood ${i}` }))).statusCode)
    expect(codes).toEqual([200, 200, 200, 200, 200, 429])
    expect(await stored('Flood 5')).toHaveLength(0)
  })

  it('lets staff list and mark messages handled, once, with an audit line; others get 401/403', async () => {
    const c = client(ctx.app)
    await c.post('/api/contact-us', valid({ subject: 'To handle' }))
    const [row] = await stored('To handle')
    for (const [method, url] of [['GET', '/api/staff/contact-messages'], ['POST', `/api/staff/contact-messages/${row!.id}/handled`]] as const) {
      const call = (token?: string) => (method === 'GET' ? c.get(url, token) : c.post(url, undefined, token))
      expect((await call()).statusCode, url).toBe(401)
      expect((await call(shopper.token)).statusCode, url).toBe(403)
    }
    expect((await stored('To handle'))[0]!.status).toBe('new')

    const handled = await c.post(`/api/staff/contact-messages/${row!.id}/handled`, undefined, staff.token)
    expect(handled.statusCode, handled.body).toBe(200)
    expect(handled.json()).toMatchObject({ id: row!.id, status: 'handled', handled_by: 'Desk', handled_at: expect.any(String) })
    expect((await c.post(`/api/staff/contact-messages/${row!.id}/handled`, undefined, staff.token)).json().handled_at).toBe(handled.json().handled_at)
    const audit = await ctx.db.kysely.selectFrom('audit_log').selectAll().where('entity_id', '=', row!.id).execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'contact.handled', entity: 'contact_message', actor_id: staff.id })

    const lists = await Promise.all([c.get('/api/staff/contact-messages?status=handled', staff.token), c.get('/api/staff/contact-messages?status=new', staff.token)])
    expect(lists[0]!.json().data.map((m: { id: string }) => m.id)).toContain(row!.id)
    expect(lists[1]!.json().data.map((m: { id: string }) => m.id)).not.toContain(row!.id)
    expect((await c.post('/api/staff/contact-messages/msg_0000000000000000/handled', undefined, staff.token)).statusCode).toBe(404)
    expect((await c.post('/api/staff/contact-messages/nonsense/handled', undefined, staff.token)).statusCode).toBe(400)
  })
})
