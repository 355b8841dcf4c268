import type { StaffCustomer, StaffCustomerDetail, StaffInvitation, StaffInviteBody, StaffMember, StaffRole, StaffTeam } from '@shop/domain'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { Page } from './staff-api'

/** The owner's team desk and the customer look-up (shapes: packages/domain/src/staff-team.ts). */
export const teamApi = {
  team: (signal?: AbortSignal) => api.get<StaffTeam>('/api/staff/team', undefined, signal),
  invite: (body: StaffInviteBody) => api.post<StaffInvitation>('/api/staff/team/invitations', body),
  withdraw: (id: string) => api.delete<void>(`/api/staff/team/invitations/${encodeURIComponent(id)}`),
  changeRole: (id: string, role: StaffRole) => api.patch<StaffMember>(`/api/staff/team/${encodeURIComponent(id)}`, { role }),
  revoke: (id: string) => api.delete<void>(`/api/staff/team/${encodeURIComponent(id)}`),
  customers: (f: { q?: string; page: number }, signal?: AbortSignal) => api.get<Page<StaffCustomer>>('/api/staff/customers', { ...f }, signal),
  customer: (id: string, signal?: AbortSignal) => api.get<StaffCustomerDetail>(`/api/staff/customers/${encodeURIComponent(id)}`, undefined, signal),
}

export const teamKeys = {
  team: ['staff', 'team'] as const,
  customers: (f: { q?: string; page: number }) => ['staff', 'customers', f] as const,
  customer: (id: string) => ['staff', 'customer', id] as const,
}

export function useTeam() {
  return useQuery({ queryKey: teamKeys.team, queryFn: ({ signal }) => teamApi.team(signal) })
}

/** Invite, withdraw, change a role, revoke: each refreshes the team and the audit log. */
export function useTeamChange<A, R>(change: (arg: A) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: teamKeys.team }), client.invalidateQueries({ queryKey: ['staff', 'audit'] })]),
  })
}

export function useCustomers(f: { q?: string; page: number }) {
  return useQuery({ queryKey: teamKeys.customers(f), queryFn: ({ signal }) => teamApi.customers(f, signal), placeholderData: keepPreviousData })
}

export function useCustomer(id: string) {
  return useQuery({ queryKey: teamKeys.customer(id), queryFn: ({ signal }) => teamApi.customer(id, signal) })
}
