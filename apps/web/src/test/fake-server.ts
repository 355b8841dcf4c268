import { CODE_OF_REASON, type Reason } from '@shop/domain'
import { vi } from 'vitest'

/** One request the fake backend received. */
export interface FakeCall {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Headers
}

export type FakeReply = { status?: number; body?: unknown }
type Route = FakeReply | ((call: FakeCall) => FakeReply)

/**
 * A fake backend for component tests: `routes` maps "METHOD /path" to an answer; every call is
 * recorded. Anything else answers 404, so a call the test did not expect shows up as a failure.
 */
export function fakeServer(routes: Record<string, Route>) {
  const calls: FakeCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test')
    const call: FakeCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: new Headers(init.headers),
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
  return { calls, fetchMock, called: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key) }
}

/** A problem+json body as the server's error handler writes it: the code follows from the reason. */
export function problem(status: number, reason: Reason, detail: string, errors?: Array<{ path: string; message: string }>) {
  const code = CODE_OF_REASON[reason]
  return { type: `about:blank#${code}`, title: code, status, detail, code, reason, error: detail, ...(errors ? { errors } : {}) }
}
