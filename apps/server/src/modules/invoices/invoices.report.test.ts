import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { forceStatus, placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from '../orders/orders.testing'
import { caller } from '../staff/staff.testing'
import { invoicesAt, makeVatOrder } from './invoices.testing'

describe.each(testDialects())('the quarterly VAT report (%s)', (dialect) => {
  let ctx: TestContext
  let staff: Account
  let shopper: Account
  let call: ReturnType<typeof caller>
  let products: string[]

  async function delivered(vat: Parameters<typeof makeVatOrder>[2]) {
    const o = await placeFixtureOrder(ctx, { lines: [{ product_id: products[0]!, quantity: 1 }, { product_id: products[1]!, quantity: 3 }] })
    await makeVatOrder(ctx, o.id, { shipping_cents: 499, ...vat })
    await forceStatus(ctx, o.id, 'delivered_order', { delivered_at: '2026-05-01T08:00:00.000Z' })
    return o.id
  }

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    staff = await signUpStaff(ctx, dataDir, 'Owner')
    shopper = await signUp(ctx, dataDir, 'Shopper')
    call = caller(ctx)
    products = await someProducts(ctx, 2)
  })
  afterAll(async () => ctx?.close())

  it('sums invoices less credit notes of the quarter per country, currency and rate, with totals per currency', async () => {
    const q2 = invoicesAt(ctx, () => new Date('2026-05-10T10:00:00.000Z'))
    const q3 = invoicesAt(ctx, () => new Date('2026-07-01T00:00:00.000Z'))
    const q1End = invoicesAt(ctx, () => new Date('2026-03-31T23:59:59.999Z'))
    const cz1 = await q2.issueForOrder(await delivered({ currency: 'CZK', country: 'CZ', rate_bp: 2100 }))
    const cz2 = await q2.issueForOrder(await delivered({ currency: 'CZK', country: 'CZ', rate_bp: 2100 }))
    const de = await q2.issueForOrder(await delivered({ currency: 'EUR', country: 'DE', rate_bp: 1900, market: 'de-at' }))
    const at = await q2.issueForOrder(await delivered({ currency: 'EUR', country: 'AT', rate_bp: 2000, market: 'de-at' }))
    const us = await q2.issueForOrder(await delivered({ currency: 'USD', country: 'US', rate_bp: 0, mode: 'none', market: 'world' }))
    await q1End.issueForOrder(await delivered({ currency: 'CZK', country: 'CZ', rate_bp: 2100 }))
    const refund = await q2.creditForRefund({ order_id: cz2.order_id, key: 'cz2-part', amount_cents: 1000, reason: 'return' })
    await q3.creditForRefund({ order_id: de.order_id, key: 'de-later', amount_cents: 500, reason: 'return' })

    const res = await call('GET', '/api/staff/reports/vat?year=2026&quarter=2', staff.token)
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json()
    expect(report).toMatchObject({ year: 2026, quarter: 2, from: '2026-04-01T00:00:00.000Z', to: '2026-07-01T00:00:00.000Z' })
    expect(report.rows).toEqual([
      { country: 'AT', currency: 'EUR', vat_rate_bp: 2000, net_cents: at.net_cents, vat_cents: at.vat_cents, invoices: 1, credit_notes: 0 },
      {
        country: 'CZ',
        currency: 'CZK',
        vat_rate_bp: 2100,
        net_cents: cz1.net_cents + cz2.net_cents - refund.net_cents,
        vat_cents: cz1.vat_cents + cz2.vat_cents - refund.vat_cents,
        invoices: 2,
        credit_notes: 1,
      },
      { country: 'DE', currency: 'EUR', vat_rate_bp: 1900, net_cents: de.net_cents, vat_cents: de.vat_cents, invoices: 1, credit_notes: 0 },
      { country: 'US', currency: 'USD', vat_rate_bp: 0, net_cents: us.net_cents, vat_cents: 0, invoices: 1, credit_notes: 0 },
    ])
    expect(report.totals).toEqual([
      { currency: 'CZK', net_cents: cz1.net_cents + cz2.net_cents - refund.net_cents, vat_cents: cz1.vat_cents + cz2.vat_cents - refund.vat_cents },
      { currency: 'EUR', net_cents: at.net_cents + de.net_cents, vat_cents: at.vat_cents + de.vat_cents },
      { currency: 'USD', net_cents: us.net_cents, vat_cents: 0 },
    ])
    expect(refund.vat_cents).toBeGreaterThan(0)

    const q3Report = (await call('GET', '/api/staff/reports/vat?year=2026&quarter=3', staff.token)).json()
    expect(q3Report.rows).toEqual([expect.objectContaining({ country: 'DE', invoices: 0, credit_notes: 1, net_cents: expect.any(Number) })])
    expect(q3Report.rows[0].net_cents).toBeLessThan(0)
    expect((await call('GET', '/api/staff/reports/vat?year=2026&quarter=1', staff.token)).json().rows).toHaveLength(1)

    const csv = await call('GET', '/api/staff/reports/vat.csv?year=2026&quarter=2', staff.token)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="vat-2026-q2.csv"')
    const rows: Array<Record<string, string>> = parse(csv.body, { columns: true })
    const major = (c: number) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`
    expect(rows.find((r) => r.country === 'AT')).toEqual({ year: '2026', quarter: '2', country: 'AT', currency: 'EUR', vat_rate_percent: '20.00', net: major(at.net_cents), vat: major(at.vat_cents), invoices: '1', credit_notes: '0' })
    expect(rows.filter((r) => r.country === 'TOTAL').map((r) => [r.currency, r.vat])).toEqual(report.totals.map((t: { currency: string; vat_cents: number }) => [t.currency, major(t.vat_cents)]))
  })

  it('refuses a quarter or year out of range with a clear 400, and keeps shoppers out', async () => {
    for (const q of ['year=2026&quarter=5', 'year=2026&quarter=0', 'year=1999&quarter=1', 'quarter=1', 'year=abc&quarter=1']) {
      const res = await call('GET', `/api/staff/reports/vat?${q}`, staff.token)
      expect(res.statusCode, q).toBe(400)
      expect(res.json().reason, q).toBe('validation_failed')
    }
    expect((await call('GET', '/api/staff/reports/vat?year=2026&quarter=2', shopper.token)).statusCode).toBe(403)
  })
})
