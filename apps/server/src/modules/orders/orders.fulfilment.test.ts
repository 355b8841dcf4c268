import { FULFILMENT_MESSAGES, ORDER_MESSAGES, trackingUrl, type BulkPickResult, type Order, type OrderStatus } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { createBurstOutbox } from '../notifications/notifications.bursts.service'
import type { MailMessage } from '../notifications/notifications.types'
import { auditLinesOf, caller } from '../staff/staff.testing'
import { createOrderNotifier, ORDER_STATUS_BURST } from './orders.emails'
import { forceStatus, placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from './orders.testing'

type StaffOrder = Order & { staff_targets: OrderStatus[] }

/** Issue 17 fulfilment: bulk pick, ship in one step, one email per burst (the app's default window, 60 s). */
describe.each(testDialects())('fulfilment (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let staff: Account
  let product: string
  let call: ReturnType<typeof caller>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Packer')
    product = (await someProducts(ctx, 1))[0]!
    call = caller(ctx)
  })
  afterAll(async () => ctx?.close())

  const order = () => placeFixtureOrder(ctx, { user: shopper, lines: [{ product_id: product, quantity: 1 }] })
  const statusOf = async (id: string) => (await ctx.db.kysely.selectFrom('shop_order').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
  const eventsOf = async (id: string) =>
    (await ctx.db.kysely.selectFrom('order_event').select(['status', 'actor', 'at']).where('order_id', '=', id).orderBy('at').execute()).map((e) => [e.status, e.actor])
  const ship = (id: string, body: unknown) => call('POST', `/api/staff/orders/${id}/ship`, staff.token, body)

  it('keeps shoppers (403) and guests (401) out of every fulfilment route, before looking at their input', async () => {
    const o = await order()
    for (const [method, url, body] of [
      ['POST', '/api/staff/orders/pick', { ids: [o.id] }],
      ['POST', `/api/staff/orders/${o.id}/ship`, { carrier: 'dhl', tracking_number: 'JD0123456789' }],
      ['POST', '/api/staff/orders/pick', { ids: 'nonsense' }],
      ['GET', '/api/staff/orders/export.csv'],
    ] as const) {
      expect((await call(method, url, shopper.token, body)).statusCode, url).toBe(403)
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401)
    }
    expect(await statusOf(o.id)).toBe('new_order')
  })

  it('picks the selected orders through every step before order_picked, and reports the ones that cannot move by number', async () => {
    const fresh = await order()
    const confirmed = await order()
    await forceStatus(ctx, confirmed.id, 'confirm_order')
    const shipped = await order()
    await forceStatus(ctx, shipped.id, 'shipped_order')
    const asking = await order()
    await forceStatus(ctx, asking.id, 'request_cancel')
    const missing = 'ord_zzzzzzzzzzzzzzzz'

    const res = await call('POST', '/api/staff/orders/pick', staff.token, { ids: [fresh.id, shipped.id, confirmed.id, asking.id, missing, fresh.id], note: 'Wave 1' })
    expect(res.statusCode, res.body).toBe(200)
    const result = res.json() as BulkPickResult
    expect(result.moved).toEqual([
      { id: fresh.id, number: fresh.number, status: 'order_picked' },
      { id: confirmed.id, number: confirmed.number, status: 'order_picked' },
    ])
    expect(result.refused).toEqual([
      { id: shipped.id, number: shipped.number, reason: 'order_move_illegal', message: FULFILMENT_MESSAGES.noForwardPath('shipped_order', 'order_picked') },
      { id: asking.id, number: asking.number, reason: 'order_request_pending', message: ORDER_MESSAGES.requestPending },
      { id: missing, number: null, reason: 'order_not_found', message: ORDER_MESSAGES.notFound },
    ])

    // Each step is an event by staff and an audit line, as if "Move to" had been pressed for it.
    expect(await eventsOf(fresh.id)).toEqual([['new_order', 'system'], ['confirm_order', 'staff'], ['order_picked', 'staff']])
    const lines = await auditLinesOf(ctx, 'order', fresh.id)
    expect(lines.map((l) => l.details)).toEqual([
      { number: fresh.number, from: 'confirm_order', to: 'order_picked', note: 'Wave 1' },
      { number: fresh.number, from: 'new_order', to: 'confirm_order', note: '' },
    ])
    expect(lines.every((l) => l.action === 'order.status' && l.actor_id === staff.id)).toBe(true)
    expect(await statusOf(shipped.id)).toBe('shipped_order')
    expect(await statusOf(asking.id)).toBe('request_cancel')
    expect(await auditLinesOf(ctx, 'order', shipped.id)).toEqual([])

    // Picked again: refused, nothing written twice.
    const again = (await call('POST', '/api/staff/orders/pick', staff.token, { ids: [fresh.id] })).json() as BulkPickResult
    expect(again).toMatchObject({ moved: [], refused: [{ id: fresh.id, reason: 'order_move_illegal' }] })
    expect(await eventsOf(fresh.id)).toHaveLength(3)

    for (const bad of [{ ids: [] }, { ids: ['ord_x'] }, { ids: Array.from({ length: 101 }, () => fresh.id) }, {}]) {
      const refused = await call('POST', '/api/staff/orders/pick', staff.token, bad)
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400)
      expect(refused.json().code).toBe('validation_failed')
    }
  })

  it('goes on from where the order was after a rejected cancel', async () => {
    const o = await order()
    await ctx.db.kysely.updateTable('shop_order').set({ status: 'cancel_reject', resume_status: 'confirm_order' }).where('id', '=', o.id).execute()
    const result = (await call('POST', '/api/staff/orders/pick', staff.token, { ids: [o.id] })).json() as BulkPickResult
    expect(result.moved.map((m) => m.id)).toEqual([o.id])
    const row = await ctx.db.kysely.selectFrom('shop_order').select(['status', 'resume_status']).where('id', '=', o.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'order_picked', resume_status: null })
  })

  it('ships in one step: every forward status an event, carrier and tracking number on the order, a link for the shopper', async () => {
    const o = await order()
    const res = await ship(o.id, { carrier: 'dhl', tracking_number: 'JD0123456789', note: 'Two parcels' })
    expect(res.statusCode, res.body).toBe(200)
    const shipped = res.json() as StaffOrder
    expect(shipped.status).toBe('shipped_order')
    expect(shipped.shipment).toEqual({ carrier: 'dhl', tracking_number: 'JD0123456789', tracking_url: trackingUrl('dhl', 'JD0123456789') })
    expect(shipped.staff_targets).toEqual(['dispatched_order'])
    expect(shipped.events.map((e) => [e.status, e.actor, e.note])).toEqual([
      ['new_order', 'system', ''],
      ['confirm_order', 'staff', ''],
      ['order_picked', 'staff', ''],
      ['order_recieved', 'staff', ''],
      ['shipped_order', 'staff', 'Two parcels'],
    ])
    expect(shipped.events.every((e, i, all) => i === 0 || e.at > all[i - 1]!.at)).toBe(true)

    const row = await ctx.db.kysely.selectFrom('shop_order').select(['carrier', 'tracking_number']).where('id', '=', o.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ carrier: 'dhl', tracking_number: 'JD0123456789' })
    const lines = await auditLinesOf(ctx, 'order', o.id)
    expect(lines).toHaveLength(4)
    expect(lines[0]!.details).toEqual({ number: o.number, from: 'order_recieved', to: 'shipped_order', note: 'Two parcels', carrier: 'dhl', tracking_number: 'JD0123456789' })

    // The shopper's tracking page (number + email) carries the carrier's link.
    const tracked = await call('POST', '/api/orders/track', undefined, { number: o.number, email: shopper.email })
    expect(tracked.statusCode, tracked.body).toBe(200)
    expect(tracked.json().shipment.tracking_url).toBe('https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JD0123456789')

    // Shipped already: a second shipment is refused and changes nothing.
    const twice = await ship(o.id, { carrier: 'ppl', tracking_number: 'PPL99999999' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().reason).toBe('order_move_illegal')
    expect((await ctx.db.kysely.selectFrom('shop_order').select('carrier').where('id', '=', o.id).executeTakeFirstOrThrow()).carrier).toBe('dhl')
  })

  it('refuses a bad tracking number or carrier with 400 and writes nothing', async () => {
    const o = await order()
    for (const body of [
      { carrier: 'dhl', tracking_number: 'JD 0123 4567' },
      { carrier: 'dhl', tracking_number: '12345' },
      { carrier: 'dhl', tracking_number: '<script>x</script>' },
      { carrier: 'pigeon', tracking_number: 'JD0123456789' },
      { carrier: 'dhl' },
    ]) {
      const res = await ship(o.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().code).toBe('validation_failed')
    }
    const res = await ship(o.id, { carrier: 'dhl', tracking_number: 'JD 0123 4567' })
    expect(res.json().errors).toContainEqual({ path: 'body.tracking_number', message: FULFILMENT_MESSAGES.trackingNumberInvalid })
    expect(await statusOf(o.id)).toBe('new_order')
    expect(await eventsOf(o.id)).toHaveLength(1)
    expect(await auditLinesOf(ctx, 'order', o.id)).toEqual([])
    expect((await ctx.db.kysely.selectFrom('shop_order').select('carrier').where('id', '=', o.id).executeTakeFirstOrThrow()).carrier).toBeNull()
  })

  it('sends one email for a burst of moves, when a minute has passed without a newer one (controlled clock)', async () => {
    const mails: MailMessage[] = []
    const notifier = createOrderNotifier({ db: ctx.db, mailer: { send: async (m) => void mails.push(m) }, config: ctx.config, log: ctx.app.log })
    let clock = new Date()
    // The same outbox table the app writes to, swept here on a clock the test moves.
    const outbox = createBurstOutbox({ db: ctx.db, windowMs: 60_000, senders: { [ORDER_STATUS_BURST]: notifier.sendBurst }, log: ctx.app.log, now: () => clock })
    const pending = (id: string) => ctx.db.kysely.selectFrom('notification_burst').selectAll().where('key', '=', `order:${id}`).executeTakeFirst()
    const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms)

    // Bursts the earlier tests left pending would be due too.
    await ctx.db.kysely.deleteFrom('notification_burst').execute()
    const o = await order()
    await call('POST', '/api/staff/orders/pick', staff.token, { ids: [o.id] })
    const first = (await pending(o.id))!
    expect(first).toMatchObject({ kind: ORDER_STATUS_BURST, ref: o.id })
    // A minute after the pick nothing newer came: it would go now — but the shipment comes first.
    expect((await ship(o.id, { carrier: 'packeta', tracking_number: 'Z1234567890' })).statusCode).toBe(200)
    const second = (await pending(o.id))!
    expect(second.since).toBe(first.since)
    expect(second.due_at > first.due_at).toBe(true)

    clock = at(first.due_at, 0)
    expect(await outbox.sendDue()).toBe(0)
    clock = at(second.due_at, -1)
    expect(await outbox.sendDue()).toBe(0)
    expect(mails).toEqual([])

    clock = at(second.due_at, 0)
    expect(await outbox.sendDue()).toBe(1)
    expect(await outbox.sendDue()).toBe(0)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.to).toBe(shopper.email)
    expect(mail!.subject).toBe(`Lumen & Leaf: order ${o.number} – Shipped`)
    expect(mail!.text).toContain('Since our last email your order went through: Confirmed → Being packed → Handed to the carrier → Shipped')
    expect(mail!.text).toContain('Tracking number: Z1234567890')
    expect(mail!.text).toContain('Follow your parcel on the Packeta website: https://tracking.packeta.com/en/?id=Z1234567890')
    expect(mail!.html).toContain('href="https://tracking.packeta.com/en/?id=Z1234567890"')
    expect(await pending(o.id)).toBeUndefined()

    // A later move is a burst of its own: one email with that step alone.
    expect((await call('POST', `/api/staff/orders/${o.id}/status`, staff.token, { status: 'dispatched_order' })).statusCode).toBe(200)
    clock = at((await pending(o.id))!.due_at, 0)
    expect(await outbox.sendDue()).toBe(1)
    expect(mails[1]!.subject).toBe(`Lumen & Leaf: order ${o.number} – Out for delivery`)
    expect(mails[1]!.text).not.toContain('Since our last email')
  })
})
