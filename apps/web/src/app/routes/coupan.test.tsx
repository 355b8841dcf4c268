import type { CouponOffer } from '@shop/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../lib/toast'
import { readCheckout } from '../../features/checkout/checkout-state'
import { ADDRESS, fakeServer, renderCheckout, startCheckout } from '../../features/checkout/test-utils'
import { Component as Coupan } from './coupan'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  sessionStorage.clear()
})

const OFFERS: CouponOffer[] = [
  { code: 'GET15', currency: 'USD', kind: 'fixed', value: 1500, min_order_cents: 3000, expires_at: null, stackable: false, personal: false, uses_left: null, description: '$15 off orders from $30' },
  { code: 'WELCOME10', currency: 'USD', kind: 'percent', value: 10, min_order_cents: 0, expires_at: '2027-03-31T00:00:00.000Z', stackable: false, personal: false, uses_left: 1, description: '10% off your first order' },
]

describe('/coupan', () => {
  it('lists what each code gives, its minimum, expiry and uses left, asking in the shopper\'s language', async () => {
    const server = fakeServer({ 'GET /api/coupons': { body: { data: OFFERS } } })
    renderCheckout(<Coupan />, { path: '/coupan' })
    expect(await screen.findByText('$15 off')).toBeTruthy()
    expect(screen.getByText('10% off')).toBeTruthy()
    const get15 = screen.getByText('GET15').closest('article')!
    expect(within(get15).getByText('Minimum order $30.00')).toBeTruthy()
    expect(within(get15).getByText('No expiry date')).toBeTruthy()
    const welcome = screen.getByText('WELCOME10').closest('article')!
    expect(within(welcome).getByText('Valid until Mar 31, 2027')).toBeTruthy()
    expect(within(welcome).getByText('1 use left')).toBeTruthy()
    expect(server.called('GET /api/coupons')[0]!.query.get('lang')).toBe('en')
  })

  it('puts a code on the running checkout and goes to the review', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    fakeServer({ 'GET /api/coupons': { body: { data: OFFERS } } })
    renderCheckout(<Coupan />, { path: '/coupan' })
    fireEvent.click(await screen.findByRole('button', { name: 'Apply the code WELCOME10' }))
    expect((await screen.findByTestId('landed')).textContent).toBe('/revieworder')
    expect(readCheckout().coupons).toEqual(['WELCOME10'])
  })

  it('copies the code when no checkout is running', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    fakeServer({ 'GET /api/coupons': { body: { data: OFFERS } } })
    renderCheckout(<Coupan />, { path: '/coupan' })
    fireEvent.click(await screen.findByRole('button', { name: 'Apply the code GET15' }))
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith('Code GET15 copied'))
    expect(writeText).toHaveBeenCalledWith('GET15')
    expect(readCheckout().coupons).toEqual([])
  })
})
