import type { BankTransfer, Problem, StaffBankTransfer, StatementImportResult, TransferStatus } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ApiError } from '../../../lib/api-client'
import { readToken } from '../../../lib/session'

/** How an order is found: its owner by id, anyone else by number and email (as tracking). */
export type TransferLookup = { order_id: string } | { number: string; email: string }

export const bankTransferApi = {
  forOrder: (q: TransferLookup, signal?: AbortSignal) =>
    'order_id' in q
      ? api.get<BankTransfer>(`/api/orders/${encodeURIComponent(q.order_id)}/bank-transfer`, undefined, signal)
      : api.post<BankTransfer>('/api/orders/track/bank-transfer', q),
  staffList: (status: TransferStatus, signal?: AbortSignal) => api.get<{ data: StaffBankTransfer[] }>('/api/staff/bank-transfers', { status }, signal),
  markPaid: (orderId: string) => api.post<StaffBankTransfer>(`/api/staff/bank-transfers/${encodeURIComponent(orderId)}/paid`),
}

const keys = {
  order: (q: TransferLookup) => ['bank-transfer', 'order', 'order_id' in q ? q.order_id : `${q.number}|${q.email}`] as const,
  staff: (status: TransferStatus) => ['bank-transfer', 'staff', status] as const,
}

export function useOrderTransfer(q: TransferLookup, enabled = true) {
  return useQuery({ queryKey: keys.order(q), queryFn: ({ signal }) => bankTransferApi.forOrder(q, signal), enabled, retry: false })
}

export function useStaffTransfers(status: TransferStatus) {
  return useQuery({ queryKey: keys.staff(status), queryFn: ({ signal }) => bankTransferApi.staffList(status, signal) })
}

export function useMarkPaid() {
  const client = useQueryClient()
  return useMutation({ mutationFn: bankTransferApi.markPaid, onSettled: () => client.invalidateQueries({ queryKey: ['bank-transfer', 'staff'] }) })
}

/** A statement file goes up as it is (camt.053 XML or CSV), with its own content type. */
export async function uploadStatement(file: File): Promise<StatementImportResult> {
  const text = await file.text()
  const xml = text.trimStart().startsWith('<')
  const token = readToken()
  let res: Response
  try {
    res = await fetch('/api/staff/bank-transfers/statement', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': xml ? 'application/xml' : 'text/csv', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: text,
    })
  } catch {
    throw new ApiError('network', 0, 'Network error')
  }
  const body = (await res.json().catch(() => undefined)) as unknown
  if (!res.ok) {
    const problem = body as Problem | undefined
    throw new ApiError(problem?.code ?? 'internal', res.status, problem?.detail ?? res.statusText, problem)
  }
  return body as StatementImportResult
}

export function useUploadStatement() {
  const client = useQueryClient()
  return useMutation({ mutationFn: uploadStatement, onSettled: () => client.invalidateQueries({ queryKey: ['bank-transfer'] }) })
}
