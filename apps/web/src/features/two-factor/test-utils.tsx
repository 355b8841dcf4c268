import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { vi } from 'vitest'

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

type Reply = { status?: number; body?: unknown }

/** A fake backend: "METHOD /path" → answer (or a function of the call's body); anything else is a 404. */
export function fakeApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: Array<{ key: string; body: unknown }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://shop.test')
      const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`
      const body = init.body ? JSON.parse(String(init.body)) : undefined
      calls.push({ key, body })
      const route = routes[key]
      const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: problem(404, 'not_found', 'Not found') })
      const status = reply.status ?? 200
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
      })
    }),
  )
  return { calls, bodies: (key: string) => calls.filter((c) => c.key === key).map((c) => c.body) }
}

/** A problem+json body as the server writes it. */
export function problem(status: number, code: string, detail: string, errors?: Array<{ path: string; message: string }>) {
  return { type: `about:blank#${code}`, title: code, status, detail, code, error: detail, ...(errors ? { errors } : {}) }
}
