/** Test helpers for reviews: requests with a token and an address, products in known states. */
import { expect } from 'vitest'
import type { TestContext } from '../../test/harness'
import { forceStatus, placeFixtureOrder, signUp, type Account } from '../orders/orders.testing'

let nextIp = 1
/** Each caller its own address, so one test's rate limits never spill into another's. */
export const freshIp = () => `10.15.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`

export function caller(ctx: TestContext) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, opts: { token?: string; body?: unknown; ip?: string } = {}) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: opts.ip ?? freshIp(),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
      ...(opts.body === undefined ? {} : { payload: opts.body as Record<string, unknown> }),
    })
}

/** Single products nobody has rated yet (the demo has a few), with stock for fixture orders. */
export async function unratedProducts(ctx: TestContext, n: number): Promise<string[]> {
  const rows = await ctx.db.kysely
    .selectFrom('product')
    .select('id')
    .where('rating_count', '=', 0)
    .where('kind', '=', 'single')
    .where('stock', '>=', 5)
    .orderBy('id')
    .limit(n)
    .execute()
  expect(rows.length).toBe(n)
  return rows.map((r) => r.id)
}

/** Rated products with plenty of approved demo reviews, most reviewed first. */
export async function ratedProducts(ctx: TestContext, n: number): Promise<string[]> {
  const rows = await ctx.db.kysely.selectFrom('product').select('id').where('rating_count', '>=', 11).orderBy('rating_count', 'desc').orderBy('id').limit(n).execute()
  expect(rows.length).toBe(n)
  return rows.map((r) => r.id)
}

export async function productRating(ctx: TestContext, productId: string): Promise<{ sum: number; count: number }> {
  const row = await ctx.db.kysely.selectFrom('product').select(['rating_sum', 'rating_count']).where('id', '=', productId).executeTakeFirstOrThrow()
  return { sum: Number(row.rating_sum), count: Number(row.rating_count) }
}

export const review = (productId: string, over: Record<string, unknown> = {}) => ({
  product_id: productId,
  rating: 5,
  title: 'Lovely',
  body: 'Soft skin and a gentle scent.',
  ...over,
})

/** A new account that bought and received each of these products (one delivered order each): it may review them. */
export async function buyerOf(ctx: TestContext, dataDir: string, name: string, productIds: readonly string[]): Promise<Account> {
  const account = await signUp(ctx, dataDir, name)
  for (const product_id of productIds) {
    const order = await placeFixtureOrder(ctx, { user: account, lines: [{ product_id, quantity: 1 }] })
    await forceStatus(ctx, order.id, 'delivered_order')
  }
  return account
}
