import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'

/** Where the app went: the path and the router state a screen handed on. */
function Destination() {
  const location = useLocation()
  return (
    <main>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="state">{JSON.stringify(location.state ?? null)}</output>
    </main>
  )
}

/** Renders `ui` at `path` (with router `state`); any navigation away shows <Destination/>. */
export function renderScreen(ui: ReactNode, { path = '/screen', state }: { path?: string; state?: unknown } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Destination /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  )
  const view = render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Loading...</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  )
  return { ...view, router }
}

export { fakeServer, problem, type FakeCall } from '../../test/fake-server'
