import type { ErrorCode, Problem, Reason } from '@shop/domain'
import { clearSession, readToken } from './session'

/** An API failure with the server's error code, so screens branch on codes, not message text. */
export class ApiError extends Error {
  readonly code: ErrorCode | 'network'
  /** Why the server refused (screens branch on this, never on the message); 'network' when it never answered */
  readonly reason: Reason | 'network'
  readonly status: number
  readonly problem?: Problem
  constructor(code: ErrorCode | 'network', status: number, message: string, problem?: Problem) {
    super(message)
    this.name = 'ApiError'
    this.code = code
    // An answer without a reason (not our server: a proxy's error page) has its code's generic one.
    this.reason = code === 'network' ? 'network' : (problem?.reason ?? code)
    this.status = status
    this.problem = problem
  }
}

type Params = Record<string, string | number | boolean | undefined | null | readonly string[]>

export function toQuery(params?: Params): string {
  if (!params) return ''
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue
    if (Array.isArray(v)) {
      if (v.length) q.set(k, v.join(','))
    } else q.set(k, String(v))
  }
  const s = q.toString()
  return s ? `?${s}` : ''
}

/** How a request leaves: `fetch` in the browser; in-process on the server (app/entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>
let transport: ApiTransport = (url, init) => fetch(url, init)

/** The server's page renderer answers the app's API reads in-process instead of over HTTP. */
export function setApiTransport(next: ApiTransport): void {
  transport = next
}

async function request<T>(method: string, path: string, opts: { params?: Params; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let res: Response
  const headers: Record<string, string> = { accept: 'application/json' }
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  // SPEC's stored sign-in travels as a bearer token.
  const token = readToken()
  if (token) headers.authorization = `Bearer ${token}`
  try {
    res = await transport(path + toQuery(opts.params), {
      method,
      signal: opts.signal,
      credentials: 'same-origin',
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    })
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err
    throw new ApiError('network', 0, 'Network error')
  }
  const text = await res.text()
  const data = text ? safeJson(text) : undefined
  if (!res.ok) {
    // The token was refused (expired, revoked, signed out elsewhere): forget it, unless another
    // sign-in replaced it while this request ran.
    if (res.status === 401 && token && readToken() === token) clearSession()
    const p = data as Problem | undefined
    throw new ApiError(p?.code ?? (res.status >= 500 ? 'internal' : 'validation_failed'), res.status, p?.detail ?? res.statusText, p)
  }
  return data as T
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The one API client of the web app. */
export const api = {
  get: <T>(path: string, params?: Params, signal?: AbortSignal) => request<T>('GET', path, { params, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
}
