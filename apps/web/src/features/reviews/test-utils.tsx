import type { ProductReviews, Review, ReviewProduct, ReviewWithProduct } from '@shop/domain'
import type { ReactNode } from 'react'
import { Elsewhere, renderRoutes } from '../../test/render-routes'

export { fakeServer, problem, type FakeCall } from '../../test/fake-server'

export const PRODUCT_ID = 'prd_rose0001'

export function makeReview(changes: Partial<Review> = {}): Review {
  return {
    id: 'rev_aaaaaaaaaaaaaaaa',
    product_id: PRODUCT_ID,
    author: 'Jana N.',
    rating: 5,
    title: 'Softer skin in a week',
    body: 'Light, absorbs fast.\nSmells of real roses.',
    lang: 'en',
    verified_purchase: true,
    status: 'approved',
    created_at: '2026-11-18T10:00:00.000Z',
    ...changes,
  }
}

export const ROSE: ReviewProduct = { id: PRODUCT_ID, slug: 'rose-night-cream', name: 'Rose Night Cream', image: '/media/products/prd_rose0001.svg' }

export function withProduct(review: Review, product: ReviewProduct = ROSE): ReviewWithProduct {
  return { ...review, product_id: product.id, product }
}

/** One page of a product's reviews as GET /api/product-review answers it. */
export function productReviews(changes: Partial<ProductReviews> = {}): ProductReviews {
  const data = changes.data ?? [makeReview()]
  return {
    data,
    total: data.length,
    page: 1,
    page_size: 10,
    summary: { average: 4.3, count: 12, histogram: { '1': 1, '2': 0, '3': 1, '4': 3, '5': 7 } },
    can_review: false,
    is_buyer: false,
    my_review: null,
    ...changes,
  }
}

/** Signs a shopper in the way the app remembers it (SPEC's Token and Username). */
export function signIn(username = 'Jana') {
  localStorage.setItem('Token', 'tok_test')
  localStorage.setItem('Username', username)
}

/** Renders `ui` at `url` inside a router, a fresh query client and Suspense (texts load as in the app). */
export function renderAt(ui: ReactNode, { url = '/', pattern = '/' }: { url?: string; pattern?: string } = {}) {
  return renderRoutes([{ path: pattern, element: ui }, { path: '*', element: <Elsewhere /> }], url, { fallback: 'Loading texts' })
}
