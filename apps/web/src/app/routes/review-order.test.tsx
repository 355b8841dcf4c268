import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCheckout } from '../../features/checkout/checkout-state'
import { ADDRESS, fakeServer, QUOTE, renderCheckout, startCheckout, type FakeCall } from '../../features/checkout/test-utils'
import { Component as ReviewOrder } from './review-order'

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

const NO_COUPON = { ...QUOTE, coupons: [], discount_cents: 0, total_cents: 6599 }

/** The quote as the server would answer for the codes asked: GET15 applies, SPRING5 has expired. */
function quoteFor(call: FakeCall) {
  const codes = (call.body as { coupons: string[] }).coupons
  const applied = codes.includes('GET15') ? QUOTE.coupons : []
  const rejected = codes.filter((c) => c !== 'GET15').map((code) => ({ code, reason: 'expired' as const }))
  return { body: { ...(applied.length ? QUOTE : NO_COUPON), rejected_coupons: rejected } }
}

describe('/revieworder', () => {
  it('sends a shopper without an address back to the address step', async () => {
    startCheckout({ email: 'guest@example.com' })
    fakeServer({ 'POST /api/checkout/quote': { body: QUOTE } })
    renderCheckout(<ReviewOrder />, { path: '/revieworder' })
    expect((await screen.findByTestId('landed')).textContent).toBe('/shippingaddress')
  })

  it('shows the lines and the quote\'s totals: subtotal, each coupon, discount, shipping, total', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS, coupons: ['GET15'] })
    fakeServer({ 'POST /api/checkout/quote': quoteFor })
    renderCheckout(<ReviewOrder />, { path: '/revieworder' })
    const dl = await screen.findByLabelText('Order totals')
    const row = (term: string) => within(dl).getByText(term).parentElement!.querySelector('dd')!.textContent
    expect(row('Subtotal')).toBe('$61.00')
    expect(row('Discount')).toBe('−$15.00')
    expect(row('Code GET15')).toBe('−$15.00')
    expect(row('Shipping (Standard delivery)')).toBe('$4.99')
    expect(row('Total')).toBe('$50.99')
    expect(screen.getByRole('link', { name: 'Rose Face Oil' })).toBeTruthy()
    expect(screen.getByText('2 × $24.50')).toBeTruthy()
    expect(screen.getByText('guest@example.com')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See available coupons' }).getAttribute('href')).toBe('/coupan')
  })

  it('applies a code only when the quote applies it, and shows a rejected code\'s reason in words', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS })
    const server = fakeServer({ 'POST /api/checkout/quote': quoteFor })
    renderCheckout(<ReviewOrder />, { path: '/revieworder' })
    const field = await screen.findByLabelText('Code')
    await screen.findByText('$65.99')

    fireEvent.change(field, { target: { value: 'spring5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('This code has expired.')).toBeTruthy()
    expect(server.called('POST /api/checkout/quote').at(-1)!.body).toMatchObject({ coupons: ['SPRING5'], email: 'guest@example.com' })
    expect(readCheckout().coupons).toEqual([])

    fireEvent.change(field, { target: { value: 'get15' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByRole('button', { name: 'Remove the code GET15' })).toBeTruthy()
    expect(readCheckout().coupons).toEqual(['GET15'])
    expect(await screen.findByText('$50.99')).toBeTruthy()
  })

  it('refuses a malformed code in the browser and lists a code that stopped applying with its reason', async () => {
    startCheckout({ email: 'guest@example.com', address: ADDRESS, coupons: ['OLD10'] })
    const server = fakeServer({ 'POST /api/checkout/quote': quoteFor })
    renderCheckout(<ReviewOrder />, { path: '/revieworder' })
    const alert = await screen.findByText(/OLD10/)
    expect(alert.closest('li')!.textContent).toContain('This code has expired.')
    const asked = server.calls.length

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'no spaces!' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Coupon code is not valid')).toBeTruthy()
    expect(server.calls.length).toBe(asked)

    fireEvent.click(screen.getByRole('button', { name: 'Remove the code OLD10' }))
    expect(readCheckout().coupons).toEqual([])
  })
})
