import type { Cart, CartLine } from '@shop/domain'
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useLocation } from '../../lib/router'
import { renderRoutes } from '../../test/render-routes'

export { fakeServer, problem, type FakeCall } from '../../test/fake-server'

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  const line: CartLine = {
    product_id: 'prd_rose0001',
    variant_id: 'var_rose0001',
    sku: 'ALP-00001-50ML',
    has_sizes: false,
    label: null,
    slug: 'rose-night-cream',
    name: 'Rose Night Cream',
    brand: 'Alpine Botanica',
    image: '/media/products/prd_rose0001.svg',
    size: { value: 50, unit: 'ml' },
    unit_price_cents: 2400,
    seen_price_cents: 2400,
    seen_currency: 'USD',
    quantity: 1,
    buyable_quantity: 1,
    stock: 12,
    line_total_cents: 2400,
    notices: [],
    ...overrides,
  }
  // The line's key is its variant: one per product unless the test names another.
  if (overrides.variant_id === undefined) line.variant_id = line.product_id.replace(/^prd_/, 'var_')
  // Totals as the server computes them, unless the test sets them itself.
  if (overrides.buyable_quantity === undefined) line.buyable_quantity = Math.min(line.quantity, Math.max(0, line.stock))
  if (overrides.line_total_cents === undefined) line.line_total_cents = line.buyable_quantity * line.unit_price_cents
  return line
}

/** A dollar cart without VAT whose standard shipping is free from $50 (the figures carts had before markets); `market` changes them. */
export function cartOf(items: CartLine[], market: Partial<Pick<Cart, 'currency' | 'country' | 'tax_mode' | 'free_shipping_from_cents'>> = {}): Cart {
  return {
    currency: 'USD',
    country: 'US',
    tax_mode: 'none',
    free_shipping_from_cents: 5000,
    ...market,
    items,
    item_count: items.reduce((n, l) => n + l.buyable_quantity, 0),
    subtotal_cents: items.reduce((n, l) => n + l.line_total_cents, 0),
    has_notices: items.some((l) => l.notices.length > 0),
  }
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

/**
 * Renders `ui` at `url` inside a router, a fresh query client and a Suspense boundary (texts load
 * as in the app). `/login` and `/checkout` exist as plain pages so redirects and links can land.
 */
export function renderWithApp(ui: ReactNode, { url = '/', client }: { url?: string; client?: QueryClient } = {}) {
  const page = (
    <>
      {ui}
      <LocationProbe />
    </>
  )
  const routes = [
    { path: '/login', element: <p>Sign-in page</p> },
    { path: '/checkout', element: <p>Checkout page</p> },
    { path: '*', element: page },
  ]
  return renderRoutes(routes, url, { client, fallback: 'Loading texts' })
}
