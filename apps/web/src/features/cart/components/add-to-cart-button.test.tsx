import { CART_MESSAGES, type Reason } from '@shop/domain'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { notify } from '../../../lib/toast'
import { cartLine, cartOf, fakeServer, problem, renderWithApp } from '../test-utils'
import { AddToCartButton } from './add-to-cart-button'

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const added = (quantity: number) => ({ body: { ...cartOf([cartLine({ quantity })]), message: CART_MESSAGES.added } })

describe('add to cart', () => {
  it('steps the quantity up to the stock and sends it, with SPEC\'s message on success', async () => {
    const server = fakeServer({ 'POST /api/cart': (call) => added((call.body as { quantity: number }).quantity) })
    renderWithApp(<AddToCartButton productId="prd_rose0001" name="Rose Night Cream" stock={3} />)
    const stepper = await screen.findByRole('group', { name: 'Quantity' })
    const more = within(stepper).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement
    expect((within(stepper).getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(more)
    fireEvent.click(more)
    expect(within(stepper).getByText('3')).toBeTruthy()
    expect(more.disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('ITEM ADDED TO CART SUCCESSFULLY'))
    const [call] = server.called('POST /api/cart')
    expect(call!.body).toEqual({ product_id: 'prd_rose0001', quantity: 3 })
    expect(call!.query.get('lang')).toBe('en')
    // Ready for the next add: the stepper starts at 1 again.
    await waitFor(() => expect(within(stepper).getByText('1')).toBeTruthy())
  })

  it('never offers more than 10 units', async () => {
    fakeServer({})
    renderWithApp(<AddToCartButton productId="prd_rose0001" name="Rose Night Cream" stock={40} />)
    const more = within(await screen.findByRole('group', { name: 'Quantity' })).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement
    for (let i = 0; i < 12; i++) fireEvent.click(more)
    expect(within(screen.getByRole('group', { name: 'Quantity' })).getByText('10')).toBeTruthy()
    expect(more.disabled).toBe(true)
  })

  it('is a disabled "Out of stock" without a stepper when none are left', async () => {
    const server = fakeServer({})
    renderWithApp(<AddToCartButton productId="prd_rose0001" name="Rose Night Cream" stock={0} />)
    const button = (await screen.findByRole('button', { name: 'Out of stock' })) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.queryByRole('group')).toBeNull()
    expect(server.calls).toHaveLength(0)
  })

  it('names the product on a card and adds one unit', async () => {
    const server = fakeServer({ 'POST /api/cart': added(1) })
    renderWithApp(<AddToCartButton variant="compact" productId="prd_rose0001" name="Rose Night Cream" stock={5} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart: Rose Night Cream' }))
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('ITEM ADDED TO CART SUCCESSFULLY'))
    expect(server.called('POST /api/cart')[0]!.body).toEqual({ product_id: 'prd_rose0001', quantity: 1 })
  })

  it.each<[number, Reason, string, string]>([
    [409, 'out_of_stock', CART_MESSAGES.outOfStock, 'This product is out of stock.'],
    [404, 'product_gone', CART_MESSAGES.notFound, 'This product is no longer sold.'],
    [429, 'rate_limited', 'Too many requests', 'Too many changes in a short time. Please wait a moment and try again.'],
    [500, 'internal', 'Internal Server Error', 'Something went wrong. Please try again.'],
  ])('answers a %s %s with words for the shopper', async (status, code, detail, shown) => {
    fakeServer({ 'POST /api/cart': { status, body: problem(status, code, detail) } })
    renderWithApp(<AddToCartButton productId="prd_rose0001" name="Rose Night Cream" stock={5} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(shown))
    expect(notify.success).not.toHaveBeenCalled()
  })

  it('says so instead of congratulating when the line is already at its limit', async () => {
    const full = cartOf([cartLine({ quantity: 10, stock: 30 })])
    fakeServer({ 'GET /api/cart': { body: full }, 'POST /api/cart': { body: { ...full, message: CART_MESSAGES.added } } })
    const { client } = renderWithApp(<AddToCartButton productId="prd_rose0001" name="Rose Night Cream" stock={30} />)
    // The cart the header already read is what "before" is compared with.
    client.setQueryData(['cart', 'en', 'guest'], full)
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }))
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Your cart already holds 10 of this product: that is as many as we can sell at once.'))
    expect(notify.success).not.toHaveBeenCalled()
  })
})
