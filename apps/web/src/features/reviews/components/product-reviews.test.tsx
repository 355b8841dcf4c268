import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { fakeServer, makeReview, problem, PRODUCT_ID, productReviews, renderAt, signIn, type FakeCall } from '../test-utils'
import { ProductReviews } from './product-reviews'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const URL = `/productdetails/${PRODUCT_ID}`
const show = () => renderAt(<ProductReviews productId={PRODUCT_ID} />, { url: URL, pattern: '/productdetails/:id' })

/** 23 approved reviews, 10 a page, in the order the query asks for. */
function pagedServer() {
  return fakeServer({
    'GET /api/product-review': (call: FakeCall) => {
      const page = Number(call.query.get('page'))
      const sort = call.query.get('sort')
      const count = page === 3 ? 3 : 10
      const data = Array.from({ length: count }, (_, i) =>
        makeReview({ id: `rev_${sort}${page}${i}`.padEnd(20, 'x'), title: `${sort} page ${page} #${i + 1}`, rating: sort === 'lowest' ? 1 : 5 }),
      )
      return { body: productReviews({ data, total: 23, page }) }
    },
  })
}

describe('product reviews block', () => {
  it('shows the average, the count and a bar for each rating from 5 down to 1', async () => {
    fakeServer({ 'GET /api/product-review': { body: productReviews() } })
    show()
    expect(await screen.findByRole('img', { name: 'Average rating 4.3 out of 5' })).toBeTruthy()
    expect(screen.getByText('Based on 12 reviews')).toBeTruthy()
    const bars = within(screen.getByRole('list', { name: 'Reviews by rating' })).getAllByRole('listitem')
    expect(bars.map((li) => li.querySelector('.sr-only')!.textContent)).toEqual([
      '5 out of 5: 7 reviews (58 %)',
      '4 out of 5: 3 reviews (25 %)',
      '3 out of 5: 1 review (8 %)',
      '2 out of 5: 0 reviews (0 %)',
      '1 out of 5: 1 review (8 %)',
    ])
    expect((screen.getByTestId('bar-5') as HTMLElement).style.width).toBe('58%')
    expect((screen.getByTestId('bar-2') as HTMLElement).style.width).toBe('0%')
  })

  it('lists each review with its stars, title, body with line breaks, author, date and the verified badge', async () => {
    fakeServer({ 'GET /api/product-review': { body: productReviews({ data: [makeReview(), makeReview({ id: 'rev_bbbbbbbbbbbbbbbb', verified_purchase: false, lang: 'cz', title: '', body: 'Voní krásně' })] }) } })
    show()
    const list = await screen.findByRole('list', { name: 'Reviews from shoppers' })
    const [first, second] = within(list).getAllByRole('article')
    expect(within(first!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy()
    expect(within(first!).getByRole('heading', { name: 'Softer skin in a week' })).toBeTruthy()
    const body = within(first!).getByText(/Light, absorbs fast/)
    expect(body.textContent).toBe('Light, absorbs fast.\nSmells of real roses.')
    expect(body.className).toContain('whitespace-pre-line')
    expect(within(first!).getByText('Verified purchase')).toBeTruthy()
    expect(within(first!).getByText('Jana N.')).toBeTruthy()
    expect(within(first!).getByText('Nov 18, 2026')).toBeTruthy()
    // Written in Czech: said so, marked up in Czech, no badge for a product not bought here.
    expect(within(second!).getByText('Voní krásně').closest('[lang]')!.getAttribute('lang')).toBe('cs')
    expect(within(second!).getByText(/Written in Czech/)).toBeTruthy()
    expect(within(second!).queryByText('Verified purchase')).toBeNull()
  })

  it('asks the server for another sort and page, starting again at page 1 on a new sort', async () => {
    const server = pagedServer()
    show()
    await screen.findByText('newest page 1 #1')
    expect(server.calls[0]!.query.get('product_id')).toBe(PRODUCT_ID)
    expect(server.calls[0]!.query.get('sort')).toBe('newest')
    expect(server.calls[0]!.query.get('page')).toBe('1')
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('newest page 2 #1')
    expect(server.calls.at(-1)!.query.get('page')).toBe('2')
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'lowest' } })
    await screen.findByText('lowest page 1 #1')
    expect(server.calls.at(-1)!.query.get('sort')).toBe('lowest')
    expect(server.calls.at(-1)!.query.get('page')).toBe('1')

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('lowest page 2 #1')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('lowest page 3 #3')
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows script and HTML in a review as the text it is', async () => {
    const evil = '<img src=x onerror=alert(1)>'
    fakeServer({ 'GET /api/product-review': { body: productReviews({ data: [makeReview({ title: '<script>alert(1)</script>', body: evil, author: '<b>Mallory</b>' })] }) } })
    const { container } = show()
    expect(await screen.findByText(evil)).toBeTruthy()
    expect(screen.getByRole('heading', { name: '<script>alert(1)</script>' })).toBeTruthy()
    expect(screen.getByText('<b>Mallory</b>')).toBeTruthy()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
  })

  it('offers a guest a way to sign in that comes back here', async () => {
    const server = fakeServer({ 'GET /api/product-review': { body: productReviews() } })
    show()
    const link = await screen.findByRole('link', { name: 'Sign in to write a review' })
    expect(link.getAttribute('href')).toBe('/login')
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull()
    expect(server.calls[0]!.headers.get('authorization')).toBeNull()
  })

  it('sends a signed-in shopper\'s review with SPEC\'s toast, then shows it as waiting for approval', async () => {
    signIn()
    let mine: ReturnType<typeof makeReview> | null = null
    const server = fakeServer({
      'GET /api/product-review': () => ({ body: productReviews({ can_review: mine === null, is_buyer: true, my_review: mine }) }),
      'POST /api/product-review': (call) => {
        const body = call.body as { rating: number; title: string; body: string }
        mine = makeReview({ id: 'rev_cccccccccccccccc', author: 'Jana', rating: body.rating, title: body.title, body: body.body, status: 'pending' })
        return { status: 201, body: { message: 'Review submitted successfully', review: mine } }
      },
      'DELETE /api/product-review/rev_cccccccccccccccc': () => {
        mine = null
        return { status: 204 }
      },
    })
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }))
    // The form's module loads when it is opened.
    const form = await screen.findByRole('form', { name: 'Write a review' })
    // The button that opened the form is gone: the cursor waits on the first star.
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: '1 star' }))

    // Nothing chosen yet: the form says what is missing and sends nothing.
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }))
    expect(await within(form).findByText('Please choose a rating from 1 to 5')).toBeTruthy()
    expect(within(form).getByText('Please write a few words about the product')).toBeTruthy()
    expect(server.called('POST /api/product-review')).toHaveLength(0)

    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }))
    fireEvent.change(within(form).getByLabelText('Title (optional)'), { target: { value: 'Lovely' } })
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Rich but\nnot greasy.' } })
    // The honeypot is out of sight and out of the tab order.
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap.tabIndex).toBe(-1)
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }))

    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Review submitted successfully'))
    expect(server.called('POST /api/product-review')[0]!.body).toEqual({
      product_id: PRODUCT_ID,
      rating: 4,
      title: 'Lovely',
      body: 'Rich but\nnot greasy.',
      lang: 'en',
      website: '',
    })
    expect(server.called('POST /api/product-review')[0]!.headers.get('authorization')).toBe('Bearer tok_test')
    expect(await screen.findByText('Waiting for approval')).toBeTruthy()
    expect(screen.getByText('Thank you! Your review will appear here once our team has approved it.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull()

    // The author deletes it, after saying yes; the safe choice has the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Delete my review' }))
    const confirm = screen.getByRole('group', { name: 'Delete your review? This cannot be undone.' })
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Keep it' }))
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }))
    expect(server.called('DELETE /api/product-review/rev_cccccccccccccccc')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Delete my review' }))
    fireEvent.click(within(screen.getByRole('group', { name: 'Delete your review? This cannot be undone.' })).getByRole('button', { name: 'Yes, delete' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your review was deleted'))
    expect(server.called('DELETE /api/product-review/rev_cccccccccccccccc')[0]!.headers.get('authorization')).toBe('Bearer tok_test')
    expect(await screen.findByRole('button', { name: 'Write a review' })).toBeTruthy()
    expect(screen.queryByText('Waiting for approval')).toBeNull()
  })

  it('tells a signed-in shopper who has not received the product why they cannot review it, and everyone how reviews are checked', async () => {
    signIn()
    fakeServer({ 'GET /api/product-review': { body: productReviews({ can_review: false, is_buyer: false }) } })
    show()
    expect(await screen.findByText('You can review this product once you have bought it and it has been delivered to you.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Sign in to write a review' })).toBeNull()
    expect(screen.getByTestId('review-rule').textContent).toBe(
      'Only shoppers who bought and received this product can review it: we check each review against our delivered orders, so every review here is a verified purchase.',
    )
  })

  it('says so when the shopper has already reviewed the product', async () => {
    signIn()
    fakeServer({
      'GET /api/product-review': { body: productReviews({ can_review: true, is_buyer: true }) },
      'POST /api/product-review': { status: 409, body: problem(409, 'review_duplicate', 'You have already reviewed this product') },
    })
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Write a review' }))
    // The form's module loads when it is opened.
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }))
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Great stuff' } })
    fireEvent.click(screen.getByRole('button', { name: 'Submit review' }))
    expect(await screen.findByText('You have already reviewed this product')).toBeTruthy()
    expect(notify.success).not.toHaveBeenCalled()
  })
})
