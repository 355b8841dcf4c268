import type {
  AuditLine,
  CouponInput,
  CouponPatch,
  Order,
  OrderStatus,
  OrderSummary,
  StaffCoupon,
  StaffDashboard,
  StaffGiftCard,
  StaffRequest,
  WithdrawalRefusal,
} from '@shop/domain'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The staff core endpoints (shapes: packages/domain/src/staff.ts and orders.ts). */

export interface Page<T> {
  data: T[]
  total: number
  page: number
}

export type StaffOrder = Order & { staff_targets: OrderStatus[] }

/** A move; refusing a withdrawal (return_reject) names the lawful ground (decision 044). */
export interface MoveBody {
  status: OrderStatus
  note: string
  refusal?: WithdrawalRefusal
}

export interface OrderFilters {
  status?: OrderStatus
  q?: string
  from?: string
  to?: string
  page: number
}

export interface RequestFilters {
  kind?: 'cancel' | 'return'
  status: 'pending' | 'accepted' | 'rejected'
  page: number
}

export interface CouponFilters {
  q?: string
  scope: 'shop' | 'personal' | 'all'
  page: number
}

export interface AuditFilters {
  entity?: string
  entity_id?: string
  page: number
}

export const staffApi = {
  dashboard: (lang: string, signal?: AbortSignal) => api.get<StaffDashboard>('/api/staff/dashboard', { lang }, signal),
  orders: (f: OrderFilters, signal?: AbortSignal) => api.get<Page<OrderSummary>>('/api/staff/orders', { ...f }, signal),
  order: (id: string, signal?: AbortSignal) => api.get<StaffOrder>(`/api/staff/orders/${encodeURIComponent(id)}`, undefined, signal),
  moveOrder: (id: string, body: MoveBody) => api.post<StaffOrder>(`/api/staff/orders/${encodeURIComponent(id)}/status`, body),
  /** A withdrawal's cash-on-delivery refund was sent by bank transfer (decision 044) */
  bankTransferSent: (requestId: string) => api.post<StaffOrder>(`/api/staff/requests/${encodeURIComponent(requestId)}/bank-transfer-sent`, {}),
  requests: (f: RequestFilters, signal?: AbortSignal) => api.get<Page<StaffRequest>>('/api/staff/requests', { ...f }, signal),
  coupons: (f: CouponFilters, signal?: AbortSignal) => api.get<Page<StaffCoupon>>('/api/staff/coupons', { ...f }, signal),
  createCoupon: (input: CouponInput) => api.post<StaffCoupon>('/api/staff/coupons', input),
  updateCoupon: (id: string, patch: CouponPatch) => api.patch<StaffCoupon>(`/api/staff/coupons/${encodeURIComponent(id)}`, patch),
  giftCards: (f: { q?: string; page: number }, signal?: AbortSignal) => api.get<Page<StaffGiftCard>>('/api/staff/gift-cards', { ...f }, signal),
  audit: (f: AuditFilters, signal?: AbortSignal) => api.get<Page<AuditLine>>('/api/staff/audit', { ...f }, signal),
}

export const staffKeys = {
  all: ['staff'] as const,
  dashboard: (lang: string) => ['staff', 'dashboard', lang] as const,
  orders: (f: OrderFilters) => ['staff', 'orders', f] as const,
  order: (id: string) => ['staff', 'order', id] as const,
  requests: (f: RequestFilters) => ['staff', 'requests', f] as const,
  coupons: (f: CouponFilters) => ['staff', 'coupons', f] as const,
  giftCards: (f: { q?: string; page: number }) => ['staff', 'gift-cards', f] as const,
  audit: (f: AuditFilters) => ['staff', 'audit', f] as const,
}

export function useDashboard(lang: string) {
  return useQuery({ queryKey: staffKeys.dashboard(lang), queryFn: ({ signal }) => staffApi.dashboard(lang, signal) })
}

export function useStaffOrders(f: OrderFilters) {
  return useQuery({ queryKey: staffKeys.orders(f), queryFn: ({ signal }) => staffApi.orders(f, signal), placeholderData: keepPreviousData })
}

export function useStaffOrder(id: string) {
  return useQuery({ queryKey: staffKeys.order(id), queryFn: ({ signal }) => staffApi.order(id, signal) })
}

/** Moves an order; the answer is the order as it is now, so the detail updates without a refetch. */
export function useMoveOrder(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: MoveBody) => staffApi.moveOrder(id, body),
    onSuccess: (order) => client.setQueryData(staffKeys.order(id), order),
    // Refused (moved by someone else meanwhile): show the order as it is now.
    onError: () => client.invalidateQueries({ queryKey: staffKeys.order(id) }),
    // Lists, requests, dashboard counts and the audit log all change with a move.
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all, predicate: (q) => q.queryKey[1] !== 'order' }),
  })
}

export function useStaffRequests(f: RequestFilters) {
  return useQuery({ queryKey: staffKeys.requests(f), queryFn: ({ signal }) => staffApi.requests(f, signal), placeholderData: keepPreviousData })
}

/** Answers a request by moving its order (accept = cancelled_order / return_accept, reject = *_reject). */
export function useAnswerRequest() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, ...body }: MoveBody & { orderId: string }) => staffApi.moveOrder(orderId, body),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  })
}

/** Marks the bank transfer of a withdrawal's cash refund sent: the requests list and the order reload. */
export function useBankTransferSent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (requestId: string) => staffApi.bankTransferSent(requestId),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  })
}

export function useStaffCoupons(f: CouponFilters) {
  return useQuery({ queryKey: staffKeys.coupons(f), queryFn: ({ signal }) => staffApi.coupons(f, signal), placeholderData: keepPreviousData })
}

export function useSaveCoupon() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CouponInput }) => (id ? staffApi.updateCoupon(id, input) : staffApi.createCoupon(input)),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff', 'coupons'] }),
  })
}

export function useStaffGiftCards(f: { q?: string; page: number }) {
  return useQuery({ queryKey: staffKeys.giftCards(f), queryFn: ({ signal }) => staffApi.giftCards(f, signal), placeholderData: keepPreviousData })
}

export function useAuditLog(f: AuditFilters) {
  return useQuery({ queryKey: staffKeys.audit(f), queryFn: ({ signal }) => staffApi.audit(f, signal), placeholderData: keepPreviousData })
}
