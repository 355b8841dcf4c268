import type { ShippingMethodInfo, ShippingMethodInput, ShippingMethodPatch, ShippingZone, ShippingZoneInput, ShippingZonePatch } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** The staff shipping endpoints (shapes: packages/domain/src/shipping.ts). */
export const shippingApi = {
  zones: (signal?: AbortSignal) => api.get<{ data: ShippingZone[] }>('/api/staff/shipping/zones', undefined, signal),
  createZone: (input: ShippingZoneInput) => api.post<ShippingZone>('/api/staff/shipping/zones', input),
  updateZone: (id: string, patch: ShippingZonePatch) => api.patch<ShippingZone>(`/api/staff/shipping/zones/${encodeURIComponent(id)}`, patch),
  createMethod: (zoneId: string, input: ShippingMethodInput) => api.post<ShippingMethodInfo>(`/api/staff/shipping/zones/${encodeURIComponent(zoneId)}/methods`, input),
  updateMethod: (id: string, patch: ShippingMethodPatch) => api.patch<ShippingMethodInfo>(`/api/staff/shipping/methods/${encodeURIComponent(id)}`, patch),
}

const ZONES_KEY = ['staff', 'shipping', 'zones'] as const

export function useShippingZones() {
  return useQuery({ queryKey: ZONES_KEY, queryFn: async ({ signal }) => (await shippingApi.zones(signal)).data })
}

export function useSaveZone() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ShippingZoneInput }) => (id ? shippingApi.updateZone(id, input) : shippingApi.createZone(input)),
    onSettled: () => client.invalidateQueries({ queryKey: ZONES_KEY }),
  })
}

export function useSaveMethod() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (change: { zoneId: string; input: ShippingMethodInput } | { id: string; patch: ShippingMethodPatch }) =>
      'id' in change ? shippingApi.updateMethod(change.id, change.patch) : shippingApi.createMethod(change.zoneId, change.input),
    onSettled: () => client.invalidateQueries({ queryKey: ZONES_KEY }),
  })
}
