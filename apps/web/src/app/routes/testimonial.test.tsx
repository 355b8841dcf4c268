import type { Testimonial } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadCatalogTexts } from '../../features/catalog/components/test-utils'
import { fakeServer, problem, renderAt, type FakeCall } from '../../features/reviews/test-utils'
import { Component as TestimonialPage } from './testimonial'

beforeEach(() => loadCatalogTexts('en'))
afterEach(() => vi.unstubAllGlobals())

const THANKS = 'Thank you! Your testimonial will appear once our team has read it.'

function testimonial(changes: Partial<Testimonial> = {}): Testimonial {
  return { id: 'tst_aaaaaaaaaaaaaaaa', name: 'Petra K.', location: 'Brno', rating: 5, text: 'Fast parcel,\nlovely samples.', lang: 'en', created_at: '2026-11-10T09:00:00.000Z', ...changes }
}

function list(call: FakeCall) {
  const page = Number(call.query.get('page'))
  return { body: { data: [testimonial({ id: `tst_page${page}`, name: `Reader ${page}` })], total: 30, page, page_size: 12 } }
}

describe('/testimonial', () => {
  it('shows approved testimonials as cards, with pages as links', async () => {
    const server = fakeServer({ 'GET /api/testimonials': list })
    renderAt(<TestimonialPage />, { url: '/testimonial?page=2', pattern: '/testimonial' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Testimonials' })).toBeTruthy()
    const cards = await screen.findByRole('list', { name: 'Testimonials' })
    const card = within(cards).getByRole('figure')
    expect(within(card).getByText('Reader 2')).toBeTruthy()
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy()
    expect(within(card).getByText(/Fast parcel/).textContent).toBe('Fast parcel,\nlovely samples.')
    expect(within(card).getByText(/Brno/)).toBeTruthy()
    expect(server.called('GET /api/testimonials')[0]!.query.get('page')).toBe('2')
    expect(server.called('GET /api/testimonials')[0]!.query.get('lang')).toBe('en')
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/testimonial?page=3')
  })

  it('shows script and HTML in a name or text as the text it is', async () => {
    const evil = '<img src=x onerror=alert(1)>'
    fakeServer({ 'GET /api/testimonials': { body: { data: [testimonial({ name: '<script>alert(1)</script>', text: evil })], total: 1, page: 1, page_size: 12 } } })
    const { container } = renderAt(<TestimonialPage />, { url: '/testimonial', pattern: '/testimonial' })
    expect(await screen.findByText(evil)).toBeTruthy()
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
  })

  it('lets a guest send a testimonial and thanks them with the server\'s message', async () => {
    const server = fakeServer({
      'GET /api/testimonials': { body: { data: [], total: 0, page: 1, page_size: 12 } },
      'POST /api/testimonials': { status: 201, body: { message: THANKS } },
    })
    renderAt(<TestimonialPage />, { url: '/testimonial', pattern: '/testimonial' })
    expect(await screen.findByText('No testimonials yet. Be the first to tell us about your experience.')).toBeTruthy()
    const form = screen.getByRole('form', { name: 'Your testimonial' })

    fireEvent.click(within(form).getByRole('button', { name: 'Send testimonial' }))
    expect(await within(form).findByText('Please tell us your name')).toBeTruthy()
    expect(within(form).getByText('Please choose a rating from 1 to 5')).toBeTruthy()
    expect(within(form).getByText('Please write a few words about your experience')).toBeTruthy()
    expect(server.called('POST /api/testimonials')).toHaveLength(0)

    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Eva' } })
    fireEvent.change(within(form).getByLabelText('Where you live (optional)'), { target: { value: 'Ljubljana' } })
    fireEvent.click(within(form).getByRole('radio', { name: '4 stars' }))
    fireEvent.change(within(form).getByLabelText('Your experience'), { target: { value: 'Everything arrived well packed.' } })
    expect(form.querySelector<HTMLInputElement>('input[name="website"]')!.tabIndex).toBe(-1)
    fireEvent.click(within(form).getByRole('button', { name: 'Send testimonial' }))

    expect(await screen.findByText(THANKS)).toBeTruthy()
    expect(server.called('POST /api/testimonials')[0]!.body).toEqual({ name: 'Eva', location: 'Ljubljana', rating: 4, text: 'Everything arrived well packed.', lang: 'en', website: '' })
    fireEvent.click(screen.getByRole('button', { name: 'Write another' }))
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('')
  })

  it('tells the sender to wait when the server limits them', async () => {
    fakeServer({
      'GET /api/testimonials': { body: { data: [], total: 0, page: 1, page_size: 12 } },
      'POST /api/testimonials': { status: 429, body: problem(429, 'rate_limited', 'Too many requests') },
    })
    renderAt(<TestimonialPage />, { url: '/testimonial', pattern: '/testimonial' })
    const form = await screen.findByRole('form', { name: 'Your testimonial' })
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Eva' } })
    fireEvent.click(within(form).getByRole('radio', { name: '5 stars' }))
    fireEvent.change(within(form).getByLabelText('Your experience'), { target: { value: 'Everything arrived well packed.' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Send testimonial' }))
    await waitFor(() => expect(screen.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy())
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Eva')
  })
})
