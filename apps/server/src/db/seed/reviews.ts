import { LANGUAGES, type Language } from '@shop/domain'
import { createHash } from 'node:crypto'
import { sql, type Insertable, type Kysely } from 'kysely'
import { stableId } from '../../lib/ids'
import type { ReviewTable, TestimonialTable } from '../types'
import type { Database } from '../types'
import { AUTHORS, CRITICAL, MIXED, POSITIVE_BY_CATEGORY, type ReviewText } from './data/review-texts'
import { DEMO_TESTIMONIALS } from './data/testimonial-texts'
import type { SeedCatalog } from './demo-catalog'

/**
 * Demo reviews: the demo catalog states each product's rating (average and count) but holds no
 * reviews. Each rated product gets up to a dozen approved, imported reviews (no account, not
 * verified) whose stars add up to its stated average, and its rating_sum/rating_count are then
 * set from them, so a product's rating always equals its approved reviews.
 */
export const MAX_DEMO_REVIEWS_PER_PRODUCT = 12
/**
 * Big generated catalogs (the 10,000-product benchmark) get fewer per product, down to three, so
 * the seed writes about this many reviews at most and stays quick.
 */
const REVIEW_BUDGET = 30_000
const MIN_DEMO_REVIEWS_PER_PRODUCT = 3

export function demoReviewsPerProduct(ratedProducts: number): number {
  const share = Math.floor(REVIEW_BUDGET / Math.max(1, ratedProducts))
  return Math.max(MIN_DEMO_REVIEWS_PER_PRODUCT, Math.min(MAX_DEMO_REVIEWS_PER_PRODUCT, share))
}

const DAY_MS = 86_400_000
/** Bound parameters per statement: under SQLite's 32766. */
const MAX_PARAMS = 30_000
/** Of every 20 demo reviews, how many are written in each language. */
const LANGUAGE_SHARE: Record<Language, number> = { en: 8, cz: 5, sl: 3, ge: 4 }
const LANGUAGE_WHEEL: Language[] = LANGUAGES.flatMap((lang) => Array<Language>(LANGUAGE_SHARE[lang]).fill(lang))

type Rng = () => number

/** A generator of its own per product: the same product always gets the same reviews. */
function rngFor(key: string): Rng {
  let a = createHash('sha256').update(`reviews:${key}`).digest().readUInt32LE(0)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const one = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!

/**
 * `count` star ratings (1–5) adding up to the nearest whole sum to `average × count`: as even as
 * possible, then a few stars moved from one review to another for a natural spread.
 */
export function demoRatings(average: number, count: number, rng: Rng): number[] {
  const sum = Math.min(5 * count, Math.max(count, Math.round(average * count)))
  const base = Math.floor(sum / count)
  const ratings = Array.from({ length: count }, (_, i) => base + (i < sum - base * count ? 1 : 0))
  for (let swaps = Math.floor(count / 4); swaps > 0; swaps--) {
    if (rng() < 0.5) continue
    const up = ratings.findIndex((r) => r < 5)
    const down = ratings.findLastIndex((r, i) => r > 3 && i !== up)
    if (up < 0 || down < 0) break
    ratings[up]!++
    ratings[down]!--
  }
  return ratings
}

function textFor(rating: number, category: string, rng: Rng): ReviewText {
  if (rating >= 4) return one(rng, POSITIVE_BY_CATEGORY[category] ?? MIXED)
  return one(rng, rating === 3 ? MIXED : CRITICAL)
}

function reviewRows(catalog: SeedCatalog, now: Date, idOf: (key: string) => string): Insertable<ReviewTable>[] {
  const rows: Insertable<ReviewTable>[] = []
  const cap = demoReviewsPerProduct(catalog.products.filter((p) => p.rating.count > 0).length)
  for (const p of catalog.products) {
    const count = Math.min(p.rating.count, cap)
    if (count === 0) continue
    const rng = rngFor(p.key)
    // Reviews come after the product was added, within the past year.
    const spanMs = Math.max(1, Math.min(365, p.added_days_ago)) * DAY_MS
    demoRatings(p.rating.average, count, rng).forEach((rating, i) => {
      const lang = one(rng, LANGUAGE_WHEEL)
      const text = textFor(rating, p.category, rng)
      const created = new Date(now.getTime() - Math.floor(rng() * spanMs)).toISOString()
      rows.push({
        id: stableId('rev', `${p.key}:${i}`),
        product_id: idOf(p.key),
        user_id: null,
        author: one(rng, AUTHORS[lang]),
        rating,
        title: text.title[lang],
        body: text.body[lang],
        lang,
        verified_purchase: 0,
        status: 'approved',
        moderated_at: created,
        moderated_by: null,
        created_at: created,
      })
    })
  }
  return rows
}

function testimonialRows(now: Date): Insertable<TestimonialTable>[] {
  return DEMO_TESTIMONIALS.map((d) => {
    const created = new Date(now.getTime() - d.days_ago * DAY_MS).toISOString()
    return {
      id: stableId('tst', d.key),
      user_id: null,
      name: d.name,
      location: d.location,
      rating: d.rating,
      text: d.text,
      lang: d.lang,
      status: 'approved',
      moderated_at: created,
      moderated_by: null,
      created_at: created,
    }
  })
}

/**
 * In the catalog's seeding transaction: demo reviews for its products (then every product's
 * rating recomputed from its approved reviews, in one statement) and the demo testimonials
 * (written once, kept across catalog replacements).
 */
export async function seedDemoReviews(trx: Kysely<Database>, catalog: SeedCatalog, now: Date, idOf: (key: string) => string): Promise<void> {
  const rows = reviewRows(catalog, now, idOf)
  const size = Math.floor(MAX_PARAMS / 13)
  for (let i = 0; i < rows.length; i += size) await trx.insertInto('review').values(rows.slice(i, i + size)).execute()
  await sql`
    update product set
      rating_sum = coalesce((select sum(r.rating) from review r where r.product_id = product.id and r.status = 'approved'), 0),
      rating_count = (select count(*) from review r where r.product_id = product.id and r.status = 'approved')
  `.execute(trx)
  await trx
    .insertInto('testimonial')
    .values(testimonialRows(now))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
}

/** Before the catalog is replaced: the imported reviews go with it (shoppers' reviews block a replace). */
export async function wipeDemoReviews(trx: Kysely<Database>): Promise<void> {
  await trx.deleteFrom('review').where('user_id', 'is', null).execute()
}
