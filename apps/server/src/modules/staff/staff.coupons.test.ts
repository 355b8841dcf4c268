import { STAFF_MESSAGES, type StaffCoupon } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { auditLinesOf, caller } from './staff.testing'

const DESCRIPTION = { en: 'Autumn sale <script>alert(1)</script>', cz: 'Podzimní sleva', sl: 'Jesenska razprodaja', ge: 'Herbstaktion <img src=x onerror=alert(1)>' }

describe.each(testDialects())('staff coupons (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let staff: Account
  let call: ReturnType<typeof caller>
  let n = 0

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Desk')
    call = caller(ctx)
  })
  afterAll(async () => ctx?.close())

  const input = (extra: Record<string, unknown> = {}) => ({ code: `autumn${++n}`, kind: 'percent', value: 12, description: DESCRIPTION, min_order_cents: 2000, ...extra })
  async function create(extra: Record<string, unknown> = {}): Promise<StaffCoupon> {
    const res = await call('POST', '/api/staff/coupons', staff.token, input(extra))
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }
  const couponRows = async (code: string) => ctx.db.kysely.selectFrom('coupon').selectAll().where('code', '=', code).execute()

  it('keeps shoppers (403) and guests (401) out, before looking at their input', async () => {
    const c = await create()
    for (const [method, url, body] of [
      ['GET', '/api/staff/coupons'],
      ['GET', `/api/staff/coupons/${c.id}`],
      ['POST', '/api/staff/coupons', input()],
      ['POST', '/api/staff/coupons', { code: '' }],
      ['PATCH', `/api/staff/coupons/${c.id}`, { value: 99 }],
      ['GET', '/api/staff/gift-cards'],
      ['GET', '/api/staff/audit'],
      ['GET', '/api/staff/dashboard'],
    ] as const) {
      expect((await call(method, url, shopper.token, body)).statusCode, `${method} ${url}`).toBe(403)
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401)
    }
    expect((await call('GET', `/api/staff/coupons/${c.id}`, staff.token)).json().value).toBe(12)
  })

  it('creates a coupon that shoppers can use, its texts kept exactly as typed, with an audit line', async () => {
    const c = await create({ code: ' winter-Glow ', lang_terms: { en: { kind: 'fixed', value: 500 } }, per_shopper_limit: 1 })
    expect(c).toMatchObject({
      code: 'WINTER-GLOW',
      kind: 'percent',
      value: 12,
      lang_terms: { en: { kind: 'fixed', value: 500 } },
      description: DESCRIPTION,
      min_order_cents: 2000,
      usage_limit: null,
      used_count: 0,
      per_shopper_limit: 1,
      stackable: false,
      active: true,
      owner_email: null,
    })
    // The shop's /coupan list offers it, in each language's terms.
    const en = (await call('GET', '/api/coupons?lang=en', shopper.token)).json().data.find((o: { code: string }) => o.code === 'WINTER-GLOW')
    expect(en).toMatchObject({ kind: 'fixed', value: 500, description: DESCRIPTION.en })
    const ge = (await call('GET', '/api/coupons?lang=ge', shopper.token)).json().data.find((o: { code: string }) => o.code === 'WINTER-GLOW')
    expect(ge).toMatchObject({ kind: 'percent', value: 12, description: DESCRIPTION.ge })

    const [line] = await auditLinesOf(ctx, 'coupon', c.id)
    expect(line).toMatchObject({ action: 'coupon.create', actor_id: staff.id, actor_name: 'Desk' })
    expect(line!.details).toMatchObject({ after: { code: 'WINTER-GLOW', value: 12 } })
  })

  it('refuses a code already in use (any letter case, the seeded ones too) with 409, writing nothing', async () => {
    const c = await create()
    const audits = (await auditLinesOf(ctx, 'coupon', c.id)).length
    for (const code of [c.code.toLowerCase(), 'get15']) {
      const res = await call('POST', '/api/staff/coupons', staff.token, input({ code }))
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().detail).toBe(STAFF_MESSAGES.couponCodeTaken)
    }
    expect(await couponRows(c.code)).toHaveLength(1)
    expect((await couponRows('GET15'))[0]!.description).not.toContain('Autumn')
    expect(await auditLinesOf(ctx, 'coupon', c.id)).toHaveLength(audits)
  })

  it('answers bad values with 400 and a reason, storing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ value: 150 }, STAFF_MESSAGES.percentTooHigh],
      [{ kind: 'fixed', value: 500, lang_terms: { cz: { kind: 'percent', value: 101 } } }, STAFF_MESSAGES.percentTooHigh],
      [{ value: 0 }, 'The value must be at least 1'],
      [{ value: 2.5 }, ''],
      [{ kind: 'bogus' }, ''],
      [{ code: 'two words' }, 'Coupon code is not valid'],
      [{ description: { en: 'Only English' } }, ''],
      [{ description: { ...DESCRIPTION, sl: '  ' } }, 'Please describe the coupon in every language'],
      [{ starts_at: '2027-02-01T00:00:00.000Z', expires_at: '2027-01-01T00:00:00.000Z' }, STAFF_MESSAGES.datesReversed],
      [{ expires_at: 'next tuesday' }, 'Please give a date and time'],
      [{ usage_limit: 0 }, 'A limit is at least 1'],
      [{ min_order_cents: -1 }, ''],
    ]
    for (const [extra, message] of cases) {
      const body = input(extra)
      const res = await call('POST', '/api/staff/coupons', staff.token, body)
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      if (message) expect(JSON.stringify(res.json()), JSON.stringify(extra)).toContain(message)
      expect(await couponRows(String(body.code).trim().toUpperCase())).toHaveLength(0)
    }
  })

  it('changes only the fields given, checks the whole coupon, and logs before and after', async () => {
    const c = await create({ usage_limit: 10 })
    const res = await call('PATCH', `/api/staff/coupons/${c.id}`, staff.token, { value: 20, active: false, description: { ...DESCRIPTION, cz: 'Zimní sleva' } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: c.id, code: c.code, value: 20, active: false, usage_limit: 10, description: { cz: 'Zimní sleva', en: DESCRIPTION.en } })
    const [line] = await auditLinesOf(ctx, 'coupon', c.id)
    expect(line).toMatchObject({ action: 'coupon.update', actor_name: 'Desk' })
    expect(line!.details).toMatchObject({ before: { value: 12, active: true }, after: { value: 20, active: false } })
    // An inactive coupon is no longer offered.
    const offered = (await call('GET', '/api/coupons?lang=en', shopper.token)).json().data.map((o: { code: string }) => o.code)
    expect(offered).not.toContain(c.code)

    // Percent over 100 after merging with the stored kind; switching to fixed makes the same value fine.
    expect((await call('PATCH', `/api/staff/coupons/${c.id}`, staff.token, { value: 500 })).statusCode).toBe(400)
    expect((await call('PATCH', `/api/staff/coupons/${c.id}`, staff.token, { kind: 'fixed', value: 500 })).json()).toMatchObject({ kind: 'fixed', value: 500 })
    expect((await call('PATCH', `/api/staff/coupons/${c.id}`, staff.token, { starts_at: '2099-01-01T00:00:00Z', expires_at: '2098-01-01T00:00:00Z' })).statusCode).toBe(400)
    expect((await call('PATCH', `/api/staff/coupons/${c.id}`, staff.token, {})).statusCode).toBe(400)
    expect((await call('GET', `/api/staff/coupons/${c.id}`, staff.token)).json()).toMatchObject({ kind: 'fixed', value: 500, starts_at: null })
  })

  it('never sets a usage limit below the uses so far; a taken code is 409; unknown ids 404', async () => {
    const c = await create({ usage_limit: 10 })
    await ctx.db.kysely.updateTable('coupon').set({ used_count: 3 }).where('id', '=', c.id).execute()
    const low = await call('PATCH', `/api/staff/coupons/${c.id}`, staff.token, { usage_limit: 2, value: 5 })
    expect(low.statusCode).toBe(400)
    expect(low.json().detail).toBe(STAFF_MESSAGES.limitBelowUses)
    expect((await call('GET', `/api/staff/coupons/${c.id}`, staff.token)).json()).toMatchObject({ usage_limit: 10, value: 12 })
    expect((await call('PATCH', `/api/staff/coupons/${c.id}`, staff.token, { usage_limit: 3 })).json()).toMatchObject({ usage_limit: 3, used_count: 3 })

    const taken = await call('PATCH', `/api/staff/coupons/${c.id}`, staff.token, { code: 'GET15' })
    expect(taken.statusCode).toBe(409)
    expect((await call('GET', `/api/staff/coupons/${c.id}`, staff.token)).json().code).toBe(c.code)

    expect((await call('PATCH', '/api/staff/coupons/cpn_0000000000000000', staff.token, { value: 5 })).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/coupons/cpn_0000000000000000', staff.token)).statusCode).toBe(404)
    expect((await call('GET', '/api/staff/coupons/not-an-id', staff.token)).statusCode).toBe(400)
  })

  it('lists the shop codes by default, personal ones on request, and finds by part of the code', async () => {
    const c = await create({ code: 'FINDME-77' })
    await ctx.db.kysely
      .insertInto('coupon')
      .values({ id: 'cpn_personal0000001', code: 'NEWS-5-ABCD', kind: 'percent', value: 5, lang_terms: '{}', description: JSON.stringify(DESCRIPTION), min_order_cents: 0, starts_at: null, expires_at: null, usage_limit: 1, per_shopper_limit: 1, owner_user_id: null, owner_email: 'fan@example.com', stackable: 1, active: 1, created_at: new Date().toISOString() })
      .execute()
    const codes = async (qs: string) => (await call('GET', `/api/staff/coupons?${qs}`, staff.token)).json().data.map((x: StaffCoupon) => x.code)
    const shop = await codes('')
    expect(shop).toEqual(expect.arrayContaining([c.code, 'GET15']))
    expect(shop).not.toContain('NEWS-5-ABCD')
    expect(await codes('scope=personal')).toEqual(['NEWS-5-ABCD'])
    expect(await codes('scope=all&q=news')).toEqual(['NEWS-5-ABCD'])
    expect(await codes('q=dme-7')).toEqual(['FINDME-77'])
    expect(await codes('q=%25')).toEqual([])
    const page = (await call('GET', '/api/staff/coupons?scope=all', staff.token)).json()
    expect(page.total).toBeGreaterThanOrEqual(page.data.length)
    expect((await call('GET', '/api/staff/coupons?scope=mine', staff.token)).statusCode).toBe(400)
  })
  // Last: it changes the CZK rate for the rest of this file's shop.
  it("fills a fixed coupon's crown amount and minimum at the owner's current rate (decision 038)", async () => {
    const rate = await ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/exchange-rates/CZK',
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { rate: '30', rounding: 'whole_9' },
    })
    expect(rate.statusCode, rate.body).toBe(200)
    const c = await create({ kind: 'fixed', value: 1000, min_order_cents: 2000 })
    const [row] = await couponRows(c.code)
    // $10 at 30 Kč is 300 Kč, on the list's …9 ending 299 Kč; $20 → 599 Kč. Euros keep their rate.
    expect([row!.value_czk_cents, row!.min_order_czk_cents, row!.value_eur_cents]).toEqual([29900, 59900, 895])
    // A new dollar amount is filled again at the same rate.
    const changed = await call('PATCH', `/api/staff/coupons/${c.id}`, staff.token, { value: 2000 })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await couponRows(c.code))[0]!.value_czk_cents).toBe(59900)
  })
})
