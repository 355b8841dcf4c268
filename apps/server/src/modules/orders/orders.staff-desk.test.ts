import { ORDER_MESSAGES, STAFF_MESSAGES, type OrderSummary, type StaffRequest } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { auditLinesOf, caller } from '../staff/staff.testing'
import { forceStatus, placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from './orders.testing'

/** The staff's order desk as issue 5 extends it: filters, the requests queue, audit lines for every move. */
describe.each(testDialects())('staff order desk (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let other: Account
  let staff: Account
  let product: string
  let call: ReturnType<typeof caller>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    other = await signUp(ctx, dataDir, 'Other')
    staff = await signUpStaff(ctx, dataDir, 'Desk')
    product = (await someProducts(ctx, 1))[0]!
    call = caller(ctx)
  })
  afterAll(async () => ctx?.close())

  const order = (who: Account = shopper) => placeFixtureOrder(ctx, { user: who, lines: [{ product_id: product, quantity: 1 }] })
  const placedOn = (id: string, iso: string) => ctx.db.kysely.updateTable('shop_order').set({ created_at: iso }).where('id', '=', id).execute()
  const ids = async (qs: string): Promise<string[]> => {
    const res = await call('GET', `/api/staff/orders?${qs}`, staff.token)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.map((o: OrderSummary) => o.id)
  }

  it('finds orders by number or email in any letter case, and by the days they were placed', async () => {
    const mine = await order()
    const theirs = await order(other)
    expect(await ids(`q=${mine.number.toLowerCase()}`)).toEqual([mine.id])
    expect(await ids(`q=${mine.number.slice(-5)}`)).toContain(mine.id)
    expect(await ids(`q=${encodeURIComponent(other.email.toUpperCase())}`)).toEqual([theirs.id])
    expect(await ids(`q=${encodeURIComponent(other.email.split('@')[0]!)}`)).toEqual([theirs.id])
    // LIKE's own characters are taken literally.
    expect(await ids('q=%25')).toEqual([])
    expect(await ids('q=_')).toEqual([])

    await placedOn(mine.id, '2026-01-10T23:59:59.999Z')
    await placedOn(theirs.id, '2026-01-11T00:00:00.000Z')
    expect(await ids('from=2026-01-10&to=2026-01-10')).toEqual([mine.id])
    expect(await ids('from=2026-01-11&to=2026-01-11')).toEqual([theirs.id])
    expect(await ids('from=2026-01-09&to=2026-01-11')).toEqual([theirs.id, mine.id])
    expect(await ids('to=2026-01-10')).toEqual([mine.id])
    expect(await ids(`from=2026-01-10&to=2026-01-11&status=new_order&q=${encodeURIComponent(shopper.email)}`)).toEqual([mine.id])
    expect(await ids(`from=2026-01-10&to=2026-01-11&status=confirm_order`)).toEqual([])

    const reversed = await call('GET', '/api/staff/orders?from=2026-01-12&to=2026-01-10', staff.token)
    expect(reversed.statusCode).toBe(400)
    expect(JSON.stringify(reversed.json())).toContain(STAFF_MESSAGES.fromAfterTo)
    expect((await call('GET', '/api/staff/orders?from=10.1.2026', staff.token)).statusCode).toBe(400)
    expect((await call('GET', '/api/staff/orders?from=2026-02-31', staff.token)).statusCode).toBe(400)
  })

  it('lists pending cancel and return requests with their order, oldest first, and decided ones on request', async () => {
    const cancel = await order()
    expect((await call('POST', `/api/staff/orders/${cancel.id}/status`, staff.token, { status: 'confirm_order' })).statusCode).toBe(200)
    await call('POST', `/api/orders/${cancel.id}/cancel`, shopper.token, { reason: 'changed_mind', details: '<script>alert(1)</script>' })
    const ret = await order(other)
    await forceStatus(ctx, ret.id, 'delivered_order', { delivered_at: new Date().toISOString() })
    await call('POST', `/api/orders/${ret.id}/return`, other.token, { reason: 'damaged', refund_to: 'wallet' })

    const pending = (await call('GET', '/api/staff/requests', staff.token)).json() as { data: StaffRequest[]; total: number; page: number }
    expect(pending.total).toBe(2)
    expect(pending.data.map((r) => [r.kind, r.order.id])).toEqual([['cancel', cancel.id], ['return', ret.id]])
    expect(pending.data[0]).toMatchObject({
      status: 'pending',
      reason: 'changed_mind',
      details: '<script>alert(1)</script>',
      order: { id: cancel.id, number: cancel.number, status: 'request_cancel', total_cents: cancel.total_cents, item_count: 1, email: shopper.email },
    })
    expect(pending.data[1]).toMatchObject({ refund_to: 'wallet', order: { status: 'request_return', email: other.email } })
    const returns = (await call('GET', '/api/staff/requests?status=pending&kind=return', staff.token)).json()
    expect(returns.data.map((r: StaffRequest) => r.order.id)).toEqual([ret.id])

    expect((await call('POST', `/api/staff/orders/${ret.id}/status`, staff.token, { status: 'return_reject', note: 'Opened', refusal: 'unsealed_hygiene' })).statusCode).toBe(200)
    expect((await call('GET', '/api/staff/requests', staff.token)).json().data.map((r: StaffRequest) => r.order.id)).toEqual([cancel.id])
    const rejected = (await call('GET', '/api/staff/requests?status=rejected', staff.token)).json()
    expect(rejected.data).toMatchObject([{ kind: 'return', status: 'rejected', note: 'Opened', refusal: 'unsealed_hygiene', order: { id: ret.id, status: 'return_reject' } }])
    expect((await call('GET', '/api/staff/requests?kind=exchange', staff.token)).statusCode).toBe(400)
    expect((await call('GET', '/api/staff/requests', shopper.token)).statusCode).toBe(403)
    expect((await call('GET', '/api/staff/requests')).statusCode).toBe(401)
  })

  it('writes an audit line for every staff move, in the same transaction; shopper moves and refused moves write none', async () => {
    const o = await order()
    await call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status: 'confirm_order', note: 'Paid <b>cash</b>' })
    await call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status: 'order_picked' })
    const refused = await call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status: 'delivered_order' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe(ORDER_MESSAGES.illegalTransition('order_picked', 'delivered_order'))
    await call('POST', `/api/orders/${o.id}/cancel`, shopper.token, { reason: 'changed_mind' })
    await call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status: 'cancelled_order', note: 'As asked' })

    const lines = await auditLinesOf(ctx, 'order', o.id)
    expect(lines.map((l) => l.details)).toEqual([
      { number: o.number, from: 'request_cancel', to: 'cancelled_order', note: 'As asked' },
      { number: o.number, from: 'confirm_order', to: 'order_picked', note: '' },
      { number: o.number, from: 'new_order', to: 'confirm_order', note: 'Paid <b>cash</b>' },
    ])
    expect(lines.every((l) => l.action === 'order.status' && l.actor_id === staff.id && l.actor_name === 'Desk')).toBe(true)
    // The staff audit list shows the same lines.
    const listed = (await call('GET', `/api/staff/audit?entity=order&entity_id=${o.id}`, staff.token)).json()
    expect(listed.data.map((l: { details: { to: string } }) => l.details.to)).toEqual(['cancelled_order', 'order_picked', 'confirm_order'])
  })

  it('leaves no audit line when a move loses a race (the conditional update writes nothing)', async () => {
    const o = await order()
    // Two desks confirm the same order at once: one move, one line.
    const moves = await Promise.all([1, 2, 3].map(() => call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status: 'confirm_order' })))
    expect(moves.map((m) => m.statusCode).sort()).toEqual([200, 409, 409])
    const lines = await auditLinesOf(ctx, 'order', o.id)
    expect(lines.map((l) => l.details)).toEqual([{ number: o.number, from: 'new_order', to: 'confirm_order', note: '' }])
  })
})
