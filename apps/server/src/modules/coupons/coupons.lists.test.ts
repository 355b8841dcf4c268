import { COUPON_LIST_MESSAGES, type StaffCoupon } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { product, setListPrices, shopper } from '../checkout/checkout.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { caller } from '../staff/staff.testing'

const DESCRIPTION = { en: '{amount} off from {min_order}', cz: 'Sleva {amount} od {min_order}', sl: '{amount} popusta od {min_order}', ge: '{amount} Rabatt ab {min_order}' }

/**
 * Decision 047: staff type a fixed coupon's amount and minimum in euros and crowns, or let each
 * follow the dollar figure at the owner's exchange rate; a new rate refills every figure that
 * follows USD and none typed by hand (GET15's 15 € / 379 Kč among them).
 */
describe.each(testDialects())('coupon figures per currency (%s)', (dialect) => {
  let ctx: TestContext
  let staff: Account
  let shopperAccount: Account
  let call: ReturnType<typeof caller>
  let n = 0

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Olga')
    shopperAccount = await signUp(ctx, dataDir, 'Pavla')
    call = caller(ctx)
  })
  afterAll(async () => ctx?.close())

  const create = async (extra: Record<string, unknown>) => {
    const res = await call('POST', '/api/staff/coupons', staff.token, { code: `LIST${++n}`, kind: 'fixed', value: 1000, min_order_cents: 4000, description: DESCRIPTION, ...extra })
    return res
  }
  const created = async (extra: Record<string, unknown>): Promise<StaffCoupon> => {
    const res = await create(extra)
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }
  const patch = async (id: string, body: Record<string, unknown>): Promise<StaffCoupon> => {
    const res = await call('PATCH', `/api/staff/coupons/${id}`, staff.token, body)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const read = async (id: string): Promise<StaffCoupon> => (await call('GET', `/api/staff/coupons/${id}`, staff.token)).json()
  const offer = async (code: string, query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/coupons?${query}` })
    expect(res.statusCode, res.body).toBe(200)
    const found = (res.json().data as Array<{ code: string; value: number; min_order_cents: number; description: string; currency: string }>).find((o) => o.code === code)
    // Amounts are written with no-break spaces ("249 Kč"); compared here as plain ones.
    return found && { ...found, description: found.description.replace(/\u00a0/g, ' ') }
  }
  const setCrownRate = (rate: string) =>
    ctx.app.inject({ method: 'PUT', url: '/api/staff/exchange-rates/CZK', headers: { authorization: `Bearer ${staff.token}` }, payload: { rate, rounding: 'whole_9' } })
  const couponCount = async () => Number((await ctx.db.kysely.selectFrom('coupon').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

  it('keeps the amounts staff type per currency, fills the others from USD, and answers which is which', async () => {
    // $10 from $40; 4,50 € typed; 249 Kč from 990 Kč typed; the euro minimum follows: $40 × 0.92 → 36,80 → 36,90 €.
    const c = await created({ value_eur_cents: 450, value_czk_cents: 24900, min_order_czk_cents: 99000 })
    expect(c).toMatchObject({
      value_eur_cents: 450,
      value_eur_manual: true,
      value_czk_cents: 24900,
      value_czk_manual: true,
      min_order_eur_cents: 3690,
      min_order_eur_manual: false,
      min_order_czk_cents: 99000,
      min_order_czk_manual: true,
    })
    // Shoppers are offered the typed figures in each currency, and the description names them.
    expect(await offer(c.code, 'lang=cz&currency=CZK')).toMatchObject({ currency: 'CZK', value: 24900, min_order_cents: 99000, description: 'Sleva 249 Kč od 990 Kč' })
    expect(await offer(c.code, 'lang=ge&currency=EUR')).toMatchObject({ value: 450, min_order_cents: 3690, description: '4,50 € Rabatt ab 36,90 €' })
    expect(await offer(c.code, 'lang=en&currency=USD')).toMatchObject({ value: 1000, min_order_cents: 4000, description: '$10 off from $40' })

    // The checkout takes the typed crowns off an order in crowns.
    const productId = await product(ctx, 5000, 50)
    await setListPrices(ctx, productId, { CZK: 120000 })
    const s = shopper(ctx, shopperAccount.token)
    await s.add(productId, 1)
    const quote = await s.quote({ lang: 'cz', coupons: [c.code] })
    expect(quote.currency).toBe('CZK')
    expect(quote.discount_cents).toBe(24900)
  })

  it('refills the figures that follow USD when the dollar amount changes, keeps the typed ones, and lets null free a typed figure', async () => {
    const c = await created({ value_czk_cents: 24900 })
    const moved = await patch(c.id, { value: 2000, min_order_cents: 5000 })
    // $20 × 0.92 = 18,40 €, on the euro list's x.90/x.95 endings 17,95 €; $50 → 46,00 → 45,95 €; $50 × 23 → 1 149 Kč.
    expect(moved).toMatchObject({ value_eur_cents: 1795, value_eur_manual: false, value_czk_cents: 24900, value_czk_manual: true, min_order_eur_cents: 4595, min_order_czk_cents: 114900 })
    const freed = await patch(c.id, { value_czk_cents: null })
    // $20 at 23 Kč: 460 → the crown list's …9 ending: 459 Kč.
    expect(freed).toMatchObject({ value_czk_cents: 45900, value_czk_manual: false })
    // A typed figure alone is a change: it is written (and audited) without touching the rest.
    const typed = await patch(c.id, { min_order_eur_cents: 5000 })
    expect(typed).toMatchObject({ min_order_eur_cents: 5000, min_order_eur_manual: true, value_eur_cents: 1795, value: 2000 })
  })

  it('refuses figures a coupon cannot hold with 400, a reason and the field, writing nothing', async () => {
    const before = await couponCount()
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ value_czk_cents: 24950 }, 'value_czk_cents', COUPON_LIST_MESSAGES.wholeCrowns],
      [{ min_order_czk_cents: 50 }, 'min_order_czk_cents', COUPON_LIST_MESSAGES.wholeCrowns],
      [{ value_eur_cents: 0 }, 'value_eur_cents', COUPON_LIST_MESSAGES.amountPositive],
      [{ min_order_eur_cents: -100 }, 'min_order_eur_cents', COUPON_LIST_MESSAGES.minimumNotNegative],
      [{ value_eur_cents: 4.5 }, 'value_eur_cents', COUPON_LIST_MESSAGES.notNumber],
      [{ value_eur_cents: '450' }, 'value_eur_cents', COUPON_LIST_MESSAGES.notNumber],
    ]
    for (const [extra, path, message] of cases) {
      const res = await create(extra)
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: `body.${path}`, message })]))
    }
    // A percentage everywhere has no amount to set in euros (a minimum it may have).
    const percent = await create({ kind: 'percent', value: 10, value_eur_cents: 450 })
    expect(percent.statusCode).toBe(400)
    expect(percent.json()).toMatchObject({ reason: 'coupon_no_fixed_amount', errors: [{ path: 'value_eur_cents', message: COUPON_LIST_MESSAGES.noFixedAmount }] })
    expect(await couponCount()).toBe(before)
    const ok = await created({ kind: 'percent', value: 10, min_order_czk_cents: 50000 })
    expect(ok).toMatchObject({ value_eur_cents: null, value_czk_cents: null, min_order_czk_cents: 50000, min_order_czk_manual: true })
    // The same rules on a PATCH, checked against the merged coupon.
    const bad = await call('PATCH', `/api/staff/coupons/${ok.id}`, staff.token, { value_czk_cents: 10000 })
    expect(bad.json()).toMatchObject({ reason: 'coupon_no_fixed_amount' })
    expect((await read(ok.id)).value_czk_cents).toBeNull()
  })

  // Last: it changes the CZK rate for the rest of this file's shop.
  it('refills every crown figure that follows USD when the owner changes the CZK rate, once, and keeps typed ones and GET15 as they are', async () => {
    const follows = await created({ value: 1000, min_order_cents: 2000 })
    const typed = await created({ value: 1000, min_order_cents: 2000, value_czk_cents: 24900, min_order_czk_cents: 49900 })
    const percent = await created({ kind: 'percent', value: 12, min_order_cents: 2000 })
    const get15Before = (await ctx.db.kysely.selectFrom('coupon').selectAll().where('code', '=', 'GET15').executeTakeFirstOrThrow())
    expect(get15Before).toMatchObject({ value_czk_cents: 37900, min_order_czk_cents: 75900, value_czk_manual: 1, min_order_czk_manual: 1, value_eur_manual: 1, min_order_eur_manual: 1 })
    const spring5Before = await offer('SPRING5', 'currency=CZK')
    expect(spring5Before).toMatchObject({ value: 11900, min_order_cents: 57900 })

    const rate = await setCrownRate('30')
    expect(rate.statusCode, rate.body).toBe(200)

    // $10 at 30 Kč is 300 Kč, on the list's …9 ending 299 Kč; $20 → 599 Kč.
    expect(await read(follows.id)).toMatchObject({ value_czk_cents: 29900, min_order_czk_cents: 59900, value_eur_cents: follows.value_eur_cents, min_order_eur_cents: follows.min_order_eur_cents })
    expect(await read(typed.id)).toMatchObject({ value_czk_cents: 24900, min_order_czk_cents: 49900 })
    // A percentage is the same in every currency; its minimum is money and follows the rate.
    expect(await read(percent.id)).toMatchObject({ kind: 'percent', value: 12, value_czk_cents: null, min_order_czk_cents: 59900 })
    // The seeded coupons: SPRING5 follows ($5 → 149 Kč from $25 → 749 Kč), GET15 stays 379 Kč from 759 Kč.
    expect(await offer('SPRING5', 'lang=cz&currency=CZK')).toMatchObject({ value: 14900, min_order_cents: 74900, description: 'Sleva 149 Kč na objednávky od 749 Kč, jen po omezenou dobu' })
    expect(await offer('GET15', 'lang=en&currency=CZK')).toMatchObject({ value: 37900, min_order_cents: 75900, description: 'CZK 379 off orders of CZK 759 or more' })
    expect(await offer('GET15', 'lang=cz&currency=CZK')).toMatchObject({ kind: 'percent', value: 15, description: 'Sleva 15 % na objednávky od 759 Kč' })
    const get15After = await ctx.db.kysely.selectFrom('coupon').selectAll().where('code', '=', 'GET15').executeTakeFirstOrThrow()
    expect(get15After).toEqual(get15Before)

    // A staff member types a crown amount; the same rate saved again changes nothing and refills nothing.
    await patch(follows.id, { value_czk_cents: 27900 })
    const again = await setCrownRate('30')
    expect(again.statusCode, again.body).toBe(200)
    expect(await read(follows.id)).toMatchObject({ value_czk_cents: 27900, value_czk_manual: true })
    // Freeing it fills it at the current rate.
    expect(await patch(follows.id, { value_czk_cents: null })).toMatchObject({ value_czk_cents: 29900, value_czk_manual: false })
  })
})
