import type { NewsletterConfirmAnswer, NewsletterSignup } from '@shop/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The shopper's newsletter endpoints (shapes: packages/domain/src/newsletter.ts). */

export interface NewsletterAnswer {
  message: string
}

export const newsletterApi = {
  signup: (body: NewsletterSignup) => api.post<NewsletterAnswer>('/api/newsletter', body),
  confirm: (token: string) => api.post<NewsletterConfirmAnswer>('/api/newsletter/confirm', { token }),
  unsubscribe: (token: string) => api.post<NewsletterAnswer>('/api/newsletter/unsubscribe', { token }),
}

export function useNewsletterSignup() {
  return useMutation({ mutationFn: newsletterApi.signup })
}

/**
 * The emailed links act as soon as the page opens. Kept as queries on their token so a re-render
 * (or React's double effects in development) asks once; a repeat is harmless anyway: confirming
 * again answers the same code, unsubscribing again changes nothing.
 */
const linkQuery = { retry: false, staleTime: Infinity, gcTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false } as const

export function useConfirmLink(token: string) {
  return useQuery({ queryKey: ['newsletter', 'confirm', token], queryFn: () => newsletterApi.confirm(token), ...linkQuery })
}

export function useUnsubscribeLink(token: string) {
  return useQuery({ queryKey: ['newsletter', 'unsubscribe', token], queryFn: () => newsletterApi.unsubscribe(token), ...linkQuery })
}
