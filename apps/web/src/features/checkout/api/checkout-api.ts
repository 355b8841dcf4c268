import type { CouponOffer, Currency, Order, PaymentStart, PlaceOrder, Quote, QuoteRequest } from '@shop/domain'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../../../lib/api-client'
import { useLanguage } from '../../../lib/i18n'
import { readToken } from '../../../lib/session'
import { useAuth } from '../../../lib/use-auth'
import { destinationOf, useCheckoutState } from '../checkout-state'

/** The checkout endpoints (shapes: packages/domain/src/checkout.ts, coupons.ts, orders.ts). */
export const checkoutApi = {
  quote: (body: QuoteRequest) => api.post<Quote>('/api/checkout/quote', body),
  /** 201 the order; 202 `{ payment }` when a card pays a part: the order is written once it is paid */
  placeOrder: (body: PlaceOrder) => api.post<Order | { payment: PaymentStart }>('/api/orders', body),
  /** Without a currency the server takes the "Ship to" market's */
  coupons: (lang: string, currency: Currency | null, signal?: AbortSignal) =>
    api.get<{ data: CouponOffer[] }>('/api/coupons', currency ? { lang, currency } : { lang }, signal),
  order: (id: string, signal?: AbortSignal) => api.get<Order>(`/api/orders/${encodeURIComponent(id)}`, undefined, signal),
}

/**
 * Keys carry who is asking: signing in or out changes the cart (the server merges a guest cart on
 * the first signed-in request), so the totals are fetched again rather than reused.
 */
export const checkoutKeys = {
  quote: (viewer: string, body: QuoteRequest) => ['checkout', 'quote', viewer, body] as const,
  coupons: (viewer: string, lang: string, currency: Currency | null) => ['checkout', 'coupons', viewer, lang, currency] as const,
  order: (id: string) => ['checkout', 'order', id] as const,
}

/** Tells sessions apart without putting the token itself in the cache key (FNV-1a). */
function sessionTag(token: string | null): string {
  if (!token) return 'guest'
  let h = 0x811c9dc5
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193)
  return `user:${(h >>> 0).toString(36)}`
}

function useViewer(): string {
  // useAuth re-renders on sign-in and sign-out; the token is read then.
  const { user } = useAuth()
  return sessionTag(user ? readToken() : null)
}

/** The quote request of the checkout as it stands, optionally with other coupon codes. */
export function useQuoteRequest(): (coupons?: string[]) => QuoteRequest {
  const state = useCheckoutState()
  const lang = useLanguage()
  const { user } = useAuth()
  const country = destinationOf(state)
  return useCallback(
    (coupons = state.coupons) => ({
      shipping_method: state.shipping_method,
      ...(country ? { country } : {}),
      coupons,
      lang,
      // Guests' per-shopper coupon limits are counted by email; an account's by the account.
      ...(!user && state.email ? { email: state.email } : {}),
    }),
    [state.shipping_method, state.coupons, state.email, country, lang, user],
  )
}

/**
 * The totals of the current cart: the only place they are computed is the server, and every step
 * shows this answer. While a changed request loads, the previous totals stay on screen.
 */
export function useQuote() {
  const viewer = useViewer()
  const body = useQuoteRequest()()
  return useQuery({
    queryKey: checkoutKeys.quote(viewer, body),
    queryFn: () => checkoutApi.quote(body),
    placeholderData: keepPreviousData,
  })
}

/** Asks for the totals with other coupon codes (to see whether a code applies before keeping it). */
export function useFetchQuote() {
  const client = useQueryClient()
  const viewer = useViewer()
  const request = useQuoteRequest()
  return useCallback(
    (coupons: string[]) => {
      const body = request(coupons)
      return client.fetchQuery({ queryKey: checkoutKeys.quote(viewer, body), queryFn: () => checkoutApi.quote(body) })
    },
    [client, viewer, request],
  )
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: checkoutApi.placeOrder })
}

/** Placing an order emptied the cart and may have spent wallet money: those screens refetch. */
export function useAfterOrderPlaced() {
  const client = useQueryClient()
  return useCallback(() => {
    for (const key of ['cart', 'wallet', 'orders']) void client.invalidateQueries({ queryKey: [key] })
  }, [client])
}

/** Codes this shopper can use now, described in their language (GET /api/coupons). */
export function useCouponOffers(currency: Currency | null = null) {
  const viewer = useViewer()
  const lang = useLanguage()
  return useQuery({
    queryKey: checkoutKeys.coupons(viewer, lang, currency),
    queryFn: async ({ signal }) => (await checkoutApi.coupons(lang, currency, signal)).data,
  })
}

/** A signed-in shopper's order (the confirmation page after a reload). */
export function useOrder(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: checkoutKeys.order(id ?? ''),
    queryFn: ({ signal }) => checkoutApi.order(id!, signal),
    enabled: enabled && !!id,
  })
}
