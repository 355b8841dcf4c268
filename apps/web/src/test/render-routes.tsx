import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider, useLocation, type InitialEntry, type RouteObject } from 'react-router'

/**
 * Renders `routes` in a memory router opened at `at`, inside a query client (a fresh one that does
 * not retry, unless given) and a Suspense boundary showing `fallback`, so texts load as in the app.
 * Each feature's test-utils says which routes its screens need around them.
 */
export function renderRoutes(routes: RouteObject[], at: InitialEntry = '/', { client, fallback = 'Loading...' }: { client?: QueryClient; fallback?: string } = {}) {
  const queryClient = client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(routes, { initialEntries: [at] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>{fallback}</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  )
  return { ...view, router, client: queryClient }
}

/** Where the app went after leaving the screen under test: its path and query, as `location`. */
export function Elsewhere() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}
