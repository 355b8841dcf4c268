import type { Cart } from '@shop/domain'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cartLine, cartOf, fakeServer, problem, renderWithApp } from '../../features/cart/test-utils'
import { i18n } from '../../lib/i18n'
import { notify } from '../../lib/toast'
import { Component as CartPage } from './cart'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const ROSE = cartLine({ quantity: 2 })
const ALOE = cartLine({ product_id: 'prd_aloe0001', name: 'Aloe Gel', brand: 'Verde', size: { value: 200, unit: 'ml' }, unit_price_cents: 950, seen_price_cents: 800, notices: ['price_up'] })
const MASK = cartLine({ product_id: 'prd_clay0001', name: 'Clay Mask', brand: 'Terra', stock: 0, notices: ['out_of_stock'] })

/** A cart server: GET answers the current cart; PATCH and DELETE change it as the real one would. */
function cartServer(initial: Cart) {
  let cart = initial
  const change = (next: Cart, message: string) => {
    cart = next
    return { body: { ...cart, message } }
  }
  return fakeServer({
    'GET /api/cart': () => ({ body: cart }),
    'PATCH /api/cart/var_rose0001': (call) => {
      const { quantity } = call.body as { quantity: number }
      return change(cartOf(cart.items.map((l) => (l.product_id === 'prd_rose0001' ? cartLine({ ...l, quantity, buyable_quantity: undefined, line_total_cents: undefined, notices: [] }) : l))), 'Cart updated')
    },
    'PATCH /api/cart/var_aloe0001': (call) => {
      const { quantity } = call.body as { quantity: number }
      return change(cartOf(cart.items.map((l) => (l.product_id === 'prd_aloe0001' ? { ...l, quantity, seen_price_cents: l.unit_price_cents, notices: [] } : l))), 'Cart updated')
    },
    'DELETE /api/cart/var_rose0001': () => change(cartOf(cart.items.filter((l) => l.product_id !== 'prd_rose0001')), 'Item removed from cart'),
    'DELETE /api/cart/var_clay0001': () => change(cartOf(cart.items.filter((l) => l.product_id !== 'prd_clay0001')), 'Item removed from cart'),
  })
}

const lineOf = (name: string) => screen.getByRole('link', { name }).closest('li')!

describe('cart page', () => {
  it('shows each line with picture link, size, unit price, quantity and total, the notices and the subtotal', async () => {
    const server = cartServer(cartOf([ROSE, ALOE, MASK]))
    renderWithApp(<CartPage />, { url: '/cart' })

    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeTruthy()
    await screen.findByRole('region', { name: 'Order summary' })
    expect(server.called('GET /api/cart')[0]!.query.get('lang')).toBe('en')
    expect(screen.getByText('3 items', { selector: 'header p' })).toBeTruthy()

    const rose = lineOf('Rose Night Cream')
    expect(screen.getByRole('link', { name: 'Rose Night Cream' }).getAttribute('href')).toBe('/productdetails/prd_rose0001')
    expect(rose.querySelector('img')!.getAttribute('src')).toBe('/media/products/prd_rose0001.svg')
    expect(within(rose).getByText('$24.00 each')).toBeTruthy()
    expect(within(rose).getByText('50 ml')).toBeTruthy()
    expect(within(rose).getByText('$48.00')).toBeTruthy()
    expect(within(within(rose).getByRole('group', { name: 'Quantity of Rose Night Cream' })).getByText('2')).toBeTruthy()

    const aloe = lineOf('Aloe Gel')
    expect(within(aloe).getByText('The price went up from $8.00 to $9.50.')).toBeTruthy()
    const mask = lineOf('Clay Mask')
    expect(within(mask).getByText('Sold out: this product cannot be ordered right now.')).toBeTruthy()
    // Nothing of it is bought: no total, no stepper.
    expect(within(mask).queryByText(/Line total/)).toBeNull()
    expect(within(mask).queryByRole('group')).toBeNull()

    const summary = screen.getByRole('region', { name: 'Order summary' })
    expect(within(summary).getByText('$57.50')).toBeTruthy()
    expect(within(summary).getByText('Your order ships free with standard delivery.')).toBeTruthy()
    expect(within(summary).getByText('Some products changed since you added them: please check the notes beside them.')).toBeTruthy()
    expect(within(summary).getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe('/checkout')
  })

  it('says "Loading..." until the cart arrives', async () => {
    let answer: (r: Response) => void = () => {}
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))))
    renderWithApp(<CartPage />, { url: '/cart' })
    expect(await screen.findByText('Loading...')).toBeTruthy()
    answer(new Response(JSON.stringify(cartOf([ROSE])), { status: 200 }))
    expect(await screen.findByRole('link', { name: 'Rose Night Cream' })).toBeTruthy()
    expect(screen.queryByText('Loading...')).toBeNull()
  })

  it('tells how much more ships free', async () => {
    cartServer(cartOf([cartLine()]))
    renderWithApp(<CartPage />, { url: '/cart' })
    expect(await screen.findByText('Add $26.00 more for free standard shipping')).toBeTruthy()
  })

  it('shows a Czech cart in crowns, including VAT, with the crown free-shipping line; no hint where shipping is never free', async () => {
    cartServer(cartOf([cartLine({ unit_price_cents: 44900, seen_price_cents: 44900, seen_currency: 'CZK' })], { currency: 'CZK', country: 'CZ', tax_mode: 'included', free_shipping_from_cents: 114900 }))
    renderWithApp(<CartPage />, { url: '/cart' })
    expect(await screen.findByText('Add CZK 700 more for free standard shipping')).toBeTruthy()
    expect(screen.getByText('incl. VAT, plus shipping')).toBeTruthy()
    expect(screen.queryByText(/\$/)).toBeNull()
  })

  it('gives no free-shipping hint and no VAT wording for an export cart', async () => {
    cartServer(cartOf([cartLine()], { country: 'US', free_shipping_from_cents: null }))
    renderWithApp(<CartPage />, { url: '/cart' })
    expect(await screen.findAllByText('$24.00')).not.toHaveLength(0)
    expect(screen.queryByText(/free standard shipping/)).toBeNull()
    expect(screen.queryByText(/VAT/)).toBeNull()
  })

  it('changes a quantity through the server and shows its answer', async () => {
    const server = cartServer(cartOf([ROSE]))
    renderWithApp(<CartPage />, { url: '/cart' })
    const stepper = await screen.findByRole('group', { name: 'Quantity of Rose Night Cream' })
    fireEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }))
    await waitFor(() => expect(within(lineOf('Rose Night Cream')).getByText('$72.00')).toBeTruthy())
    expect(server.called('PATCH /api/cart/var_rose0001').map((c) => c.body)).toEqual([{ quantity: 3 }])
    expect(server.called('PATCH /api/cart/var_rose0001')[0]!.query.get('lang')).toBe('en')
    expect(within(stepper).getByText('3')).toBeTruthy()
    // The answer became the cart: no second GET.
    expect(server.called('GET /api/cart')).toHaveLength(1)
    fireEvent.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }))
    await waitFor(() => expect(server.called('PATCH /api/cart/var_rose0001').at(-1)!.body).toEqual({ quantity: 2 }))
  })

  it('accepts a new price with OK, which sends the same quantity again', async () => {
    const server = cartServer(cartOf([ALOE]))
    renderWithApp(<CartPage />, { url: '/cart' })
    fireEvent.click(await screen.findByRole('button', { name: 'OK, accept the change for Aloe Gel' }))
    await waitFor(() => expect(screen.queryByText('The price went up from $8.00 to $9.50.')).toBeNull())
    expect(server.called('PATCH /api/cart/var_aloe0001').map((c) => c.body)).toEqual([{ quantity: 1 }])
  })

  it('says when the quantity was cut to the stock and shows what can be bought', async () => {
    cartServer(cartOf([cartLine({ quantity: 5, stock: 2, notices: ['reduced_to_stock'] })]))
    renderWithApp(<CartPage />, { url: '/cart' })
    expect(await screen.findByText('Only 2 left: the quantity was reduced to 2.')).toBeTruthy()
    const stepper = screen.getByRole('group', { name: 'Quantity of Rose Night Cream' })
    expect(within(stepper).getByText('2')).toBeTruthy()
    expect((within(stepper).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('removes a line and confirms it', async () => {
    const server = cartServer(cartOf([ROSE, ALOE]))
    renderWithApp(<CartPage />, { url: '/cart' })
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Rose Night Cream from the cart' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Rose Night Cream' })).toBeNull())
    expect(server.called('DELETE /api/cart/var_rose0001')).toHaveLength(1)
    expect(notify.success).toHaveBeenCalledWith('Item removed from cart')
    expect(screen.getByRole('link', { name: 'Aloe Gel' })).toBeTruthy()
  })

  it('offers only "Remove" for a sold-out line, and no checkout when nothing can be bought', async () => {
    const server = cartServer(cartOf([MASK]))
    renderWithApp(<CartPage />, { url: '/cart' })
    await screen.findByText('None of these products can be ordered right now.')
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).toBeNull()
    expect((screen.getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getAllByRole('button', { name: 'Remove Clay Mask from the cart' })).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Remove Clay Mask from the cart' }))
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
    expect(server.called('DELETE /api/cart/var_clay0001')).toHaveLength(1)
  })

  it('shows an empty cart with a way to the shop', async () => {
    cartServer(cartOf([]))
    renderWithApp(<CartPage />, { url: '/cart' })
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/categoryoverview')
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull()
  })

  it('shows a failed load with a retry, and a failed change as a toast', async () => {
    let fail = true
    const server = fakeServer({
      'GET /api/cart': () => (fail ? { status: 500, body: problem(500, 'internal', 'Internal Server Error') } : { body: cartOf([ROSE]) }),
      'PATCH /api/cart/var_rose0001': { status: 409, body: problem(409, 'out_of_stock', 'This product is out of stock') },
    })
    renderWithApp(<CartPage />, { url: '/cart' })
    const retry = await screen.findByRole('button', { name: 'Try again' })
    fail = false
    fireEvent.click(retry)
    const stepper = await screen.findByRole('group', { name: 'Quantity of Rose Night Cream' })
    fireEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('This product is out of stock.'))
    // The cart may have moved on: it is read again.
    await waitFor(() => expect(server.called('GET /api/cart').length).toBeGreaterThanOrEqual(3))
  })

  it('speaks the shopper language and asks the server for translated lines', async () => {
    const server = cartServer(cartOf([ROSE]))
    await act(() => i18n.changeLanguage('cs'))
    try {
      renderWithApp(<CartPage />, { url: '/cart' })
      expect(await screen.findByRole('heading', { level: 1, name: 'Váš košík' })).toBeTruthy()
      expect(server.called('GET /api/cart')[0]!.query.get('lang')).toBe('cz')
      expect((await screen.findByRole('link', { name: 'Pokračovat k pokladně' })).getAttribute('href')).toBe('/checkout')
      // Money in the Czech number format.
      expect(screen.getByText('24,00 US$ za kus')).toBeTruthy()
    } finally {
      await act(() => i18n.changeLanguage('en'))
    }
  })
})
