import { DASHBOARD_DAYS, LOW_STOCK_LIMIT, LOW_STOCK_THRESHOLD, type StaffDashboard } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { newId } from '../../lib/ids'
import { tempDataDir } from '../auth/auth.testing'
import { forceStatus, placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from '../orders/orders.testing'
import { dashboardDays } from './staff.service'
import { caller } from './staff.testing'

const DAY_MS = 86_400_000

describe('dashboardDays', () => {
  it('is the 14 UTC days up to today, oldest first, across a month end', () => {
    const days = dashboardDays(new Date('2026-03-02T23:59:59.999Z'))
    expect(days).toHaveLength(DASHBOARD_DAYS)
    expect(days[0]).toBe('2026-02-17')
    expect(days.slice(-3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02'])
  })
})

describe.each(testDialects())('staff dashboard (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let staff: Account
  let products: string[]
  let call: ReturnType<typeof caller>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Desk')
    products = await someProducts(ctx, 3)
    call = caller(ctx)
  })
  afterAll(async () => ctx?.close())

  async function dashboard(lang = 'en'): Promise<StaffDashboard> {
    const res = await call('GET', `/api/staff/dashboard?lang=${lang}`, staff.token)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const order = (quantity = 1) => placeFixtureOrder(ctx, { user: shopper, lines: [{ product_id: products[0]!, quantity }] })
  const placedOn = (id: string, at: Date) => ctx.db.kysely.updateTable('shop_order').set({ created_at: at.toISOString() }).where('id', '=', id).execute()
  const move = async (id: string, status: string) => expect((await call('POST', `/api/staff/orders/${id}/status`, staff.token, { status })).statusCode).toBe(200)

  it("counts today's orders and revenue and the last 14 days from real orders, leaving out cancelled and returned ones", async () => {
    const before = await dashboard()
    const a = await order(2)
    const b = await order(1)
    const cancelled = await order(3)
    await move(cancelled.id, 'cancelled_order')
    const returned = await order(1)
    await forceStatus(ctx, returned.id, 'return_accept')
    const yesterday = await order(1)
    const noon = Date.parse(`${before.days.at(-1)!.day}T12:00:00.000Z`)
    await placedOn(yesterday.id, new Date(noon - DAY_MS))
    const tooOld = await order(1)
    await placedOn(tooOld.id, new Date(noon - DASHBOARD_DAYS * DAY_MS))

    const after = await dashboard()
    expect(after.days).toHaveLength(DASHBOARD_DAYS)
    expect(after.days.map((d) => d.day)).toEqual(before.days.map((d) => d.day))
    expect(after.today.orders - before.today.orders).toBe(2)
    expect(after.today.revenue_cents - before.today.revenue_cents).toBe(a.total_cents + b.total_cents)
    expect(after.days.at(-1)).toEqual({ day: after.days.at(-1)!.day, ...after.today })
    expect(after.days.at(-2)!.orders - before.days.at(-2)!.orders).toBe(1)
    expect(after.days.at(-2)!.revenue_cents - before.days.at(-2)!.revenue_cents).toBe(yesterday.total_cents)
    const total = (d: StaffDashboard) => d.days.reduce((s, x) => s + x.orders, 0)
    expect(total(after) - total(before)).toBe(3)
  })

  it('counts what waits for staff: cancel and return requests, reviews, testimonials, complaints, contact messages', async () => {
    const before = (await dashboard()).pending
    const asksCancel = await order()
    await move(asksCancel.id, 'confirm_order')
    expect((await call('POST', `/api/orders/${asksCancel.id}/cancel`, shopper.token, { reason: 'changed_mind' })).json().status).toBe('request_cancel')
    const asksReturn = await order()
    await forceStatus(ctx, asksReturn.id, 'delivered_order', { delivered_at: new Date().toISOString() })
    expect((await call('POST', `/api/orders/${asksReturn.id}/return`, shopper.token, { reason: 'damaged' })).json().status).toBe('request_return')

    const k = ctx.db.kysely
    const at = new Date().toISOString()
    for (const status of ['pending', 'pending', 'approved'] as const) {
      await k.insertInto('review').values({ id: newId('rev'), product_id: products[1]!, user_id: null, author: 'Eva', rating: 4, body: 'Nice', lang: 'en', status, created_at: at, moderated_at: null, moderated_by: null }).execute()
    }
    for (const status of ['pending', 'rejected'] as const) {
      await k.insertInto('testimonial').values({ id: newId('tst'), user_id: null, name: 'Eva', rating: 5, text: 'Lovely shop', lang: 'en', status, created_at: at, moderated_at: null, moderated_by: null }).execute()
    }
    for (const status of ['open', 'answered', 'closed'] as const) {
      await k.insertInto('complaint').values({ id: newId('cmp'), user_id: shopper.id, order_id: asksReturn.id, order_number: asksReturn.number, email: shopper.email, lang: 'en', topic: 'Broken lid', status, message_count: 1, created_at: at, updated_at: at }).execute()
    }
    for (const status of ['new', 'new', 'new', 'handled'] as const) {
      await k.insertInto('contact_message').values({ id: newId('msg'), name: 'Eva', email: 'eva@example.com', subject: 'Hello', message: 'Hi', lang: 'en', user_id: null, status, created_at: at, handled_at: null, handled_by: null }).execute()
    }

    const after = (await dashboard()).pending
    const delta = Object.fromEntries(Object.entries(after).map(([key, v]) => [key, v - before[key as keyof typeof before]]))
    expect(delta).toEqual({ cancel_requests: 1, return_requests: 1, reviews: 2, testimonials: 1, complaints: 1, contact_messages: 3 })

    // Answering a request takes it off the dashboard.
    await move(asksCancel.id, 'cancel_reject')
    expect((await dashboard()).pending.cancel_requests).toBe(after.cancel_requests - 1)
  })

  it("lists sizes at or under their own low-stock threshold, fewest units first, named in the asked language with the size", async () => {
    const k = ctx.db.kysely
    // Every size well stocked, then: a product in sizes with one sold out and one under its own
    // (raised) threshold, and a one-size product just over the usual threshold.
    await k.updateTable('product_variant').set({ stock: 100 }).execute()
    const sized = await k.selectFrom('product').select(['id', 'name']).where('variant_count', '>', 1).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow()
    const [small, large] = await k.selectFrom('product_variant').select(['id', 'sku', 'size_value', 'size_unit']).where('product_id', '=', sized.id).orderBy('position').execute()
    const single = await k.selectFrom('product').select('id').where('variant_count', '=', 1).where('kind', '=', 'single').orderBy('id').executeTakeFirstOrThrow()
    await k.updateTable('product_variant').set({ stock: 0 }).where('id', '=', small!.id).execute()
    await k.updateTable('product_variant').set({ stock: 7, low_stock_threshold: 10 }).where('id', '=', large!.id).execute()
    await k.updateTable('product_variant').set({ stock: LOW_STOCK_THRESHOLD + 1 }).where('product_id', '=', single.id).execute()

    const { low_stock } = await dashboard('cz')
    const name = JSON.parse(sized.name).cz as string
    expect(low_stock).toEqual([
      { id: sized.id, variant_id: small!.id, sku: small!.sku, name: `${name} · ${small!.size_value} ${small!.size_unit}`, stock: 0 },
      { id: sized.id, variant_id: large!.id, sku: large!.sku, name: `${name} · ${large!.size_value} ${large!.size_unit}`, stock: 7 },
    ])
    expect(low_stock.length).toBeLessThanOrEqual(LOW_STOCK_LIMIT)
    expect((await call('GET', '/api/staff/dashboard?lang=xx', staff.token)).statusCode).toBe(400)
  })
})
