import type { ContactMessage, StaffReview, StaffTestimonial } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as Contact } from './admin-contact'
import { Component as Reviews } from './admin-reviews'
import { Component as Testimonials } from './admin-testimonials'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const SCRIPT = '<script>alert("x")</script>'
const IMG = '<img src=x onerror="alert(1)">'

const REVIEW: StaffReview = {
  id: 'rev_aaaaaaaaaaaaaaaa',
  product_id: 'prd_roseoil01',
  author: IMG,
  rating: 4,
  title: SCRIPT,
  body: `Lovely scent.\n${IMG}`,
  lang: 'en',
  verified_purchase: true,
  status: 'pending',
  created_at: '2026-11-20T09:00:00.000Z',
  product: { id: 'prd_roseoil01', slug: 'rose-face-oil', name: 'Rose Face Oil', image: '/api/media/product/prd_roseoil01/front.svg' },
  user_id: 'usr_a',
  moderation_note: '',
  moderated_at: null,
  moderated_by: null,
}

const TESTIMONIAL: StaffTestimonial = {
  id: 'tst_aaaaaaaaaaaaaaaa',
  name: 'Marta <b>K.</b>',
  location: 'Ljubljana',
  rating: 5,
  text: `Fast delivery. ${SCRIPT}`,
  lang: 'sl',
  created_at: '2026-11-19T12:00:00.000Z',
  status: 'approved',
  moderation_note: 'Nice one',
  moderated_at: '2026-11-19T13:00:00.000Z',
  moderated_by: 'Eva',
}

describe('review moderation', () => {
  it('shows the pending queue with shopper text as text, and approves with the note', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/reviews': { body: { data: [REVIEW], total: 1, page: 1 } },
      [`POST /api/staff/reviews/${REVIEW.id}/moderate`]: ({ body }) => ({ body: { ...REVIEW, status: 'approved', moderation_note: (body as { note: string }).note } }),
    })
    const { container } = renderAt(<Reviews />, { pattern: '/admin/reviews', url: '/admin/reviews' })
    expect(await screen.findByText(SCRIPT, {}, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByText(IMG)).toBeTruthy()
    expect(screen.getByText(/Lovely scent\./).textContent).toBe(`Lovely scent.\n${IMG}`)
    // Nothing the shopper typed became markup.
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(screen.getByText('1 review waiting')).toBeTruthy()
    expect(screen.getByRole('img', { name: '4 stars out of 5' })).toBeTruthy()
    expect(server.called('GET /api/staff/reviews')[0]!.query.get('status')).toBe('pending')

    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: ' Checked the order ' } })
    fireEvent.click(screen.getByRole('button', { name: `Approve review by ${IMG}` }))
    await waitFor(() => expect(server.called(`POST /api/staff/reviews/${REVIEW.id}/moderate`)).toHaveLength(1))
    const call = server.called(`POST /api/staff/reviews/${REVIEW.id}/moderate`)[0]!
    expect(call.body).toEqual({ decision: 'approve', note: 'Checked the order' })
    expect(call.query.get('lang')).toBe('en')
    // The queue is asked again after a decision.
    await waitFor(() => expect(server.called('GET /api/staff/reviews').length).toBeGreaterThan(1))
  })

  it('switches tabs through the address and rejects', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/reviews': ({ query }) => ({ body: { data: query.get('status') === 'approved' ? [{ ...REVIEW, status: 'approved' }] : [], total: query.get('status') === 'approved' ? 1 : 0, page: 1 } }),
      [`POST /api/staff/reviews/${REVIEW.id}/moderate`]: { body: { ...REVIEW, status: 'rejected' } },
    })
    const { router } = renderAt(<Reviews />, { pattern: '/admin/reviews', url: '/admin/reviews' })
    expect(await screen.findByText('No reviews are waiting. Well done!', {}, { timeout: 4000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Approved' }))
    await waitFor(() => expect(router.location().search).toBe('?status=approved'))
    const card = (await screen.findByText(SCRIPT)).closest('li')!
    // An approved review can only be rejected now.
    expect(within(card).queryByRole('button', { name: /^Approve/ })).toBeNull()
    fireEvent.click(within(card).getByRole('button', { name: /^Reject/ }))
    await waitFor(() => expect(server.called(`POST /api/staff/reviews/${REVIEW.id}/moderate`)).toHaveLength(1))
    expect(server.called(`POST /api/staff/reviews/${REVIEW.id}/moderate`)[0]!.body).toEqual({ decision: 'reject', note: '' })
  })
})

describe('testimonial moderation', () => {
  it('shows who decided and rejects an approved testimonial', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/testimonials': { body: { data: [TESTIMONIAL], total: 1, page: 1 } },
      [`POST /api/staff/testimonials/${TESTIMONIAL.id}/moderate`]: { body: { ...TESTIMONIAL, status: 'rejected' } },
    })
    renderAt(<Testimonials />, { pattern: '/admin/testimonials', url: '/admin/testimonials?status=approved' })
    expect(await screen.findByText('Marta <b>K.</b>', {}, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByText(`Fast delivery. ${SCRIPT}`)).toBeTruthy()
    expect(screen.getByText(/Approved by Eva/)).toBeTruthy()
    expect(server.called('GET /api/staff/testimonials')[0]!.query.get('status')).toBe('approved')
    fireEvent.click(screen.getByRole('button', { name: 'Reject testimonial by Marta <b>K.</b>' }))
    await waitFor(() => expect(server.called(`POST /api/staff/testimonials/${TESTIMONIAL.id}/moderate`)).toHaveLength(1))
    expect(server.called(`POST /api/staff/testimonials/${TESTIMONIAL.id}/moderate`)[0]!.body).toEqual({ decision: 'reject', note: '' })
  })
})

describe('contact messages', () => {
  it('lists new messages as text and marks one handled', async () => {
    signIn()
    const message: ContactMessage = {
      id: 'msg_aaaaaaaaaaaaaaaa',
      name: 'Petra',
      email: 'petra@example.com',
      subject: 'Wholesale?',
      message: `Do you sell to shops? ${IMG}`,
      lang: 'cz',
      status: 'new',
      created_at: '2026-11-21T08:00:00.000Z',
      handled_at: null,
      handled_by: null,
    }
    const server = fakeServer({
      'GET /api/staff/contact-messages': { body: { data: [message], total: 1, page: 1 } },
      [`POST /api/staff/contact-messages/${message.id}/handled`]: { body: { ...message, status: 'handled', handled_by: 'Eva', handled_at: '2026-11-21T09:00:00.000Z' } },
    })
    const { container } = renderAt(<Contact />, { pattern: '/admin/contact-messages', url: '/admin/contact-messages' })
    expect(await screen.findByText(`Do you sell to shops? ${IMG}`, {}, { timeout: 4000 })).toBeTruthy()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(server.called('GET /api/staff/contact-messages')[0]!.query.get('status')).toBe('new')
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled: “Wholesale?”' }))
    await waitFor(() => expect(server.called(`POST /api/staff/contact-messages/${message.id}/handled`)).toHaveLength(1))
  })
})
