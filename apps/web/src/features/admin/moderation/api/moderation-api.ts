import type { Moderation, ReviewStatus, StaffReview, StaffReviewList, StaffTestimonial, StaffTestimonialList } from '@shop/domain'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** Review and testimonial moderation (shapes: packages/domain/src/reviews.ts, testimonials.ts). */

export interface ModerationFilters {
  status?: ReviewStatus
  page: number
}

export type ModerationKind = 'reviews' | 'testimonials'

export const moderationApi = {
  reviews: (f: ModerationFilters, lang: string, signal?: AbortSignal) => api.get<StaffReviewList>('/api/staff/reviews', { ...f, lang }, signal),
  moderateReview: (id: string, body: Moderation, lang: string) =>
    api.post<StaffReview>(`/api/staff/reviews/${encodeURIComponent(id)}/moderate?lang=${encodeURIComponent(lang)}`, body),
  testimonials: (f: ModerationFilters, signal?: AbortSignal) => api.get<StaffTestimonialList>('/api/staff/testimonials', { ...f }, signal),
  moderateTestimonial: (id: string, body: Moderation) => api.post<StaffTestimonial>(`/api/staff/testimonials/${encodeURIComponent(id)}/moderate`, body),
}

export const moderationKeys = {
  reviews: (f: ModerationFilters, lang: string) => ['staff', 'moderation', 'reviews', f, lang] as const,
  testimonials: (f: ModerationFilters) => ['staff', 'moderation', 'testimonials', f] as const,
}

/** `lang` names the products in the staff member's language. */
export function useStaffReviews(f: ModerationFilters, lang: string) {
  return useQuery({ queryKey: moderationKeys.reviews(f, lang), queryFn: ({ signal }) => moderationApi.reviews(f, lang, signal), placeholderData: keepPreviousData })
}

export function useStaffTestimonials(f: ModerationFilters) {
  return useQuery({ queryKey: moderationKeys.testimonials(f), queryFn: ({ signal }) => moderationApi.testimonials(f, signal), placeholderData: keepPreviousData })
}

/**
 * A decision moves the entry to another tab, changes the dashboard's waiting counts (and, for a
 * review, the product's rating): every staff list is asked again once it is settled.
 */
export function useModerate(kind: ModerationKind, lang: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...body }: Moderation & { id: string }): Promise<StaffReview | StaffTestimonial> =>
      kind === 'reviews' ? moderationApi.moderateReview(id, body, lang) : moderationApi.moderateTestimonial(id, body),
    onSettled: () => client.invalidateQueries({ queryKey: ['staff'] }),
  })
}
