import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readCheckout } from '../../features/checkout/checkout-state'
import { ADDRESS, fakeServer, problem, QUOTE, renderCheckout, signIn, startCheckout } from '../../features/checkout/test-utils'
import { Component as ShippingAddress } from './shipping-address'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const FREE = {
  ...QUOTE,
  subtotal_cents: 6100,
  discount_cents: 0,
  coupons: [],
  shipping_cents: 0,
  total_cents: 6100,
  shipping_options: QUOTE.shipping_options.map((o) => (o.code === 'standard' ? { ...o, cents: 0 } : o)),
}
const GERMANY = {
  ...FREE,
  country: 'DE',
  shipping_cents: 790,
  total_cents: 6890,
  shipping_options: [
    { code: 'standard', name: 'Standard delivery', carrier: 'gls', delivery_days: '3–6', price_cents: 790, free_from_cents: 7000, cents: 790 },
    { code: 'pickup_point', name: 'Pickup point', carrier: 'packeta', delivery_days: '2–4', price_cents: 390, free_from_cents: null, cents: 390 },
  ],
}

describe('/shippingaddress', () => {
  it('sends a guest without an email back to /checkout', async () => {
    fakeServer({ 'POST /api/checkout/quote': { body: QUOTE } })
    renderCheckout(<ShippingAddress />, { path: '/shippingaddress' })
    expect((await screen.findByTestId('landed')).textContent).toBe('/checkout')
  })

  it('checks a guest\'s address with the shared schema, field by field, and goes on to review', async () => {
    startCheckout({ email: 'guest@example.com' })
    fakeServer({ 'POST /api/checkout/quote': { body: QUOTE } })
    renderCheckout(<ShippingAddress />, { path: '/shippingaddress' })
    const go = await screen.findByRole('button', { name: 'Continue to review' })
    fireEvent.click(go)
    for (const text of ['Please fill first name', 'Please fill last name', 'Please fill street and number', 'Please fill city', 'Please fill country', 'Please enter a valid zip code']) {
      expect(await screen.findByText(text)).toBeTruthy()
    }
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true')
    expect(readCheckout().address).toBeNull()

    type('First name', 'Jana')
    type('Last name', 'Nováková')
    type('Street and descriptive number', 'Vinohradská 12')
    type('City', 'Praha')
    type('Zip code', '12')
    type('Country', 'CZ')
    fireEvent.click(go)
    expect(await screen.findByText('Please enter a valid zip code')).toBeTruthy()
    type('Zip code', '120 00')
    fireEvent.click(go)
    expect((await screen.findByTestId('landed')).textContent).toBe('/revieworder')
    expect(readCheckout().address).toEqual(ADDRESS)
  })

  it('offers standard and express with the quote\'s prices, "Free" when the quote says so, and requotes on a change', async () => {
    startCheckout({ email: 'guest@example.com' })
    const server = fakeServer({
      'POST /api/checkout/quote': (call) => {
        const method = (call.body as { shipping_method: string }).shipping_method
        return { body: method === 'express' ? { ...FREE, shipping_method: 'express', shipping_cents: 1290, total_cents: 7390 } : FREE }
      },
    })
    renderCheckout(<ShippingAddress />, { path: '/shippingaddress' })
    const standard = await screen.findByRole('radio', { name: /Standard delivery/ })
    const group = screen.getByRole('radiogroup', { name: 'Delivery to Czechia' })
    expect(await within(group).findByText('Free')).toBeTruthy()
    expect(within(group).getByText('$12.90')).toBeTruthy()
    expect((standard as HTMLInputElement).checked).toBe(true)

    fireEvent.click(screen.getByRole('radio', { name: /Express delivery/ }))
    expect(readCheckout().shipping_method).toBe('express')
    expect(await screen.findByText('$73.90')).toBeTruthy()
    expect(server.called('POST /api/checkout/quote').at(-1)!.body).toMatchObject({ shipping_method: 'express' })
  })

  it("shows the methods of the country picked in the form, with carrier and days, and says when it is not served", async () => {
    startCheckout({ email: 'guest@example.com', shipping_method: 'express' })
    const server = fakeServer({
      'POST /api/checkout/quote': (call) => {
        const country = (call.body as { country?: string }).country
        if (country === 'CA') return { status: 400, body: problem(400, 'shipping_country_unserved', 'We do not ship to this country yet') }
        if (country === 'DE') return { body: { ...GERMANY, shipping_method: 'standard' } }
        return { body: FREE }
      },
    })
    renderCheckout(<ShippingAddress />, { path: '/shippingaddress' })
    await screen.findByRole('radiogroup', { name: 'Delivery to Czechia' })
    type('Country', 'DE')
    const group = await screen.findByRole('radiogroup', { name: 'Delivery to Germany' })
    expect(await within(group).findByRole('radio', { name: /Pickup point/ })).toBeTruthy()
    expect(within(group).getByText('GLS · 3–6 business days')).toBeTruthy()
    expect(within(group).getByText('Free from $70.00')).toBeTruthy()
    expect(within(group).getByText('$3.90')).toBeTruthy()
    expect(server.called('POST /api/checkout/quote').at(-1)!.body).toMatchObject({ country: 'DE' })
    // Germany has no express here: the quote priced standard, and the choice follows it.
    await waitFor(() => expect(readCheckout().shipping_method).toBe('standard'))
    expect((within(group).getByRole('radio', { name: /Standard delivery/ }) as HTMLInputElement).checked).toBe(true)

    type('Country', 'CA')
    expect(await screen.findByText('We do not ship to Canada yet. Please choose another country.')).toBeTruthy()
    expect(screen.queryByRole('radio', { name: /Pickup point/ })).toBeNull()
  })

  it('lets a signed-in shopper ship to a saved address, the default chosen first', async () => {
    signIn()
    const saved = [
      { ...ADDRESS, id: 'adr_aaaaaaaaaaaaaaaa', is_default: false, created_at: '2026-11-01T00:00:00.000Z' },
      { ...ADDRESS, id: 'adr_bbbbbbbbbbbbbbbb', street: 'Dlouhá 5', is_default: true, created_at: '2026-11-02T00:00:00.000Z' },
    ]
    fakeServer({ 'POST /api/checkout/quote': { body: QUOTE }, 'GET /auth/user-address': { body: { message: '', data: saved } } })
    renderCheckout(<ShippingAddress />, { path: '/shippingaddress' })
    const dlouha = await screen.findByRole('radio', { name: /Dlouhá 5/ })
    expect((dlouha as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('radio', { name: /Vinohradská 12/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }))
    expect((await screen.findByTestId('landed')).textContent).toBe('/revieworder')
    expect(readCheckout()).toMatchObject({ address: ADDRESS, address_id: 'adr_aaaaaaaaaaaaaaaa' })
  })

  it('asks for a country from the list before shipping to an address saved with a typed one', async () => {
    signIn()
    const saved = [{ ...ADDRESS, country: 'Bohemia', id: 'adr_aaaaaaaaaaaaaaaa', is_default: true, created_at: '2026-11-01T00:00:00.000Z' }]
    fakeServer({ 'POST /api/checkout/quote': { body: QUOTE }, 'GET /auth/user-address': { body: { message: '', data: saved } } })
    renderCheckout(<ShippingAddress />, { path: '/shippingaddress' })
    expect(await screen.findByRole('radio', { name: /Bohemia/ })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Continue to review' }))
    expect(await screen.findByText(/This address has no country from our list yet/)).toBeTruthy()
    expect(screen.queryByTestId('landed')).toBeNull()
    expect(readCheckout().address).toBeNull()
  })

  it('stays an address chooser for a signed-in shopper with an empty cart (the account area links here)', async () => {
    signIn()
    const saved = [{ ...ADDRESS, id: 'adr_aaaaaaaaaaaaaaaa', is_default: true, created_at: '2026-11-01T00:00:00.000Z' }]
    const empty = { ...QUOTE, lines: [], item_count: 0, subtotal_cents: 0, coupons: [], discount_cents: 0, total_cents: 0 }
    fakeServer({ 'POST /api/checkout/quote': { body: empty }, 'GET /auth/user-address': { body: { message: '', data: saved } } })
    renderCheckout(<ShippingAddress />, { path: '/shippingaddress' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping address' })).toBeTruthy()
    expect(await screen.findByRole('radio', { name: /Vinohradská 12/ })).toBeTruthy()
    expect(await screen.findByText(/Your cart is empty/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue to review' })).toBeNull()
  })
})
