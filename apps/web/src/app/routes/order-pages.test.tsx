import { ORDER_MESSAGES, type Order } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, makeOrder, ORDER_ID, problem, renderRoute, signIn } from '../../features/orders/test-utils'
import { notify } from '../../lib/toast'
import { Component as CancelOrderPage } from './cancel-order'
import { Component as OrderViewPage } from './individual-order-view'
import { Component as TrackOrderPage } from './track-order'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const ORDER_URL = `/api/orders/${ORDER_ID}`

/** The cancel page, landing on the real order view after a request. */
function renderCancelPage(order: Order, routes: Parameters<typeof fakeServer>[0] = {}) {
  signIn()
  const server = fakeServer({ [`GET ${ORDER_URL}`]: { body: order }, ...routes })
  const view = renderRoute(<CancelOrderPage />, {
    pattern: '/cancelorder/:id',
    url: `/cancelorder/${ORDER_ID}`,
    more: [{ path: '/individualorderview/:id', element: <OrderViewPage /> }],
  })
  return { ...view, server }
}

describe('/individualorderview/:id', () => {
  it('names the page by the order number', async () => {
    signIn()
    fakeServer({ [`GET ${ORDER_URL}`]: { body: makeOrder() } })
    renderRoute(<OrderViewPage />, { pattern: '/individualorderview/:id', url: `/individualorderview/${ORDER_ID}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Order LL-10042' })).toBeTruthy()
    await waitFor(() => expect(document.title).toMatch(/^Order LL-10042 · /))
  })

  it("shows a crown order in crowns with the VAT it includes, per rate", async () => {
    signIn()
    const czk = makeOrder({
      currency: 'CZK',
      market: 'cz',
      tax_mode: 'included',
      vat_country: 'CZ',
      lines: [{ ...makeOrder().lines[0]!, quantity: 1, unit_price_cents: 44900, line_total_cents: 44900, net_cents: 37107, vat_rate_bp: 2100, vat_cents: 7793 }],
      subtotal_cents: 44900,
      shipping_cents: 11900,
      shipping_net_cents: 9835,
      shipping_vat_rate_bp: 2100,
      shipping_vat_cents: 2065,
      total_cents: 56800,
      vat_cents: 9858,
      vat_breakdown: [{ vat_rate_bp: 2100, net_cents: 46942, vat_cents: 9858, gross_cents: 56800 }],
      payment: { wallet_cents: 0, gift_card_cents: 0, card_cents: 56800, cod_cents: 0, transfer_cents: 0, transfer_paid_at: null, card: { brand: 'visa', last4: '4242' }, card_refund_only: false },
    })
    fakeServer({ [`GET ${ORDER_URL}`]: { body: czk } })
    renderRoute(<OrderViewPage />, { pattern: '/individualorderview/:id', url: `/individualorderview/${ORDER_ID}` })
    expect(await screen.findByText('incl. VAT 21%')).toBeTruthy()
    expect(screen.getByText('CZK 98.58')).toBeTruthy()
    expect(screen.getAllByText('CZK 568').length).toBeGreaterThan(0)
    expect(screen.queryByText(/\$/)).toBeNull()
  })

  it('names a bank transfer among the payment parts, awaited and then received', async () => {
    signIn()
    const awaited = makeOrder({ payment: { wallet_cents: 0, gift_card_cents: 0, card_cents: 0, cod_cents: 0, transfer_cents: makeOrder().total_cents, transfer_paid_at: null, card: null, card_refund_only: false } })
    let order = awaited
    fakeServer({ [`GET ${ORDER_URL}`]: () => ({ body: order }) })
    const view = renderRoute(<OrderViewPage />, { pattern: '/individualorderview/:id', url: `/individualorderview/${ORDER_ID}` })
    expect(await screen.findByText('Bank transfer (awaited)')).toBeTruthy()
    expect(screen.queryByText('Nothing to pay.')).toBeNull()
    view.unmount()
    order = { ...awaited, payment: { ...awaited.payment, transfer_paid_at: '2026-11-28T10:00:00.000Z' } }
    renderRoute(<OrderViewPage />, { pattern: '/individualorderview/:id', url: `/individualorderview/${ORDER_ID}` })
    expect(await screen.findByText('Bank transfer (received)')).toBeTruthy()
  })

  it("says so when the order is not the shopper's", async () => {
    signIn()
    fakeServer({ [`GET ${ORDER_URL}`]: { status: 404, body: problem(404, 'not_found', ORDER_MESSAGES.notFound) } })
    renderRoute(<OrderViewPage />, { pattern: '/individualorderview/:id', url: `/individualorderview/${ORDER_ID}` })
    expect(await screen.findByRole('heading', { name: 'We could not find this order' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/orderhistory')
  })

  it('sends a guest to sign in', async () => {
    fakeServer({})
    renderRoute(<OrderViewPage />, { pattern: '/individualorderview/:id', url: `/individualorderview/${ORDER_ID}` })
    expect((await screen.findByTestId('location')).textContent).toBe('/login')
  })
})

describe('/cancelorder/:id', () => {
  it('requests a cancellation with reason, details and refund destination, then shows the new status', async () => {
    const changed = makeOrder({
      status: 'request_cancel',
      cancel_mode: null,
      events: [
        ...makeOrder().events,
        { status: 'request_cancel', at: '2026-11-20T12:00:00.000Z', actor: 'shopper', note: 'found_cheaper: Saw it for less nearby' },
      ],
    })
    let current = makeOrder()
    const { server } = renderCancelPage(current, {
      [`GET ${ORDER_URL}`]: () => ({ body: current }),
      [`POST ${ORDER_URL}/cancel`]: () => {
        current = changed
        return { body: changed }
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Cancel the order' })).toBeTruthy()
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'found_cheaper' } })
    fireEvent.change(screen.getByLabelText('Details (optional)'), { target: { value: 'Saw it for less nearby' } })
    fireEvent.click(screen.getByRole('radio', { name: /To my wallet/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Send cancellation request' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your cancellation request has been sent'))
    expect(server.called(`POST ${ORDER_URL}/cancel`)[0]!.body).toEqual({ reason: 'found_cheaper', details: 'Saw it for less nearby', refund_to: 'wallet' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Order LL-10042' })).toBeTruthy()
    const timeline = await screen.findByRole('list', { name: 'Order timeline' })
    expect(within(timeline).getByText('Cancellation requested').closest('li')!.getAttribute('aria-current')).toBe('step')
    // The shopper's reason shows translated on the request, never as the server's raw note.
    expect(within(timeline).queryByText(/found_cheaper/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'Request cancellation' })).toBeNull()
  })

  it('cancels a new order at once, refund to the card by default', async () => {
    const order = makeOrder({ status: 'new_order', cancel_mode: 'immediate', events: [makeOrder().events[0]!] })
    const { server } = renderCancelPage(order, { [`POST ${ORDER_URL}/cancel`]: { body: { ...order, status: 'cancelled_order', cancel_mode: null } } })
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'ordered_by_mistake' } })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Your order has been cancelled'))
    expect(server.called(`POST ${ORDER_URL}/cancel`)[0]!.body).toEqual({ reason: 'ordered_by_mistake', details: '', refund_to: 'card' })
  })

  it('withdraws within the period: every line preselected, the reason optional, no card choice for a wallet-paid order', async () => {
    const order = makeOrder({
      status: 'delivered_order',
      cancel_mode: null,
      can_return: true,
      return_deadline: '2026-12-05T10:00:00.000Z',
      payment: { wallet_cents: 5897, gift_card_cents: 0, card_cents: 0, cod_cents: 0, transfer_cents: 0, transfer_paid_at: null, card: null, card_refund_only: false },
    })
    const { server } = renderCancelPage(order, { [`POST ${ORDER_URL}/return`]: { body: { ...order, status: 'request_return', can_return: false } } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw from contract' })).toBeTruthy()
    const reasons = [...((await screen.findByLabelText('Reason (optional)')) as HTMLSelectElement).options].map((o) => o.textContent)
    expect(reasons[0]).toBe('No reason given')
    expect(reasons).toContain('The product arrived damaged')
    expect(reasons).not.toContain('Delivery takes too long')
    expect(screen.queryByRole('radio')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('We have received your withdrawal'))
    expect(server.called(`POST ${ORDER_URL}/return`)[0]!.body).toEqual({
      reason: '',
      details: '',
      refund_to: 'card',
      iban: '',
      lines: [
        { line_id: 'var_rose', quantity: 2 },
        { line_id: 'var_clay', quantity: 1 },
      ],
    })
  })

  it('wants a reason before sending anything', async () => {
    const { server } = renderCancelPage(makeOrder())
    fireEvent.click(await screen.findByRole('button', { name: 'Send cancellation request' }))
    expect(await screen.findByText('Please choose a reason')).toBeTruthy()
    expect(server.called(`POST ${ORDER_URL}/cancel`)).toHaveLength(0)
  })

  it('shows a 409 as a message and stays on the form', async () => {
    renderCancelPage(makeOrder(), { [`POST ${ORDER_URL}/cancel`]: { status: 409, body: problem(409, 'order_request_pending', ORDER_MESSAGES.requestPending) } })
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'other' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send cancellation request' }))
    expect((await screen.findByText(ORDER_MESSAGES.requestPending)).getAttribute('role')).toBe('alert')
    expect(notify.success).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel the order' })).toBeTruthy()
  })

  it('says when the order can no longer be cancelled or withdrawn from', async () => {
    renderCancelPage(makeOrder({ status: 'shipped_order', cancel_mode: null, can_return: false }))
    expect(await screen.findByRole('heading', { name: 'This order can no longer be cancelled or withdrawn from' })).toBeTruthy()
    expect(screen.queryByLabelText('Reason')).toBeNull()
  })
})

describe('/trackorder', () => {
  const track = async (number: string, email: string) => {
    fireEvent.change(await screen.findByLabelText('Order number'), { target: { value: number } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } })
    fireEvent.click(screen.getByRole('button', { name: 'Track' }))
  }

  it('shows the status, the timeline and the lines of a matching order, to a guest too', async () => {
    const events = (['new_order', 'confirm_order', 'order_picked', 'order_recieved', 'shipped_order'] as const).map((status, i) => ({
      status,
      at: `2026-11-2${i}T10:00:00.000Z`,
      actor: 'staff' as const,
      note: '',
    }))
    const server = fakeServer({ 'POST /api/orders/track': { body: makeOrder({ status: 'shipped_order', cancel_mode: null, events }) } })
    renderRoute(<TrackOrderPage />, { pattern: '/trackorder', url: '/trackorder' })
    await track('ll-10042', 'Jana@Example.com')
    const found = await screen.findByRole('region', { name: 'Order LL-10042' })
    expect(within(found).getAllByText('Shipped').length).toBeGreaterThan(0)
    // Five steps done with their times, two still to come.
    const steps = within(screen.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem')
    expect(steps).toHaveLength(7)
    expect(steps.filter((step) => step.querySelector('time'))).toHaveLength(5)
    expect(screen.getByRole('link', { name: 'Rose Face Oil' })).toBeTruthy()
    expect(server.called('POST /api/orders/track')[0]!.body).toEqual({ number: 'LL-10042', email: 'Jana@Example.com' })
  })

  it('says it found nothing for a wrong pair, and asks to wait when rate limited', async () => {
    let answer = { status: 404, body: problem(404, 'not_found', ORDER_MESSAGES.notFound) }
    fakeServer({ 'POST /api/orders/track': () => answer })
    renderRoute(<TrackOrderPage />, { pattern: '/trackorder', url: '/trackorder' })
    await track('LL-99999', 'jana@example.com')
    expect(await screen.findByText('We could not find an order with this number and email')).toBeTruthy()
    answer = { status: 429, body: problem(429, 'rate_limited', 'Too many requests') }
    fireEvent.click(screen.getByRole('button', { name: 'Track' }))
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy()
  })

  it('checks the number and email before asking', async () => {
    const server = fakeServer({})
    renderRoute(<TrackOrderPage />, { pattern: '/trackorder', url: '/trackorder' })
    await track('#1', 'not-an-email')
    expect(await screen.findByText('Please enter the order number from your confirmation email')).toBeTruthy()
    expect(screen.getByText('Email is not valid')).toBeTruthy()
    expect(server.calls).toHaveLength(0)
  })
})
