import type { ReviewProduct } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadCatalogTexts } from '../../features/catalog/components/test-utils'
import { fakeServer, makeReview, renderAt, ROSE, signIn, withProduct, type FakeCall } from '../../features/reviews/test-utils'
import { notify } from '../../lib/toast'
import { Component as ReviewPage } from './review'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

beforeEach(() => loadCatalogTexts('en'))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const CLAY: ReviewProduct = { id: 'prd_clay0001', slug: 'green-clay-mask', name: 'Green Clay Mask', image: '/media/products/prd_clay0001.svg' }

function feed(call: FakeCall) {
  const page = Number(call.query.get('page'))
  return { body: { data: [withProduct(makeReview({ id: `rev_feed${page}`, title: `Feed page ${page}` }))], total: 25, page, page_size: 10 } }
}

describe('/review', () => {
  it('shows a guest the newest reviews of the shop with their products, pages as links, and a way to sign in', async () => {
    const server = fakeServer({ 'GET /api/review': feed })
    renderAt(<ReviewPage />, { url: '/review?page=2', pattern: '/review' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Newest reviews' })
    expect(within(list).getByText('Feed page 2')).toBeTruthy()
    expect(within(list).getByRole('link', { name: 'Rose Night Cream' }).getAttribute('href')).toBe('/productdetails/prd_rose0001')
    expect(server.called('GET /api/review')[0]!.query.get('page')).toBe('2')
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/review?page=3')
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/review')
    expect(screen.getByRole('link', { name: 'Sign in to write a review' }).getAttribute('href')).toBe('/login')
    expect(server.called('GET /api/review/mine')).toHaveLength(0)
  })

  it('lets a shopper review a bought product and lists their reviews with where moderation stands', async () => {
    signIn()
    let mine = {
      data: [withProduct(makeReview({ status: 'approved' })), withProduct(makeReview({ id: 'rev_dddddddddddddddd', status: 'rejected', title: 'Too oily' }), CLAY)],
      to_review: [{ ...CLAY, id: 'prd_oil00001', name: 'Argan Hair Oil' }],
    }
    const server = fakeServer({
      'GET /api/review': feed,
      'GET /api/review/mine': () => ({ body: mine }),
      'POST /api/product-review': (call) => {
        const body = call.body as { product_id: string; rating: number; body: string }
        const review = makeReview({ id: 'rev_eeeeeeeeeeeeeeee', product_id: body.product_id, rating: body.rating, body: body.body, title: '', status: 'pending' })
        mine = { data: [withProduct(review, mine.to_review[0]), ...mine.data], to_review: [] }
        return { status: 201, body: { message: 'Review submitted successfully', review } }
      },
    })
    renderAt(<ReviewPage />, { url: '/review', pattern: '/review' })

    const waiting = await screen.findByRole('region', { name: 'Waiting for your review' })
    const yours = screen.getByRole('region', { name: 'Your reviews' })
    expect(within(yours).getByText('Published')).toBeTruthy()
    expect(within(yours).getByText('Not published')).toBeTruthy()

    fireEvent.click(within(waiting).getByRole('button', { name: 'Write a review of Argan Hair Oil' }))
    const form = within(waiting).getByRole('form', { name: 'Write a review of Argan Hair Oil' })
    fireEvent.click(within(form).getByRole('radio', { name: '3 stars' }))
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Fine for the ends' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }))

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Review submitted successfully'))
    expect(server.called('POST /api/product-review')[0]!.body).toMatchObject({ product_id: 'prd_oil00001', rating: 3, body: 'Fine for the ends', website: '' })
    expect(await within(waiting).findByText('Nothing to review right now. Products from your delivered orders appear here.')).toBeTruthy()
    expect(within(yours).getByRole('link', { name: 'Argan Hair Oil' })).toBeTruthy()
    expect(within(yours).getByText('Waiting for approval')).toBeTruthy()
  })

  it('shows HTML in the shopper\'s own review and in a product name as text', async () => {
    signIn()
    const evil = '<img src=x onerror=alert(1)>'
    fakeServer({
      'GET /api/review': { body: { data: [], total: 0, page: 1, page_size: 10 } },
      'GET /api/review/mine': { body: { data: [withProduct(makeReview({ body: evil, status: 'pending' }), { ...ROSE, name: '<i>Rose</i>' })], to_review: [] } },
    })
    const { container } = renderAt(<ReviewPage />, { url: '/review', pattern: '/review' })
    expect(await screen.findByText(evil)).toBeTruthy()
    expect(screen.getByRole('link', { name: '<i>Rose</i>' })).toBeTruthy()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(container.querySelector('i')).toBeNull()
    expect(screen.getByText('No reviews have been published yet.')).toBeTruthy()
  })
})
