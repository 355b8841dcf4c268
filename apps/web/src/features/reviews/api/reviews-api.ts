import type { Language, MyReviews, ProductReviews, ReviewFeed, ReviewInput, ReviewSort, ReviewSubmitted } from '@shop/domain'
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The shopper's review endpoints (shapes: packages/domain/src/reviews.ts). */

export const reviewsApi = {
  product: (q: { productId: string; sort: ReviewSort; page: number; lang: Language }, signal?: AbortSignal) =>
    api.get<ProductReviews>('/api/product-review', { product_id: q.productId, sort: q.sort, page: q.page, lang: q.lang }, signal),
  feed: (page: number, lang: Language, signal?: AbortSignal) => api.get<ReviewFeed>('/api/review', { page, lang }, signal),
  mine: (signal?: AbortSignal) => api.get<MyReviews>('/api/review/mine', undefined, signal),
  submit: (body: ReviewInput) => api.post<ReviewSubmitted>('/api/product-review', body),
  remove: (id: string) => api.delete<void>(`/api/product-review/${encodeURIComponent(id)}`),
}

export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => ['reviews', 'product', productId] as const,
  productPage: (productId: string, sort: ReviewSort, page: number, lang: Language, signedIn: boolean) =>
    ['reviews', 'product', productId, sort, page, lang, signedIn] as const,
  feed: (page: number, lang: Language) => ['reviews', 'feed', page, lang] as const,
  mine: ['reviews', 'mine'] as const,
}

/**
 * One page of a product's reviews with its summary. `signedIn` is part of the key because the
 * answer's `can_review` and `my_review` depend on who asks.
 */
export const productReviewsQuery = (productId: string, sort: ReviewSort, page: number, lang: Language, signedIn: boolean) =>
  queryOptions({
    queryKey: reviewKeys.productPage(productId, sort, page, lang, signedIn),
    queryFn: ({ signal }) => reviewsApi.product({ productId, sort, page, lang }, signal),
    // Sorting and paging keep the old list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  })

export function useProductReviews(productId: string, sort: ReviewSort, page: number, lang: Language, signedIn: boolean) {
  return useQuery(productReviewsQuery(productId, sort, page, lang, signedIn))
}

export function useReviewFeed(page: number, lang: Language) {
  return useQuery({
    queryKey: reviewKeys.feed(page, lang),
    queryFn: ({ signal }) => reviewsApi.feed(page, lang, signal),
    placeholderData: keepPreviousData,
  })
}

export function useMyReviews() {
  return useQuery({ queryKey: reviewKeys.mine, queryFn: ({ signal }) => reviewsApi.mine(signal) })
}

/**
 * A new review waits for moderation: the public lists do not change, but the product's
 * `my_review`/`can_review` and the shopper's own list do.
 */
export function useSubmitReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: reviewsApi.submit,
    onSuccess: (_answer, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.product(body.product_id) }),
        client.invalidateQueries({ queryKey: reviewKeys.mine }),
      ]),
  })
}

/**
 * The author deletes their review: the product's list and summary (a published review leaves the
 * rating), its `my_review`/`can_review`, and the shopper's own list all change.
 */
export function useDeleteReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (review: { id: string; product_id: string }) => reviewsApi.remove(review.id),
    onSuccess: (_answer, review) =>
      Promise.all([
        client.invalidateQueries({ queryKey: reviewKeys.product(review.product_id) }),
        client.invalidateQueries({ queryKey: reviewKeys.mine }),
      ]),
  })
}
