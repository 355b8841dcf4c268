import { TESTIMONIAL_MESSAGES, type StaffTestimonial, type Testimonial } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { caller, freshIp } from '../reviews/reviews.testing'

const entry = (over: Record<string, unknown> = {}) => ({
  name: 'Eva Svobodová',
  location: 'Olomouc',
  rating: 5,
  text: 'Rychlé doručení a krásně zabalené. Určitě objednám znovu.',
  lang: 'cz',
  ...over,
})

describe.each(testDialects())('testimonials (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let call: ReturnType<typeof caller>
  let staff: Account
  let shopper: Account

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    call = caller(ctx)
    staff = await signUpStaff(ctx, dataDir, 'Moderator')
    shopper = await signUp(ctx, dataDir, 'Shopper')
  })
  afterAll(async () => ctx?.close())

  const stored = (name: string) => ctx.db.kysely.selectFrom('testimonial').selectAll().where('name', '=', name).execute()
  const list = async (query = ''): Promise<{ data: Testimonial[]; total: number; page: number }> => {
    const res = await call('GET', `/api/testimonials${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('lists approved testimonials, those in my language first, each newest first', async () => {
    const { data, total } = await list('?lang=sl')
    expect(total).toBeGreaterThanOrEqual(6)
    const firstOther = data.findIndex((t) => t.lang !== 'sl')
    expect(firstOther).toBeGreaterThan(0)
    expect(data.slice(firstOther).every((t) => t.lang !== 'sl')).toBe(true)
    const own = data.slice(0, firstOther).map((t) => t.created_at)
    expect(own).toEqual([...own].sort().reverse())
    expect(new Set(data.map((t) => t.lang))).toEqual(new Set(['en', 'cz', 'sl', 'ge']))
    expect((await call('GET', '/api/testimonials?lang=xx')).statusCode).toBe(400)
  })

  it('takes a testimonial from a guest, shown once staff approve it, with an audit line', async () => {
    const name = 'Eva Guest'
    const res = await call('POST', '/api/testimonials', { body: entry({ name }) })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toEqual({ message: TESTIMONIAL_MESSAGES.submitted })
    const [row] = await stored(name)
    expect(row).toMatchObject({ status: 'pending', user_id: null, lang: 'cz', rating: 5, location: 'Olomouc' })
    expect((await list('?lang=cz')).data.some((t) => t.name === name)).toBe(false)

    const queue = (await call('GET', '/api/staff/testimonials?status=pending', { token: staff.token })).json()
    expect(queue.data.map((t: StaffTestimonial) => t.id)).toContain(row!.id)

    const approved = await call('POST', `/api/staff/testimonials/${row!.id}/moderate`, { token: staff.token, body: { decision: 'approve', note: 'Nice' } })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ id: row!.id, status: 'approved', moderation_note: 'Nice', moderated_by: staff.id })
    expect((await list('?lang=cz')).data[0]).toMatchObject({ id: row!.id, name, text: entry().text })
    const again = await call('POST', `/api/staff/testimonials/${row!.id}/moderate`, { token: staff.token, body: { decision: 'approve' } })
    expect(again.json().moderation_note).toBe('Nice')

    const rejected = await call('POST', `/api/staff/testimonials/${row!.id}/moderate`, { token: staff.token, body: { decision: 'reject' } })
    expect(rejected.json().status).toBe('rejected')
    expect((await list('?lang=cz')).data.some((t) => t.id === row!.id)).toBe(false)
    const lines = await ctx.db.kysely.selectFrom('audit_log').selectAll().where('entity_id', '=', row!.id).orderBy('at').orderBy('id').execute()
    expect(lines.map((l) => [l.action, l.actor_id])).toEqual([['testimonial.approve', staff.id], ['testimonial.reject', staff.id]])
  })

  it("remembers a signed-in author's account", async () => {
    const name = 'Signed Writer'
    expect((await call('POST', '/api/testimonials', { token: shopper.token, body: entry({ name }) })).statusCode).toBe(201)
    expect((await stored(name))[0]!.user_id).toBe(shopper.id)
  })

  it('keeps script and HTML in names and texts as the very text typed', async () => {
    const name = '<script>alert(1)</script>'
    const text = '<img src=x onerror="alert(1)"> was here & <b>loved</b> it'
    const location = '"><svg onload=alert(1)>'
    expect((await call('POST', '/api/testimonials', { body: entry({ name, text, location, lang: 'en' }) })).statusCode).toBe(201)
    const [row] = await stored(name)
    expect(row).toMatchObject({ name, text, location })
    await call('POST', `/api/staff/testimonials/${row!.id}/moderate`, { token: staff.token, body: { decision: 'approve' } })
    expect((await list('?lang=en')).data[0]).toMatchObject({ name, text, location })
  })

  it('explains bad input and stores nothing; a filled honeypot is answered as a success and dropped', async () => {
    for (const [body, detail] of [
      [entry({ name: '  ' }), TESTIMONIAL_MESSAGES.name],
      [entry({ name: 'Short', text: 'Too short' }), TESTIMONIAL_MESSAGES.text],
      [entry({ name: 'No stars', rating: 9 }), 'Please choose a rating from 1 to 5'],
    ] as const) {
      const res = await call('POST', '/api/testimonials', { body })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().detail).toBe(detail)
    }
    expect(await stored('Short')).toEqual([])
    const bot = await call('POST', '/api/testimonials', { body: entry({ name: 'Spam Bot', website: 'http://spam.example' }) })
    expect(bot.statusCode).toBe(201)
    expect(bot.json()).toEqual({ message: TESTIMONIAL_MESSAGES.submitted })
    expect(await stored('Spam Bot')).toEqual([])
  })

  it('allows five testimonials an hour from one address', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/testimonials', { ip, body: entry({ name: `Repeat ${i}` }) })).statusCode).toBe(201)
    const limited = await call('POST', '/api/testimonials', { ip, body: entry({ name: 'Repeat 5' }) })
    expect(limited.statusCode).toBe(429)
    expect(await stored('Repeat 5')).toEqual([])
    expect((await call('POST', '/api/testimonials', { body: entry({ name: 'Elsewhere' }) })).statusCode).toBe(201)
  })

  it('keeps moderation to staff: shoppers 403, guests 401; unknown ones 404', async () => {
    const id = (await ctx.db.kysely.selectFrom('testimonial').select('id').limit(1).executeTakeFirstOrThrow()).id
    for (const [method, url, body] of [
      ['GET', '/api/staff/testimonials'],
      ['POST', `/api/staff/testimonials/${id}/moderate`, { decision: 'reject' }],
    ] as const) {
      expect((await call(method, url, { token: shopper.token, body })).statusCode, url).toBe(403)
      expect((await call(method, url, { body })).statusCode, url).toBe(401)
    }
    const missing = await call('POST', '/api/staff/testimonials/tst_0000000000000000/moderate', { token: staff.token, body: { decision: 'approve' } })
    expect(missing.statusCode).toBe(404)
    const all = (await call('GET', '/api/staff/testimonials', { token: staff.token })).json()
    expect(all.total).toBeGreaterThanOrEqual(6)
  })
})
