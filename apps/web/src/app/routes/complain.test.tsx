import type { Complaint, OrderSummary } from '@shop/domain'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, makeOrder, problem, renderRoute, signIn } from '../../features/orders/test-utils'
import { notify } from '../../lib/toast'
import { Component as Complain } from './complain'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const SCRIPT = '<script>alert(1)</script>'
const IMG = '<img src=x onerror=alert(1)>'
const CMP = 'cmp_aaaaaaaaaaaaaaaa'
const ORDERS: OrderSummary[] = [
  { id: 'ord_aaaaaaaaaaaaaaaa', number: 'LL-10042', status: 'delivered_order', created_at: '2026-11-20T09:15:00.000Z', item_count: 3, total_cents: 5897, currency: 'USD' },
  { id: 'ord_bbbbbbbbbbbbbbbb', number: 'LL-10007', status: 'shipped_order', created_at: '2026-11-02T10:00:00.000Z', item_count: 1, total_cents: 1899, currency: 'USD' },
]

function complaint(changes: Partial<Complaint> = {}): Complaint {
  const messages = changes.messages ?? [
    { id: 'cmm_1', author: 'shopper' as const, text: `The jar arrived cracked ${SCRIPT}`, at: '2026-11-22T08:00:00.000Z' },
    { id: 'cmm_2', author: 'staff' as const, text: `Sorry! A new jar is on its way. ${IMG}`, at: '2026-11-22T10:30:00.000Z' },
  ]
  return {
    id: CMP,
    order_id: ORDERS[0]!.id,
    order_number: 'LL-10042',
    topic: 'damaged',
    status: 'answered',
    created_at: '2026-11-22T08:00:00.000Z',
    updated_at: '2026-11-22T10:30:00.000Z',
    last_message: messages.at(-1) ?? null,
    messages,
    ...changes,
  }
}

const summary = ({ messages: _m, ...rest }: Complaint) => rest
const open = (url = '/complain') => renderRoute(<Complain />, { pattern: '/complain', url })

describe('/complain', () => {
  it('sends a guest to sign in', async () => {
    fakeServer({})
    open()
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
  })

  it('lists my complaints with their status and opens one: the thread shows script and HTML as text', async () => {
    signIn()
    fakeServer({ 'GET /api/complaints': { body: { data: [summary(complaint())] } }, [`GET /api/complaints/${CMP}`]: { body: complaint() } })
    const { container } = open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Complaints' })).toBeTruthy()
    const item = await screen.findByRole('link', { name: /Damaged product/ })
    expect(within(item).getByText('Answered')).toBeTruthy()
    expect(within(item).getByText(/Order LL-10042/)).toBeTruthy()
    fireEvent.click(item)
    const thread = await screen.findByRole('article', { name: 'Damaged product' })
    expect(screen.getAllByTestId('complaint-message').map((m) => m.textContent)).toEqual([`The jar arrived cracked ${SCRIPT}`, `Sorry! A new jar is on its way. ${IMG}`])
    expect(within(thread).getAllByText(/^(You|Lumen & Leaf team) ·/).map((by) => by.textContent!.split(' ·')[0])).toEqual(['You', 'Lumen & Leaf team'])
    expect(container.querySelector('script, img')).toBeNull()
  })

  it('replies in the thread; the answer replaces the complaint on screen', async () => {
    signIn()
    const reopened = complaint({
      status: 'open',
      messages: [...complaint().messages, { id: 'cmm_3', author: 'shopper', text: 'Thank you, it arrived whole.', at: '2026-11-25T09:00:00.000Z' }],
    })
    const server = fakeServer({
      'GET /api/complaints': { body: { data: [summary(complaint({ status: 'closed' }))] } },
      [`GET /api/complaints/${CMP}`]: { body: complaint({ status: 'closed' }) },
      [`POST /api/complaints/${CMP}/messages`]: { body: reopened },
    })
    open(`/complain?id=${CMP}`)
    expect(await screen.findByText('This complaint is settled. Writing again reopens it.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }))
    expect(await screen.findByText('Please describe the problem')).toBeTruthy()
    expect(server.called(`POST /api/complaints/${CMP}/messages`)).toHaveLength(0)
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Thank you, it arrived whole.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }))
    await vi.waitFor(() => expect(screen.getAllByTestId('complaint-message').at(-1)!.textContent).toBe('Thank you, it arrived whole.'))
    expect(server.called(`POST /api/complaints/${CMP}/messages`)[0]!.body).toEqual({ message: 'Thank you, it arrived whole.' })
    expect(notify.success).toHaveBeenCalledWith('Your message has been sent')
    expect(within(screen.getByRole('article')).getByText('Open')).toBeTruthy()
    expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('')
  })

  it('starts a complaint about one of my orders, preselected by ?order=, and opens it', async () => {
    signIn()
    const created = complaint({ id: 'cmp_bbbbbbbbbbbbbbbb', order_id: ORDERS[1]!.id, order_number: 'LL-10007', topic: 'missing_item', status: 'open', messages: [{ id: 'cmm_9', author: 'shopper', text: 'The lip balm was missing.', at: '2026-11-23T08:00:00.000Z' }] })
    const server = fakeServer({
      'GET /api/complaints': { body: { data: [] } },
      'GET /api/orders': { body: { data: ORDERS, total: 2, page: 1 } },
      'POST /api/complaints': { status: 201, body: created },
      'GET /api/complaints/cmp_bbbbbbbbbbbbbbbb': { body: created },
    })
    const { router } = open(`/complain?order=${ORDERS[1]!.id}`)
    const order = (await screen.findByLabelText('Order')) as HTMLSelectElement
    await vi.waitFor(() => expect(order.value).toBe(ORDERS[1]!.id))
    expect([...order.options].map((o) => o.textContent)).toEqual(['Choose an order', 'LL-10042 · Nov 20, 2026 · $58.97', 'LL-10007 · Nov 2, 2026 · $18.99'])
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }))
    expect(await screen.findByText('Please choose a topic')).toBeTruthy()
    expect(screen.getByText('Please describe the problem')).toBeTruthy()
    expect(server.called('POST /api/complaints')).toHaveLength(0)
    fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'missing_item' } })
    fireEvent.change(screen.getByLabelText('What happened?'), { target: { value: 'The lip balm was missing.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send complaint' }))
    expect(await screen.findByRole('article', { name: 'Missing product' })).toBeTruthy()
    expect(server.called('POST /api/complaints')[0]!.body).toEqual({ order_id: ORDERS[1]!.id, topic: 'missing_item', message: 'The lip balm was missing.' })
    expect(router.location().search).toBe('?id=cmp_bbbbbbbbbbbbbbbb')
    expect(notify.success).toHaveBeenCalledWith('Your complaint has been sent')
  })

  it('finds an older order of a ?order= link that is not on the first page', async () => {
    signIn()
    const old = makeOrder({ id: 'ord_cccccccccccccccc', number: 'LL-09001', created_at: '2026-01-05T09:00:00.000Z', total_cents: 2400 })
    fakeServer({
      'GET /api/complaints': { body: { data: [summary(complaint())] } },
      'GET /api/orders': { body: { data: ORDERS, total: 25, page: 1 } },
      'GET /api/orders/ord_cccccccccccccccc': { body: old },
    })
    open('/complain?order=ord_cccccccccccccccc')
    const order = (await screen.findByLabelText('Order')) as HTMLSelectElement
    await vi.waitFor(() => expect(order.value).toBe('ord_cccccccccccccccc'))
    expect(screen.getByRole('button', { name: 'Show older orders' })).toBeTruthy()
  })

  it('says when I have no orders to complain about, and when a complaint is not mine', async () => {
    signIn()
    fakeServer({
      'GET /api/complaints': { body: { data: [] } },
      'GET /api/orders': { body: { data: [], total: 0, page: 1 } },
      'GET /api/complaints/cmp_zzzzzzzzzzzzzzzz': { status: 404, body: problem(404, 'not_found', 'Complaint was not found') },
    })
    const { router } = open()
    expect(await screen.findByText('No orders yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contactus')
    await act(() => router.navigate('/complain?id=cmp_zzzzzzzzzzzzzzzz'))
    expect(await screen.findByText('Complaint not found')).toBeTruthy()
  })
})
