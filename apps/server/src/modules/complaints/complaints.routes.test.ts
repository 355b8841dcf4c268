import { COMPLAINT_MESSAGES, type Complaint, type StaffComplaint } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { outbox, tempDataDir } from '../auth/auth.testing'
import { placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from '../orders/orders.testing'

const HOSTILE = '<script>alert("x")</script><img src=x onerror=alert(1)> & co'
const PUBLIC = 'https://shop.example'

describe.each(testDialects())('complaints (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let anna: Account
  let ben: Account
  let staff: Account
  let product: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, PUBLIC_URL: PUBLIC } })
    anna = await signUp(ctx, dataDir, 'Anna')
    ben = await signUp(ctx, dataDir, 'Ben')
    staff = await signUpStaff(ctx, dataDir, 'Care')
    product = (await someProducts(ctx, 1))[0]!
  })
  afterAll(async () => ctx?.close())

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
    ctx.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) })
  const orderOf = (user: Account, lang: 'en' | 'cz' = 'en') => placeFixtureOrder(ctx, { user, lang, lines: [{ product_id: product, quantity: 1 }] })
  async function complain(user: Account, orderId: string, message = 'The lid was cracked', topic = 'damaged'): Promise<Complaint> {
    const res = await call('POST', '/api/complaints', user.token, { order_id: orderId, topic, message })
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }
  const reply = async (id: string, body: { message?: string; close?: boolean }): Promise<StaffComplaint> => {
    const res = await call('POST', `/api/staff/complaints/${id}/reply`, staff.token, body)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('keeps guests out (401) before looking at their input', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/complaints'],
      ['POST', '/api/complaints', { order_id: 'nonsense' }],
      ['GET', '/api/complaints/cmp_0000000000000000'],
      ['POST', '/api/complaints/bad/messages', {}],
    ] as const) {
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401)
    }
  })

  it('files a complaint about my own order, with its first message, and lists it', async () => {
    const order = await orderOf(anna)
    const c = await complain(anna, order.id, HOSTILE)
    expect(c).toMatchObject({ order_id: order.id, order_number: order.number, topic: 'damaged', status: 'open' })
    expect(c.id).toMatch(/^cmp_/)
    expect(c.messages).toEqual([{ id: expect.any(String), author: 'shopper', text: HOSTILE, at: c.created_at }])
    expect(c.last_message).toEqual(c.messages[0])

    const list = await call('GET', '/api/complaints', anna.token)
    expect(list.json().data.map((s: { id: string }) => s.id)).toContain(c.id)
    expect(list.json().data.find((s: { id: string }) => s.id === c.id).last_message.text).toBe(HOSTILE)
    expect((await call('GET', '/api/complaints', ben.token)).json().data.map((s: { id: string }) => s.id)).not.toContain(c.id)
  })

  it("answers 404 for someone else's order or complaint, and for a guest order, writing nothing", async () => {
    const bens = await orderOf(ben)
    const guest = await placeFixtureOrder(ctx, { email: 'guest@example.com', lines: [{ product_id: product, quantity: 1 }] })
    for (const orderId of [bens.id, guest.id, 'ord_0000000000000000']) {
      const res = await call('POST', '/api/complaints', anna.token, { order_id: orderId, topic: 'other', message: 'Hello' })
      expect(res.statusCode, orderId).toBe(404)
    }
    const total = await ctx.db.kysely.selectFrom('complaint').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', anna.id).executeTakeFirstOrThrow()

    const benComplaint = await complain(ben, bens.id)
    expect((await call('GET', `/api/complaints/${benComplaint.id}`, anna.token)).statusCode).toBe(404)
    const intrude = await call('POST', `/api/complaints/${benComplaint.id}/messages`, anna.token, { message: 'mine now' })
    expect(intrude.statusCode).toBe(404)
    expect(intrude.json().detail).toBe(COMPLAINT_MESSAGES.notFound)
    expect((await call('GET', `/api/complaints/${benComplaint.id}`, ben.token)).json().messages).toHaveLength(1)
    const after = await ctx.db.kysely.selectFrom('complaint').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', anna.id).executeTakeFirstOrThrow()
    expect(Number(after.n)).toBe(Number(total.n))
  })

  it('validates input with clear messages', async () => {
    const order = await orderOf(anna)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ order_id: order.id, topic: 'nonsense', message: 'x' }, COMPLAINT_MESSAGES.chooseTopic],
      [{ order_id: order.id, topic: 'damaged', message: '   ' }, COMPLAINT_MESSAGES.writeMessage],
      [{ topic: 'damaged', message: 'x' }, COMPLAINT_MESSAGES.chooseOrder],
      [{ order_id: order.id, topic: 'damaged', message: 'x'.repeat(5001) }, COMPLAINT_MESSAGES.tooLong],
    ]
    for (const [body, detail] of cases) {
      const res = await call('POST', '/api/complaints', anna.token, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toBe(detail)
    }
    expect((await call('GET', '/api/complaints/not-an-id', anna.token)).statusCode).toBe(400)
  })

  it('runs the thread: staff reply (answered, emailed in the order language, escaped), the shopper writes again (open), staff close', async () => {
    const order = await orderOf(anna, 'cz')
    const c = await complain(anna, order.id, 'Chybí mi jeden kus', 'missing_item')

    const answered = await reply(c.id, { message: `Omlouváme se. ${HOSTILE}` })
    expect(answered.status).toBe('answered')
    expect(answered.shopper).toEqual({ id: anna.id, username: 'Anna', email: anna.email, lang: 'cz' })
    expect(answered.messages.map((m) => [m.author, m.text])).toEqual([
      ['shopper', 'Chybí mi jeden kus'],
      ['staff', `Omlouváme se. ${HOSTILE}`],
    ])
    const mail = outbox(dataDir, 'mail', anna.email).filter((m) => m.subject?.includes(order.number)).at(-1) as unknown as { subject: string; text: string; html: string }
    expect(mail.subject).toBe(`Lumen & Leaf: odpověď na vaši stížnost k objednávce ${order.number}`)
    expect(mail.text).toContain(`> Omlouváme se. ${HOSTILE}`)
    expect(mail.text).toContain(`${PUBLIC}/complain?id=${c.id}`)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; co')

    const mine = await call('GET', `/api/complaints/${c.id}`, anna.token)
    expect(mine.json().status).toBe('answered')
    expect(mine.json().messages[1]).toMatchObject({ author: 'staff', text: `Omlouváme se. ${HOSTILE}` })

    const reopened = await call('POST', `/api/complaints/${c.id}/messages`, anna.token, { message: 'Still missing' })
    expect(reopened.statusCode, reopened.body).toBe(200)
    expect(reopened.json().status).toBe('open')
    expect(reopened.json().last_message).toMatchObject({ author: 'shopper', text: 'Still missing' })

    const closed = await reply(c.id, { close: true })
    expect(closed.status).toBe('closed')
    expect(closed.messages).toHaveLength(3)
    expect(outbox(dataDir, 'mail', anna.email).at(-1)!.subject).toBe(`Lumen & Leaf: vaše stížnost k objednávce ${order.number} je uzavřena`)

    // Writing to a closed complaint opens it again.
    const again = await call('POST', `/api/complaints/${c.id}/messages`, anna.token, { message: 'One more thing' })
    expect(again.json()).toMatchObject({ status: 'open' })
    expect(again.json().messages.map((m: { text: string }) => m.text)).toEqual(['Chybí mi jeden kus', `Omlouváme se. ${HOSTILE}`, 'Still missing', 'One more thing'])
    const both = await reply(c.id, { message: 'Sent today', close: true })
    expect(both.status).toBe('closed')

    const audit = await ctx.db.kysely.selectFrom('audit_log').selectAll().where('entity_id', '=', c.id).orderBy('at').execute()
    expect(audit.map((a) => [a.action, JSON.parse(a.details).status])).toEqual([
      ['complaint.reply', { from: 'open', to: 'answered' }],
      ['complaint.close', { from: 'open', to: 'closed' }],
      ['complaint.reply', { from: 'open', to: 'closed' }],
    ])
    expect(audit.every((a) => a.actor_id === staff.id)).toBe(true)
  })

  it('keeps concurrent messages in one numbered thread', async () => {
    const order = await orderOf(anna)
    const c = await complain(anna, order.id)
    const sent = await Promise.all(Array.from({ length: 6 }, (_, i) => call('POST', `/api/complaints/${c.id}/messages`, anna.token, { message: `note ${i}` })))
    expect(sent.map((s) => s.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    const seqs = await ctx.db.kysely.selectFrom('complaint_message').select('seq').where('complaint_id', '=', c.id).orderBy('seq').execute()
    expect(seqs.map((s) => s.seq)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('refuses an empty staff reply that does not close, and unknown complaints', async () => {
    const order = await orderOf(ben)
    const c = await complain(ben, order.id)
    const empty = await call('POST', `/api/staff/complaints/${c.id}/reply`, staff.token, { message: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().detail).toBe(COMPLAINT_MESSAGES.replyNeeded)
    expect((await call('POST', '/api/staff/complaints/cmp_0000000000000000/reply', staff.token, { message: 'hi' })).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/complaints/cmp_0000000000000000', staff.token)).statusCode).toBe(404)
    expect((await call('GET', `/api/complaints/${c.id}`, ben.token)).json().status).toBe('open')
  })

  it('lists complaints for staff by status; shoppers get 403 and guests 401', async () => {
    const order = await orderOf(ben)
    const c = await complain(ben, order.id, 'Late', 'late_delivery')
    for (const [method, url, body] of [
      ['GET', '/api/staff/complaints'],
      ['GET', `/api/staff/complaints/${c.id}`],
      ['POST', `/api/staff/complaints/${c.id}/reply`, { message: 'x' }],
      ['POST', '/api/staff/complaints/bad/reply', { close: 'nope' }],
    ] as const) {
      expect((await call(method, url, ben.token, body)).statusCode, url).toBe(403)
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401)
    }
    expect((await call('GET', `/api/complaints/${c.id}`, ben.token)).json().status).toBe('open')

    const open = await call('GET', '/api/staff/complaints?status=open', staff.token)
    expect(open.statusCode).toBe(200)
    expect(open.json()).toMatchObject({ page: 1, total: expect.any(Number) })
    expect(open.json().data.every((s: { status: string }) => s.status === 'open')).toBe(true)
    const listed = open.json().data.find((s: { id: string }) => s.id === c.id)
    expect(listed).toMatchObject({ topic: 'late_delivery', order_number: order.number, shopper: { username: 'Ben', email: ben.email }, last_message: { text: 'Late' } })
    await reply(c.id, { message: 'On its way' })
    expect((await call('GET', '/api/staff/complaints?status=open', staff.token)).json().data.map((s: { id: string }) => s.id)).not.toContain(c.id)
    expect((await call('GET', '/api/staff/complaints?status=answered', staff.token)).json().data.map((s: { id: string }) => s.id)).toContain(c.id)
    expect((await call('GET', '/api/staff/complaints?status=lost', staff.token)).statusCode).toBe(400)
    const one = await call('GET', `/api/staff/complaints/${c.id}`, staff.token)
    expect(one.json().messages.map((m: { author: string }) => m.author)).toEqual(['shopper', 'staff'])
  })

  it('limits new complaints per account', async () => {
    const carl = await signUp(ctx, dataDir, 'Carl')
    const order = await orderOf(carl)
    const codes: number[] = []
    for (let i = 0; i < 11; i++) codes.push((await call('POST', '/api/complaints', carl.token, { order_id: order.id, topic: 'other', message: `n${i}` })).statusCode)
    expect(codes.slice(0, 10).every((s) => s === 201)).toBe(true)
    expect(codes[10]).toBe(429)
  })
})
