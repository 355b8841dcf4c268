import { isLanguage, ratingAverage, type Language, type RatingSummary, type Review, type ReviewProduct, type StaffReview } from '@shop/domain'
import type { CatalogService } from '../catalog/catalog.service'
import type { ReviewRow } from './reviews.repository'

/** Texts go out exactly as stored: escaping is the renderer's job (React, the mail templates). */
export function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    product_id: r.product_id,
    author: r.author,
    rating: Number(r.rating),
    title: r.title,
    body: r.body,
    lang: isLanguage(r.lang) ? r.lang : 'en',
    verified_purchase: Number(r.verified_purchase) === 1,
    status: r.status,
    created_at: r.created_at,
  }
}

export function toStaffReview(r: ReviewRow, product: ReviewProduct): StaffReview {
  return {
    ...toReview(r),
    product,
    user_id: r.user_id,
    moderation_note: r.moderation_note,
    moderated_at: r.moderated_at,
    moderated_by: r.moderated_by,
  }
}

export function summaryOf(histogram: Map<number, number>): RatingSummary {
  let sum = 0
  let count = 0
  for (const [rating, n] of histogram) {
    sum += rating * n
    count += n
  }
  const at = (star: number) => histogram.get(star) ?? 0
  return { average: ratingAverage(sum, count), count, histogram: { '1': at(1), '2': at(2), '3': at(3), '4': at(4), '5': at(5) } }
}

/** The product fields review lists show, by id, in one catalog read. */
export async function productRefs(catalog: Pick<CatalogService, 'summaries'>, ids: string[], lang: Language): Promise<Map<string, ReviewProduct>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  // A review stays about its product after the product is archived.
  const found = await catalog.summaries(unique, lang, { anyStatus: true })
  return new Map(found.map((p) => [p.id, { id: p.id, slug: p.slug, name: p.name, image: p.image }]))
}
