import type { Language, Wishlist, WishlistChange } from '@shop/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
// The one place this feature reaches into another: the wishlist belongs to SPEC's stored sign-in.
import { readToken } from '../../../lib/session'
import { useAuth } from '../../../lib/use-auth'

/**
 * The wishlist is a signed-in list (the server answers 401 to guests), so it is only fetched with a
 * sign-in, and its cache key names the session: another sign-in never sees this one's list. The key
 * carries a short hash of the token, not the token itself.
 */
export type WishlistKey = readonly ['wishlist', Language, string]

function sessionTag(token: string | null): string {
  if (!token) return 'guest'
  // FNV-1a: tells sessions apart; it only keeps the token itself out of the key.
  let h = 0x811c9dc5
  for (let i = 0; i < token.length; i++) h = Math.imul(h ^ token.charCodeAt(i), 0x01000193)
  return (h >>> 0).toString(36)
}

function useWishlistKey(lang: Language): { key: WishlistKey; signedIn: boolean } {
  const { user } = useAuth()
  return { key: ['wishlist', lang, sessionTag(user ? readToken() : null)], signedIn: user !== null }
}

/** SPEC's client knew the doubled address /api/api/wishlist; the server keeps it, this app uses the plain one. */
function wishlistPath(lang: Language, productId?: string): string {
  const base = productId === undefined ? '/api/wishlist' : `/api/wishlist/${encodeURIComponent(productId)}`
  return `${base}?lang=${lang}`
}

/** GET /api/wishlist, newest first; idle (no request) for a guest. */
export function useWishlist(lang: Language) {
  const { key, signedIn } = useWishlistKey(lang)
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<Wishlist>('/api/wishlist', { lang }, signal),
    enabled: signedIn,
  })
}

/** Add and remove answer with the whole list and SPEC's message; the list replaces the cached one. */
export function useWishlistChange(lang: Language) {
  const client = useQueryClient()
  const { key } = useWishlistKey(lang)
  const store = (answer: WishlistChange) => client.setQueryData<Wishlist>(key, { data: answer.data })
  const add = useMutation({
    mutationFn: (productId: string) => api.post<WishlistChange>(wishlistPath(lang), { product_id: productId }),
    onSuccess: store,
  })
  const remove = useMutation({
    mutationFn: (productId: string) => api.delete<WishlistChange>(wishlistPath(lang, productId)),
    onSuccess: store,
    onError: () => client.invalidateQueries({ queryKey: key }),
  })
  return { add, remove }
}
