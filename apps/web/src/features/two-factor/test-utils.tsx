import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { fakeServer, problem, type FakeCall, type FakeReply } from '../../test/fake-server'

/** Where the app went after leaving the screen. */
function Destination() {
  const location = useLocation()
  return <output data-testid="path">{location.pathname}</output>
}

/** Renders `ui` at `path` with router `state`; a navigation away shows <Destination/>. */
export function renderAt(ui: ReactNode, { path = '/screen', state }: { path?: string; state?: unknown } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <Destination /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  )
  return render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Loading...</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  )
}

type Reply = FakeReply

/** A fake backend: "METHOD /path" → answer (or a function of the call's body); anything else is a 404. */
/** The shared fake backend, with routes that look at the request body only. */
export function fakeApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const server = fakeServer(
    Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, typeof route === 'function' ? (call: FakeCall) => route(call.body) : route])),
  )
  return {
    get calls() {
      return server.calls.map((c) => ({ key: `${c.method} ${c.path}`, body: c.body }))
    },
    bodies: (key: string) => server.called(key).map((c) => c.body),
  }
}

export { problem }
