import type { BankTransfer, Order } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, restartedApp, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { ADDRESS, product, setListPrices, shopper, stockOf } from '../checkout/checkout.testing'
import { orderMails, signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { takeLease } from './bank-transfers.sweep'
import { camt053 } from './bank-transfers.testing'
import { creditorReference } from './bank-transfers.qr'

const BERLIN = { ...ADDRESS, street: 'Torstraße 1', city: 'Berlin', state: '', country: 'DE', zip_code: '10119' }

describe.each(testDialects())('bank transfer with a QR code (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let cream: string
  let staff: Account

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    cream = await product(ctx, 1990, 1000, 0)
    await setListPrices(ctx, cream, { EUR: 1890, CZK: 44900 })
    staff = await signUpStaff(ctx, dataDir, 'Desk')
  })
  afterAll(async () => ctx?.close())

  async function placeByTransfer(email: string, address = ADDRESS, token?: string): Promise<{ order: Order; transfer: BankTransfer; s: ReturnType<typeof shopper> }> {
    const s = shopper(ctx, token)
    await s.add(cream, 2)
    const q = await s.quote({ country: address.country })
    const res = await s.place({ ...(token ? {} : { email }), shipping_address: address, expected_total_cents: q.total_cents, payment: { bank_transfer: true } })
    expect(res.statusCode, res.body).toBe(201)
    const order: Order = res.json()
    const t = await s.send('POST', '/api/orders/track/bank-transfer', { number: order.number, email })
    expect(t.statusCode, t.body).toBe(200)
    return { order, transfer: t.json(), s }
  }
  const staffPost = (url: string, body?: string, type = 'text/csv') =>
    ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${staff.token}`, ...(body !== undefined ? { 'content-type': type } : {}) }, ...(body !== undefined ? { payload: body } : {}) })

  it('places a koruna order at once, waiting for a transfer with a SPAYD QR code, and mails the instructions with the code', async () => {
    const stockBefore = await stockOf(ctx, cream)
    const { order, transfer } = await placeByTransfer('vera@example.com')
    expect(order.payment).toMatchObject({ transfer_cents: order.total_cents, transfer_paid_at: null, card_cents: 0, cod_cents: 0 })
    expect(await stockOf(ctx, cream)).toBe(stockBefore - 2)
    expect(transfer).toMatchObject({ order_id: order.id, status: 'awaiting', amount_cents: order.total_cents, currency: 'CZK', iban: 'CZ6508000000192000145399' })
    expect(transfer.variable_symbol).toMatch(/^[1-9]\d{9}$/)
    expect(transfer.due_date).toBe(new Date(Date.parse(order.created_at) + 7 * 86_400_000).toISOString().slice(0, 10))
    expect(transfer.qr.scheme).toBe('spayd')
    expect(transfer.qr.payload).toBe(`SPD*1.0*ACC:CZ6508000000192000145399*AM:${(order.total_cents / 100).toFixed(2)}*CC:CZK*X-VS:${transfer.variable_symbol}*MSG:${order.number}`)
    expect(transfer.qr.svg).toMatch(/^<svg/)
    const mail = (await orderMails(dataDir, 'vera@example.com', order.number, 1))[0]!
    expect(mail.text).toContain(transfer.variable_symbol)
    expect(mail.text).toContain('CZ65 0800 0000 1920 0014 5399')
    expect((mail as { attachments?: Array<{ filename: string }> }).attachments?.map((a) => a.filename)).toContain(`qr-${order.number}.png`)
    // No invoice while the money is not there.
    expect(await ctx.db.kysely.selectFrom('invoice').select('id').where('order_id', '=', order.id).execute()).toEqual([])
  })

  it('gives a euro order an EPC QR code with the RF reference of its variable symbol', async () => {
    const { transfer } = await placeByTransfer('erik@example.com', BERLIN)
    expect(transfer.currency).toBe('EUR')
    const lines = transfer.qr.payload.split('\n')
    expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT'])
    expect(lines[7]).toBe(`EUR${(transfer.amount_cents / 100).toFixed(2)}`)
    expect(lines[9]).toBe(creditorReference(transfer.variable_symbol))
  })

  it('refuses a transfer in dollars, and a transfer with cash on delivery, writing nothing', async () => {
    const s = shopper(ctx)
    await s.add(cream)
    const us = { ...ADDRESS, country: 'US', state: 'NY', city: 'New York', zip_code: '10001', street: '1 Main St' }
    const q = await s.quote({ country: 'US' })
    expect(q.currency).toBe('USD')
    const usd = await s.place({ email: 'sam@example.com', shipping_address: us, expected_total_cents: q.total_cents, payment: { bank_transfer: true } })
    expect([usd.statusCode, usd.json().reason]).toEqual([400, 'transfer_currency_unsupported'])
    const cz = await s.quote({ country: 'CZ' })
    const both = await s.place({ email: 'sam@example.com', expected_total_cents: cz.total_cents, payment: { bank_transfer: true, cash_on_delivery: true } })
    expect([both.statusCode, both.json().reason]).toEqual([400, 'payment_method_ambiguous'])
  })

  it('shows the instructions to the signed-in owner only', async () => {
    const owner = await signUp(ctx, dataDir, 'Olga')
    const { order } = await placeByTransfer(owner.email, ADDRESS, owner.token)
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}/bank-transfer`, headers: { authorization: `Bearer ${owner.token}` } })
    expect(mine.statusCode, mine.body).toBe(200)
    const other = await signUp(ctx, dataDir, 'Otto')
    const theirs = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}/bank-transfer`, headers: { authorization: `Bearer ${other.token}` } })
    expect(theirs.statusCode).toBe(404)
    const wrongEmail = await shopper(ctx).send('POST', '/api/orders/track/bank-transfer', { number: order.number, email: 'nobody@example.com' })
    expect(wrongEmail.statusCode).toBe(404)
  })

  it('pays the order from a CSV statement line with its reference and exact amount, once; other lines say why', async () => {
    const { order, transfer } = await placeByTransfer('petra@example.com')
    const amount = (transfer.amount_cents / 100).toFixed(2)
    const csv = [
      'date,amount,currency,reference,counterparty',
      `2026-12-01,${amount},CZK,${transfer.variable_symbol},Petra Svobodová`,
      `2026-12-01,1.00,CZK,${transfer.variable_symbol},Petra Svobodová`,
      `2026-12-01,${amount},CZK,999,Someone`,
      `2026-12-01,-50.00,CZK,,Bank fee`,
    ].join('\n')
    const res = await staffPost('/api/staff/bank-transfers/statement', csv)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ format: 'csv', lines: 4, matched: [{ line: 1, order_number: order.number, amount_cents: transfer.amount_cents }] })
    expect(body.unmatched.map((u: { line: number; why: string }) => [u.line, u.why])).toEqual([
      [2, 'amount_differs'],
      [3, 'unknown_reference'],
      [4, 'not_a_credit'],
    ])
    const again = await staffPost('/api/staff/bank-transfers/statement', csv)
    expect(again.json().matched).toEqual([])
    expect(again.json().unmatched.map((u: { why: string }) => u.why)).toEqual(['already_imported', 'already_imported', 'already_imported', 'already_imported'])

    const tracked = await shopper(ctx).send('POST', '/api/orders/track', { number: order.number, email: 'petra@example.com' })
    expect(tracked.json().payment.transfer_paid_at).not.toBeNull()
    const mails = await orderMails(dataDir, 'petra@example.com', order.number, 2)
    expect(mails.map((m) => m.subject)).toContain(`Payment received for order ${order.number}`)
    const invoice = await ctx.db.kysely.selectFrom('invoice').select('id').where('order_id', '=', order.id).execute()
    expect(invoice).toHaveLength(1)
    const paid = await staffPost(`/api/staff/bank-transfers/${order.id}/paid`)
    expect([paid.statusCode, paid.json().reason]).toEqual([409, 'transfer_not_awaiting'])
  })

  it('lets staff confirm an unpaid transfer order but not pack or ship it until the money arrives', async () => {
    const { order } = await placeByTransfer('otto@example.com')
    const json = (status: string) => JSON.stringify({ status, note: '' })
    const move = (status: string) => staffPost(`/api/staff/orders/${order.id}/status`, json(status), 'application/json')
    expect((await move('confirm_order')).statusCode).toBe(200)
    const picked = await move('order_picked')
    expect([picked.statusCode, picked.json().reason]).toEqual([409, 'transfer_awaited'])
    const bulk = await staffPost('/api/staff/orders/pick', JSON.stringify({ ids: [order.id] }), 'application/json')
    expect(bulk.statusCode, bulk.body).toBe(200)
    expect(JSON.stringify(bulk.json())).toContain('transfer_awaited')
    expect((await staffPost(`/api/staff/bank-transfers/${order.id}/paid`)).statusCode).toBe(200)
    expect((await move('order_picked')).statusCode).toBe(200)
  })

  it('pays from a camt.053 entry whose structured reference is the RF reference; staff list and mark paid once', async () => {
    const a = await placeByTransfer('rita@example.com', BERLIN)
    const b = await placeByTransfer('rudi@example.com', BERLIN)
    const list = await ctx.app.inject({ method: 'GET', url: '/api/staff/bank-transfers', headers: { authorization: `Bearer ${staff.token}` } })
    expect(list.json().data.map((t: { order_number: string }) => t.order_number)).toEqual(expect.arrayContaining([a.order.number, b.order.number]))
    const xml = camt053([{ amount: (a.transfer.amount_cents / 100).toFixed(2), ccy: 'EUR', ref: creditorReference(a.transfer.variable_symbol), acctRef: 'B1' }])
    const res = await staffPost('/api/staff/bank-transfers/statement', xml, 'application/xml')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ format: 'camt.053', matched: [{ order_number: a.order.number }], unmatched: [] })
    const first = await staffPost(`/api/staff/bank-transfers/${b.order.id}/paid`)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ status: 'paid', paid_by: staff.id })
    const second = await staffPost(`/api/staff/bank-transfers/${b.order.id}/paid`)
    expect([second.statusCode, second.json().reason]).toEqual([409, 'transfer_not_awaiting'])
    const junk = await staffPost('/api/staff/bank-transfers/statement', 'hello', 'text/plain')
    expect([junk.statusCode, junk.json().reason]).toEqual([400, 'statement_unreadable'])
  })

  it('cancels an unpaid order after its due date, once across two processes: stock back, the cancellation mailed, a late line refused', async () => {
    const { order, transfer } = await placeByTransfer('ulla@example.com')
    const stockAfterOrder = await stockOf(ctx, cream)
    // Due yesterday; two more "processes" over the same database each sweep as they start.
    await ctx.db.kysely.updateTable('bank_transfer').set({ due_date: '2000-01-01' }).where('order_id', '=', order.id).execute()
    const apps = [await restartedApp(ctx), await restartedApp(ctx)]
    await Promise.all(apps.map((a) => a.ready()))
    for (let i = 0; i < 100; i++) {
      const row = await ctx.db.kysely.selectFrom('shop_order').select('status').where('id', '=', order.id).executeTakeFirstOrThrow()
      if (row.status === 'cancelled_order') break
      await new Promise((r) => setTimeout(r, 20))
    }
    await Promise.all(apps.map((a) => a.close()))
    const events = await ctx.db.kysely.selectFrom('order_event').select(['status', 'actor']).where('order_id', '=', order.id).where('status', '=', 'cancelled_order').execute()
    expect(events).toEqual([{ status: 'cancelled_order', actor: 'system' }])
    expect(await stockOf(ctx, cream)).toBe(stockAfterOrder + 2)
    const row = await ctx.db.kysely.selectFrom('bank_transfer').select('status').where('order_id', '=', order.id).executeTakeFirstOrThrow()
    expect(row.status).toBe('cancelled')
    const late = await staffPost('/api/staff/bank-transfers/statement', `date,amount,currency,reference\n2026-12-09,${(transfer.amount_cents / 100).toFixed(2)},CZK,${transfer.variable_symbol}\n`)
    expect(late.json().unmatched.map((u: { why: string }) => u.why)).toEqual(['order_cancelled'])
    const mails = await orderMails(dataDir, 'ulla@example.com', order.number, 2)
    expect(mails).toHaveLength(2)
  })

  it('lets one process of two take the lease', async () => {
    const now = new Date()
    const taken = await Promise.all([takeLease(ctx.db, 'test-lease', 'a', now, 60_000), takeLease(ctx.db, 'test-lease', 'b', now, 60_000)])
    expect(taken.filter(Boolean)).toHaveLength(1)
    // Expired, it can be taken again.
    expect(await takeLease(ctx.db, 'test-lease', 'c', new Date(now.getTime() + 61_000), 60_000)).toBe(true)
  })
})
