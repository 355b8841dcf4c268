import type { Currency, GiftCardPurchase, GiftCardReceipt, TopUp, Wallet } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The wallet and gift card endpoints (shapes: packages/domain/src/wallet.ts). */

export interface TopUpAnswer extends Wallet {
  message: string
}
export interface RedeemAnswer {
  message: string
  amount_cents: number
  balance_cents: number
  currency: Currency
}

export const walletApi = {
  wallet: (signal?: AbortSignal) => api.get<Wallet>('/api/wallet', undefined, signal),
  topUp: (body: TopUp) => api.post<TopUpAnswer>('/api/wallet/top-up', body),
  giftCards: (signal?: AbortSignal) => api.get<{ data: GiftCardReceipt[] }>('/api/gift-cards', undefined, signal),
  buyGiftCard: (body: GiftCardPurchase) => api.post<GiftCardReceipt>('/api/gift-cards', body),
  redeem: (code: string) => api.post<RedeemAnswer>('/api/gift-cards/redeem', { code }),
}

export const walletKeys = {
  wallet: ['wallet'] as const,
  giftCards: ['wallet', 'gift-cards'] as const,
}

export function useWallet() {
  return useQuery({ queryKey: walletKeys.wallet, queryFn: ({ signal }) => walletApi.wallet(signal) })
}

/** A successful top-up answers the whole wallet: it replaces the cached one at once. */
export function useTopUp() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: walletApi.topUp,
    onSuccess: ({ message: _message, ...wallet }) => client.setQueryData(walletKeys.wallet, wallet),
  })
}

export function useGiftCards() {
  return useQuery({
    queryKey: walletKeys.giftCards,
    queryFn: async ({ signal }) => (await walletApi.giftCards(signal)).data,
  })
}

export function useBuyGiftCard() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: walletApi.buyGiftCard,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.giftCards }),
  })
}

/** The redeemed value lands in the wallet: its cached balance and ledger are out of date. */
export function useRedeem() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: walletApi.redeem,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.wallet, exact: true }),
  })
}
