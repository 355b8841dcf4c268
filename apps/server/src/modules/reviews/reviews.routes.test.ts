import { REVIEW_MESSAGES, REVIEW_PAGE_SIZE, type ProductReviews, type Review } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { forceStatus, placeFixtureOrder, signUp, signUpStaff, type Account } from '../orders/orders.testing'
import { buyerOf, caller, productRating, ratedProducts, review, unratedProducts } from './reviews.testing'

describe.each(testDialects())('product reviews for shoppers (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  let call: ReturnType<typeof caller>
  let staff: Account

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { DATA_DIR: dataDir } })
    call = caller(ctx)
    staff = await signUpStaff(ctx, dataDir, 'Moderator')
  })
  afterAll(async () => ctx?.close())

  const approve = async (id: string) => {
    const res = await call('POST', `/api/staff/reviews/${id}/moderate`, { token: staff.token, body: { decision: 'approve' } })
    expect(res.statusCode, res.body).toBe(200)
  }
  const productReviews = async (query: string, token?: string): Promise<ProductReviews> => {
    const res = await call('GET', `/api/product-review?${query}`, { token })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it("lists a product's approved reviews with a summary that matches the product's rating", async () => {
    const [product] = await ratedProducts(ctx, 1)
    const page = await productReviews(`product_id=${product}`)
    const rating = await productRating(ctx, product!)
    expect(page.summary.count).toBe(rating.count)
    expect(page.total).toBe(rating.count)
    expect(Object.values(page.summary.histogram).reduce((s, n) => s + n, 0)).toBe(rating.count)
    expect(page.summary.average).toBe(Math.round((rating.sum * 10) / rating.count) / 10)
    const detail = (await call('GET', `/api/product/${product}`)).json()
    expect(detail.rating).toEqual({ average: page.summary.average, count: page.summary.count })
    expect(page.page_size).toBe(REVIEW_PAGE_SIZE)
    expect(page.data).toHaveLength(Math.min(REVIEW_PAGE_SIZE, rating.count))
    expect(page.data.every((r) => r.status === 'approved' && r.product_id === product)).toBe(true)
    expect(page).toMatchObject({ can_review: false, is_buyer: false, my_review: null })
  })

  it('sorts by newest, highest and lowest, and pages', async () => {
    const [product] = await ratedProducts(ctx, 1)
    const newest = (await productReviews(`product_id=${product}&sort=newest`)).data
    expect(newest.map((r) => r.created_at)).toEqual([...newest.map((r) => r.created_at)].sort().reverse())
    const highest = (await productReviews(`product_id=${product}&sort=highest`)).data.map((r) => r.rating)
    expect(highest).toEqual([...highest].sort((a, b) => b - a))
    const lowest = (await productReviews(`product_id=${product}&sort=lowest`)).data.map((r) => r.rating)
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b))
    const second = await productReviews(`product_id=${product}&sort=newest&page=2`)
    expect(second.page).toBe(2)
    expect(second.data.length).toBe(Math.max(0, second.total - REVIEW_PAGE_SIZE))
    expect(second.data.some((r) => newest.some((n) => n.id === r.id))).toBe(false)
  })

  it('answers 404 for an unknown product and 400 for a bad sort or page', async () => {
    expect((await call('GET', '/api/product-review?product_id=prd_0000000000000000')).statusCode).toBe(404)
    const [product] = await ratedProducts(ctx, 1)
    expect((await call('GET', `/api/product-review?product_id=${product}&sort=best`)).statusCode).toBe(400)
    expect((await call('GET', `/api/product-review?product_id=${product}&page=0`)).statusCode).toBe(400)
    expect((await call('GET', '/api/product-review')).statusCode).toBe(400)
  })

  it('takes a review from a shopper who received the product, pending until approved, once per product', async () => {
    const [product] = await unratedProducts(ctx, 1)
    const shopper = await buyerOf(ctx, dataDir, 'Writer', [product!])
    expect((await call('POST', '/api/product-review', { body: review(product!) })).statusCode).toBe(401)

    const before = await productReviews(`product_id=${product}`, shopper.token)
    expect(before).toMatchObject({ can_review: true, is_buyer: true, my_review: null, total: 0 })

    const res = await call('POST', '/api/product-review', { token: shopper.token, body: review(product!, { rating: 4, lang: 'cz' }) })
    expect(res.statusCode, res.body).toBe(201)
    const { message, review: written } = res.json() as { message: string; review: Review }
    expect(message).toBe(REVIEW_MESSAGES.submitted)
    expect(written).toMatchObject({ product_id: product, rating: 4, status: 'pending', lang: 'cz', author: 'Writer', verified_purchase: true })

    const after = await productReviews(`product_id=${product}`, shopper.token)
    expect(after).toMatchObject({ can_review: false, is_buyer: true, total: 0, data: [] })
    expect(after.my_review).toMatchObject({ id: written.id, status: 'pending' })
    expect(await productRating(ctx, product!)).toEqual({ sum: 0, count: 0 })

    const again = await call('POST', '/api/product-review', { token: shopper.token, body: review(product!, { rating: 1 }) })
    expect(again.statusCode).toBe(409)
    expect(again.json().detail).toBe(REVIEW_MESSAGES.duplicate)
    expect(await ctx.db.kysely.selectFrom('review').select('id').where('product_id', '=', product!).execute()).toHaveLength(1)

    await approve(written.id)
    const shown = await productReviews(`product_id=${product}`)
    expect(shown.data.map((r) => r.id)).toEqual([written.id])
    expect(shown.summary).toEqual({ average: 4, count: 1, histogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 } })
  })

  it('explains bad input with a clear message and stores nothing', async () => {
    const shopper = await signUp(ctx, dataDir, 'Hasty')
    const [product] = await unratedProducts(ctx, 1)
    for (const [body, detail] of [
      [review(product!, { rating: 0 }), REVIEW_MESSAGES.rating],
      [review(product!, { rating: 6 }), REVIEW_MESSAGES.rating],
      [review(product!, { rating: undefined }), REVIEW_MESSAGES.rating],
      [review(product!, { body: ' ' }), REVIEW_MESSAGES.body],
      [review(product!, { body: 'x'.repeat(2001) }), 'Please keep your review under 2000 characters'],
    ] as const) {
      const res = await call('POST', '/api/product-review', { token: shopper.token, body })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().detail).toBe(detail)
    }
    const unknown = await call('POST', '/api/product-review', { token: shopper.token, body: review('prd_0000000000000000') })
    expect(unknown.statusCode).toBe(404)
    expect(await ctx.db.kysely.selectFrom('review').select('id').where('user_id', '=', shopper.id).execute()).toEqual([])
  })

  it('takes reviews only from shoppers who received the product (403 review_not_buyer for others), each a verified purchase', async () => {
    const shopper = await signUp(ctx, dataDir, 'Buyer')
    const [bought, delivered, pending, never] = await unratedProducts(ctx, 4)
    const o1 = await placeFixtureOrder(ctx, { user: shopper, lines: [{ product_id: bought!, quantity: 1 }] })
    await forceStatus(ctx, o1.id, 'return_reject')
    const o2 = await placeFixtureOrder(ctx, { user: shopper, lines: [{ product_id: delivered!, quantity: 1 }] })
    await forceStatus(ctx, o2.id, 'delivered_order')
    // Ordered but not delivered yet: not received, so not reviewable.
    await placeFixtureOrder(ctx, { user: shopper, lines: [{ product_id: pending!, quantity: 1 }] })

    const mine = (await call('GET', '/api/review/mine', { token: shopper.token })).json()
    expect(new Set(mine.to_review.map((p: { id: string }) => p.id))).toEqual(new Set([bought, delivered]))
    expect(mine.to_review[0]).toMatchObject({ name: expect.any(String), image: expect.stringContaining('/') })

    for (const product of [pending, never]) {
      expect(await productReviews(`product_id=${product}`, shopper.token)).toMatchObject({ can_review: false, is_buyer: false, my_review: null })
      const refused = await call('POST', '/api/product-review', { token: shopper.token, body: review(product!) })
      expect(refused.statusCode, refused.body).toBe(403)
      expect(refused.json()).toMatchObject({ reason: 'review_not_buyer', detail: REVIEW_MESSAGES.notBuyer })
    }
    expect(await ctx.db.kysely.selectFrom('review').select('id').where('user_id', '=', shopper.id).execute()).toEqual([])

    for (const product of [bought, delivered]) {
      expect(await productReviews(`product_id=${product}`, shopper.token)).toMatchObject({ can_review: true, is_buyer: true })
      const res = await call('POST', '/api/product-review', { token: shopper.token, body: review(product!) })
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json().review.verified_purchase, product).toBe(true)
    }
    const after = (await call('GET', '/api/review/mine', { token: shopper.token })).json()
    expect(after.to_review).toEqual([])
    expect(after.data).toHaveLength(2)
    expect(after.data.every((r: Review & { product: { id: string } }) => r.status === 'pending' && r.verified_purchase && r.product.id === r.product_id)).toBe(true)
    expect((await call('GET', '/api/review/mine')).statusCode).toBe(401)
  })

  it('lets the author delete their own review, pending or published, and takes it out of the rating', async () => {
    const [product] = await ratedProducts(ctx, 1)
    const [other] = await unratedProducts(ctx, 1)
    const author = await buyerOf(ctx, dataDir, 'Deleter', [product!, other!])
    const stranger = await buyerOf(ctx, dataDir, 'Stranger', [product!])
    const start = await productRating(ctx, product!)
    await call('GET', `/api/product/${product}`) // the catalog cache holds the rating now

    const published = (await call('POST', '/api/product-review', { token: author.token, body: review(product!, { rating: 2 }) })).json().review as Review
    const pending = (await call('POST', '/api/product-review', { token: author.token, body: review(other!) })).json().review as Review
    await approve(published.id)
    expect(await productRating(ctx, product!)).toEqual({ sum: start.sum + 2, count: start.count + 1 })

    // Nobody else: not a guest (401), not another shopper (403), not a review that is not there (404), not a malformed id (400).
    expect((await call('DELETE', `/api/product-review/${published.id}`)).statusCode).toBe(401)
    const foreign = await call('DELETE', `/api/product-review/${published.id}`, { token: stranger.token })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json()).toMatchObject({ reason: 'review_not_yours', detail: REVIEW_MESSAGES.notYours })
    expect((await call('DELETE', '/api/product-review/rev_0000000000000000', { token: author.token })).statusCode).toBe(404)
    expect((await call('DELETE', '/api/product-review/nonsense', { token: author.token })).statusCode).toBe(400)
    expect(await productRating(ctx, product!)).toEqual({ sum: start.sum + 2, count: start.count + 1 })

    const gone = await call('DELETE', `/api/product-review/${published.id}`, { token: author.token })
    expect(gone.statusCode, gone.body).toBe(204)
    expect(await productRating(ctx, product!)).toEqual(start)
    const shown = (await call('GET', `/api/product/${product}`)).json().rating
    expect(shown).toEqual({ count: start.count, average: Math.round((start.sum * 10) / start.count) / 10 })
    const list = await productReviews(`product_id=${product}&sort=lowest`, author.token)
    expect(list.data.some((r) => r.id === published.id)).toBe(false)
    // Deleted, the product may be reviewed again.
    expect(list).toMatchObject({ my_review: null, can_review: true, summary: { count: start.count } })
    expect((await call('DELETE', `/api/product-review/${published.id}`, { token: author.token })).statusCode).toBe(404)

    expect((await call('DELETE', `/api/product-review/${pending.id}`, { token: author.token })).statusCode).toBe(204)
    expect(await productRating(ctx, other!)).toEqual({ sum: 0, count: 0 })
    expect(await ctx.db.kysely.selectFrom('review').select('id').where('user_id', '=', author.id).execute()).toEqual([])
    // Staff moderation of a deleted review: not found.
    const late = await call('POST', `/api/staff/reviews/${pending.id}/moderate`, { token: staff.token, body: { decision: 'approve' } })
    expect(late.statusCode).toBe(404)
  })

  it('keeps script and HTML as the very text typed, after approval too', async () => {
    const [product] = await unratedProducts(ctx, 1)
    const shopper = await buyerOf(ctx, dataDir, 'Tester', [product!])
    const title = '<script>alert("x")</script>'
    const body = '<img src=x onerror="alert(1)"> & <b>bold</b>'
    const res = await call('POST', '/api/product-review', { token: shopper.token, body: review(product!, { title, body }) })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().review).toMatchObject({ title, body })
    await approve(res.json().review.id)
    const shown = await call('GET', `/api/product-review?product_id=${product}`)
    expect(shown.headers['content-type']).toMatch(/application\/json/)
    expect(shown.json().data[0]).toMatchObject({ title, body })
    const feed = (await call('GET', '/api/review?lang=ge')).json()
    expect(feed.data[0]).toMatchObject({ title, body, product: { id: product } })
  })

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const shopper = await signUp(ctx, dataDir, 'Bot')
    const [product] = await unratedProducts(ctx, 1)
    const res = await call('POST', '/api/product-review', { token: shopper.token, body: review(product!, { website: 'http://spam.example' }) })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ message: REVIEW_MESSAGES.submitted, review: { status: 'pending' } })
    expect(await ctx.db.kysely.selectFrom('review').select('id').where('user_id', '=', shopper.id).execute()).toEqual([])
  })

  it('allows ten reviews an hour per account', async () => {
    const shopper = await signUp(ctx, dataDir, 'Prolific')
    const [product] = await unratedProducts(ctx, 1)
    for (let i = 0; i < 10; i++) {
      const res = await call('POST', '/api/product-review', { token: shopper.token, body: review(product!, { website: 'bot' }) })
      expect(res.statusCode).toBe(201)
    }
    const limited = await call('POST', '/api/product-review', { token: shopper.token, body: review(product!) })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })

  it('shows previews: a product summary with its newest three, or the newest six shop-wide with products', async () => {
    const [product] = await ratedProducts(ctx, 1)
    const preview = (await call('GET', `/api/default-review?product_id=${product}`)).json()
    const full = await productReviews(`product_id=${product}`)
    expect(preview.summary).toEqual(full.summary)
    expect(preview.data.map((r: Review) => r.id)).toEqual(full.data.slice(0, 3).map((r) => r.id))

    const shopWide = (await call('GET', '/api/default-review?lang=cz')).json()
    expect(shopWide.summary).toBeUndefined()
    expect(shopWide.data).toHaveLength(6)
    const feed = (await call('GET', '/api/review?lang=cz')).json()
    expect(shopWide.data.map((r: Review) => r.id)).toEqual(feed.data.slice(0, 6).map((r: Review) => r.id))
    const czName = JSON.parse((await ctx.db.kysely.selectFrom('product').select('name').where('id', '=', feed.data[0].product.id).executeTakeFirstOrThrow()).name).cz
    expect(feed.data[0].product.name).toBe(czName)
    expect(feed).toMatchObject({ page: 1, page_size: REVIEW_PAGE_SIZE })
    expect(feed.total).toBeGreaterThan(REVIEW_PAGE_SIZE)
    expect((await call('GET', '/api/review?page=2')).json().data[0].id).not.toBe(feed.data[0].id)
  })
})
