import type { Currency, ExchangeRateInput, MarketInput, MarketPatch, StaffMarketsAnswer, VatRateInput } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** The owner's markets desk endpoints (shapes: packages/domain/src/markets-staff.ts). Writes answer the whole desk. */
export const marketsApi = {
  desk: (signal?: AbortSignal) => api.get<StaffMarketsAnswer>('/api/staff/markets', undefined, signal),
  createMarket: (input: MarketInput) => api.post<StaffMarketsAnswer>('/api/staff/markets', input),
  updateMarket: (code: string, patch: MarketPatch) => api.patch<StaffMarketsAnswer>(`/api/staff/markets/${encodeURIComponent(code)}`, patch),
  deleteMarket: (code: string) => api.delete<void>(`/api/staff/markets/${encodeURIComponent(code)}`),
  setRate: (currency: Currency, input: ExchangeRateInput) => api.put<StaffMarketsAnswer>(`/api/staff/exchange-rates/${currency}`, input),
  addVatRate: (input: VatRateInput) => api.post<StaffMarketsAnswer>('/api/staff/vat-rates', input),
  deleteVatRate: (country: string, validFrom: string) => api.delete<void>(`/api/staff/vat-rates/${encodeURIComponent(country)}/${encodeURIComponent(validFrom)}`),
}

const DESK_KEY = ['staff', 'markets'] as const

export function useMarketsDesk() {
  return useQuery({ queryKey: DESK_KEY, queryFn: ({ signal }) => marketsApi.desk(signal) })
}

/** A write whose answer is the desk (or nothing): the cached desk is replaced or read again. */
function useDeskWrite<V>(write: (v: V) => Promise<StaffMarketsAnswer | void>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: (desk) => {
      if (desk) client.setQueryData(DESK_KEY, desk)
      else void client.invalidateQueries({ queryKey: DESK_KEY })
    },
  })
}

export const useSaveMarket = () =>
  useDeskWrite((v: { code: string; input: MarketInput; isNew: boolean }) => {
    if (v.isNew) return marketsApi.createMarket(v.input)
    const { code: _code, ...patch } = v.input
    return marketsApi.updateMarket(v.code, patch)
  })
export const useDeleteMarket = () => useDeskWrite((code: string) => marketsApi.deleteMarket(code))
export const useSetRate = () => useDeskWrite((v: { currency: Currency; input: ExchangeRateInput }) => marketsApi.setRate(v.currency, v.input))
export const useAddVatRate = () => useDeskWrite((input: VatRateInput) => marketsApi.addVatRate(input))
export const useDeleteVatRate = () => useDeskWrite((v: { country: string; valid_from: string }) => marketsApi.deleteVatRate(v.country, v.valid_from))
