import type { OrderDocuments } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

const base = (orderId: string) => `/api/staff/orders/${encodeURIComponent(orderId)}`
const key = (orderId: string) => ['order-documents', 'staff', orderId] as const

/** The staff order page's documents (decision 039): the list, and issuing a paid order's invoice by hand. */
export const staffDocumentsApi = {
  list: (orderId: string, signal?: AbortSignal) => api.get<OrderDocuments>(`${base(orderId)}/documents`, undefined, signal),
  issue: (orderId: string) => api.post<OrderDocuments>(`${base(orderId)}/invoice`),
}

export function useStaffOrderDocuments(orderId: string) {
  return useQuery({ queryKey: key(orderId), queryFn: async ({ signal }) => (await staffDocumentsApi.list(orderId, signal)).documents })
}

export function useIssueInvoice(orderId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => staffDocumentsApi.issue(orderId),
    onSuccess: (answer) => client.setQueryData(key(orderId), answer.documents),
  })
}
