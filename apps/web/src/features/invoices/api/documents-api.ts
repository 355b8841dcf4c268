import type { OrderDocuments } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { fetchFile, saveFile } from '../../../lib/download'

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
  const { blob } = await fetchFile(url, 'application/pdf', `${number}.pdf`)
  saveFile(blob, `${number}.pdf`)
}
