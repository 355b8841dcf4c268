import type { VatReport } from '@shop/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, toQuery } from '../../../../lib/api-client'
import { fetchFile, saveFile } from '../../../../lib/download'

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
  const { blob, name } = await fetchFile(`/api/staff/reports/vat.csv${toQuery({ year: q.year, quarter: q.quarter })}`, 'text/csv', 'vat.csv')
  saveFile(blob, name)
}

/** The quarter a date falls in. */
export function currentQuarter(now: Date): Quarter {
  return { year: now.getFullYear(), quarter: Math.floor(now.getMonth() / 3) + 1 }
}

export function useVatReport(q: Quarter) {
  return useQuery({ queryKey: ['staff', 'reports', 'vat', q.year, q.quarter], queryFn: ({ signal }) => reportsApi.vat(q, signal), placeholderData: keepPreviousData })
}
