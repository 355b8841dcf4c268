import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCheckout } from '../../features/checkout/checkout-state'
import { fakeServer, QUOTE, renderCheckout, signIn } from '../../features/checkout/test-utils'
import { Component as Checkout } from './checkout'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

const quoteRoute = { 'POST /api/checkout/quote': { body: QUOTE } }

describe('/checkout', () => {
  it('offers a guest SPEC\'s "Guest Checkout" / "Fast Checkout" with an email checked by the shared schema', async () => {
    fakeServer(quoteRoute)
    renderCheckout(<Checkout />, { path: '/checkout' })
    expect(await screen.findByRole('heading', { name: 'Guest Checkout' })).toBeTruthy()
    const fast = screen.getByRole('button', { name: 'Fast Checkout' })

    fireEvent.click(fast)
    expect(await screen.findByText('Please enter your email address')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } })
    fireEvent.click(fast)
    expect(await screen.findByText('Email is not valid')).toBeTruthy()
    expect(readCheckout().email).toBeNull()

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' guest@example.com ' } })
    fireEvent.click(fast)
    expect((await screen.findByTestId('landed')).textContent).toBe('/shippingaddress')
    expect(readCheckout().email).toBe('guest@example.com')
  })

  it('links a guest to sign in and come back to the checkout', async () => {
    fakeServer(quoteRoute)
    const { router } = renderCheckout(<Checkout />, { path: '/checkout' })
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in' }))
    expect((await screen.findByTestId('landed')).textContent).toBe('/login')
    expect(router.location().state).toEqual({ from: '/checkout' })
  })

  it('lets a signed-in shopper continue by name, straight to the address step', async () => {
    signIn('Jana')
    fakeServer(quoteRoute)
    renderCheckout(<Checkout />, { path: '/checkout' })
    fireEvent.click(await screen.findByRole('button', { name: 'Continue as Jana' }))
    expect((await screen.findByTestId('landed')).textContent).toBe('/shippingaddress')
    expect(screen.queryByLabelText('Email')).toBeNull()
  })

  it('shows the quote\'s totals beside the step and says so when the cart is empty', async () => {
    fakeServer(quoteRoute)
    renderCheckout(<Checkout />, { path: '/checkout' })
    expect(await screen.findByTestId('order-total')).toHaveProperty('textContent', '$50.99')

    vi.unstubAllGlobals()
    fakeServer({ 'POST /api/checkout/quote': { body: { ...QUOTE, lines: [], item_count: 0, subtotal_cents: 0, total_cents: 0, coupons: [], discount_cents: 0 } } })
    renderCheckout(<Checkout />, { path: '/checkout' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeTruthy()
  })
})
