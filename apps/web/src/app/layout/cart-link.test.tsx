import { CART_MESSAGES } from '@shop/domain'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { storeSession } from '../../lib/session'
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button'
import { cartLine, cartOf, fakeServer, renderWithApp } from '../../features/cart/test-utils'
import { CartLink } from './cart-link'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('header cart link', () => {
  it('shows the number of units that can be bought, in its accessible name too', async () => {
    fakeServer({ 'GET /api/cart': { body: cartOf([cartLine({ quantity: 2 }), cartLine({ product_id: 'prd_b', quantity: 1 })]) } })
    renderWithApp(<CartLink />)
    const link = await screen.findByRole('link', { name: 'Cart, 3 items' })
    expect(link.getAttribute('href')).toBe('/cart')
    expect(link.textContent).toBe('3')
  })

  it('shows no badge for an empty cart', async () => {
    const server = fakeServer({ 'GET /api/cart': { body: cartOf([]) } })
    renderWithApp(<CartLink />)
    await waitFor(() => expect(server.called('GET /api/cart')).toHaveLength(1))
    expect(screen.getByRole('link', { name: 'Cart' }).textContent).toBe('')
  })

  it('counts up as soon as something is added, without reading the cart again', async () => {
    const server = fakeServer({
      'GET /api/cart': { body: cartOf([cartLine({ quantity: 1 })]) },
      'POST /api/cart': { body: { ...cartOf([cartLine({ quantity: 3 })]), message: CART_MESSAGES.added } },
    })
    renderWithApp(
      <>
        <CartLink />
        <AddToCartButton productId="prd_rose0001" name="Rose Night Cream" stock={12} />
      </>,
    )
    await screen.findByRole('link', { name: 'Cart, 1 item' })
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy()
    expect(server.called('GET /api/cart')).toHaveLength(1)
  })

  it('reads the cart again after signing in, when the server merges the guest cart', async () => {
    const server = fakeServer({
      'GET /api/cart': (call) => ({ body: cartOf(call.headers.get('authorization') ? [cartLine({ quantity: 4 })] : [cartLine({ quantity: 1 })]) }),
    })
    renderWithApp(<CartLink />)
    await screen.findByRole('link', { name: 'Cart, 1 item' })
    act(() => storeSession({ access: 'tok_jana', username: 'Jana' }))
    expect(await screen.findByRole('link', { name: 'Cart, 4 items' })).toBeTruthy()
    expect(server.called('GET /api/cart').map((c) => c.headers.get('authorization'))).toEqual([null, 'Bearer tok_jana'])
  })
})
