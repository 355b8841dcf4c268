import type { StaffReview } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { buyerOf, caller, productRating, ratedProducts, review, unratedProducts } from './reviews.testing'

describe.each(testDialects())('review moderation (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let call: ReturnType<typeof caller>
  let staff: Account
  let shopper: Account

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    call = caller(ctx)
    staff = await signUpStaff(ctx, dataDir, 'Moderator')
    shopper = await signUp(ctx, dataDir, 'Shopper')
  })
  afterAll(async () => ctx?.close())

  /** A pending review of `productId` by a new account that bought it (only buyers may review). */
  async function pendingReview(productId: string, rating: number): Promise<string> {
    const author = await buyerOf(ctx, dataDir, 'Author', [productId])
    const res = await call('POST', '/api/product-review', { token: author.token, body: review(productId, { rating }) })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().review.id
  }
  const moderate = async (id: string, decision: string, note = '') => {
    const res = await call('POST', `/api/staff/reviews/${id}/moderate`, { token: staff.token, body: { decision, note } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as StaffReview
  }
  const auditLines = (id: string) =>
    ctx.db.kysely.selectFrom('audit_log').selectAll().where('entity', '=', 'review').where('entity_id', '=', id).orderBy('at').orderBy('id').execute()

  it('keeps shoppers (403) and guests (401) out, before looking at their input', async () => {
    const [product] = await unratedProducts(ctx, 1)
    const id = await pendingReview(product!, 5)
    for (const [method, url, body] of [
      ['GET', '/api/staff/reviews'],
      ['GET', '/api/staff/reviews?status=nonsense'],
      ['POST', `/api/staff/reviews/${id}/moderate`, { decision: 'approve' }],
      ['POST', '/api/staff/reviews/bad/moderate', { decision: 'maybe' }],
    ] as const) {
      expect((await call(method, url, { token: shopper.token, body })).statusCode, url).toBe(403)
      expect((await call(method, url, { body })).statusCode, url).toBe(401)
    }
    expect((await ctx.db.kysely.selectFrom('review').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending')
  })

  it('lists reviews by status with their products', async () => {
    const [product] = await unratedProducts(ctx, 1)
    const id = await pendingReview(product!, 3)
    const pending = await call('GET', '/api/staff/reviews?status=pending', { token: staff.token })
    expect(pending.statusCode).toBe(200)
    const found = (pending.json().data as StaffReview[]).find((r) => r.id === id)
    expect(found).toMatchObject({ status: 'pending', product: { id: product }, user_id: expect.any(String), moderation_note: '', moderated_at: null })
    expect((pending.json().data as StaffReview[]).every((r) => r.status === 'pending')).toBe(true)
    const approved = (await call('GET', '/api/staff/reviews?status=approved', { token: staff.token })).json()
    expect(approved.total).toBeGreaterThan(100)
    expect(approved.data.some((r: StaffReview) => r.id === id)).toBe(false)
    expect((await call('GET', '/api/staff/reviews?status=lost', { token: staff.token })).statusCode).toBe(400)
  })

  it("moves the product's rating with approval, once, and the product page shows it", async () => {
    const [product] = await ratedProducts(ctx, 1)
    const start = await productRating(ctx, product!)
    const shownBefore = (await call('GET', `/api/product/${product}`)).json().rating // warms the catalog cache
    expect(shownBefore.count).toBe(start.count)
    const id = await pendingReview(product!, 1)
    expect(await productRating(ctx, product!)).toEqual(start)

    const approved = await moderate(id, 'approve', 'Looks genuine')
    expect(approved).toMatchObject({ id, status: 'approved', moderation_note: 'Looks genuine', moderated_by: staff.id, product: { id: product } })
    const afterApprove = { sum: start.sum + 1, count: start.count + 1 }
    expect(await productRating(ctx, product!)).toEqual(afterApprove)
    const shown = (await call('GET', `/api/product/${product}`)).json().rating
    expect(shown).toEqual({ count: afterApprove.count, average: Math.round((afterApprove.sum * 10) / afterApprove.count) / 10 })

    await moderate(id, 'approve')
    expect(await productRating(ctx, product!)).toEqual(afterApprove)

    const rejected = await moderate(id, 'reject', 'Off topic')
    expect(rejected.status).toBe('rejected')
    expect(await productRating(ctx, product!)).toEqual(start)
    expect((await call('GET', `/api/product/${product}`)).json().rating.count).toBe(start.count)
    await moderate(id, 'reject')
    expect(await productRating(ctx, product!)).toEqual(start)

    const lines = await auditLines(id)
    expect(lines.map((l) => l.action)).toEqual(['review.approve', 'review.reject'])
    expect(lines[0]).toMatchObject({ actor_id: staff.id, entity: 'review' })
    expect(JSON.parse(lines[0]!.details)).toMatchObject({ from: 'pending', to: 'approved', note: 'Looks genuine', product_id: product, rating: 1 })
    expect(JSON.parse(lines[1]!.details)).toMatchObject({ from: 'approved', to: 'rejected', note: 'Off topic' })
  })

  it('rejecting a pending review leaves the rating alone', async () => {
    const [product] = await unratedProducts(ctx, 1)
    const id = await pendingReview(product!, 2)
    expect((await moderate(id, 'reject')).status).toBe('rejected')
    expect(await productRating(ctx, product!)).toEqual({ sum: 0, count: 0 })
    expect((await call('GET', `/api/product-review?product_id=${product}`)).json().total).toBe(0)
    expect((await auditLines(id)).map((l) => l.action)).toEqual(['review.reject'])
  })

  it('counts a review once when several staff approve it at the same moment', async () => {
    const [product] = await unratedProducts(ctx, 1)
    const id = await pendingReview(product!, 4)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', `/api/staff/reviews/${id}/moderate`, { token: staff.token, body: { decision: 'approve' } })),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200))
    expect(await productRating(ctx, product!)).toEqual({ sum: 4, count: 1 })
    expect((await auditLines(id)).map((l) => l.action)).toEqual(['review.approve'])
  })

  it('answers 404 for an unknown review and 400 for an unknown decision', async () => {
    const missing = await call('POST', '/api/staff/reviews/rev_0000000000000000/moderate', { token: staff.token, body: { decision: 'approve' } })
    expect(missing.statusCode).toBe(404)
    const [product] = await unratedProducts(ctx, 1)
    const id = await pendingReview(product!, 5)
    const bad = await call('POST', `/api/staff/reviews/${id}/moderate`, { token: staff.token, body: { decision: 'publish' } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().detail).toContain('Please choose approve or reject')
  })
})
