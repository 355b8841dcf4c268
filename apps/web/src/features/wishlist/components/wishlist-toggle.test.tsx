import { WISHLIST_MESSAGES, type Wishlist } from '@shop/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { testRouter } from '../../../test/render-routes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { fakeServer, problem } from '../../../test/fake-server'
import { WishlistToggle } from './wishlist-toggle'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

// The toggle only reads ids from the list.
const saved = (id: string) => ({ id, added_at: '2026-11-20T10:00:00.000Z' }) as unknown as Wishlist['data'][number]

/** The heart, once the list is known (until then it cannot tell add from remove and stays disabled). */
async function ready(name: string) {
  const button = (await screen.findByRole('button', { name })) as HTMLButtonElement
  await waitFor(() => expect(button.disabled).toBe(false))
  return button
}

function renderToggle() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = testRouter(
    [
      { path: '/productdetails/:id', element: <WishlistToggle productId="prd_rose0001" /> },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    '/productdetails/prd_rose0001',
  )
  render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Loading texts</p>}>
        {router.element}
      </Suspense>
    </QueryClientProvider>,
  )
  return router
}

describe('wishlist heart on the product page', () => {
  it('adds and removes with SPEC\'s messages, following the server\'s list', async () => {
    localStorage.setItem('Token', 'tok_jana')
    let list: Wishlist['data'] = [saved('prd_other001')]
    const server = fakeServer({
      'GET /api/wishlist': () => ({ body: { data: list } }),
      'POST /api/wishlist': (call) => {
        list = [saved((call.body as { product_id: string }).product_id), ...list]
        return { body: { data: list, message: WISHLIST_MESSAGES.added } }
      },
      'DELETE /api/wishlist/prd_rose0001': () => {
        list = list.filter((p) => p.id !== 'prd_rose0001')
        return { body: { data: list, message: WISHLIST_MESSAGES.removed } }
      },
    })
    renderToggle()
    fireEvent.click(await ready('Add to wishlist'))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Item added to wishlist successfully'))
    expect(server.called('POST /api/wishlist')[0]!.body).toEqual({ product_id: 'prd_rose0001' })

    fireEvent.click(await ready('Remove from wishlist'))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Item removed from wishlist successfully'))
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeTruthy()
    expect(server.called('DELETE /api/wishlist/prd_rose0001')).toHaveLength(1)
    expect(server.called('GET /api/wishlist')).toHaveLength(1)
  })

  it('knows a product that is already saved', async () => {
    localStorage.setItem('Token', 'tok_jana')
    fakeServer({ 'GET /api/wishlist': { body: { data: [saved('prd_rose0001')] } } })
    renderToggle()
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toBeTruthy()
  })

  it('tells a full wishlist in words', async () => {
    localStorage.setItem('Token', 'tok_jana')
    fakeServer({
      'GET /api/wishlist': { body: { data: [] } },
      'POST /api/wishlist': { status: 409, body: problem(409, 'conflict', 'Your wishlist is full') },
    })
    renderToggle()
    fireEvent.click(await ready('Add to wishlist'))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Your wishlist is full: remove a product to save another.'))
  })

  it('sends a guest to sign in and back, without calling the server', async () => {
    const server = fakeServer({})
    const router = renderToggle()
    fireEvent.click(await screen.findByRole('link', { name: 'Add to wishlist' }))
    expect(await screen.findByText('Sign-in page')).toBeTruthy()
    expect(router.location().state).toEqual({ from: '/productdetails/prd_rose0001' })
    expect(notify.info).toHaveBeenCalledWith('Sign in to save products to your wishlist.')
    expect(server.calls).toHaveLength(0)
  })
})
