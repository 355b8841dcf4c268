import type { SellerSettingsAnswer, SellerSettingsInput } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** The owner's shop settings (decision 039): the seller's details that invoices copy. */
export const settingsApi = {
  seller: (signal?: AbortSignal) => api.get<SellerSettingsAnswer>('/api/staff/settings/seller', undefined, signal),
  saveSeller: (input: SellerSettingsInput) => api.put<SellerSettingsAnswer>('/api/staff/settings/seller', input),
}

const SELLER_KEY = ['staff', 'settings', 'seller'] as const

export function useSellerSettings() {
  return useQuery({ queryKey: SELLER_KEY, queryFn: ({ signal }) => settingsApi.seller(signal) })
}

export function useSaveSeller() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: settingsApi.saveSeller,
    onSuccess: (saved) => client.setQueryData(SELLER_KEY, saved),
  })
}
