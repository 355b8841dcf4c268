import { TEST_CARDS, type Order, type OrderDocuments } from '@shop/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, restartedApp, schemaChange, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { product, shopper, signUp } from '../checkout/checkout.testing'
import { forceStatus } from '../orders/orders.testing'
import { createInvoiceSweep, CREDIT_GRACE_MS } from './invoices.sweep'
import { invoicesAt } from './invoices.testing'

const CARD = { number: TEST_CARDS.approved, exp_month: 12, exp_year: 2040, cvc: '123', name: 'Jana Nováková' }
const quiet = { warn: () => undefined, error: () => undefined }

/**
 * Decision 047: documents a failure after the order's commit left out are issued by the sweep,
 * exactly once, with the next gap-free number. A failure is simulated the way a database hiccup
 * looks to the code: the table the step writes is away for that moment (renamed), then back.
 */
describe.each(testDialects())('the invoice sweep (%s)', (dialect) => {
  let ctx: TestContext
  let token: string
  let productId: string

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir, ORDER_EMAIL_BURST_SECONDS: 0 } })
    ;({ token } = await signUp(ctx, dataDir, 'Jana'))
    productId = await product(ctx, 1890, 5000)
  })
  afterAll(async () => ctx?.close())

  const sweepOf = (creditGraceMs = 0) => createInvoiceSweep({ db: ctx.db, invoices: invoicesAt(ctx, () => new Date()), log: quiet, creditGraceMs })

  /** Runs `step` while `table` is away, as a failure right after the order's commit would leave things. */
  async function whileAway<T>(table: string, step: () => Promise<T>): Promise<T> {
    await schemaChange(ctx.db, () => sql`alter table ${sql.table(table)} rename to ${sql.table(`${table}_away`)}`.execute(ctx.db.kysely))
    try {
      return await step()
    } finally {
      await schemaChange(ctx.db, () => sql`alter table ${sql.table(`${table}_away`)} rename to ${sql.table(table)}`.execute(ctx.db.kysely))
    }
  }

  async function buy(payment: Record<string, unknown> = { card: CARD }): Promise<Order> {
    const s = shopper(ctx, token)
    await s.add(productId, 1)
    const quote = await s.quote({ lang: 'cz' })
    const res = await s.place({ lang: 'cz', expected_total_cents: quote.total_cents, expected_currency: quote.currency, payment })
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }

  const documents = async (orderId: string): Promise<OrderDocuments['documents']> => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/documents`, headers: { authorization: `Bearer ${token}` } })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as OrderDocuments).documents
  }
  const invoiceRows = (orderId: string) => ctx.db.kysely.selectFrom('invoice').select(['number', 'seq']).where('order_id', '=', orderId).execute()
  /** Every invoice number of the year so far, in order: 1..n without a gap or a repeat. */
  async function expectGapFree(): Promise<number> {
    const seqs = (await ctx.db.kysely.selectFrom('invoice').select('seq').where('seq', 'is not', null).orderBy('seq').execute()).map((r) => Number(r.seq))
    expect(seqs).toEqual(seqs.map((_, i) => i + 1))
    return seqs.length
  }

  it('invoices a paid order whose invoice failed after its commit, once, with the next number', async () => {
    const first = await buy()
    const [firstInvoice] = await documents(first.id)
    // The order commits; its invoice fails (the invoice table is away at that moment).
    const order = await whileAway('invoice', () => buy())
    expect(await documents(order.id)).toEqual([])

    const report = await sweepOf().sweep()
    expect(report).toMatchObject({ invoices: 1, credit_notes: 0, failed: 0 })
    const [invoice, ...rest] = await documents(order.id)
    expect(rest).toEqual([])
    expect(invoice).toMatchObject({ kind: 'invoice', currency: 'CZK', amount_cents: order.total_cents })
    const year = new Date().getUTCFullYear()
    const seqOf = (number: string) => Number(number.slice(`${year}-`.length))
    expect(seqOf(invoice!.number)).toBe(seqOf(firstInvoice!.number) + 1)

    // A second sweep, and the checkout's own call coming late, add nothing.
    expect(await sweepOf().sweep()).toEqual({ invoices: 0, credit_notes: 0, failed: 0 })
    await invoicesAt(ctx, () => new Date()).issueForOrder(order.id)
    expect(await invoiceRows(order.id)).toHaveLength(1)
    await expectGapFree()
  })

  it('numbers an invoice a crash left written but without its number', async () => {
    // The invoice row is written, the numbering fails (its sequence table is away).
    const order = await whileAway('document_sequence', () => buy())
    expect(await invoiceRows(order.id)).toEqual([{ number: null, seq: null }])
    expect(await documents(order.id)).toEqual([])
    const before = await expectGapFree()
    expect(await sweepOf().sweep()).toMatchObject({ invoices: 1, failed: 0 })
    expect(await invoiceRows(order.id)).toEqual([{ number: expect.stringMatching(/^\d{4}-\d{6}$/), seq: before + 1 }])
    expect(await expectGapFree()).toBe(before + 1)
  })

  it('issues the credit note of a refund whose credit note failed after its commit, once', async () => {
    const order = await buy()
    const cancelled = await whileAway('credit_note', () =>
      ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { authorization: `Bearer ${token}` }, payload: { reason: 'changed_mind', refund_to: 'card' } }),
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await documents(order.id)).map((d) => d.kind)).toEqual(['invoice'])
    const notesBefore = await ctx.db.kysely.selectFrom('credit_note').select('seq').orderBy('seq').execute()
    // A refund this fresh is left to the change that made it (its credit note may be on its way).
    expect(await sweepOf(CREDIT_GRACE_MS).sweep()).toMatchObject({ credit_notes: 0, failed: 0 })

    expect(await sweepOf().sweep()).toMatchObject({ invoices: 0, credit_notes: 1, failed: 0 })
    const docs = await documents(order.id)
    expect(docs.map((d) => d.kind)).toEqual(['invoice', 'credit_note'])
    expect(docs[1]).toMatchObject({ currency: 'CZK', amount_cents: order.total_cents })
    const notes = await ctx.db.kysely.selectFrom('credit_note').select(['seq', 'idempotency_key', 'reason']).where('order_id', '=', order.id).execute()
    // The lifecycle's key, the next number of the credit notes' own sequence.
    expect(notes).toEqual([{ seq: notesBefore.length + 1, idempotency_key: `refund:${order.id}:cancelled_order`, reason: expect.any(String) }])
    expect(await sweepOf().sweep()).toEqual({ invoices: 0, credit_notes: 0, failed: 0 })
  })

  it('leaves cash on delivery alone until it is delivered, then invoices it', async () => {
    const order = await whileAway('invoice', () => buy({ cash_on_delivery: true }))
    expect(await sweepOf().sweep()).toMatchObject({ invoices: 0, failed: 0 })
    expect(await invoiceRows(order.id)).toEqual([])
    // Delivered while the invoice table was away: the lifecycle's invoice failed the same way.
    await forceStatus(ctx, order.id, 'delivered_order', { delivered_at: new Date().toISOString() })
    expect(await sweepOf().sweep()).toMatchObject({ invoices: 1, failed: 0 })
    expect(await documents(order.id)).toEqual([expect.objectContaining({ kind: 'invoice', amount_cents: order.total_cents })])
  })

  it('issues each missing invoice exactly once when two sweeps (two processes) and the checkout meet', async () => {
    const missing = await whileAway('invoice', async () => [await buy(), await buy(), await buy()])
    const [a, b] = [sweepOf(), sweepOf()]
    const issuer = invoicesAt(ctx, () => new Date())
    const reports = await Promise.all([a.sweep(), b.sweep(), ...missing.map((o) => issuer.issueForOrder(o.id))])
    for (const o of missing) expect(await invoiceRows(o.id), o.id).toHaveLength(1)
    expect(reports.slice(0, 2).every((r) => 'failed' in r && r.failed === 0)).toBe(true)
    await expectGapFree()
  })

  it('sweeps at startup: a restarted server issues what a crash left out', async () => {
    const order = await whileAway('invoice', () => buy())
    const restarted = await restartedApp(ctx)
    try {
      await restarted.ready()
      for (let i = 0; i < 100 && (await invoiceRows(order.id)).length === 0; i++) await new Promise((r) => setTimeout(r, 50))
      expect(await invoiceRows(order.id)).toEqual([{ number: expect.stringMatching(/^\d{4}-\d{6}$/), seq: expect.any(Number) }])
    } finally {
      await restarted.close()
    }
    await expectGapFree()
  })

  it('logs a document it cannot issue and tries again on the next sweep', async () => {
    const order = await whileAway('invoice', () => buy())
    const failing = createInvoiceSweep({
      db: ctx.db,
      invoices: { issueForOrder: async () => Promise.reject(new Error('database hiccup')), creditForRefund: async () => Promise.reject(new Error('database hiccup')) },
      log: quiet,
    })
    expect(await failing.sweep()).toMatchObject({ invoices: 0, failed: 1 })
    expect(await invoiceRows(order.id)).toEqual([])
    expect(await sweepOf().sweep()).toMatchObject({ invoices: 1, failed: 0 })
  })
})
