import { DomainError } from '@shop/domain'
import type { Insertable } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CouponTable } from '../../db/types'
import { seedCoupons } from '../../db/seed/coupons'
import { newId } from '../../lib/ids'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createAccountDirectory } from '../auth/auth.accounts.service'
import { createCouponService } from './coupons.service'
import type { CouponContext, CouponService } from './coupons.types'

const DAY = 86_400_000

describe.each(testDialects())('coupons (%s)', (dialect) => {
  let ctx: TestContext
  let coupons: CouponService
  const now = new Date()
  const base: CouponContext = { lang: 'en', subtotal_cents: 4000, user_id: null, email: null, now }

  async function addCoupon(code: string, fields: Partial<Insertable<CouponTable>> = {}): Promise<string> {
    const id = newId('cpn')
    await ctx.db.kysely
      .insertInto('coupon')
      .values({ id, code, kind: 'fixed', value: 500, description: JSON.stringify({ en: `${code} en`, cz: `${code} cz`, sl: `${code} sl`, ge: `${code} ge` }), created_at: now.toISOString(), lang_terms: '{}', min_order_cents: 0, stackable: 0, active: 1, ...fields })
      .execute()
    return id
  }
  const usedCount = async (id: string) => (await ctx.db.kysely.selectFrom('coupon').select('used_count').where('id', '=', id).executeTakeFirstOrThrow()).used_count

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
    coupons = createCouponService({ db: ctx.db, accounts: createAccountDirectory(ctx.db) })
    await addCoupon('OLD5', { expires_at: new Date(now.getTime() - DAY).toISOString() })
    await addCoupon('SOON5', { starts_at: new Date(now.getTime() + DAY).toISOString() })
    await addCoupon('OFF5', { active: 0 })
    await addCoupon('FULL5', { usage_limit: 2, used_count: 2 })
    await addCoupon('NEWS5', { kind: 'percent', value: 5, stackable: 1, owner_email: 'nora@example.com', per_shopper_limit: 1 })
    await addCoupon('TENNER', { kind: 'fixed', value: 1000 })
  })
  afterAll(async () => ctx?.close())

  it('seeds the demo codes once, keeping counted uses on a second run', async () => {
    const get15 = await ctx.db.kysely.selectFrom('coupon').selectAll().where('code', '=', 'GET15').executeTakeFirstOrThrow()
    expect(get15).toMatchObject({ kind: 'fixed', value: 1500, min_order_cents: 3000, usage_limit: null, expires_at: null })
    await ctx.db.kysely.updateTable('coupon').set({ used_count: 3 }).where('code', '=', 'GET15').execute()
    await seedCoupons(ctx.db)
    const rows = await ctx.db.kysely.selectFrom('coupon').select(['code', 'used_count']).where('code', 'in', ['GET15', 'WELCOME10', 'SPRING5', 'LEAF20']).execute()
    expect(rows).toHaveLength(4)
    expect(rows.find((r) => r.code === 'GET15')!.used_count).toBe(3)
    await ctx.db.kysely.updateTable('coupon').set({ used_count: 0 }).where('code', '=', 'GET15').execute()
  })

  it('takes GET15 as $15 in en and as 15% in cz, sl and ge', async () => {
    const en = await coupons.evaluate(['GET15'], { ...base, subtotal_cents: 4000 })
    expect(en.applied).toEqual([expect.objectContaining({ code: 'GET15', kind: 'fixed', value: 1500, amount_cents: 1500 })])
    for (const lang of ['cz', 'sl', 'ge'] as const) {
      const r = await coupons.evaluate(['GET15'], { ...base, lang, subtotal_cents: 4000 })
      expect(r.applied[0], lang).toMatchObject({ kind: 'percent', value: 15, amount_cents: 600 })
    }
    // 15% of $33.33 is 499.95 cents: rounded half up to the cent.
    expect((await coupons.evaluate(['GET15'], { ...base, lang: 'cz', subtotal_cents: 3333 })).applied[0]!.amount_cents).toBe(500)
  })

  it('names why a code does not apply', async () => {
    const r = await coupons.evaluate(['NOPE', 'OLD5', 'SOON5', 'OFF5', 'FULL5', 'GET15'], { ...base, subtotal_cents: 2999 })
    expect(r.applied).toEqual([])
    expect(r.rejected).toEqual([
      { code: 'NOPE', reason: 'unknown' },
      { code: 'OLD5', reason: 'expired' },
      { code: 'SOON5', reason: 'not_started' },
      { code: 'OFF5', reason: 'unknown' },
      { code: 'FULL5', reason: 'used_up' },
      { code: 'GET15', reason: 'min_order' },
    ])
  })

  it('keeps personal and once-per-shopper codes to known shoppers', async () => {
    expect((await coupons.evaluate(['WELCOME10'], base)).rejected).toEqual([{ code: 'WELCOME10', reason: 'sign_in_required' }])
    expect((await coupons.evaluate(['NEWS5'], { ...base, email: 'someone@example.com' })).rejected).toEqual([{ code: 'NEWS5', reason: 'not_yours' }])
    const mine = await coupons.evaluate(['NEWS5'], { ...base, email: 'Nora@Example.com' })
    expect(mine.applied[0]).toMatchObject({ code: 'NEWS5', amount_cents: 200 })
  })

  it('allows two codes only when one stacks, percent first, never more than the subtotal', async () => {
    const two = await coupons.evaluate(['TENNER', 'GET15'], { ...base, subtotal_cents: 5000 })
    expect(two.applied.map((a) => a.code)).toEqual(['TENNER'])
    expect(two.rejected).toEqual([{ code: 'GET15', reason: 'not_combinable' }])

    const dup = await coupons.evaluate(['TENNER', 'TENNER'], base)
    expect(dup.rejected).toEqual([{ code: 'TENNER', reason: 'duplicate' }])

    // 5% of $40 first (200), then $10 off the rest.
    const stacked = await coupons.evaluate(['TENNER', 'NEWS5'], { ...base, email: 'nora@example.com' })
    expect(stacked.applied).toEqual([
      expect.objectContaining({ code: 'TENNER', amount_cents: 1000 }),
      expect.objectContaining({ code: 'NEWS5', amount_cents: 200 }),
    ])
    const capped = await coupons.evaluate(['TENNER', 'NEWS5'], { ...base, subtotal_cents: 900, email: 'nora@example.com' })
    expect(capped.applied.reduce((s, a) => s + a.amount_cents, 0)).toBe(900)
  })

  it('counts uses by conditional updates: a limit of 10 lets exactly 10 of 50 concurrent orders through', async () => {
    const id = await addCoupon('RACE10', { usage_limit: 10 })
    const [applied] = (await coupons.evaluate(['RACE10'], base)).applied
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => ctx.db.kysely.transaction().execute((tx) => coupons.consume(tx, [applied!], [`email:racer${i}@example.com`]))),
    )
    const failures = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)
    expect(results.length - failures.length).toBe(10)
    expect(failures.every((e) => e instanceof DomainError && e.code === 'conflict' && e.message === 'This coupon has just been used up')).toBe(true)
    expect(await usedCount(id)).toBe(10)
    expect((await coupons.evaluate(['RACE10'], base)).rejected).toEqual([{ code: 'RACE10', reason: 'used_up' }])
  })

  it('lets a shopper use a once-per-shopper code once, even from two tabs at the same time', async () => {
    const id = (await ctx.db.kysely.selectFrom('coupon').select('id').where('code', '=', 'WELCOME10').executeTakeFirstOrThrow()).id
    const ctxGuest = { ...base, email: 'twotabs@example.com' }
    const [applied] = (await coupons.evaluate(['WELCOME10'], ctxGuest)).applied
    expect(applied).toMatchObject({ kind: 'percent', value: 10, amount_cents: 400 })
    const before = await usedCount(id)
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => ctx.db.kysely.transaction().execute((tx) => coupons.consume(tx, [applied!], ['email:twotabs@example.com']))),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []))
    expect(reasons).toEqual(['You have already used this coupon', 'You have already used this coupon'])
    // The refused attempts rolled back their overall count too.
    expect(await usedCount(id)).toBe(before + 1)
    expect((await coupons.evaluate(['WELCOME10'], ctxGuest)).rejected).toEqual([{ code: 'WELCOME10', reason: 'used_by_you' }])
    expect((await coupons.evaluate(['WELCOME10'], { ...base, email: 'other@example.com' })).applied).toHaveLength(1)
  })

  it('lists what a shopper can use, in their language, over HTTP', async () => {
    const en = await ctx.app.inject({ method: 'GET', url: '/api/coupons' })
    expect(en.statusCode).toBe(200)
    const codes = en.json().data.map((o: { code: string }) => o.code)
    expect(codes).toEqual(expect.arrayContaining(['GET15', 'WELCOME10', 'SPRING5', 'LEAF20', 'TENNER']))
    for (const hidden of ['OLD5', 'SOON5', 'OFF5', 'FULL5', 'NEWS5', 'RACE10']) expect(codes).not.toContain(hidden)
    expect(en.json().data.find((o: { code: string }) => o.code === 'GET15')).toEqual({
      code: 'GET15', currency: 'USD', kind: 'fixed', value: 1500, min_order_cents: 3000, expires_at: null, stackable: false, personal: false, uses_left: null,
      description: '$15 off orders of $30 or more',
    })
    const cz = await ctx.app.inject({ method: 'GET', url: '/api/coupons?lang=cz' })
    expect(cz.json().data.find((o: { code: string }) => o.code === 'GET15')).toMatchObject({ kind: 'percent', value: 15, description: 'Sleva 15\u00a0% na objednávky od 759\u00a0Kč' })
    expect((await ctx.app.inject({ method: 'GET', url: '/api/coupons?lang=xx' })).statusCode).toBe(400)
    // In the checkout's currency: GET15 is 379 Kč off from 759 Kč in crowns, 15 € from 30 € in euros (decision 038).
    const czk = await ctx.app.inject({ method: 'GET', url: '/api/coupons?currency=CZK' })
    expect(czk.json().data.find((o: { code: string }) => o.code === 'GET15')).toMatchObject({ currency: 'CZK', kind: 'fixed', value: 37900, min_order_cents: 75900 })
    const eur = await ctx.app.inject({ method: 'GET', url: '/api/coupons?currency=EUR' })
    expect(eur.json().data.find((o: { code: string }) => o.code === 'GET15')).toMatchObject({ currency: 'EUR', kind: 'fixed', value: 1500, min_order_cents: 3000 })
    // SPRING5's $5 from $25 filled at the seeded rate on each list's rounding: 4,90 € from 22,95 €; 119 Kč from 579 Kč.
    expect(eur.json().data.find((o: { code: string }) => o.code === 'SPRING5')).toMatchObject({ value: 490, min_order_cents: 2295 })
    expect(czk.json().data.find((o: { code: string }) => o.code === 'SPRING5')).toMatchObject({ value: 11900, min_order_cents: 57900 })
    expect((await ctx.app.inject({ method: 'GET', url: '/api/coupons?currency=GBP' })).statusCode).toBe(400)
    // Without a currency: the "Ship to" country's market's (cookie, else the language's country).
    expect((await ctx.app.inject({ method: 'GET', url: '/api/coupons?lang=cz' })).json().data.find((o: { code: string }) => o.code === 'SPRING5')).toMatchObject({ currency: 'CZK' })
    const shipTo = await ctx.app.inject({ method: 'GET', url: '/api/coupons', headers: { cookie: 'ship_to=AT' } })
    expect(shipTo.json().data.find((o: { code: string }) => o.code === 'GET15')).toMatchObject({ currency: 'EUR', value: 1500 })

    // A shopper's personal code shows for them, with the uses they have left.
    const offers = await coupons.offers({ lang: 'ge', user_id: null, email: 'nora@example.com', now })
    expect(offers.find((o) => o.code === 'NEWS5')).toMatchObject({ personal: true, stackable: true, uses_left: 1, description: 'NEWS5 ge' })
    expect((await coupons.offers({ lang: 'en', user_id: null, email: 'twotabs@example.com', now })).map((o) => o.code)).not.toContain('WELCOME10')
  })
})
