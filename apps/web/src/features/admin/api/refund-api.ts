import type { StaffRefundInput } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { staffKeys, type StaffOrder } from './staff-api'

/** The body the dialog sends (the schema's defaults filled in by the server). */
export type RefundBody = Partial<Omit<StaffRefundInput, 'idempotency_key'>> & { idempotency_key: string }

/** Staff refunds (decision 053): a whole order, chosen lines or an amount. */
export const refundApi = {
  refund: (id: string, body: RefundBody) => api.post<StaffOrder>(`/api/staff/orders/${encodeURIComponent(id)}/refunds`, body),
}

/** Refunds; the answer is the order as it is now. Refused (someone refunded first): the order is read again. */
export function useRefundOrder(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: RefundBody) => refundApi.refund(id, body),
    onSuccess: (order) => client.setQueryData(staffKeys.order(id), order),
    onError: () => client.invalidateQueries({ queryKey: staffKeys.order(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all, predicate: (q) => q.queryKey[1] !== 'order' }),
  })
}
