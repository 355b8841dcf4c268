import type { ProductReviews, Review, ReviewProduct, ReviewWithProduct } from '@shop/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

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
    my_review: null,
    ...changes,
  }
}

/** Signs a shopper in the way the app remembers it (SPEC's Token and Username). */
export function signIn(username = 'Jana') {
  localStorage.setItem('Token', 'tok_test')
  localStorage.setItem('Username', username)
}

/** Where the app went after a link or redirect away from the screen under test. */
function Elsewhere() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/** Renders `ui` at `url` inside a router, a fresh query client and Suspense (texts load as in the app). */
export function renderAt(ui: ReactNode, { url = '/', pattern = '/' }: { url?: string; pattern?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: pattern, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  )
  const view = render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Loading texts</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  )
  return { ...view, router, client }
}
