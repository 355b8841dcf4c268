import type { Problem, StaffBankTransfer, StatementImportResult, TransferStatus } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ApiError } from '../../../lib/api-client'
import { readToken } from '../../../lib/session'

/** The staff desk's calls (decision 052). */
export const staffBankTransferApi = {
  list: (status: TransferStatus, signal?: AbortSignal) => api.get<{ data: StaffBankTransfer[] }>('/api/staff/bank-transfers', { status }, signal),
  markPaid: (orderId: string) => api.post<StaffBankTransfer>(`/api/staff/bank-transfers/${encodeURIComponent(orderId)}/paid`),
}

export function useStaffTransfers(status: TransferStatus) {
  return useQuery({ queryKey: ['bank-transfer', 'staff', status], queryFn: ({ signal }) => staffBankTransferApi.list(status, signal) })
}

export function useMarkPaid() {
  const client = useQueryClient()
  return useMutation({ mutationFn: staffBankTransferApi.markPaid, onSettled: () => client.invalidateQueries({ queryKey: ['bank-transfer', 'staff'] }) })
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
