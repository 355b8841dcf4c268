import { LANGUAGES } from '@shop/domain'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrateTestDb, openTestDb, testDialects } from '../../test/harness'
import type { Db } from '../database'
import { demoCatalog } from './demo-catalog'
import { demoRatings, demoReviewsPerProduct, MAX_DEMO_REVIEWS_PER_PRODUCT } from './reviews'
import { seedCatalog, seedDemoIfEmpty } from './seed'

describe('demo ratings', () => {
  it('gives the demo a dozen reviews per product and a 10,000-product catalog about 30,000 in all', () => {
    expect(demoReviewsPerProduct(150)).toBe(MAX_DEMO_REVIEWS_PER_PRODUCT)
    expect(demoReviewsPerProduct(2000)).toBe(MAX_DEMO_REVIEWS_PER_PRODUCT)
    expect(demoReviewsPerProduct(10_000) * 10_000).toBeLessThanOrEqual(30_000)
    expect(demoReviewsPerProduct(1_000_000)).toBe(3)
  })

  it.each([
    [4.8, 12],
    [4.5, 3],
    [3.6, 7],
    [5, 12],
    [1, 4],
    [2.3, 10],
  ])('adds up to average %s over %s reviews, every one 1 to 5 stars', (average, count) => {
    const ratings = demoRatings(average, count, () => 0.9)
    expect(ratings).toHaveLength(count)
    expect(ratings.every((r) => Number.isInteger(r) && r >= 1 && r <= 5)).toBe(true)
    expect(ratings.reduce((s, r) => s + r, 0)).toBe(Math.round(average * count))
  })
})

/** Each product's stored rating next to what its approved reviews add up to. */
async function ratingMismatches(db: Db): Promise<unknown[]> {
  const { rows } = await sql<{ id: string; rating_sum: number; rating_count: number; s: number; n: number }>`
    select p.id, p.rating_sum, p.rating_count,
      coalesce((select sum(r.rating) from review r where r.product_id = p.id and r.status = 'approved'), 0) as s,
      (select count(*) from review r where r.product_id = p.id and r.status = 'approved') as n
    from product p`.execute(db.kysely)
  return rows.filter((r) => Number(r.rating_sum) !== Number(r.s) || Number(r.rating_count) !== Number(r.n))
}

describe.each(testDialects())('demo reviews and testimonials (%s)', (dialect) => {
  let db: Db
  let drop: () => Promise<void>

  beforeEach(async () => {
    ;({ db, drop } = await openTestDb(dialect))
    await migrateTestDb(db)
  })
  afterEach(async () => drop())

  it("makes every product's rating equal its approved reviews, a dozen at most, in all four languages", async () => {
    await seedDemoIfEmpty(db)
    expect(await ratingMismatches(db)).toEqual([])
    const perProduct = await db.kysely
      .selectFrom('review')
      .select((eb) => ['product_id', eb.fn.countAll<number>().as('n')])
      .groupBy('product_id')
      .execute()
    const rated = demoCatalog().products.filter((p) => p.rating.count > 0)
    expect(perProduct).toHaveLength(rated.length)
    expect(Math.max(...perProduct.map((r) => Number(r.n)))).toBeLessThanOrEqual(MAX_DEMO_REVIEWS_PER_PRODUCT)
    const reviews = await db.kysely.selectFrom('review').select(['lang', 'status', 'user_id', 'verified_purchase', 'created_at', 'title', 'body']).execute()
    expect(new Set(reviews.map((r) => r.lang))).toEqual(new Set(LANGUAGES))
    expect(reviews.every((r) => r.status === 'approved' && r.user_id === null && Number(r.verified_purchase) === 0 && r.title && r.body)).toBe(true)
    const yearAgo = Date.now() - 366 * 86_400_000
    expect(reviews.every((r) => Date.parse(r.created_at) > yearAgo && Date.parse(r.created_at) <= Date.now())).toBe(true)
    // The demo's averages survive: a 4.8 product stays near 4.8.
    const top = demoCatalog().products.find((p) => p.rating.average >= 4.7 && p.rating.count >= 12)!
    const stored = await db.kysely.selectFrom('product').select(['rating_sum', 'rating_count']).where('slug', '=', top.key).executeTakeFirstOrThrow()
    expect(stored.rating_count).toBe(MAX_DEMO_REVIEWS_PER_PRODUCT)
    expect(Math.abs(stored.rating_sum / stored.rating_count - top.rating.average)).toBeLessThan(0.05)
  })

  it('seeds the approved testimonials once, in all four languages', async () => {
    await seedDemoIfEmpty(db)
    const first = await db.kysely.selectFrom('testimonial').select(['id', 'lang', 'status']).execute()
    expect(first.length).toBeGreaterThanOrEqual(6)
    expect(first.length).toBeLessThanOrEqual(10)
    expect(new Set(first.map((t) => t.lang))).toEqual(new Set(LANGUAGES))
    expect(first.every((t) => t.status === 'approved')).toBe(true)
    await seedCatalog(db, demoCatalog(), { replace: true })
    expect(await db.kysely.selectFrom('testimonial').select('id').execute()).toHaveLength(first.length)
    expect(await ratingMismatches(db)).toEqual([])
  })

  it("refuses to replace a catalog that shoppers' reviews refer to, changing nothing", async () => {
    await seedDemoIfEmpty(db)
    const product = await db.kysely.selectFrom('product').select('id').limit(1).executeTakeFirstOrThrow()
    const now = new Date().toISOString()
    await db.kysely.insertInto('app_user').values({
      id: 'usr_seedtest000000001', username: 'Shopper', email: 'shopper@example.com', phone: null, gender: '', password_hash: null,
      email_verified_at: now, phone_verified_at: null, pending_contact: null, locked_until: null, created_at: now,
    }).execute()
    await db.kysely.insertInto('review').values({
      id: 'rev_seedtest00000001', product_id: product.id, user_id: 'usr_seedtest000000001', author: 'Shopper', rating: 5, body: 'Mine',
      lang: 'en', moderated_at: null, moderated_by: null, created_at: now,
    }).execute()
    const before = Number((await sql<{ n: number }>`select count(*) as n from review`.execute(db.kysely)).rows[0]!.n)
    await expect(seedCatalog(db, demoCatalog(), { replace: true })).rejects.toThrow()
    expect(Number((await sql<{ n: number }>`select count(*) as n from review`.execute(db.kysely)).rows[0]!.n)).toBe(before)
  })
})
