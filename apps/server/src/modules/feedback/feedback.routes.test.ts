import { FEEDBACK_MESSAGES } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { client, tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'

const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>'

describe.each(testDialects())('feedback (%s)', (dialect) => {
  let ctx: TestContext
  let staff: Account
  let shopper: Account
  const results = async () => {
    const res = await client(ctx.app).get('/api/staff/feedback/results', staff.token)
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as { total: number; questions: Array<{ id: string; counts: number[] }>; issues: Array<{ text: string; lang: string; at: string }> }
  }

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: false, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Analyst')
    shopper = await signUp(ctx, dataDir, 'Respondent')
  })
  afterAll(async () => ctx?.close())

  it('counts every answer per option and lists the issues newest first', async () => {
    const empty = await results()
    expect(empty).toEqual({ total: 0, questions: [{ id: 'q1', counts: [0, 0, 0, 0] }, { id: 'q2', counts: [0, 0, 0, 0, 0] }, { id: 'q3', counts: [0, 0, 0, 0] }], issues: [] })

    const answers = [
      { q1: 0, q2: 4, q3: 1, issue: 'Parcel arrived late', lang: 'en' },
      { q1: 0, q2: 1, q3: 3, issue: 'Balík byl poškozený', lang: 'cz' },
      { q1: 3, q2: 4, q3: 1, issue: HOSTILE, lang: 'ge' },
    ]
    for (const a of answers) {
      const res = await client(ctx.app).post('/api/feedback', a)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ message: 'Thank you for your feedback!' })
    }
    const r = await results()
    expect(r.total).toBe(3)
    expect(r.questions).toEqual([
      { id: 'q1', counts: [2, 0, 0, 1] },
      { id: 'q2', counts: [0, 1, 0, 0, 2] },
      { id: 'q3', counts: [0, 2, 0, 1] },
    ])
    // Script stays the same text (order among answers of the same millisecond is the next test's business).
    expect(r.issues.map((i) => i.text).sort()).toEqual([HOSTILE, 'Balík byl poškozený', 'Parcel arrived late'].sort())
    expect(r.issues.find((i) => i.text === HOSTILE)).toMatchObject({ lang: 'ge', at: expect.any(String) })
  })

  it('keeps the signed-in respondent and at most the latest 50 issues', async () => {
    await client(ctx.app).post('/api/feedback', { q1: 1, q2: 2, q3: 2, issue: 'Signed in' }, shopper.token)
    const row = await ctx.db.kysely.selectFrom('feedback_response').select('user_id').where('issue', '=', 'Signed in').executeTakeFirstOrThrow()
    expect(row.user_id).toBe(shopper.id)
    const at = Date.now()
    await ctx.db.kysely
      .insertInto('feedback_response')
      .values(Array.from({ length: 55 }, (_, i) => ({ id: `fbk_bulk${String(i).padStart(12, '0')}`, q1: 2, q2: 0, q3: 0, issue: `bulk ${i}`, lang: 'en', user_id: null, created_at: new Date(at + 1000 + i).toISOString() })))
      .execute()
    const r = await results()
    expect(r.issues).toHaveLength(50)
    expect(r.issues[0]!.text).toBe('bulk 54')
    expect(r.questions[0]!.counts[2]).toBe(55)
  })

  it('answers exactly "Please answer all question before submit" when any answer is missing or not an option', async () => {
    const full = { q1: 1, q2: 1, q3: 1, issue: 'Fine' }
    const c = client(ctx.app)
    const before = (await results()).total
    for (const body of [
      {},
      { ...full, q1: undefined },
      { ...full, q2: null },
      { ...full, q3: 4 },
      { ...full, q2: 5 },
      { ...full, q1: -1 },
      { ...full, q1: 1.5 },
      { ...full, q1: '1' },
      { ...full, issue: '' },
      { ...full, issue: '   ' },
      { ...full, issue: undefined },
    ]) {
      const res = await c.post('/api/feedback', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().detail, JSON.stringify(body)).toBe(FEEDBACK_MESSAGES.answerAll)
    }
    const tooLong = await c.post('/api/feedback', { ...full, issue: 'x'.repeat(2001) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().detail).toBe(FEEDBACK_MESSAGES.issueTooLong)
    expect((await results()).total).toBe(before)
  })

  it('answers a filled honeypot with thanks and stores nothing; limits answers per IP', async () => {
    const before = (await results()).total
    const bot = await client(ctx.app).post('/api/feedback', { q1: 0, q2: 0, q3: 0, issue: 'spam', website: 'x' })
    expect(bot.json()).toEqual({ message: FEEDBACK_MESSAGES.thanks })
    expect((await results()).total).toBe(before)

    const c = client(ctx.app)
    const codes: number[] = []
    for (let i = 0; i < 6; i++) codes.push((await c.post('/api/feedback', { q1: 0, q2: 0, q3: 0, issue: `flood ${i}` })).statusCode)
    expect(codes).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('shows the results to staff only', async () => {
    const c = client(ctx.app)
    expect((await c.get('/api/staff/feedback/results')).statusCode).toBe(401)
    expect((await c.get('/api/staff/feedback/results', shopper.token)).statusCode).toBe(403)
  })
})
