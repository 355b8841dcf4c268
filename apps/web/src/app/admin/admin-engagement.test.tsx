import type { FeedbackResults, StaffComplaint } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as Complaint } from './admin-complaint'
import { Component as Complaints } from './admin-complaints'
import { Component as Feedback } from './admin-feedback'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const SCRIPT = '<script>alert("x")</script>'
const COMPLAINT: StaffComplaint = {
  id: 'cmp_aaaaaaaaaaaaaaaa',
  order_id: 'ord_aaaaaaaaaaaaaaaa',
  order_number: 'LL-10042',
  topic: 'damaged',
  status: 'open',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  last_message: { id: 'cmm_1', author: 'shopper', text: `The bottle arrived cracked. ${SCRIPT}`, at: '2026-11-20T09:00:00.000Z' },
  messages: [{ id: 'cmm_1', author: 'shopper', text: `The bottle arrived cracked. ${SCRIPT}`, at: '2026-11-20T09:00:00.000Z' }],
  shopper: { id: 'usr_a', username: 'Jana', email: 'jana@example.com', lang: 'cz' },
}
const PATH = `/api/staff/complaints/${COMPLAINT.id}`

function replied(body: { message: string; close: boolean }): StaffComplaint {
  const messages = body.message ? [...COMPLAINT.messages, { id: 'cmm_2', author: 'staff' as const, text: body.message, at: '2026-11-21T10:00:00.000Z' }] : COMPLAINT.messages
  return { ...COMPLAINT, status: body.close ? 'closed' : 'answered', messages, last_message: messages.at(-1)! }
}

describe('staff complaints', () => {
  it('lists open complaints with the last message as text', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/complaints': { body: { data: [COMPLAINT], total: 1, page: 1 } } })
    const { container } = renderAt(<Complaints />, { pattern: '/admin/complaints', url: '/admin/complaints' })
    const link = await screen.findByRole('link', { name: 'Damaged product · LL-10042' }, { timeout: 4000 })
    expect(link.getAttribute('href')).toBe(`/admin/complaints/${COMPLAINT.id}`)
    expect(screen.getByText(`The bottle arrived cracked. ${SCRIPT}`)).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
    expect(server.called('GET /api/staff/complaints')[0]!.query.get('status')).toBe('open')
  })

  it('replies, then replies and closes; an empty reply is not sent', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${PATH}`]: { body: COMPLAINT },
      [`POST ${PATH}/reply`]: ({ body }) => ({ body: replied(body as { message: string; close: boolean }) }),
    })
    renderAt(<Complaint />, { pattern: '/admin/complaints/:id', url: `/admin/complaints/${COMPLAINT.id}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Damaged product' }, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByText(`The bottle arrived cracked. ${SCRIPT}`)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'LL-10042' }).getAttribute('href')).toBe('/admin/orders/ord_aaaaaaaaaaaaaaaa')

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(await screen.findByText('Please write a reply (or close the complaint)')).toBeTruthy()
    expect(server.called(`POST ${PATH}/reply`)).toHaveLength(0)

    const box = screen.getByLabelText('Your reply')
    fireEvent.change(box, { target: { value: 'We are sending a new bottle today.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }))
    await waitFor(() => expect(server.called(`POST ${PATH}/reply`)).toHaveLength(1))
    expect(server.called(`POST ${PATH}/reply`)[0]!.body).toEqual({ message: 'We are sending a new bottle today.', close: false })
    const thread = screen.getByRole('list', { name: 'Messages' })
    expect(await within(thread).findByText('We are sending a new bottle today.')).toBeTruthy()
    expect((box as HTMLTextAreaElement).value).toBe('')
    expect(screen.getAllByText('Answered').length).toBeGreaterThan(0)

    fireEvent.change(box, { target: { value: 'Tracking number follows.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send and close' }))
    await waitFor(() => expect(server.called(`POST ${PATH}/reply`)).toHaveLength(2))
    expect(server.called(`POST ${PATH}/reply`)[1]!.body).toEqual({ message: 'Tracking number follows.', close: true })
    expect(await screen.findByText('Closed')).toBeTruthy()
    // Closed already: no "close without reply" any more.
    expect(screen.queryByRole('button', { name: 'Close without reply' })).toBeNull()
  })
})

describe('feedback results', () => {
  it('draws a chart per question with translated option words, counts and shares, and the issues as text', async () => {
    signIn()
    const results: FeedbackResults = {
      total: 10,
      questions: [
        { id: 'q1', counts: [6, 3, 1, 0] },
        { id: 'q2', counts: [2, 4, 1, 2, 1] },
        { id: 'q3', counts: [5, 5, 0, 0] },
      ],
      issues: [{ text: `Shipping to Slovenia is slow ${SCRIPT}`, lang: 'sl', at: '2026-11-21T08:00:00.000Z' }],
    }
    fakeServer({ 'GET /api/staff/feedback/results': { body: results } })
    const { container } = renderAt(<Feedback />, { pattern: '/admin/feedback', url: '/admin/feedback' })
    const q1 = (await screen.findByRole('figure', { name: 'How satisfied are you with your shopping experience?' }, { timeout: 4000 })) as HTMLElement
    expect(screen.getByText('10 shoppers have answered so far.')).toBeTruthy()
    const row = within(q1).getByText('Very satisfied').closest('li')!
    expect(row.textContent).toContain('6')
    expect(row.textContent).toContain('60%')
    expect(within(q1).getByText('Very dissatisfied').closest('li')!.textContent).toContain('0%')
    // Bars are as long as their counts: the largest fills the width.
    const bars = [...q1.querySelectorAll('rect[data-count]')].map((r) => [Number(r.getAttribute('data-count')), Math.round(Number(r.getAttribute('width')) * 10) / 10])
    expect(bars).toEqual([
      [6, 100],
      [3, 50],
      [1, 16.7],
      [0, 0],
    ])
    const q2 = screen.getByRole('figure', { name: 'How did you hear about us?' })
    expect(within(q2).getByText('Social media').closest('li')!.textContent).toContain('40%')
    expect(screen.getAllByRole('figure')).toHaveLength(3)
    expect(screen.getByText(`Shipping to Slovenia is slow ${SCRIPT}`)).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
  })
})
