import type { OrderDocuments } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { api, ApiError } from '../../../lib/api-client'
import { readToken } from '../../../lib/session'

const base = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`

/**
 * The shopper's order documents endpoints (decision 039; shapes: packages/domain/src/invoices.ts).
 * The staff ones live in staff-documents-api.ts, so no staff address reaches the shop's JavaScript.
 */
export const documentsApi = {
  list: (orderId: string, signal?: AbortSignal) => api.get<OrderDocuments>(`${base(orderId)}/documents`, undefined, signal),
  /** A guest's documents, found like order tracking: links that open without signing in. */
  track: (number: string, email: string) => api.post<OrderDocuments>('/api/orders/documents/track', { number, email }),
}

/** Where an order's invoice PDF is for its signed-in owner (the confirmation email's link comes from the server, with a key). */
export function invoicePdfUrl(orderId: string): string {
  return `${base(orderId)}/invoice.pdf`
}

export function useOrderDocuments(orderId: string) {
  return useQuery({ queryKey: ['order-documents', 'shopper', orderId], queryFn: async ({ signal }) => (await documentsApi.list(orderId, signal)).documents })
}

/**
 * Opens a document's PDF: fetched with the bearer token (a plain link would not carry it; a keyed
 * link needs none) and handed to the browser as a file under the number's name.
 */
export async function downloadDocument(url: string, number: string): Promise<void> {
  const token = readToken()
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) } }).catch(() => {
    throw new ApiError('network', 0, 'Network error')
  })
  if (!res.ok) {
    const problem = await res.json().catch(() => undefined)
    throw new ApiError(problem?.code ?? 'internal', res.status, problem?.detail ?? res.statusText, problem)
  }
  const href = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = href
  a.download = `${number}.pdf`
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
