import type { TwoFactorStatus } from '@shop/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { twoFactorApi, TWO_FACTOR_STATUS_KEY } from '../api/two-factor-api'

/** GET /auth/two-factor, shared by the overview, setup, questions and reset pages. */
export function useTwoFactorStatus() {
  return useQuery({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: ({ signal }) => twoFactorApi.status(signal) })
}

/** Puts a fresh status (every change answers with one) into the cache. */
export function useStoreStatus() {
  const client = useQueryClient()
  return useCallback((status: TwoFactorStatus) => client.setQueryData(TWO_FACTOR_STATUS_KEY, status), [client])
}
