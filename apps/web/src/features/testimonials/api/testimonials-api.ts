import type { Language, TestimonialInput, TestimonialList } from '@shop/domain'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The testimonial endpoints (shapes: packages/domain/src/testimonials.ts). */

export const testimonialsApi = {
  list: (page: number, lang: Language, signal?: AbortSignal) => api.get<TestimonialList>('/api/testimonials', { page, lang }, signal),
  submit: (body: TestimonialInput) => api.post<{ message: string }>('/api/testimonials', body),
}

export const testimonialKeys = {
  list: (page: number, lang: Language) => ['testimonials', page, lang] as const,
}

export function useTestimonials(page: number, lang: Language) {
  return useQuery({
    queryKey: testimonialKeys.list(page, lang),
    queryFn: ({ signal }) => testimonialsApi.list(page, lang, signal),
    placeholderData: keepPreviousData,
  })
}

/** A new testimonial waits for moderation, so no list changes: nothing to refresh. */
export function useSubmitTestimonial() {
  return useMutation({ mutationFn: testimonialsApi.submit })
}
