import type { Currency, GiftCardPurchase, GiftCardReceipt, TopUp, Wallet } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { api } from '../../../lib/api-client'

/** The wallet and gift card endpoints (shapes: packages/domain/src/wallet.ts). */

export interface RedeemAnswer {
  message: string
  amount_cents: number
  balance_cents: number
  currency: Currency
}

export const walletApi = {
  wallet: (signal?: AbortSignal) => api.get<Wallet>('/api/wallet', undefined, signal),
  /** 202: the card payment it started (PaymentStart); a repeat of a paid attempt answers the wallet */
  topUp: (body: Omit<TopUp, 'card'>) => api.post<unknown>('/api/wallet/top-up', body),
  giftCards: (signal?: AbortSignal) => api.get<{ data: GiftCardReceipt[] }>('/api/gift-cards', undefined, signal),
  /** 202: the card payment it started; a repeat of a paid attempt answers the receipt */
  buyGiftCard: (body: Omit<GiftCardPurchase, 'card'>) => api.post<unknown>('/api/gift-cards', body),
  redeem: (code: string) => api.post<RedeemAnswer>('/api/gift-cards/redeem', { code }),
}

export const walletKeys = {
  wallet: ['wallet'] as const,
  giftCards: ['wallet', 'gift-cards'] as const,
}

export function useWallet() {
  return useQuery({ queryKey: walletKeys.wallet, queryFn: ({ signal }) => walletApi.wallet(signal) })
}

/** Starts a top-up; once the card payment is settled the balance and ledger are fetched again. */
export function useTopUp() {
  const client = useQueryClient()
  return useMemo(
    () => ({
      start: walletApi.topUp,
      credited: () => client.invalidateQueries({ queryKey: walletKeys.wallet, exact: true }),
    }),
    [client],
  )
}

export function useGiftCards() {
  return useQuery({
    queryKey: walletKeys.giftCards,
    queryFn: async ({ signal }) => (await walletApi.giftCards(signal)).data,
  })
}

/** Starts a gift card purchase; once the card payment is settled the list of bought cards is fetched again. */
export function useBuyGiftCard() {
  const client = useQueryClient()
  return useMemo(
    () => ({
      start: walletApi.buyGiftCard,
      bought: () => client.invalidateQueries({ queryKey: walletKeys.giftCards }),
    }),
    [client],
  )
}

/** The redeemed value lands in the wallet: its cached balance and ledger are out of date. */
export function useRedeem() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: walletApi.redeem,
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.wallet, exact: true }),
  })
}
