import { CART_MESSAGES, WISHLIST_MESSAGES, type Wishlist } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cartLine, cartOf, fakeServer, renderWithApp } from '../../features/cart/test-utils'
import { productSummary } from '../../features/catalog/components/fixtures'
import { loadCatalogTexts } from '../../features/catalog/components/test-utils'
import { notify } from '../../lib/toast'
import { Component as WishlistPage } from './wishlist'

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

beforeEach(() => loadCatalogTexts('en'))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const SHAMPOO = { ...productSummary(), added_at: '2026-11-20T10:00:00.000Z' }
const SERUM = { ...productSummary({ id: 'prd_serum0001', name: 'Sea Buckthorn Serum', stock: 0, stock_state: 'out_of_stock' }), added_at: '2026-11-19T10:00:00.000Z' }
const SEARCH = { query: '', did_you_mean: null, results: [], total: 0, page: 1, page_size: 24, popular_searches: ['rose oil', 'dry shampoo'], popular_results: [] }

function signIn() {
  localStorage.setItem('Token', 'tok_jana')
  localStorage.setItem('Username', 'Jana')
}

function wishlistServer(initial: Wishlist['data']) {
  let data = initial
  return fakeServer({
    'GET /api/wishlist': () => ({ body: { data } }),
    'GET /api/search': { body: SEARCH },
    'DELETE /api/wishlist/prd_lavender01': () => {
      data = data.filter((p) => p.id !== 'prd_lavender01')
      return { body: { data, message: WISHLIST_MESSAGES.removed } }
    },
    'POST /api/cart': { body: { ...cartOf([cartLine({ product_id: 'prd_lavender01' })]), message: CART_MESSAGES.added } },
  })
}

describe('wishlist page', () => {
  it('sends a guest to sign in', async () => {
    const server = wishlistServer([])
    renderWithApp(<WishlistPage />, { url: '/wishlist' })
    expect(await screen.findByText('Sign-in page')).toBeTruthy()
    expect(server.called('GET /api/wishlist')).toHaveLength(0)
  })

  it('lists the saved products with add-to-cart and remove, and the popular searches under them', async () => {
    signIn()
    const server = wishlistServer([SHAMPOO, SERUM])
    renderWithApp(<WishlistPage />, { url: '/wishlist' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy()
    const list = await screen.findByRole('list', { name: 'Saved products' })
    expect(list.querySelectorAll(':scope > li')).toHaveLength(2)
    expect(within(list).getByRole('link', { name: 'Lavender Calm Shampoo' }).getAttribute('href')).toBe('/productdetails/prd_lavender01')
    expect(screen.getByText('2 saved products, with today\'s price and stock.')).toBeTruthy()
    expect(server.called('GET /api/wishlist')[0]!.headers.get('authorization')).toBe('Bearer tok_jana')
    // A sold-out product stays on the list but cannot go into the cart.
    expect((screen.getByRole('button', { name: 'Out of stock' }) as HTMLButtonElement).disabled).toBe(true)

    const popular = await screen.findByRole('region', { name: 'Popular searches' })
    expect(within(popular).getByRole('link', { name: 'rose oil' }).getAttribute('href')).toBe('/search/rose%20oil')
    expect(server.called('GET /api/search')).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Lavender Calm Shampoo' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('ITEM ADDED TO CART SUCCESSFULLY'))
    expect(server.called('POST /api/cart')[0]!.body).toEqual({ product_id: 'prd_lavender01', quantity: 1 })
  })

  it('marks a product no longer sold (archived) instead of offering it for the cart', async () => {
    signIn()
    const gone = { ...productSummary({ id: 'prd_gone00001', name: 'Old Rose Balm', stock: 0, stock_state: 'out_of_stock', unavailable: true }), added_at: '2026-11-18T10:00:00.000Z' }
    wishlistServer([SHAMPOO, gone])
    renderWithApp(<WishlistPage />, { url: '/wishlist' })
    const list = await screen.findByRole('list', { name: 'Saved products' })
    const item = within(list).getByRole('link', { name: 'Old Rose Balm' }).closest('li')!
    expect(within(item).getByText('No longer sold')).toBeTruthy()
    expect(within(item).queryByRole('button', { name: /Add to cart|Out of stock/ })).toBeNull()
    expect(within(list).getByRole('button', { name: 'Add to cart: Lavender Calm Shampoo' })).toBeTruthy()
  })

  it('removes a product with SPEC\'s message', async () => {
    signIn()
    const server = wishlistServer([SHAMPOO, SERUM])
    renderWithApp(<WishlistPage />, { url: '/wishlist' })
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Lavender Calm Shampoo from the wishlist' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Item removed from wishlist successfully'))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lavender Calm Shampoo' })).toBeNull())
    expect(server.called('DELETE /api/wishlist/prd_lavender01')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Sea Buckthorn Serum' })).toBeTruthy()
  })

  it('shows an empty wishlist with a way to the shop', async () => {
    signIn()
    wishlistServer([])
    renderWithApp(<WishlistPage />, { url: '/wishlist' })
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Discover products' }).getAttribute('href')).toBe('/categoryoverview')
    expect(await screen.findByRole('link', { name: 'dry shampoo' })).toBeTruthy()
  })
})
