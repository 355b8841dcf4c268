import { TEST_CARDS, type Order, type OrderDocuments } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { mailsTo, product, shopper, signUp } from '../checkout/checkout.testing'
import { forceStatus, signUpStaff } from '../orders/orders.testing'
import { pdfText } from './invoices.testing'

const CARD = { number: TEST_CARDS.approved, exp_month: 12, exp_year: 2040, cvc: '123', name: 'Jana Nováková' }

/**
 * Decision 039 wired into the order's life: the checkout invoices an order paid at once before its
 * confirmation goes out (and the email links it), a cancel after payment gets a credit note for
 * what went back, and cash on delivery is invoiced when the order is delivered.
 */
describe.each(testDialects())('invoices in the order’s life (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let token: string
  let email: string
  let productId: string

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    ;({ token, email } = await signUp(ctx, dataDir, 'Jana'))
    productId = await product(ctx, 1890, 500)
  })
  afterAll(async () => ctx?.close())

  const documents = async (orderId: string): Promise<OrderDocuments['documents']> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/documents`, headers: { authorization: `Bearer ${token}` } })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as OrderDocuments).documents
  }

  async function buy(payment: Record<string, unknown>): Promise<Order> {
    const s = shopper(ctx, token)
    await s.add(productId, 2)
    const quote = await s.quote({ lang: 'cz' })
    expect(quote.currency).toBe('CZK')
    const res = await s.place({ lang: 'cz', expected_total_cents: quote.total_cents, expected_currency: 'CZK', payment })
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }

  it('invoices a card order in crowns as it is placed, and its confirmation links the invoice', async () => {
    const order = await buy({ card: CARD })
    const [invoice, ...rest] = await documents(order.id)
    expect(rest).toEqual([])
    expect(invoice).toMatchObject({ kind: 'invoice', currency: 'CZK', amount_cents: order.total_cents })
    expect(invoice!.number).toMatch(/^\d{4}-\d{6}$/)
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice.pdf`, headers: { authorization: `Bearer ${token}` } })
    expect(pdf.statusCode).toBe(200)
    const text = pdfText(pdf.rawPayload)
    expect(text).toContain(invoice!.number)
    expect(text).toMatch(/21\s*%/)
    // The confirmation (after the sign-up code) links the invoice with the order's key: no sign-in needed.
    const mails = await mailsTo(dataDir, email, 2)
    const confirmation = mails.find((m) => m.text.includes(order.number))!
    const link = /https?:\/\/\S+\/api\/orders\/\S+\/invoice\.pdf\?key=\S+/.exec(confirmation.text)?.[0]
    expect(link).toBeDefined()
    const keyed = await ctx.app.inject({ method: 'GET', url: link!.replace(/^https?:\/\/[^/]+/, '') })
    expect(keyed.statusCode).toBe(200)
    expect(keyed.headers['content-type']).toMatch(/application\/pdf/)
  })

  it('gives a card order cancelled after payment a credit note for what went back', async () => {
    const order = await buy({ card: CARD })
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel`,
      headers: { authorization: `Bearer ${token}` },
      payload: { reason: 'changed_mind', refund_to: 'card' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const docs = await documents(order.id)
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note'])
    expect(docs[1]).toMatchObject({ currency: 'CZK', amount_cents: order.total_cents })
  })

  it('invoices cash on delivery only once the order is delivered', async () => {
    const order = await buy({ cash_on_delivery: true })
    expect(await documents(order.id)).toEqual([])
    await forceStatus(ctx, order.id, 'dispatched_order')
    const staff = await signUpStaff(ctx, dataDir, 'Depot')
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/orders/${order.id}/status`,
      headers: { authorization: `Bearer ${staff.token}` },
      payload: { status: 'delivered_order' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const [invoice] = await documents(order.id)
    expect(invoice).toMatchObject({ kind: 'invoice', currency: 'CZK', amount_cents: order.total_cents })
  })
})
