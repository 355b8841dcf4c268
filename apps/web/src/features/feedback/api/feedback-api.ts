import type { FeedbackInput } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/feedback (shapes: packages/domain/src/feedback.ts). */
export const feedbackApi = {
  send: (body: FeedbackInput) => api.post<{ message: string }>('/api/feedback', body),
}

export function useSendFeedback() {
  return useMutation({ mutationFn: feedbackApi.send })
}
