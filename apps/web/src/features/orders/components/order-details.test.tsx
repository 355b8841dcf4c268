import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, makeOrder, ORDER_ID, renderRoute } from '../test-utils'
import { OrderDetails } from './order-details'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('order view', () => {
  it('shows the timeline in order with date and time, then the steps still to come', async () => {
    fakeServer({})
    renderRoute(<OrderDetails order={makeOrder()} />)
    const timeline = await screen.findByRole('list', { name: 'Order timeline' })
    const steps = within(timeline).getAllByRole('listitem')
    expect(steps.map((s) => s.querySelector('p')!.textContent!.replace(/ \(still to come\)$/, ''))).toEqual([
      'Order placed',
      'Confirmed',
      'Picked and packed',
      'Handed to the carrier',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ])
    expect(steps[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-20T09:15:00.000Z')
    expect(steps[0]!.textContent).toMatch(/Nov 20, 2026.*by you/)
    expect(steps[1]!.textContent).toContain('by the shop')
    expect(steps[1]!.getAttribute('aria-current')).toBe('step')
    expect(steps[2]!.querySelector('time')).toBeNull()
  })

  it('shows lines, totals, payment and address', async () => {
    fakeServer({})
    renderRoute(<OrderDetails order={makeOrder({ coupons: [{ code: 'GET15', amount_cents: 1500 }], discount_cents: 1500 })} />)
    const items = await screen.findByRole('region', { name: '3 items' })
    expect(within(items).getByRole('link', { name: 'Rose Face Oil' }).getAttribute('href')).toBe('/productdetails/prd_rose')
    expect(within(items).getByText('2 × $18.99')).toBeTruthy()
    // The size bought (decision 029).
    expect(within(items).getByText('30 ml')).toBeTruthy()
    const summary = screen.getByRole('region', { name: 'Summary' })
    expect(within(summary).getByText('Coupon GET15')).toBeTruthy()
    expect(within(summary).getByText('−$15.00')).toBeTruthy()
    expect(within(summary).getByText('Free')).toBeTruthy()
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(within(payment).getByText('Visa •••• 4242')).toBeTruthy()
    expect(within(payment).getByText('$48.97')).toBeTruthy()
    expect(within(payment).getByText('Wallet')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Delivery address' })).getByText(/Vinohradská 12/)).toBeTruthy()
  })

  it("names the address's country (addresses store its ISO code)", async () => {
    fakeServer({})
    const order = makeOrder({})
    renderRoute(<OrderDetails order={{ ...order, shipping_address: { ...order.shipping_address, country: 'DE' } }} />)
    const address = await screen.findByRole('region', { name: 'Delivery address' })
    expect(within(address).getByText(/Germany/)).toBeTruthy()
    expect(within(address).queryByText(/\bDE\b/)).toBeNull()
  })

  it.each([
    ['immediate' as const, false, 'Cancel order'],
    ['request' as const, false, 'Request cancellation'],
    [null, true, 'Withdraw from contract'],
  ])('offers the action for cancel_mode %s / can_return %s', async (cancel_mode, can_return, label) => {
    fakeServer({})
    const status = can_return ? 'delivered_order' : cancel_mode === 'immediate' ? 'new_order' : 'confirm_order'
    renderRoute(<OrderDetails order={makeOrder({ status, cancel_mode, can_return, return_deadline: can_return ? '2026-12-05T10:00:00.000Z' : null })} />)
    const link = await screen.findByRole('link', { name: label })
    expect(link.getAttribute('href')).toBe(`/cancelorder/${ORDER_ID}`)
    const others = ['Cancel order', 'Request cancellation', 'Withdraw from contract'].filter((l) => l !== label)
    for (const other of others) expect(screen.queryByRole('link', { name: other })).toBeNull()
    if (can_return) expect(screen.getByText('You can withdraw without giving a reason until Dec 5, 2026.')).toBeTruthy()
  })

  it('offers nothing once the order has shipped', async () => {
    fakeServer({})
    renderRoute(<OrderDetails order={makeOrder({ status: 'shipped_order', cancel_mode: null, can_return: false })} />)
    await screen.findByRole('list', { name: 'Order timeline' })
    expect(screen.queryByRole('link', { name: /Cancel|cancellation|Withdraw/ })).toBeNull()
  })

  it("shows a request and the shop's answer", async () => {
    fakeServer({})
    const order = makeOrder({
      status: 'cancel_reject',
      cancel_mode: null,
      requests: [
        { id: 'orq_1', kind: 'cancel', reason: 'changed_mind', details: '', refund_to: 'wallet', status: 'rejected', created_at: '2026-11-20T12:00:00.000Z', decided_at: '2026-11-20T13:00:00.000Z', note: 'Already packed', withdrawal: null, refusal: null },
      ],
    })
    renderRoute(<OrderDetails order={order} />)
    const requests = await screen.findByRole('region', { name: 'Your requests' })
    expect(within(requests).getByText('Declined')).toBeTruthy()
    expect(within(requests).getByText(/Reason: I changed my mind/)).toBeTruthy()
    expect(within(requests).getByText('The shop’s note: Already packed')).toBeTruthy()
  })

})
