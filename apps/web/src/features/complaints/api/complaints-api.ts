import { ComplaintIdParamsSchema, OrderIdParamsSchema, type Complaint, type ComplaintInput, type ComplaintList, type Order, type OrderSummary } from '@shop/domain'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The shopper's complaint endpoints (shapes: packages/domain/src/complaints.ts). */

interface OrderPage {
  data: OrderSummary[]
  total: number
  page: number
}

export const complaintsApi = {
  list: (signal?: AbortSignal) => api.get<ComplaintList>('/api/complaints', undefined, signal),
  get: (id: string, signal?: AbortSignal) => api.get<Complaint>(`/api/complaints/${encodeURIComponent(id)}`, undefined, signal),
  create: (body: ComplaintInput) => api.post<Complaint>('/api/complaints', body),
  reply: (id: string, message: string) => api.post<Complaint>(`/api/complaints/${encodeURIComponent(id)}/messages`, { message }),
  /** The orders a complaint can be about: the shopper's own, newest first, a page at a time. */
  orders: (page: number, signal?: AbortSignal) => api.get<OrderPage>('/api/orders', { page }, signal),
  order: (id: string, signal?: AbortSignal) => api.get<Order>(`/api/orders/${encodeURIComponent(id)}`, undefined, signal),
}

export const complaintKeys = {
  list: ['complaints', 'list'] as const,
  one: (id: string) => ['complaints', 'one', id] as const,
}

export function useComplaints() {
  return useQuery({ queryKey: complaintKeys.list, queryFn: async ({ signal }) => (await complaintsApi.list(signal)).data })
}

/** An id that is not even shaped like one is not worth asking the server about. */
export function isComplaintId(id: string): boolean {
  return ComplaintIdParamsSchema.safeParse({ id }).success
}

export function useComplaint(id: string) {
  return useQuery({ queryKey: complaintKeys.one(id), queryFn: ({ signal }) => complaintsApi.get(id, signal), enabled: isComplaintId(id) })
}

/** A new complaint or a reply answers the whole complaint: cached at once, the list refetches. */
function useComplaintChange<T>(send: (input: T) => Promise<Complaint>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (complaint) => {
      client.setQueryData(complaintKeys.one(complaint.id), complaint)
      void client.invalidateQueries({ queryKey: complaintKeys.list })
    },
  })
}

export function useCreateComplaint() {
  return useComplaintChange(complaintsApi.create)
}

export function useReplyToComplaint(id: string) {
  return useComplaintChange((message: string) => complaintsApi.reply(id, message))
}

export function useComplaintOrders() {
  return useInfiniteQuery({
    queryKey: ['complaints', 'orders'],
    queryFn: ({ pageParam, signal }) => complaintsApi.orders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.data.length, 0) < last.total && last.data.length > 0 ? last.page + 1 : undefined),
  })
}

/** The order of a ?order= link, for when it is older than the pages loaded so far. */
export function useLinkedOrder(id: string | null, loaded: boolean) {
  return useQuery({
    queryKey: ['complaints', 'order', id],
    queryFn: ({ signal }) => complaintsApi.order(id ?? '', signal),
    enabled: !!id && !loaded && OrderIdParamsSchema.safeParse({ id }).success,
    retry: false,
  })
}
