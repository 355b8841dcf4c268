import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCheckout } from '../../features/checkout/checkout-state'
import { ADDRESS, fakeServer, ORDER, renderCheckout, signIn, startCheckout } from '../../features/checkout/test-utils'
import { Component as ConfirmOrder } from './confirm-order'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('/confirmorder', () => {
  it('thanks a guest with the number, the email, the lines, the totals and the card paid, and links to tracking', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS, coupons: ['GET15'], attempt_key: 'k'.repeat(20), placed: ORDER })
    fakeServer({})
    renderCheckout(<ConfirmOrder />, { path: `/confirmorder?order=${ORDER.id}` })
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeTruthy()
    expect(screen.getByTestId('order-number').textContent).toBe('NL-7KX2M9PQ')
    expect(screen.getByText('We sent a confirmation to guest@example.com.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Rose Face Oil' })).toBeTruthy()
    expect(screen.getByTestId('order-total').textContent).toBe('$50.99')
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(within(payment).getByText('Visa •••• 4242')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Track order' }).getAttribute('href')).toBe('/trackorder')
    expect(screen.queryByRole('link', { name: 'View order' })).toBeNull()
    // The checkout is over: the next one starts afresh, the order stays for this page. (The reset
    // runs in an effect after the page shows: on a loaded machine that can come a moment later.)
    await waitFor(() => expect(readCheckout()).toMatchObject({ address: null, coupons: [], attempt_key: null, email: null, placed: ORDER }))
  })

  it('reads the order back for a signed-in shopper after a reload, with wallet and card, and links to the order', async () => {
    signIn()
    const order = { ...ORDER, email: 'jana@example.com', payment: { ...ORDER.payment, wallet_cents: 1250, card_cents: 3849 } }
    fakeServer({ [`GET /api/orders/${ORDER.id}`]: { body: order } })
    renderCheckout(<ConfirmOrder />, { path: `/confirmorder?order=${ORDER.id}` })
    expect(await screen.findByText('We sent a confirmation to jana@example.com.')).toBeTruthy()
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(within(payment).getByText('Wallet').nextElementSibling!.textContent).toBe('$12.50')
    expect(within(payment).getByText('Visa •••• 4242').nextElementSibling!.textContent).toBe('$38.49')
    const view = screen.getByRole('link', { name: 'View order' })
    expect(view.getAttribute('href')).toBe(`/individualorderview/${ORDER.id}`)
    fireEvent.click(view)
    expect((await screen.findByTestId('landed')).textContent).toBe(`/individualorderview/${ORDER.id}`)
  })

  it('sends a visitor with no order to the cart', async () => {
    fakeServer({})
    renderCheckout(<ConfirmOrder />, { path: '/confirmorder' })
    expect((await screen.findByTestId('landed')).textContent).toBe('/cart')
  })
})
