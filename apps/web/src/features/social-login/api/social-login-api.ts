import type { LoginAnswer } from '@shop/domain'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { SocialConfig, SocialProvider } from '../social-flow'

export const socialLoginApi = {
  config: (signal?: AbortSignal) => api.get<SocialConfig>('/auth/social-config', undefined, signal),
  /** SPEC's POST /auth/social-login/ → { access }, with the provider's token instead of a bare uid. */
  signIn: (provider: SocialProvider, token: string) => api.post<LoginAnswer>('/auth/social-login/', { provider, token }),
}

/** Which providers the shop is configured for; fetched once per visit. */
export function useSocialConfig() {
  return useQuery({
    queryKey: ['auth', 'social-config'],
    queryFn: ({ signal }) => socialLoginApi.config(signal),
    staleTime: Infinity,
  })
}
