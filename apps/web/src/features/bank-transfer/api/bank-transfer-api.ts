import type { BankTransfer } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** How an order is found: its owner by id, anyone else by number and email (as tracking). */
export type TransferLookup = { order_id: string } | { number: string; email: string }

/** The shopper's side (the staff desk's calls live in staff-bank-transfer-api.ts, out of the shopper's JavaScript). */
export const bankTransferApi = {
  forOrder: (q: TransferLookup, signal?: AbortSignal) =>
    'order_id' in q
      ? api.get<BankTransfer>(`/api/orders/${encodeURIComponent(q.order_id)}/bank-transfer`, undefined, signal)
      : api.post<BankTransfer>('/api/orders/track/bank-transfer', q),
}

export function useOrderTransfer(q: TransferLookup, enabled = true) {
  return useQuery({
    queryKey: ['bank-transfer', 'order', 'order_id' in q ? q.order_id : `${q.number}|${q.email}`],
    queryFn: ({ signal }) => bankTransferApi.forOrder(q, signal),
    enabled,
    retry: false,
  })
}
