import type { NewsletterSubscriber } from '@shop/domain'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { csvFileName } from '../../features/admin/engagement/api/newsletter-csv'
import { fakeServer, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { notify } from '../../lib/toast'
import { Component as Newsletter } from './admin-newsletter'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const SUBSCRIBER: NewsletterSubscriber = {
  id: 'nls_a',
  email: 'ana@example.com',
  lang: 'sl',
  status: 'confirmed',
  created_at: '2026-11-01T08:00:00.000Z',
  confirmed_at: '2026-11-01T09:00:00.000Z',
  unsubscribed_at: null,
}
const CSV = 'email,lang,confirmed_at\nana@example.com,sl,2026-11-01T09:00:00.000Z\n'

describe('newsletter subscribers', () => {
  it('lists confirmed subscribers and downloads the CSV with the bearer token', async () => {
    signIn('Eva', 'tok_staff_csv')
    const server = fakeServer({ 'GET /api/staff/newsletter': { body: { data: [SUBSCRIBER], total: 1, page: 1 } } })
    // The CSV answer is a file, not JSON: answer it here, the rest goes to the fake server.
    const json = server.fetchMock.getMockImplementation()!
    server.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/staff/newsletter.csv')) {
        server.calls.push({ method: 'GET', path: '/api/staff/newsletter.csv', query: new URLSearchParams(), body: undefined, headers: new Headers(init?.headers) })
        return new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="newsletter-subscribers-2026-11-21.csv"' } })
      }
      return json(input, init)
    })
    const saved: Blob[] = []
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob)
      return 'blob:shop.test/1'
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const clicks: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this)
    })

    renderAt(<Newsletter />, { pattern: '/admin/newsletter', url: '/admin/newsletter' })
    expect(await screen.findByText('ana@example.com', {}, { timeout: 4000 })).toBeTruthy()
    expect(server.called('GET /api/staff/newsletter')[0]!.query.get('status')).toBe('confirmed')

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(clicks).toHaveLength(1))
    const call = server.called('GET /api/staff/newsletter.csv')
    expect(call).toHaveLength(1)
    expect(call[0]!.headers.get('authorization')).toBe('Bearer tok_staff_csv')
    expect(clicks[0]!.download).toBe('newsletter-subscribers-2026-11-21.csv')
    expect(clicks[0]!.href).toBe('blob:shop.test/1')
    expect(await saved[0]!.text()).toBe(CSV)
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Saved newsletter-subscribers-2026-11-21.csv'))
  })

  it('says why a download was refused and saves nothing', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/newsletter': { body: { data: [], total: 0, page: 1 } },
      'GET /api/staff/newsletter.csv': { status: 403, body: problem(403, 'forbidden', 'Staff only') },
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click')
    renderAt(<Newsletter />, { pattern: '/admin/newsletter', url: '/admin/newsletter' })
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 4000 }))
    expect(await screen.findByText('Staff only')).toBeTruthy()
    expect(server.called('GET /api/staff/newsletter.csv')).toHaveLength(1)
    expect(click).not.toHaveBeenCalled()
  })

  it('names the file as the server suggests, else by date', () => {
    expect(csvFileName('attachment; filename="newsletter-subscribers-2026-11-21.csv"')).toBe('newsletter-subscribers-2026-11-21.csv')
    expect(csvFileName('attachment; filename="../../evil.csv"')).toBe('.._.._evil.csv')
    expect(csvFileName(null, new Date('2026-12-24T10:00:00Z'))).toBe('newsletter-subscribers-2026-12-24.csv')
  })
})
