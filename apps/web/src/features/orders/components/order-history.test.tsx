import type { OrderSummary } from '@shop/domain'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, renderRoute } from '../test-utils'
import { OrderHistory } from './order-history'

afterEach(() => {
  vi.unstubAllGlobals()
})

const summary = (n: number, status: OrderSummary['status'], changes: Partial<OrderSummary> = {}): OrderSummary => ({
  id: `ord_${String(n).padStart(16, 'a')}`,
  number: `LL-1004${n}`,
  status,
  created_at: '2026-11-20T09:15:00.000Z',
  item_count: n,
  total_cents: 1000 * n + 99,
  currency: 'USD',
  ...changes,
})

const pager = (totalPages: number) => <p>pages: {totalPages}</p>

describe('order history', () => {
  it('lists orders with proper status words, items, totals and links to each order', async () => {
    const server = fakeServer({
      'GET /api/orders': {
        body: { data: [summary(1, 'dispatched_order'), summary(2, 'request_cancel'), summary(3, 'order_recieved')], total: 3, page: 1 },
      },
    })
    renderRoute(<OrderHistory page={1} pager={pager} />)
    const list = await screen.findByRole('list', { name: 'Your orders' })
    const rows = within(list).getAllByRole('link')
    expect(rows).toHaveLength(3)
    expect(within(rows[0]!).getByText('Out for delivery')).toBeTruthy()
    expect(within(rows[0]!).getByText('Order LL-10041')).toBeTruthy()
    expect(rows[0]!.textContent).toContain('1 item')
    expect(rows[0]!.textContent).toContain('$10.99')
    expect(rows[0]!.getAttribute('href')).toBe('/individualorderview/ord_aaaaaaaaaaaaaaa1')
    expect(within(rows[1]!).getByText('Cancellation requested')).toBeTruthy()
    expect(rows[1]!.textContent).toContain('2 items')
    expect(within(rows[2]!).getByText('Handed to the carrier')).toBeTruthy()
    expect(screen.queryByText(/order_recieved|dispatched_order/)).toBeNull()
    expect(screen.getByText('3 orders')).toBeTruthy()
    expect(server.called('GET /api/orders')[0]!.query.get('page')).toBe('1')
  })

  it('asks for the page it shows and hands the page count on', async () => {
    const server = fakeServer({ 'GET /api/orders': { body: { data: [summary(1, 'new_order')], total: 41, page: 3 } } })
    renderRoute(<OrderHistory page={3} pager={pager} />)
    expect(await screen.findByText('pages: 3')).toBeTruthy()
    expect(server.called('GET /api/orders')[0]!.query.get('page')).toBe('3')
  })

  it('leads to the shop when there are no orders yet', async () => {
    fakeServer({ 'GET /api/orders': { body: { data: [], total: 0, page: 1 } } })
    renderRoute(<OrderHistory page={1} pager={pager} />)
    expect(await screen.findByText('No orders yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/categoryoverview')
  })
})
