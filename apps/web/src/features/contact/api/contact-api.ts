import type { ContactInput } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** SPEC's POST /api/contact-us (shapes: packages/domain/src/contact.ts). */
export const contactApi = {
  send: (body: ContactInput) => api.post<{ message: string }>('/api/contact-us', body),
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: contactApi.send })
}
