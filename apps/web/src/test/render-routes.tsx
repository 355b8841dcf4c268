import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense, type ComponentType, type ReactNode } from 'react'
import { memoryLocation } from 'wouter/memory-location'
import { AppRouter, Route, Switch, useLocation } from '../lib/router'

/** A screen at a path (wouter syntax, `*` for any other), as the app's router would show it. */
export interface TestRoute {
  path: string
  element?: ReactNode
  Component?: ComponentType
}

/** Where the test starts: a path with its query, or its parts with the history entry's state. */
export type At = string | { pathname: string; search?: string; state?: unknown }

/**
 * Renders `routes` (the first that matches wins) in the app's router over a memory location opened
 * at `at`, inside a query client (a fresh one that does not retry, unless given) and a Suspense
 * boundary showing `fallback`, so texts load as in the app. `base` is a language prefix (`/cz`):
 * the routes then match below it, as the app's pages do. Each feature's test-utils says which
 * routes its screens need around them.
 */
export function renderRoutes(routes: TestRoute[], at: At = '/', { client, fallback = 'Loading...', base }: { client?: QueryClient; fallback?: string; base?: string } = {}) {
  const queryClient = client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = testRouter(routes, at, { base })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>{fallback}</p>}>{router.element}</Suspense>
    </QueryClientProvider>,
  )
  return { ...view, client: queryClient, router }
}

/**
 * `routes` in the app's router over a memory location opened at `at` (`element`, to render inside
 * whatever providers a test needs), and where the app is now: `location()` gives the full address
 * (language prefix included) and the history entry's state.
 */
export function testRouter(routes: TestRoute[], at: At = '/', { base }: { base?: string } = {}) {
  const [address = '/', hash] = (typeof at === 'string' ? at : at.pathname + (at.search ?? '')).split('#')
  const memory = memoryLocation({ path: address, state: typeof at === 'string' ? null : (at.state ?? null), record: true })
  // The fragment of the address the test opened, gone once the app navigates.
  Object.defineProperty(memory, 'hash', { get: () => (hash && memory.history!.length === 1 ? `#${hash}` : '') })
  const element = (
    <AppRouter memory={memory} base={base}>
      <Switch>
        {routes.map(({ path, element, Component }) => (
          <Route key={path} path={path}>
            {Component ? <Component /> : element}
          </Route>
        ))}
      </Switch>
    </AppRouter>
  )
  const location = () => {
    const [pathname = '/', search = ''] = (memory.history?.at(-1) ?? '/').split('?')
    return { pathname, search: search ? `?${search}` : '', state: memory.state }
  }
  /** Goes to `to` (a full address) as a link would. */
  const navigate = (to: string) => memory.navigate(to, { state: null })
  return { element, memory, location, navigate }
}

/** Where the app went after leaving the screen under test: its path and query, as `location`. */
export function Elsewhere() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}
