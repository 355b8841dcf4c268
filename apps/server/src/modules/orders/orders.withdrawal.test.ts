import { WITHDRAWAL_MESSAGES, type Order, type StaffRequest } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { pdfText } from '../invoices/invoices.testing'
import { orderMails, productStock, signUp, signUpStaff, someProducts, walletBalance, type Account } from './orders.testing'
import { deliveredVatOrder, lineIdOf } from './orders.withdrawal.testing'

const DAY = 86_400_000
const IBAN = 'CZ6508000000192000145399'
/** A mail with no-break spaces (money, dates) as plain spaces. */
const plain = <M extends { text: string; subject?: string }>(m: M): M => ({ ...m, text: m.text.replace(/\u00a0/g, ' ') })

/**
 * The 14-day withdrawal (issue 19, decision 044): whole orders or chosen lines, signed in or guest,
 * a reason optional; refunds by the payment parts with the shipping only when the whole order is
 * withdrawn; staff refuse only on the grounds the law allows; a credit note per accepted withdrawal.
 */
describe.each(testDialects())('withdrawals (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let alice: Account
  let staff: Account
  let a: string
  let b: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    alice = await signUp(ctx, dataDir, 'Alice')
    staff = await signUpStaff(ctx, dataDir, 'Desk')
    ;[a, b] = (await someProducts(ctx, 2)) as [string, string]
  })
  afterAll(async () => ctx?.close())

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, remoteAddress?: string) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })
  const decide = (orderId: string, status: 'return_accept' | 'return_reject', extra: Record<string, unknown> = {}) =>
    call('POST', `/api/staff/orders/${orderId}/status`, staff.token, { status, ...extra })
  const requestRows = (orderId: string) => ctx.db.kysely.selectFrom('order_request').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute()
  const creditNotes = (orderId: string) => ctx.db.kysely.selectFrom('credit_note').selectAll().where('order_id', '=', orderId).orderBy('seq').execute()

  /** 3 × 299 Kč and 1 × 459 Kč, a 10 % coupon, 89 Kč shipping, 21 % VAT included, paid in cash on delivery by a guest. */
  const czechGuestOrder = (email: string, deliveredAt?: string) =>
    deliveredVatOrder(ctx, {
      email,
      lang: 'cz',
      lines: [{ product_id: a, quantity: 3, unit_price_cents: 29_900 }, { product_id: b, quantity: 1, unit_price_cents: 45_900 }],
      currency: 'CZK',
      country: 'CZ',
      rate_bp: 2100,
      discount_cents: 13_560,
      shipping_cents: 8_900,
      delivered_at: deliveredAt,
    })

  it('takes a guest withdrawal of chosen lines by number and email, no reason, and refunds a second one with the shipping (CZK, coupon, VAT)', async () => {
    const email = 'guest.withdraws@example.com'
    const o = await czechGuestOrder(email)
    // The coupon's 10 % shared over the lines (8,970 and 4,590), then 21 % VAT inside each.
    expect(o.total_cents).toBe(80_730 + 41_310 + 8_900)
    const lineA = await lineIdOf(ctx, o.id, a)
    const lineB = await lineIdOf(ctx, o.id, b)
    const stockA = await productStock(ctx, a)

    // A wrong pair answers as tracking does; a guest paid cash: the IBAN for its refund is needed.
    const wrong = await call('POST', '/api/orders/track/return', undefined, { number: o.number, email: 'someone@example.com', lines: [{ line_id: lineA, quantity: 1 }] })
    expect(wrong.statusCode).toBe(404)
    const noIban = await call('POST', '/api/orders/track/return', undefined, { number: o.number, email, lines: [{ line_id: lineA, quantity: 1 }] })
    expect(noIban.statusCode).toBe(400)
    expect(noIban.json()).toMatchObject({ reason: 'withdrawal_iban_required', errors: [{ path: 'iban' }] })
    const badIban = await call('POST', '/api/orders/track/return', undefined, { number: o.number, email, iban: 'CZ00 1234', lines: [{ line_id: lineA, quantity: 1 }] })
    expect(badIban.statusCode).toBe(400)
    expect(await requestRows(o.id)).toEqual([])

    // One of three pieces of the first line, in any letter case of number and email, no reason.
    const first = await call('POST', '/api/orders/track/return', undefined, { number: o.number.toLowerCase(), email: 'GUEST.withdraws@example.com', iban: 'cz65 0800 0000 1920 0014 5399', lines: [{ line_id: lineA, quantity: 1 }] })
    expect(first.statusCode, first.body).toBe(200)
    const asked: Order = first.json()
    expect(asked).toMatchObject({ status: 'request_return', can_return: false })
    expect(asked.requests).toHaveLength(1)
    expect(asked.requests[0]).toMatchObject({ kind: 'return', reason: '', status: 'pending', refusal: null })
    // 80,730 / 3 per piece; no shipping: the order is not withdrawn whole.
    expect(asked.requests[0]!.withdrawal).toMatchObject({ lines: [{ line_id: lineA, quantity: 1, amount_cents: 26_910 }], shipping_cents: 0, amount_cents: 26_910, iban: '•••• 5399', refunded: null })

    // The receipt goes at once, in the order's language, with the return address and the money.
    const [receipt] = (await orderMails(dataDir, email, o.number, 1)).map(plain)
    expect(receipt!.subject).toBe(`Lumen & Leaf: obdrželi jsme vaše odstoupení od smlouvy k objednávce ${o.number}`)
    expect(receipt!.text).toContain('Korunní 2569/108')
    expect(receipt!.text).toContain('269,10 Kč')
    expect(receipt!.text).toContain('bankovním převodem na účet •••• 5399')

    // While it waits nothing more can be withdrawn.
    const meanwhile = await call('POST', '/api/orders/track/return', undefined, { number: o.number, email, iban: IBAN, lines: [{ line_id: lineB, quantity: 1 }] })
    expect(meanwhile.statusCode).toBe(409)
    expect(meanwhile.json().reason).toBe('order_request_pending')

    const accepted = await decide(o.id, 'return_accept')
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ status: 'return_accept', refunded_cents: 26_910, can_return: true })
    expect(await productStock(ctx, a)).toBe(stockA + 1)
    // Cash on delivery comes back by bank transfer: owed from now, staff send it.
    const desk = (await call('GET', '/api/staff/requests?status=accepted&kind=return', staff.token)).json().data as StaffRequest[]
    expect(desk.find((r) => r.order.id === o.id)!.withdrawal).toMatchObject({ iban: IBAN, refunded: { bank_cents: 26_910, card_cents: 0, wallet_cents: 0 }, bank_sent_at: null })

    // The rest later within the period: two pieces of the first line and the second line, with the shipping.
    const rest = await call('POST', '/api/orders/track/return', undefined, { number: o.number, email, iban: IBAN, reason: 'changed_mind' })
    expect(rest.statusCode, rest.body).toBe(200)
    const second = (rest.json() as Order).requests.at(-1)!
    expect(second.withdrawal).toMatchObject({
      lines: [expect.objectContaining({ line_id: [lineA, lineB].sort()[0] }), expect.objectContaining({ line_id: [lineA, lineB].sort()[1] })],
      shipping_cents: 8_900,
      amount_cents: 80_730 - 26_910 + 41_310 + 8_900,
    })
    expect((await decide(o.id, 'return_accept', { note: 'Back in stock' })).statusCode).toBe(200)
    const done: Order = (await call('POST', '/api/orders/track', undefined, { number: o.number, email })).json()
    // Exactly what was paid, over both withdrawals; nothing left to withdraw.
    expect(done).toMatchObject({ status: 'return_accept', refunded_cents: o.total_cents, can_return: false })
    expect(await productStock(ctx, a)).toBe(stockA + 3)
    const again = await call('POST', '/api/orders/track/return', undefined, { number: o.number, email, iban: IBAN })
    expect(again.statusCode).toBe(409)
    expect(again.json().reason).toBe('withdrawal_nothing_left')

    // A credit note per withdrawal, referring to the invoice, listing the lines with their VAT.
    const notes = await creditNotes(o.id)
    expect(notes.map((n) => n.amount_cents)).toEqual([26_910, 80_730 - 26_910 + 41_310 + 8_900])
    const firstLines = JSON.parse(notes[0]!.lines) as Array<{ kind: string; quantity: number; gross_cents: number; vat_cents: number; vat_rate_bp: number }>
    expect(firstLines).toMatchObject([{ kind: 'item', quantity: 1, gross_cents: 26_910, vat_cents: 4_670, vat_rate_bp: 2100 }])
    expect(notes[0]!.vat_cents).toBe(4_670)
    const secondLines = JSON.parse(notes[1]!.lines) as Array<{ kind: string; gross_cents: number; vat_cents: number }>
    expect(secondLines.map((l) => l.kind)).toEqual(['item', 'item', 'shipping'])
    expect(notes[1]!.vat_cents).toBe(secondLines.reduce((s, l) => s + l.vat_cents, 0))
    // Refunded in full: the two notes credit the whole invoice, VAT included, to the hellér.
    const invoice = await ctx.db.kysely.selectFrom('invoice').selectAll().where('order_id', '=', o.id).executeTakeFirstOrThrow()
    expect(notes.reduce((s, n) => s + n.vat_cents, 0)).toBe(invoice.vat_cents)
    expect(notes.reduce((s, n) => s + n.amount_cents, 0)).toBe(invoice.total_cents)
  })

  it('prints the withdrawn lines on the credit note PDF in the order language', async () => {
    const email = 'guest.pdf@example.com'
    const o = await czechGuestOrder(email)
    const lineB = await lineIdOf(ctx, o.id, b)
    expect((await call('POST', '/api/orders/track/return', undefined, { number: o.number, email, iban: IBAN, lines: [{ line_id: lineB, quantity: 1 }] })).statusCode).toBe(200)
    expect((await decide(o.id, 'return_accept')).statusCode).toBe(200)
    const [note] = await creditNotes(o.id)
    const res = await call('GET', `/api/staff/orders/${o.id}/credit-notes/${note!.number}.pdf`, staff.token)
    expect(res.statusCode).toBe(200)
    const text = pdfText(res.rawPayload)
    expect(text).toContain('Odstoupení od smlouvy (14 dní)')
    expect(text).toContain('-413,10 Kč')
  })

  it('withdraws a signed-in shopper’s whole order without lines or reason: wallet and cash back, shipping included (EUR, coupon, VAT)', async () => {
    const o = await deliveredVatOrder(ctx, {
      user: alice,
      lang: 'ge',
      lines: [{ product_id: a, quantity: 2, unit_price_cents: 2_000 }],
      walletCents: 1_000,
      currency: 'EUR',
      country: 'DE',
      rate_bp: 1900,
      discount_cents: 400,
      shipping_cents: 490,
    })
    expect(o.total_cents).toBe(3_600 + 490)
    const walletBefore = await walletBalance(ctx, alice.id)
    const res = await call('POST', `/api/orders/${o.id}/return`, alice.token, {})
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as Order).requests[0]!.withdrawal).toMatchObject({ shipping_cents: 490, amount_cents: o.total_cents, iban: '' })
    const [receipt] = await orderMails(dataDir, alice.email, o.number, 1)
    expect(receipt!.subject).toBe(`Lumen & Leaf: Wir haben Ihren Widerruf zur Bestellung ${o.number} erhalten`)

    const accepted = await decide(o.id, 'return_accept')
    expect(accepted.statusCode, accepted.body).toBe(200)
    // The wallet part to the wallet, the cash collected as wallet credit (an account, no IBAN given).
    expect(await walletBalance(ctx, alice.id)).toBe(walletBefore + o.total_cents)
    expect((accepted.json() as Order).requests[0]!.withdrawal!.refunded).toEqual({ wallet_cents: o.total_cents, gift_card_cents: 0, card_cents: 0, bank_cents: 0 })
    const [note] = await creditNotes(o.id)
    expect(note!.amount_cents).toBe(o.total_cents)
    expect(note!.vat_cents).toBe(o.vat_cents)
    const mails = (await orderMails(dataDir, alice.email, o.number, 2)).map(plain)
    expect(mails.at(-1)!.subject).toBe(`Lumen & Leaf: Bestellung ${o.number} – Widerruf angenommen`)
    expect(mails.at(-1)!.text).toContain('Ihren Widerruf haben wir angenommen und Ihnen 40,90 € erstattet')
  })

  it('splits a partial refund over the payment parts in proportion, and the rest gives each part exactly its rest', async () => {
    const bob = await signUp(ctx, dataDir, 'Bob')
    const o = await deliveredVatOrder(ctx, {
      user: bob,
      lines: [{ product_id: a, quantity: 3, unit_price_cents: 1_000 }],
      walletCents: 1_000,
      currency: 'EUR',
      country: 'DE',
      rate_bp: 1900,
      discount_cents: 0,
      shipping_cents: 500,
    })
    const line = await lineIdOf(ctx, o.id, a)
    expect((await call('POST', `/api/orders/${o.id}/return`, bob.token, { lines: [{ line_id: line, quantity: 1 }] })).statusCode).toBe(200)
    expect((await decide(o.id, 'return_accept')).statusCode).toBe(200)
    const rows = await requestRows(o.id)
    // 1,000 of 3,500 paid: 1,000 from the wallet, 2,500 cash → 286 and 714.
    expect(JSON.parse(rows[0]!.refund_parts!)).toMatchObject({ wallet: 286, cod: 714, card: 0, gift_card: 0 })
    expect((await call('POST', `/api/orders/${o.id}/return`, bob.token, {})).statusCode).toBe(200)
    expect((await decide(o.id, 'return_accept')).statusCode).toBe(200)
    const after = await requestRows(o.id)
    expect(JSON.parse(after[1]!.refund_parts!)).toMatchObject({ wallet: 714, cod: 1_786 })
  })

  it('refuses a withdrawal sent on day 15 at once, writing nothing; day 14 is still in time', async () => {
    const email = 'late.guest@example.com'
    const late = await czechGuestOrder(email, new Date(Date.now() - 15 * DAY).toISOString())
    const res = await call('POST', '/api/orders/track/return', undefined, { number: late.number, email, iban: IBAN })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ reason: 'withdrawal_period_over', detail: WITHDRAWAL_MESSAGES.periodOver })
    expect(await requestRows(late.id)).toEqual([])
    const tracked: Order = (await call('POST', '/api/orders/track', undefined, { number: late.number, email })).json()
    expect(tracked).toMatchObject({ status: 'delivered_order', can_return: false, refunded_cents: 0 })
    expect(await orderMails(dataDir, email, late.number, 1)).toEqual([])

    const inTime = await czechGuestOrder('in.time@example.com', new Date(Date.now() - 14 * DAY + 60_000).toISOString())
    expect((await call('POST', '/api/orders/track/return', undefined, { number: inTime.number, email: 'in.time@example.com', iban: IBAN })).statusCode).toBe(200)
  })

  it('checks the chosen lines: unknown, too many, repeated, none; older clients sending a reason still work', async () => {
    const o = await deliveredVatOrder(ctx, { user: alice, lines: [{ product_id: a, quantity: 2, unit_price_cents: 1_000 }], currency: 'EUR', country: 'DE', rate_bp: 1900, discount_cents: 0, shipping_cents: 0 })
    const line = await lineIdOf(ctx, o.id, a)
    const send = (body: unknown) => call('POST', `/api/orders/${o.id}/return`, alice.token, body)
    const unknown = await send({ lines: [{ line_id: 'var_nothere', quantity: 1 }] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ reason: 'withdrawal_lines_invalid', errors: [{ path: 'lines.0.line_id', message: WITHDRAWAL_MESSAGES.lineUnknown }] })
    const many = await send({ lines: [{ line_id: line, quantity: 3 }] })
    expect(many.json()).toMatchObject({ reason: 'withdrawal_lines_invalid', errors: [{ path: 'lines.0.quantity', message: WITHDRAWAL_MESSAGES.quantityTooHigh }] })
    expect((await send({ lines: [{ line_id: line, quantity: 1 }, { line_id: line, quantity: 1 }] })).statusCode).toBe(400)
    expect((await send({ lines: [] })).statusCode).toBe(400)
    expect((await send({ lines: [{ line_id: line, quantity: 0 }] })).statusCode).toBe(400)
    expect(await requestRows(o.id)).toEqual([])
    const old = await send({ reason: 'damaged', details: 'The pump broke', refund_to: 'card' })
    expect(old.statusCode, old.body).toBe(200)
    expect((old.json() as Order).requests[0]).toMatchObject({ reason: 'damaged', details: 'The pump broke', withdrawal: { lines: [{ line_id: line, quantity: 2 }] } })
    expect((old.json() as Order).events.at(-1)!.note).toBe('damaged: The pump broke')
  })

  it('lets staff refuse only on the grounds the law allows, and the shopper reads the ground', async () => {
    const email = 'refused.guest@example.com'
    const o = await czechGuestOrder(email)
    expect((await call('POST', '/api/orders/track/return', undefined, { number: o.number, email, iban: IBAN })).statusCode).toBe(200)
    const none = await decide(o.id, 'return_reject', { note: 'Opened' })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({ reason: 'withdrawal_refusal_required', errors: [{ path: 'refusal' }] })
    const other = await decide(o.id, 'return_reject', { refusal: 'changed_mind' })
    expect(other.statusCode).toBe(400)
    expect(other.json().errors[0].path).toMatch(/refusal$/)
    const misplaced = await decide(o.id, 'return_accept', { refusal: 'late' })
    expect(misplaced.statusCode).toBe(400)
    expect((await requestRows(o.id))[0]!.status).toBe('pending')

    const refused = await decide(o.id, 'return_reject', { refusal: 'unsealed_hygiene' })
    expect(refused.statusCode, refused.body).toBe(200)
    expect(refused.json()).toMatchObject({ status: 'return_reject', refunded_cents: 0, requests: [{ status: 'rejected', refusal: 'unsealed_hygiene' }] })
    const mails = (await orderMails(dataDir, email, o.number, 2)).map(plain)
    expect(mails.at(-1)!.subject).toBe(`Lumen & Leaf: objednávka ${o.number} – Odstoupení odmítnuto`)
    expect(mails.at(-1)!.text).toContain('zapečetěný kosmetický přípravek byl po doručení otevřen')
    expect(await creditNotes(o.id)).toEqual([])
  })

  it('refunds once when staff accept twice at once, and takes one of two withdrawals sent at once', async () => {
    const email = 'race.guest@example.com'
    const o = await czechGuestOrder(email)
    const sends = await Promise.all([1, 2, 3].map((i) => call('POST', '/api/orders/track/return', undefined, { number: o.number, email, iban: IBAN }, `10.66.0.${i}`)))
    expect(sends.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    expect(await requestRows(o.id)).toHaveLength(1)

    const accepts = await Promise.all([1, 2, 3].map(() => decide(o.id, 'return_accept')))
    expect(accepts.map((r) => r.statusCode).sort()).toEqual([200, 409, 409])
    const order = await ctx.db.kysely.selectFrom('shop_order').select('refunded_cents').where('id', '=', o.id).executeTakeFirstOrThrow()
    expect(order.refunded_cents).toBe(o.total_cents)
    expect(await creditNotes(o.id)).toHaveLength(1)
  })

  it('marks the bank transfer of a cash refund sent once, with an audit line', async () => {
    const email = 'bank.guest@example.com'
    const o = await czechGuestOrder(email)
    expect((await call('POST', '/api/orders/track/return', undefined, { number: o.number, email, iban: IBAN })).statusCode).toBe(200)
    const [pending] = await requestRows(o.id)
    expect((await call('POST', `/api/staff/requests/${pending!.id}/bank-transfer-sent`, staff.token)).statusCode).toBe(409)
    expect((await decide(o.id, 'return_accept')).statusCode).toBe(200)
    const sent = await call('POST', `/api/staff/requests/${pending!.id}/bank-transfer-sent`, staff.token)
    expect(sent.statusCode, sent.body).toBe(200)
    expect((sent.json() as Order).requests[0]!.withdrawal!.bank_sent_at).not.toBeNull()
    expect((await call('POST', `/api/staff/requests/${pending!.id}/bank-transfer-sent`, staff.token)).json().reason).toBe('withdrawal_bank_not_due')
    expect((await call('POST', `/api/staff/requests/${pending!.id}/bank-transfer-sent`, alice.token)).statusCode).toBe(403)
    const audit = await ctx.db.kysely.selectFrom('audit_log').select(['action', 'entity_id']).where('action', '=', 'order.bank_refund_sent').execute()
    expect(audit).toContainEqual({ action: 'order.bank_refund_sent', entity_id: o.id })
  })
})
