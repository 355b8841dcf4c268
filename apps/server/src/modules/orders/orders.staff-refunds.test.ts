import { TEST_CARDS, type Order } from '@shop/domain'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { czechiaInDollars, product, shopper } from '../checkout/checkout.testing'
import { testCard } from '../payments/payments.testing'
import { auditLinesOf } from '../staff/staff.testing'
import { forceStatus, orderMails, placeFixtureOrder, productStock, signUp, signUpStaff, someProducts, walletBalance, type Account } from './orders.testing'
import { deliveredVatOrder, lineIdOf } from './orders.withdrawal.testing'

/** A mail with no-break spaces (money, dates) as plain spaces. */
const plain = <M extends { text: string; subject?: string }>(m: M): M => ({ ...m, text: m.text.replace(/\u00a0/g, ' ') })

/**
 * Staff refunds (issue 20, decision 053): a whole order, chosen lines or an amount, never more than
 * paid less refunded, also under concurrent clicks; split over the payment parts; the card part to
 * the card or (accounts, EU/EEA cards) the wallet; a credit note, an email, an audit line and a
 * timeline event each.
 */
describe.each(testDialects())('staff refunds (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let staff: Account
  let a: string
  let b: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    staff = await signUpStaff(ctx, dataDir, 'Desk')
    ;[a, b] = (await someProducts(ctx, 2)) as [string, string]
  })
  afterAll(async () => ctx?.close())

  const refund = (orderId: string, body: Record<string, unknown>, token = staff.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${orderId}/refunds`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { idempotency_key: randomUUID(), ...body },
    })
  const refundRows = (orderId: string) => ctx.db.kysely.selectFrom('order_refund').selectAll().where('order_id', '=', orderId).orderBy('created_at').execute()
  const creditNotes = (orderId: string) => ctx.db.kysely.selectFrom('credit_note').selectAll().where('order_id', '=', orderId).orderBy('seq').execute()
  const refundedOf = async (orderId: string) =>
    (await ctx.db.kysely.selectFrom('shop_order').select('refunded_cents').where('id', '=', orderId).executeTakeFirstOrThrow()).refunded_cents

  /** 3 × 299 Kč and 1 × 459 Kč, a 10 % coupon, 89 Kč shipping, 21 % VAT, cash on delivery, delivered; a Czech guest. */
  const czechGuestOrder = (email: string) =>
    deliveredVatOrder(ctx, {
      email,
      lang: 'cz',
      lines: [{ product_id: a, quantity: 3, unit_price_cents: 29_900 }, { product_id: b, quantity: 1, unit_price_cents: 45_900 }],
      currency: 'CZK',
      country: 'CZ',
      rate_bp: 2100,
      discount_cents: 13_560,
      shipping_cents: 8_900,
    })

  it('refunds a whole order once: every piece and the shipping on the credit note, an email in Czech, a repeat of the key changes nothing', async () => {
    const email = 'whole.refund@example.com'
    const o = await czechGuestOrder(email)
    const stockA = await productStock(ctx, a)
    const key = randomUUID()
    const res = await refund(o.id, { idempotency_key: key, reason: 'Zboží nedorazilo' })
    expect(res.statusCode, res.body).toBe(201)
    const order: Order & { staff_targets: string[] } = res.json()
    expect(order).toMatchObject({ refunded_cents: o.total_cents, refundable_cents: 0, status: 'delivered_order' })
    expect(order.refunds).toHaveLength(1)
    const r = order.refunds[0]!
    // A guest's cash paid on delivery goes back by bank transfer (no wallet).
    expect(r).toMatchObject({ kind: 'whole', amount_cents: o.total_cents, shipping_cents: 8_900, restocked: false, reason: 'Zboží nedorazilo', to: { bank_cents: o.total_cents, card_cents: 0, wallet_cents: 0 } })
    expect(r.lines.map((l) => [l.quantity, l.amount_cents]).sort()).toEqual([[1, 41_310], [3, 80_730]])
    expect(r.credit_note).toMatch(/\S/)
    // Refunding does not put the pieces back on the shelf unless staff say they came back.
    expect(await productStock(ctx, a)).toBe(stockA)

    const notes = await creditNotes(o.id)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ amount_cents: o.total_cents, number: r.credit_note, reason: 'Zboží nedorazilo' })
    expect((JSON.parse(notes[0]!.lines) as Array<{ kind: string }>).map((l) => l.kind).sort()).toEqual(['item', 'item', 'shipping'])

    const [mail] = (await orderMails(dataDir, email, o.number, 1)).map(plain)
    expect(mail!.subject).toBe(`Lumen & Leaf: vrácení peněz k objednávce ${o.number}`)
    expect(mail!.text).toContain(`vrátili jsme vám 1 309,40 Kč k objednávce ${o.number}.`)
    expect(mail!.text).toContain('bankovním převodem')
    expect(mail!.text).toContain(`Dobropis ${r.credit_note}: http`)
    const link = /Dobropis \S+: (\S+)/.exec(mail!.text)![1]!
    const pdf = await ctx.app.inject({ method: 'GET', url: link.replace(/^https?:\/\/[^/]+/, '') })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')

    // The same key again: the order as it is, nothing more refunded. A new click: nothing is left.
    const again = await refund(o.id, { idempotency_key: key })
    expect(again.statusCode, again.body).toBe(200)
    const more = await refund(o.id, {})
    expect(more.statusCode).toBe(409)
    expect(more.json().reason).toBe('refund_nothing_left')
    expect(await refundRows(o.id)).toHaveLength(1)
    expect(await refundedOf(o.id)).toBe(o.total_cents)

    // The timeline and the audit log name it.
    const audit = await auditLinesOf(ctx, 'order', o.id)
    expect(audit[0]).toMatchObject({ action: 'order.refund', details: expect.objectContaining({ amount_cents: o.total_cents, kind: 'whole' }) })
    expect(order.events.at(-1)).toMatchObject({ status: 'delivered_order', actor: 'staff', note: expect.stringContaining('Zboží nedorazilo') })
  })

  it('refunds chosen lines by their paid share, back to stock only when ticked; the shopper withdraws only what is left', async () => {
    const alice = await signUp(ctx, dataDir, 'Alice')
    const placed = await placeFixtureOrder(ctx, { user: alice, lines: [{ product_id: a, quantity: 2 }, { product_id: b, quantity: 1 }], walletCents: 1_000 })
    await forceStatus(ctx, placed.id, 'delivered_order', { delivered_at: new Date().toISOString() })
    const lineA = await lineIdOf(ctx, placed.id, a)
    const lineB = await lineIdOf(ctx, placed.id, b)
    const unit = (await ctx.db.kysely.selectFrom('order_line').select('unit_price_cents').where('variant_id', '=', lineA).where('order_id', '=', placed.id).executeTakeFirstOrThrow()).unit_price_cents
    const stockA = await productStock(ctx, a)
    const walletBefore = await walletBalance(ctx, alice.id)

    const tooMany = await refund(placed.id, { lines: [{ line_id: lineA, quantity: 3 }] })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toMatchObject({ reason: 'refund_lines_invalid', errors: [{ path: 'lines.0.quantity' }] })
    const both = await refund(placed.id, { lines: [{ line_id: lineA, quantity: 1 }], amount_cents: 100 })
    expect(both.statusCode).toBe(400)

    const one = await refund(placed.id, { lines: [{ line_id: lineA, quantity: 1 }] })
    expect(one.statusCode, one.body).toBe(201)
    expect((one.json() as Order).refunds[0]).toMatchObject({ kind: 'lines', amount_cents: unit, shipping_cents: 0, restocked: false, lines: [{ line_id: lineA, quantity: 1, amount_cents: unit }] })
    // The wallet part and the cash paid at the door both come back as wallet credit to an account.
    expect(await walletBalance(ctx, alice.id)).toBe(walletBefore + unit)
    expect(await productStock(ctx, a)).toBe(stockA)

    const back = await refund(placed.id, { lines: [{ line_id: lineA, quantity: 1 }], restock: true })
    expect(back.statusCode, back.body).toBe(201)
    expect(await productStock(ctx, a)).toBe(stockA + 1)
    // Both pieces of the line are refunded: neither a refund nor a withdrawal takes them again.
    const again = await refund(placed.id, { lines: [{ line_id: lineA, quantity: 1 }] })
    expect(again.json().reason).toBe('refund_lines_invalid')
    const withdraw = await ctx.app.inject({ method: 'POST', url: `/api/orders/${placed.id}/return`, headers: { authorization: `Bearer ${alice.token}` }, payload: { lines: [{ line_id: lineA, quantity: 1 }] } })
    expect(withdraw.statusCode).toBe(400)
    expect(withdraw.json().reason).toBe('withdrawal_lines_invalid')

    // The last line completes the order: the shipping comes with it, and everything paid is back.
    const last = await refund(placed.id, { lines: [{ line_id: lineB, quantity: 1 }] })
    expect(last.statusCode, last.body).toBe(201)
    const done: Order = last.json()
    expect(done.refunds.at(-1)!.shipping_cents).toBeGreaterThan(0)
    expect(done).toMatchObject({ refunded_cents: placed.total_cents, refundable_cents: 0, can_return: false })
    expect((await creditNotes(placed.id)).map((n) => n.amount_cents)).toEqual(done.refunds.map((r) => r.amount_cents))

    // The shopper's data download names the refunds of their order.
    const data = await ctx.app.inject({ method: 'POST', url: '/api/account/data', headers: { authorization: `Bearer ${alice.token}` }, payload: { current_password: 'secret1' } })
    expect(data.statusCode, data.body).toBe(200)
    const exported = (data.json() as { orders: Array<{ refunds: Array<{ amount_cents: number; kind: string }> }> }).orders[0]!.refunds
    expect(exported.map((r) => [r.kind, r.amount_cents])).toEqual(done.refunds.map((r) => [r.kind, r.amount_cents]))
  })

  it('refunds a free amount up to what is left; over it is a 409 that writes nothing', async () => {
    const o = await czechGuestOrder('amount.refund@example.com')
    const over = await refund(o.id, { amount_cents: o.total_cents + 1 })
    expect(over.statusCode).toBe(409)
    expect(over.json().reason).toBe('refund_exceeds_left')
    expect(await refundRows(o.id)).toEqual([])
    expect(await refundedOf(o.id)).toBe(0)

    const part = await refund(o.id, { amount_cents: 10_000, reason: 'Goodwill' })
    expect(part.statusCode, part.body).toBe(201)
    expect(part.json()).toMatchObject({ refunded_cents: 10_000, refundable_cents: o.total_cents - 10_000 })
    expect((part.json() as Order).refunds[0]).toMatchObject({ kind: 'amount', amount_cents: 10_000, lines: [] })
    // An amount's credit note carries one line per VAT rate of what is left, no item lines.
    const [note] = await creditNotes(o.id)
    expect(note).toMatchObject({ amount_cents: 10_000, lines: '[]' })
    const rest = await refund(o.id, { amount_cents: o.total_cents - 10_000 + 1 })
    expect(rest.json().reason).toBe('refund_exceeds_left')
    // A whole refund now gives back the rest (as an amount: the pieces no longer add up to it).
    const whole = await refund(o.id, {})
    expect(whole.statusCode, whole.body).toBe(201)
    expect((whole.json() as Order).refunds[1]).toMatchObject({ kind: 'whole', amount_cents: o.total_cents - 10_000, lines: [] })
  })

  it('of two staff refunding the same order at once, the second gets 409 and nothing more is refunded', async () => {
    const o = await czechGuestOrder('race.refund@example.com')
    const wholes = await Promise.all([refund(o.id, {}), refund(o.id, {})])
    expect(wholes.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect(wholes.find((r) => r.statusCode === 409)!.json().reason).toBe('refund_nothing_left')
    expect(await refundedOf(o.id)).toBe(o.total_cents)
    expect(await refundRows(o.id)).toHaveLength(1)

    const p = await czechGuestOrder('race.amounts@example.com')
    const sixty = Math.ceil(p.total_cents * 0.6)
    const amounts = await Promise.all([refund(p.id, { amount_cents: sixty }), refund(p.id, { amount_cents: sixty }), refund(p.id, { amount_cents: sixty })])
    expect(amounts.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
    expect(amounts.filter((r) => r.statusCode === 409).map((r) => r.json().reason)).toEqual(['refund_exceeds_left', 'refund_exceeds_left'])
    expect(await refundedOf(p.id)).toBe(sixty)

    // One dialog's confirm sent twice at once (the same key): one refund.
    const q = await czechGuestOrder('race.key@example.com')
    const key = randomUUID()
    const twice = await Promise.all([refund(q.id, { idempotency_key: key, amount_cents: 5_000 }), refund(q.id, { idempotency_key: key, amount_cents: 5_000 })])
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 201])
    expect(await refundedOf(q.id)).toBe(5_000)
  })

  it('sends the card part to the card, or to the wallet for an account whose card was issued in the EU; never a guest, never an abroad card', async () => {
    await czechiaInDollars(ctx)
    const forty = await product(ctx, 4000, 1000, 0)
    const cardOrder = async (number: string) => {
      const account = await signUp(ctx, dataDir, 'Carla')
      const s = shopper(ctx, account.token)
      await s.add(forty, 1)
      const q = await s.quote()
      const res = await s.place({ expected_total_cents: q.total_cents, payment: { card: testCard(number) } })
      expect(res.statusCode, res.body).toBe(201)
      return { account, order: res.json() as Order }
    }
    const cardRefunded = async (orderId: string) =>
      (await ctx.db.kysely.selectFrom('payment').select('payment.refunded_cents').innerJoin('shop_order', 'shop_order.payment_id', 'payment.id').where('shop_order.id', '=', orderId).executeTakeFirstOrThrow()).refunded_cents

    const { account, order } = await cardOrder(TEST_CARDS.approved)
    const toWallet = await refund(order.id, { amount_cents: 1_000, to: 'wallet' })
    expect(toWallet.statusCode, toWallet.body).toBe(201)
    expect((toWallet.json() as Order).refunds[0]!.to).toEqual({ wallet_cents: 1_000, card_cents: 0, gift_card_cents: 0, bank_cents: 0 })
    expect(await walletBalance(ctx, account.id)).toBe(1_000)
    expect(await cardRefunded(order.id)).toBe(0)
    const toCard = await refund(order.id, { amount_cents: 500 })
    expect(toCard.statusCode, toCard.body).toBe(201)
    expect(await cardRefunded(order.id)).toBe(500)
    const [mail] = (await orderMails(dataDir, account.email, order.number, 2)).filter((m) => m.subject?.includes('refund')).map(plain)
    expect(mail?.text).toContain('to your wallet')

    const abroad = await cardOrder(TEST_CARDS.issuedAbroad)
    const refused = await refund(abroad.order.id, { amount_cents: 1_000, to: 'wallet' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ reason: 'refund_to_card_only', errors: [{ path: 'to' }] })
    expect(await refundRows(abroad.order.id)).toEqual([])

    const guest = await czechGuestOrder('guest.wallet@example.com')
    const noWallet = await refund(guest.id, { amount_cents: 1_000, to: 'wallet' })
    expect(noWallet.statusCode).toBe(400)
    expect(noWallet.json().reason).toBe('refund_wallet_needs_account')
  })

  it('is the order desk’s: a shopper 403, a guest 401, a request waiting for staff 409', async () => {
    const o = await czechGuestOrder('desk.refund@example.com')
    const shopperAccount = await signUp(ctx, dataDir, 'Sam')
    expect((await refund(o.id, {}, shopperAccount.token)).statusCode).toBe(403)
    expect((await refund(o.id, {}, '')).statusCode).toBe(401)
    await forceStatus(ctx, o.id, 'request_return')
    const waiting = await refund(o.id, {})
    expect(waiting.statusCode).toBe(409)
    expect(waiting.json().reason).toBe('order_request_pending')
    expect(await refundRows(o.id)).toEqual([])
  })
})
