import type { Currency, Language, Wishlist, WishlistChange } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { useMarket } from '../../../lib/market'
// The one place this feature reaches into another: the wishlist belongs to SPEC's stored sign-in.
import { readToken } from '../../../lib/session'
import { useAuth } from '../../../lib/use-auth'

/**
 * The wishlist is a signed-in list (the server answers 401 to guests), so it is only fetched with a
 * sign-in, and its cache key names the session: another sign-in never sees this one's list. The key
 * carries a short hash of the token, not the token itself. Its prices are asked in the currency of
 * the shopper's market (lib/market.ts), which the key carries too.
 */
export type WishlistKey = readonly ['wishlist', Language, Currency, string]

function sessionTag(token: string | null): string {
  if (!token) return 'guest'
  // FNV-1a: tells sessions apart; it only keeps the token itself out of the key.
  let h = 0x811c9dc5
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(36)
}

function useWishlistKey(lang: Language): { key: WishlistKey; currency: Currency; signedIn: boolean } {
  const { user } = useAuth()
  const { currency } = useMarket()
  return { key: ['wishlist', lang, currency, sessionTag(user ? readToken() : null)], currency, signedIn: user !== null }
}

/** SPEC's client knew the doubled address /api/api/wishlist; the server keeps it, this app uses the plain one. */
function wishlistPath(lang: Language, currency: Currency, productId?: string): string {
  const base = productId === undefined ? '/api/wishlist' : `/api/wishlist/${encodeURIComponent(productId)}`
  return `${base}?lang=${lang}&currency=${currency}`
}

/** GET /api/wishlist, newest first; idle (no request) for a guest. */
export function useWishlist(lang: Language) {
  const { key, currency, signedIn } = useWishlistKey(lang)
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<Wishlist>('/api/wishlist', { lang, currency }, signal),
    enabled: signedIn,
  })
}

/** Add and remove answer with the whole list and SPEC's message; the list replaces the cached one. */
export function useWishlistChange(lang: Language) {
  const client = useQueryClient()
  const { key, currency } = useWishlistKey(lang)
  // The list as the GET answers it: its items and, when the answer names it, their currency.
  const store = (answer: WishlistChange) => {
    const list: Partial<WishlistChange> & Wishlist = { ...answer }
    delete list.message
    client.setQueryData<Wishlist>(key, list)
  }
  const add = useMutation({
    mutationFn: (productId: string) => api.post<WishlistChange>(wishlistPath(lang, currency), { product_id: productId }),
    onSuccess: store,
  })
  const remove = useMutation({
    mutationFn: (productId: string) => api.delete<WishlistChange>(wishlistPath(lang, currency, productId)),
    onSuccess: store,
    onError: () => client.invalidateQueries({ queryKey: key }),
  })
  return { add, remove }
}
