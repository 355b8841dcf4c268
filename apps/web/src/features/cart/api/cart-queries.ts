import type { Cart, CartChange, Language } from '@shop/domain'
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
// The one place this feature reaches into another: whose cart it is follows SPEC's stored sign-in.
import { readToken } from '../../../lib/session'
import { useAuth } from '../../../lib/use-auth'

/**
 * The cart's cache key names whose cart it is. Signing in or out changes the key, so the cart is
 * fetched again: the server merges a guest cart into the user's on the first signed-in request.
 * The key carries a short hash of the token, not the token, so no credential sits in the cache.
 * Every key starts with 'cart' (checkout invalidates that prefix once an order empties the cart).
 */
export type CartKey = readonly ['cart', Language, string]

function ownerTag(token: string | null): string {
  if (!token) return 'guest'
  // FNV-1a: tells sessions apart; it need not be a secure hash, it only keeps the token out of the key.
  let h = 0x811c9dc5
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193)
  return `user:${(h >>> 0).toString(36)}`
}

export function useCartKey(lang: Language): CartKey {
  // useAuth re-renders on sign-in and sign-out (in this tab or another); the token is read then.
  const { user } = useAuth()
  return ['cart', lang, ownerTag(user ? readToken() : null)]
}

/** Cart answers are translated: the language travels with every call, mutations included. */
export function cartPath(lang: Language, productId?: string): string {
  const base = productId === undefined ? '/api/cart' : `/api/cart/${encodeURIComponent(productId)}`
  return `${base}?lang=${lang}`
}

/** GET /api/cart: the lines with live prices and stock, and what changed since they were added. */
const cartQuery = (key: CartKey) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<Cart>('/api/cart', { lang: key[1] }, signal),
  })

/**
 * A visitor's cart before any sign-in: what the server renderer declares for every page's header
 * (app/page-prefetch.ts). The server never reads a cart (a page is the same for every visitor), so
 * declaring it only tells the renderer up front that this query is the browser's to fetch.
 */
export const guestCartQuery = (lang: Language) => cartQuery(['cart', lang, ownerTag(null)])

export function useCart(lang: Language) {
  return useQuery(cartQuery(useCartKey(lang)))
}

/** The header's number: units that can be bought now (undefined until the cart has loaded). */
export function useCartCount(lang: Language): number | undefined {
  return useQuery({ ...cartQuery(useCartKey(lang)), select: (cart: Cart) => cart.item_count }).data
}

/** Every change answers with the whole cart: it becomes the cached cart at once, no refetch. */
export function storeCart(client: QueryClient, key: CartKey, answer: CartChange): Cart {
  const { message: _message, ...cart } = answer
  client.setQueryData(key, cart)
  return cart
}
