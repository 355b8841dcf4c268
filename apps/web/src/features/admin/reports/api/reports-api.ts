import type { VatReport } from '@shop/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, ApiError, toQuery } from '../../../../lib/api-client'
import { readToken } from '../../../../lib/session'

export interface Quarter {
  year: number
  quarter: number
}

/** The owner's VAT report (decision 039): a quarter's one-stop-shop figures. */
export const reportsApi = {
  vat: ({ year, quarter }: Quarter, signal?: AbortSignal) => api.get<VatReport>('/api/staff/reports/vat', { year, quarter }, signal),
}

/**
 * Downloads the quarter's CSV: fetched with the bearer token (a plain link would not carry it) and
 * handed to the browser as a file under the name the server gave.
 */
export async function downloadVatCsv(q: Quarter): Promise<void> {
  const token = readToken()
  const res = await fetch(`/api/staff/reports/vat.csv${toQuery({ year: q.year, quarter: q.quarter })}`, {
    credentials: 'same-origin',
    headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  }).catch(() => {
    throw new ApiError('network', 0, 'Network error')
  })
  if (!res.ok) {
    const problem = await res.json().catch(() => undefined)
    throw new ApiError(problem?.code ?? 'internal', res.status, problem?.detail ?? res.statusText, problem)
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'vat.csv'
  const href = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = href
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** The quarter a date falls in. */
export function currentQuarter(now: Date): Quarter {
  return { year: now.getFullYear(), quarter: Math.floor(now.getMonth() / 3) + 1 }
}

export function useVatReport(q: Quarter) {
  return useQuery({ queryKey: ['staff', 'reports', 'vat', q.year, q.quarter], queryFn: ({ signal }) => reportsApi.vat(q, signal), placeholderData: keepPreviousData })
}
