import type { PublicSeller } from '@shop/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/**
 * Who the seller is (GET /api/seller, decision 042): the legal pages fill their `{seller.…}`
 * placeholders from it. The same for every language, so one cache entry; a server-rendered page
 * carries it, and a page opened later asks once a minute at most.
 */
export const sellerQuery = () =>
  queryOptions({
    queryKey: ['seller'] as const,
    queryFn: ({ signal }) => api.get<PublicSeller>('/api/seller', undefined, signal),
    staleTime: 60_000,
  })

export function useSeller(enabled = true) {
  return useQuery({ ...sellerQuery(), enabled })
}
