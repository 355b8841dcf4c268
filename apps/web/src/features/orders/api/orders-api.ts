import { OrderIdParamsSchema, type GuestWithdrawal, type Order, type OrderRequestInput, type OrderSummary, type WithdrawalInput } from '@shop/domain'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The shopper's order endpoints (shapes: packages/domain/src/orders.ts). */

export interface OrderList {
  data: OrderSummary[]
  total: number
  page: number
}
export type RequestKind = 'cancel' | 'return'

/** The server's page size of GET /api/orders. */
export const ORDERS_PER_PAGE = 20

export const ordersApi = {
  list: (page: number, signal?: AbortSignal) => api.get<OrderList>('/api/orders', { page }, signal),
  get: (id: string, signal?: AbortSignal) => api.get<Order>(`/api/orders/${encodeURIComponent(id)}`, undefined, signal),
  track: (body: { number: string; email: string }) => api.post<Order>('/api/orders/track', body),
  request: (id: string, kind: RequestKind, body: OrderRequestInput) =>
    api.post<Order>(`/api/orders/${encodeURIComponent(id)}/${kind === 'cancel' ? 'cancel' : 'return'}`, body),
  /** The withdrawal (decision 044): SPEC's return path for the order's owner, the tracking path for anyone with number and email */
  withdraw: (id: string, body: WithdrawalInput) => api.post<Order>(`/api/orders/${encodeURIComponent(id)}/return`, body),
  withdrawTracked: (body: GuestWithdrawal) => api.post<Order>('/api/orders/track/return', body),
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  one: (id: string) => ['orders', 'one', id] as const,
}

export function useOrders(page: number) {
  return useQuery({
    queryKey: orderKeys.list(page),
    queryFn: ({ signal }) => ordersApi.list(page, signal),
    // Paging keeps the old page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  })
}

/** Whether `id` has the shape of an order id (anything else is not worth asking the server). */
export function isOrderId(id: string): boolean {
  return OrderIdParamsSchema.safeParse({ id }).success
}

export function useOrder(id: string) {
  return useQuery({ queryKey: orderKeys.one(id), queryFn: ({ signal }) => ordersApi.get(id, signal), enabled: isOrderId(id) })
}

export function useTrackOrder() {
  return useMutation({ mutationFn: ordersApi.track })
}

/** A cancel or return answers the changed order: cached at once, the lists refetch. */
export function useOrderRequest(id: string, kind: RequestKind) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: OrderRequestInput) => ordersApi.request(id, kind, body),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.one(id), order)
      void client.invalidateQueries({ queryKey: ['orders', 'list'] })
    },
  })
}

/** The owner's withdrawal answers the changed order: cached at once, the lists refetch. */
export function useWithdraw(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: WithdrawalInput) => ordersApi.withdraw(id, body),
    onSuccess: (order) => {
      client.setQueryData(orderKeys.one(id), order)
      void client.invalidateQueries({ queryKey: ['orders', 'list'] })
    },
  })
}

/** A withdrawal from the tracking page (guests too): the order is named by its number and email. */
export function useWithdrawTracked() {
  return useMutation({ mutationFn: ordersApi.withdrawTracked })
}
