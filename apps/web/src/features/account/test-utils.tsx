import type { Address, Me } from '@shop/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'

/** Renders `ui` inside a router and a fresh query client, waiting for its texts like the app does. */
export function renderAccount(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] })
  const view = render(
    <QueryClientProvider client={client}>
      <Suspense fallback={<p>Loading...</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  )
  return { ...view, client }
}

export interface FakeCall {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

type Reply = { status?: number; body?: unknown } | ((call: FakeCall) => { status?: number; body?: unknown })

/** A fake backend: "METHOD /path" → answer; every call recorded; anything else answers 404. */
export function fakeServer(routes: Record<string, Reply>) {
  const calls: FakeCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test')
    const call: FakeCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    }
    calls.push(call)
    const route = routes[`${call.method} ${call.path}`]
    const reply = typeof route === 'function' ? route(call) : (route ?? { status: 404, body: problem(404, 'not_found', 'Not found') })
    const status = reply.status ?? 200
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) }
}

/** A problem+json body as the server's error handler writes it. */
export function problem(status: number, code: string, detail: string, errors?: Array<{ path: string; message: string }>) {
  return { type: `about:blank#${code}`, title: code, status, detail, code, error: detail, ...(errors ? { errors } : {}) }
}

export const ADDRESS: Address = {
  id: 'adr_aaaaaaaaaaaaaaaa',
  first_name: 'Jana',
  last_name: 'Nováková',
  street: 'Vinohradská 12',
  city: 'Praha',
  state: '',
  country: 'Czech Republic',
  zip_code: '120 00',
  is_default: true,
  created_at: '2026-11-21T10:00:00.000Z',
}

export const ME: Me = {
  id: 'usr_aaaaaaaaaaaaaaaa',
  username: 'Jana',
  email: 'jana@example.com',
  phone_number: null,
  gender: '',
  email_verified: true,
  phone_verified: false,
  two_factor_enabled: false,
  pending_contact: null,
}
