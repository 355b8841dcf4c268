import type { BulkPick, BulkPickResult, OrdersExportQuery, ShipOrder } from '@shop/domain'
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { api, toQuery } from '../../../lib/api-client'
import { fetchFile, saveFile } from '../../../lib/download'
import { staffApi, staffKeys, type StaffOrder } from './staff-api'

/** Fulfilment (issue 17): bulk pick, ship in one step, packing slips, the accounting export. */
export const fulfilmentApi = {
  pick: (body: BulkPick) => api.post<BulkPickResult>('/api/staff/orders/pick', body),
  ship: (id: string, body: ShipOrder) => api.post<StaffOrder>(`/api/staff/orders/${encodeURIComponent(id)}/ship`, body),
  /**
   * The CSV as a file: the API client answers JSON only, and a plain link would not carry the
   * bearer token, so this one request is made here and handed to the browser as a download.
   */
  exportCsv(query: OrdersExportQuery): Promise<{ blob: Blob; name: string }> {
    return fetchFile(`/api/staff/orders/export.csv${toQuery(query)}`, 'text/csv', 'orders.csv')
  },
}

/** Marks the orders picked; the lists, counts and the orders themselves change. */
export function usePickOrders() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: BulkPick) => fulfilmentApi.pick(body),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  })
}

/** Ships one order; the answer is the order as it is now. */
export function useShipOrder(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ShipOrder) => fulfilmentApi.ship(id, body),
    onSuccess: (order) => client.setQueryData(staffKeys.order(id), order),
    onError: () => client.invalidateQueries({ queryKey: staffKeys.order(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all, predicate: (q) => q.queryKey[1] !== 'order' }),
  })
}

/** Several orders at once (the packing slips of a selection), each from the staff order read. */
export function useStaffOrdersByIds(ids: string[]) {
  return useQueries({
    queries: ids.map((id) => ({ queryKey: staffKeys.order(id), queryFn: ({ signal }: { signal: AbortSignal }) => staffApi.order(id, signal) })),
  })
}

/** Downloads the export through a temporary link (the file name the server gave). */
export async function downloadOrdersCsv(query: OrdersExportQuery): Promise<void> {
  const { blob, name } = await fulfilmentApi.exportCsv(query)
  saveFile(blob, name)
}
