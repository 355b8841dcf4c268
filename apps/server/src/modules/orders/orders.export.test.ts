import { ORDERS_EXPORT_COLUMNS } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { caller } from '../staff/staff.testing'
import { decimal, EXPORT_PAGE } from './orders.export'
import { placeFixtureOrder, signUp, signUpStaff, someProducts, type Account } from './orders.testing'

const HEADER = ORDERS_EXPORT_COLUMNS.join(',')

describe('decimal', () => {
  it('writes cents as major units without floating point', () => {
    expect([0, 5, 100, 1005, 123456, -250].map(decimal)).toEqual(['0.00', '0.05', '1.00', '10.05', '1234.56', '-2.50'])
  })
})

/** The accounting export (issue 17): columns, escaping, the date filter, and paging through many orders. */
describe.each(testDialects())('orders CSV export (%s)', (dialect) => {
  let ctx: TestContext
  let shopper: Account
  let staff: Account
  let product: string
  let call: ReturnType<typeof caller>

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    shopper = await signUp(ctx, dataDir, 'Shopper')
    staff = await signUpStaff(ctx, dataDir, 'Books')
    product = (await someProducts(ctx, 1))[0]!
    call = caller(ctx)
  })
  afterAll(async () => ctx?.close())

  const placedOn = (id: string, iso: string) => ctx.db.kysely.updateTable('shop_order').set({ created_at: iso }).where('id', '=', id).execute()
  const exportCsv = async (qs: string) => {
    const res = await call('GET', `/api/staff/orders/export.csv?${qs}`, staff.token)
    expect(res.statusCode, res.body).toBe(200)
    return res
  }

  it('writes one line per order with the accounting columns, quoting what needs it and defusing formulas', async () => {
    const paid = await placeFixtureOrder(ctx, { user: shopper, lines: [{ product_id: product, quantity: 2 }], walletCents: 1000 })
    await placedOn(paid.id, '2025-03-01T08:00:00.000Z')
    await ctx.db.kysely
      .updateTable('shop_order')
      .set({ discount_cents: 150, refunded_cents: 1000, status: 'cancelled_order', shipping_address: JSON.stringify({ country: 'Czech Republic, "CZ"\nPraha' }) })
      .where('id', '=', paid.id)
      .execute()
    const formula = await placeFixtureOrder(ctx, { email: 'guest@example.com', lines: [{ product_id: product, quantity: 1 }] })
    await placedOn(formula.id, '2025-03-01T09:00:00.000Z')
    await ctx.db.kysely.updateTable('shop_order').set({ shipping_address: JSON.stringify({ country: '=HYPERLINK("http://x")' }) }).where('id', '=', formula.id).execute()
    const rowOf = (id: string) => ctx.db.kysely.selectFrom('shop_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const [a, b] = [await rowOf(paid.id), await rowOf(formula.id)]
    const amounts = (r: typeof a) =>
      [r.subtotal_cents, r.discount_cents, r.shipping_cents, r.total_cents, r.paid_wallet_cents, r.paid_gift_card_cents, r.paid_card_cents, r.cod_cents, r.refunded_cents].map(decimal).concat(r.currency, decimal(r.vat_cents))

    const res = await exportCsv('from=2025-03-01&to=2025-03-01')
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2025-03-01-2025-03-01.csv"')
    expect(res.body).toBe(
      [
        HEADER,
        [paid.number, '2025-03-01T08:00:00.000Z', 'cancelled_order', shopper.email, '"Czech Republic, ""CZ""\nPraha"', ...amounts(a)].join(','),
        [formula.number, '2025-03-01T09:00:00.000Z', 'new_order', 'guest@example.com', `"'=HYPERLINK(""http://x"")"`, ...amounts(b)].join(','),
        '',
      ].join('\n'),
    )
    // The amounts are the order's own: wallet 10.00, discount 1.50, refunded 10.00, the rest on delivery.
    expect(amounts(a)).toEqual([decimal(a.subtotal_cents), '1.50', decimal(a.shipping_cents), decimal(a.total_cents), '10.00', '0.00', '0.00', decimal(a.total_cents - 1000), '10.00', 'USD', '0.00'])
  })

  it('keeps to the UTC days asked for, both ends included', async () => {
    const ids: Record<string, string> = {}
    for (const [name, at] of [
      ['before', '2025-05-09T23:59:59.999Z'],
      ['first', '2025-05-10T00:00:00.000Z'],
      ['last', '2025-05-11T23:59:59.999Z'],
      ['after', '2025-05-12T00:00:00.000Z'],
    ] as const) {
      const o = await placeFixtureOrder(ctx, { user: shopper, lines: [{ product_id: product, quantity: 1 }] })
      await placedOn(o.id, at)
      ids[name] = o.number
    }
    const numbers = async (qs: string) => (await exportCsv(qs)).body.trim().split('\n').slice(1).map((l) => l.split(',')[0])
    expect(await numbers('from=2025-05-10&to=2025-05-11')).toEqual([ids.first, ids.last])
    expect(await numbers('from=2025-05-12&to=2025-05-12')).toEqual([ids.after])
    expect(await numbers('from=2025-05-09&to=2025-05-09')).toEqual([ids.before])
    expect(await numbers('from=2031-01-01&to=2031-01-31')).toEqual([])
    expect((await exportCsv('from=2031-01-01')).body).toBe(`${HEADER}\n`)

    for (const qs of ['from=2025-05-12&to=2025-05-10', 'from=12.5.2025', 'to=2025-02-30']) {
      const bad = await call('GET', `/api/staff/orders/export.csv?${qs}`, staff.token)
      expect(bad.statusCode, qs).toBe(400)
      expect(bad.json().code).toBe('validation_failed')
    }
  })

  it('pages through more orders than one read holds, each once, oldest first (ties by id)', async () => {
    const template = await ctx.db.kysely.selectFrom('shop_order').selectAll().limit(1).executeTakeFirstOrThrow()
    const count = EXPORT_PAGE * 2 + 3
    const rows = Array.from({ length: count }, (_, i) => ({
      ...template,
      id: `ord_bulk${String(i).padStart(12, '0')}`,
      number: `BK-${String(i).padStart(6, '0')}`,
      idempotency_key: `bulk-${i}`,
      shipping_address: JSON.stringify({ country: 'Slovenia' }),
      // Many share a millisecond: the page boundary falls inside a tie.
      created_at: `2024-07-01T10:00:0${Math.floor(i / 400)}.000Z`,
    }))
    for (let i = 0; i < rows.length; i += 200) await ctx.db.kysely.insertInto('shop_order').values(rows.slice(i, i + 200)).execute()
    const lines = (await exportCsv('from=2024-07-01&to=2024-07-01')).body.trim().split('\n').slice(1)
    expect(lines).toHaveLength(count)
    expect(lines.map((l) => l.split(',')[0])).toEqual(rows.map((r) => r.number))
  })
})
