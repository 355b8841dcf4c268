import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUpStaff, type Account } from '../orders/orders.testing'

/** Decisions 037 and 041 together: the owner's new exchange rate reprices the shop at once. */
describe.each(testDialects())('a new exchange rate reaches the shop (%s)', (dialect) => {
  let ctx: TestContext
  let owner: Account

  beforeAll(async () => {
    const dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    owner = await signUpStaff(ctx, dataDir, 'Olga')
  })
  afterAll(async () => ctx?.close())

  const product = async (currency: string) => {
    const list = await ctx.app.inject({ method: 'GET', url: `/api/product?lang=en&currency=${currency}&sort=price_asc&page_size=1` })
    const [first] = list.json().data as Array<{ id: string; price_cents: number }>
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/product/${first!.id}?lang=en&currency=${currency}` })
    return detail.json() as { id: string; price_cents: number; currency: string }
  }

  it('refills every crown price not set by hand when the owner changes the CZK rate, and the catalog answers them at once', async () => {
    const before = await product('CZK')
    const usd = await ctx.app.inject({ method: 'GET', url: `/api/product/${before.id}?lang=en&currency=USD` })
    const base = (usd.json() as { price_cents: number }).price_cents
    expect(before.currency).toBe('CZK')
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/staff/exchange-rates/CZK',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { rate: '30', rounding: 'cents' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = await ctx.app.inject({ method: 'GET', url: `/api/product/${before.id}?lang=en&currency=CZK` })
    expect((after.json() as { price_cents: number }).price_cents).toBe(base * 30)
  })
})
