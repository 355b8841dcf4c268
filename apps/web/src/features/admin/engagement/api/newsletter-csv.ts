import type { Problem } from '@shop/domain'
import { ApiError } from '../../../../lib/api-client'
import { readToken } from '../../../../lib/session'

export const NEWSLETTER_CSV_PATH = '/api/staff/newsletter.csv'

/** The file name the server suggests (Content-Disposition), else a dated one. */
export function csvFileName(disposition: string | null, today = new Date()): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[\\/]/g, '_') : ''
  return name || `newsletter-subscribers-${today.toISOString().slice(0, 10)}.csv`
}

/**
 * Downloads the confirmed subscribers as CSV. A plain link cannot carry the bearer token, so the
 * file is fetched with it, then handed to the browser as a download of an object URL.
 * Resolves with the saved file's name; a refusal throws an ApiError like the API client's.
 */
export async function downloadSubscribersCsv(): Promise<string> {
  const token = readToken()
  let res: Response
  try {
    res = await fetch(NEWSLETTER_CSV_PATH, {
      credentials: 'same-origin',
      headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  } catch {
    throw new ApiError('network', 0, 'Network error')
  }
  if (!res.ok) {
    const problem = (await res.json().catch(() => undefined)) as Problem | undefined
    throw new ApiError(problem?.code ?? (res.status >= 500 ? 'internal' : 'validation_failed'), res.status, problem?.detail ?? res.statusText, problem)
  }
  const blob = await res.blob()
  const name = csvFileName(res.headers.get('content-disposition'))
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers start reading the file after click() returns: let go of it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
  return name
}
