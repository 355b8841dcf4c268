import type { Cart, CartChange, Language } from '@shop/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { cartPath, storeCart, useCartKey } from './cart-queries'

/**
 * Changes to the cart. Each answers with the whole cart (live prices and stock), which replaces the
 * cached one, so the header count and the cart page agree without another request. Mutations live
 * apart from the queries: the header only reads, and this code stays off the first page.
 */

export function useAddToCart(lang: Language) {
  const client = useQueryClient()
  const key = useCartKey(lang)
  return useMutation({
    mutationFn: (input: { product_id: string; variant_id?: string; quantity: number }) => api.post<CartChange>(cartPath(lang), input),
    onSuccess: (answer) => storeCart(client, key, answer),
  })
}

/** Sets a line's quantity; sending the same quantity accepts today's price (the notice goes away). */
export function useUpdateLine(lang: Language) {
  const client = useQueryClient()
  const key = useCartKey(lang)
  return useMutation({
    /** `lineId`: the line's variant id (a product id works while the product has one line) */
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) =>
      api.patch<CartChange>(cartPath(lang, lineId), { quantity }),
    onSuccess: (answer) => storeCart(client, key, answer),
    // A failed change may mean the cart moved on (another tab, a sold-out product): show the real one.
    onError: () => client.invalidateQueries({ queryKey: key }),
  })
}

export function useRemoveLine(lang: Language) {
  const client = useQueryClient()
  const key = useCartKey(lang)
  return useMutation({
    mutationFn: (lineId: string) => api.delete<CartChange>(cartPath(lang, lineId)),
    onSuccess: (answer) => storeCart(client, key, answer),
    onError: () => client.invalidateQueries({ queryKey: key }),
  })
}

/** The quantity of a variant (var_…) or a product already in the cached cart (0 when it is not there or not loaded). */
export function useCachedLineQuantity(lang: Language) {
  const client = useQueryClient()
  const key = useCartKey(lang)
  return (id: string) => client.getQueryData<Cart>(key)?.items.find((l) => l.variant_id === id || l.product_id === id)?.quantity ?? 0
}
