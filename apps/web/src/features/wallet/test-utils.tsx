import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'

export { fakeServer, problem, type FakeCall } from '../../test/fake-server'

/** Renders `ui` inside a router and a fresh query client, waiting for its texts like the app does. */
export function renderWallet(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] })
  const view = render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Loading...</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  )
  return { ...view, client, router }
}

/** A valid test card typed into the card fields. */
export const CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Jana Nováková' }
