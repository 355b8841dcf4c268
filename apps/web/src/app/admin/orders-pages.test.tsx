import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, makeStaffOrder, makeSummary, ORDER_ID, problem, renderAt, signIn } from '../../features/admin/test-utils'
import { Component as OrderDetail } from './order-detail'
import { Component as Orders } from './orders'
import { Component as Requests } from './requests'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

const ORDER_PATH = `/api/staff/orders/${ORDER_ID}`

describe('staff order detail', () => {
  it('offers exactly the allowed moves and posts the chosen one with the note', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${ORDER_PATH}`]: { body: makeStaffOrder() },
      [`POST ${ORDER_PATH}/status`]: ({ body }) => ({
        body: makeStaffOrder({ status: 'order_picked', staff_targets: ['order_recieved', 'cancelled_order'], events: [...makeStaffOrder().events, { status: 'order_picked', at: '2026-11-21T08:00:00.000Z', actor: 'staff', note: (body as { note: string }).note }] }),
      }),
    })
    renderAt(<OrderDetail />, { pattern: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Order LL-10042' }, { timeout: 4000 })).toBeTruthy()
    const moves = screen.getAllByRole('button', { name: /^Move to:/ }).map((b) => b.textContent)
    expect(moves).toEqual(['Move to: Picked and packed', 'Move to: Cancelled'])

    fireEvent.change(screen.getByLabelText('Note for the timeline (optional)'), { target: { value: '  Box 3 of 4  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Move to: Picked and packed' }))
    await waitFor(() => expect(server.called(`POST ${ORDER_PATH}/status`)).toHaveLength(1))
    expect(server.called(`POST ${ORDER_PATH}/status`)[0]!.body).toEqual({ status: 'order_picked', note: 'Box 3 of 4' })
    // The answer is the order as it is now: new moves, the note in the timeline.
    expect(await screen.findByRole('button', { name: 'Move to: Handed to the carrier' })).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Timeline' })).getByText('Box 3 of 4')).toBeTruthy()
  })

  it('refuses a withdrawal from the order page only with a lawful ground', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${ORDER_PATH}`]: { body: makeStaffOrder({ status: 'request_return', staff_targets: ['return_accept', 'return_reject'] }) },
      [`POST ${ORDER_PATH}/status`]: { body: makeStaffOrder({ status: 'return_reject', staff_targets: [] }) },
    })
    renderAt(<OrderDetail />, { pattern: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` })
    const refuse = (await screen.findByRole('button', { name: 'Move to: Withdrawal refused' }, { timeout: 4000 })) as HTMLButtonElement
    expect(refuse.disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Ground for a refusal'), { target: { value: 'late' } })
    fireEvent.click(refuse)
    await waitFor(() => expect(server.called(`POST ${ORDER_PATH}/status`)).toHaveLength(1))
    expect(server.called(`POST ${ORDER_PATH}/status`)[0]!.body).toEqual({ status: 'return_reject', note: '', refusal: 'late' })
  })

  it('asks once more before a move that refunds, then posts it', async () => {
    signIn()
    const server = fakeServer({
      [`GET ${ORDER_PATH}`]: { body: makeStaffOrder() },
      [`POST ${ORDER_PATH}/status`]: { body: makeStaffOrder({ status: 'cancelled_order', staff_targets: [] }) },
    })
    renderAt(<OrderDetail />, { pattern: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` })
    fireEvent.click(await screen.findByRole('button', { name: 'Move to: Cancelled' }))
    expect(screen.getByText(/refunds the payment and puts the stock back/)).toBeTruthy()
    expect(server.called(`POST ${ORDER_PATH}/status`)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Yes, continue' }))
    await waitFor(() => expect(server.called(`POST ${ORDER_PATH}/status`)).toHaveLength(1))
    expect(server.called(`POST ${ORDER_PATH}/status`)[0]!.body).toEqual({ status: 'cancelled_order', note: '' })
    expect(await screen.findByText('No further status change is possible from here.')).toBeTruthy()
  })

  it('shows a 409 with the server’s words and reloads the order', async () => {
    signIn()
    let loads = 0
    fakeServer({
      [`GET ${ORDER_PATH}`]: () => {
        loads++
        return { body: makeStaffOrder(loads > 1 ? { status: 'order_picked', staff_targets: ['order_recieved'] } : {}) }
      },
      [`POST ${ORDER_PATH}/status`]: { status: 409, body: problem(409, 'conflict', 'An order in order_picked cannot move to order_picked') },
      // The page lists the order's documents too (decision 039): none yet.
      [`GET ${ORDER_PATH}/documents`]: { body: { documents: [] } },
    })
    renderAt(<OrderDetail />, { pattern: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` })
    fireEvent.click(await screen.findByRole('button', { name: 'Move to: Picked and packed' }))
    expect((await screen.findByRole('alert')).textContent).toContain('An order in order_picked cannot move to order_picked')
    expect(await screen.findByRole('button', { name: 'Move to: Handed to the carrier' })).toBeTruthy()
    expect(loads).toBe(2)
  })

  it('shows shopper text in notes and addresses as text, never as markup', async () => {
    signIn()
    const evil = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    fakeServer({
      [`GET ${ORDER_PATH}`]: {
        body: makeStaffOrder({ events: [{ status: 'new_order', at: '2026-11-20T09:15:00.000Z', actor: 'shopper', note: evil }], shipping_address: { ...makeStaffOrder().shipping_address, street: evil } }),
      },
    })
    const { container } = renderAt(<OrderDetail />, { pattern: '/admin/orders/:id', url: `/admin/orders/${ORDER_ID}` })
    expect((await screen.findAllByText(evil, { exact: false })).length).toBeGreaterThan(0)
    expect(container.querySelector('img[src="x"]')).toBeNull()
    expect(container.querySelector('script')).toBeNull()
  })
})

describe('staff order list', () => {
  it('sends the filters to the server and keeps them in the address', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/orders': { body: { data: [makeSummary()], total: 45, page: 1 } } })
    const { router } = renderAt(<Orders />, { pattern: '/admin/orders', url: '/admin/orders' })
    expect(await screen.findByRole('link', { name: 'LL-10042' })).toBeTruthy()
    expect(screen.getByText('45 orders')).toBeTruthy()
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Order number or email'), { target: { value: ' jana@example.com ' } })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'request_cancel' } })
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('Placed until'), { target: { value: '2026-11-21' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show orders' }))
    await waitFor(() => expect(server.called('GET /api/staff/orders')).toHaveLength(2))
    const q = server.called('GET /api/staff/orders')[1]!.query
    expect(Object.fromEntries(q)).toEqual({ q: 'jana@example.com', status: 'request_cancel', from: '2026-11-01', to: '2026-11-21', page: '1' })
    expect(router.location().search).toBe('?status=request_cancel&q=jana%40example.com&from=2026-11-01&to=2026-11-21')
  })

  it('refuses a date range that ends before it starts, without asking the server', async () => {
    signIn()
    const server = fakeServer({ 'GET /api/staff/orders': { body: { data: [], total: 0, page: 1 } } })
    renderAt(<Orders />, { pattern: '/admin/orders', url: '/admin/orders' })
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-21' } })
    fireEvent.change(screen.getByLabelText('Placed until'), { target: { value: '2026-11-01' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show orders' }))
    expect(await screen.findByText('The start date must not be after the end date')).toBeTruthy()
    expect(server.called('GET /api/staff/orders')).toHaveLength(1)
  })
})

describe('cancel and return requests', () => {
  const request = {
    id: 'req_1',
    kind: 'return' as const,
    reason: 'damaged',
    details: 'The bottle <b>leaked</b>',
    refund_to: 'wallet' as const,
    status: 'pending' as const,
    created_at: '2026-11-21T08:00:00.000Z',
    decided_at: null,
    note: '',
    withdrawal: {
      lines: [{ line_id: 'var_rose', name: 'Rose Face Oil', size_label: '30 ml', quantity: 1, amount_cents: 1899 }],
      shipping_cents: 0,
      amount_cents: 1899,
      iban: '',
      refunded: null,
      bank_sent_at: null,
    },
    refusal: null,
    order: { ...makeSummary({ status: 'request_return' }), email: 'jana@example.com' },
  }

  it('accepting a return moves its order to return_accept with the note', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/requests': { body: { data: [request], total: 1, page: 1 } },
      [`POST ${ORDER_PATH}/status`]: { body: makeStaffOrder({ status: 'return_accept', staff_targets: [] }) },
    })
    renderAt(<Requests />, { pattern: '/admin/requests', url: '/admin/requests?kind=return' })
    expect(await screen.findByText('“The bottle <b>leaked</b>”')).toBeTruthy()
    expect(server.called('GET /api/staff/requests')[0]!.query.get('kind')).toBe('return')
    expect(server.called('GET /api/staff/requests')[0]!.query.get('status')).toBe('pending')
    fireEvent.change(screen.getByLabelText('Note for the timeline (optional)'), { target: { value: 'Refund sent' } })
    expect(screen.getByText(/1 × Rose Face Oil/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Accept the withdrawal' }))
    await waitFor(() => expect(server.called(`POST ${ORDER_PATH}/status`)).toHaveLength(1))
    expect(server.called(`POST ${ORDER_PATH}/status`)[0]!.body).toEqual({ status: 'return_accept', note: 'Refund sent' })
  })

  it('refuses a withdrawal only with a ground from the lawful list', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/requests': { body: { data: [request], total: 1, page: 1 } },
      [`POST ${ORDER_PATH}/status`]: { body: makeStaffOrder({ status: 'return_reject', staff_targets: [] }) },
    })
    renderAt(<Requests />, { pattern: '/admin/requests', url: '/admin/requests?kind=return' })
    const refuse = (await screen.findByRole('button', { name: 'Refuse' })) as HTMLButtonElement
    expect(refuse.disabled).toBe(true)
    const grounds = [...(screen.getByLabelText('Ground for a refusal') as HTMLSelectElement).options].map((o) => o.value)
    expect(grounds).toEqual(['', 'late', 'unsealed_hygiene'])
    fireEvent.change(screen.getByLabelText('Ground for a refusal'), { target: { value: 'unsealed_hygiene' } })
    fireEvent.click(refuse)
    await waitFor(() => expect(server.called(`POST ${ORDER_PATH}/status`)).toHaveLength(1))
    expect(server.called(`POST ${ORDER_PATH}/status`)[0]!.body).toEqual({ status: 'return_reject', note: '', refusal: 'unsealed_hygiene' })
  })

  it("shows the IBAN of an accepted withdrawal's cash refund and marks the transfer sent", async () => {
    signIn()
    const accepted = {
      ...request,
      status: 'accepted' as const,
      decided_at: '2026-11-22T08:00:00.000Z',
      withdrawal: { ...request.withdrawal, iban: 'CZ6508000000192000145399', refunded: { wallet_cents: 0, gift_card_cents: 0, card_cents: 0, bank_cents: 1899 } },
      order: { ...request.order, status: 'return_accept' as const },
    }
    const server = fakeServer({
      'GET /api/staff/requests': { body: { data: [accepted], total: 1, page: 1 } },
      [`POST /api/staff/requests/${request.id}/bank-transfer-sent`]: { body: makeStaffOrder({ status: 'return_accept', staff_targets: [] }) },
    })
    renderAt(<Requests />, { pattern: '/admin/requests', url: '/admin/requests?status=accepted' })
    expect(await screen.findByText('Send $18.99 by bank transfer to CZ6508000000192000145399.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Mark transfer sent' }))
    await waitFor(() => expect(server.called(`POST /api/staff/requests/${request.id}/bank-transfer-sent`)).toHaveLength(1))
  })

  it('declining a cancellation moves its order to cancel_reject', async () => {
    signIn()
    const server = fakeServer({
      'GET /api/staff/requests': { body: { data: [{ ...request, kind: 'cancel', order: { ...request.order, status: 'request_cancel' } }], total: 1, page: 1 } },
      [`POST ${ORDER_PATH}/status`]: { body: makeStaffOrder({ status: 'cancel_reject' }) },
    })
    renderAt(<Requests />, { pattern: '/admin/requests', url: '/admin/requests' })
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }))
    await waitFor(() => expect(server.called(`POST ${ORDER_PATH}/status`)).toHaveLength(1))
    expect(server.called(`POST ${ORDER_PATH}/status`)[0]!.body).toEqual({ status: 'cancel_reject', note: '' })
  })
})
