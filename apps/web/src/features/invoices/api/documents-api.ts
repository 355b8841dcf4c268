import type { OrderDocuments } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ApiError } from '../../../lib/api-client'
import { readToken } from '../../../lib/session'

/** Who is looking: the order's owner (its order page) or staff (the staff order page). */
export type DocumentScope = 'shopper' | 'staff'

const base = (scope: DocumentScope, orderId: string) => `${scope === 'staff' ? '/api/staff/orders' : '/api/orders'}/${encodeURIComponent(orderId)}`

/** The order documents endpoints (decision 039; shapes: packages/domain/src/invoices.ts). */
export const documentsApi = {
  list: (scope: DocumentScope, orderId: string, signal?: AbortSignal) => api.get<OrderDocuments>(`${base(scope, orderId)}/documents`, undefined, signal),
  /** A guest's documents, found like order tracking: links that open without signing in. */
  track: (number: string, email: string) => api.post<OrderDocuments>('/api/orders/documents/track', { number, email }),
  issue: (orderId: string) => api.post<OrderDocuments>(`${base('staff', orderId)}/invoice`),
}

/** Where an order's invoice PDF is for its signed-in owner (the confirmation email's link comes from the server, with a key). */
export function invoicePdfUrl(orderId: string): string {
  return `${base('shopper', orderId)}/invoice.pdf`
}

export const documentsKey = (scope: DocumentScope, orderId: string) => ['order-documents', scope, orderId] as const

export function useOrderDocuments(scope: DocumentScope, orderId: string) {
  return useQuery({ queryKey: documentsKey(scope, orderId), queryFn: async ({ signal }) => (await documentsApi.list(scope, orderId, signal)).documents })
}

export function useIssueInvoice(orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => documentsApi.issue(orderId),
    onSuccess: (answer) => client.setQueryData(documentsKey('staff', orderId), answer.documents),
  })
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
