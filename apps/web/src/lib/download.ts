import { ApiError } from './api-client'
import { readToken } from './session'

/**
 * A file the API answers (a CSV export, an invoice PDF), fetched with the bearer token: a plain
 * link would not carry it. A refusal becomes an ApiError with the problem's reason, like any call.
 * Answers the file and its name: the server's (Content-Disposition), else `fallbackName`. With a
 * `body` it is a POST of that JSON (a download that asks for the password, decision 046).
 */
export async function fetchFile(url: string, accept: string, fallbackName: string, body?: unknown): Promise<{ blob: Blob; name: string }> {
  const token = readToken()
  const headers = { accept, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }
  const post = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }
  const res = await fetch(url, { credentials: 'same-origin', headers, ...post }).catch(() => {
    throw new ApiError('network', 0, 'Network error')
  })
  if (!res.ok) {
    const problem = await res.json().catch(() => undefined)
    throw new ApiError(problem?.code ?? 'internal', res.status, problem?.detail ?? res.statusText, problem)
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  return { blob: await res.blob(), name }
}

/** Hands a file to the browser as a download under `name`, through a temporary object URL. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = href
  a.download = name
  a.style.display = 'none'
  document.body.append(a)
  a.click()
  a.remove()
  // Some browsers start reading the file after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
