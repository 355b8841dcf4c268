import { REVIEW_MESSAGES, TESTIMONIAL_LOCATION_MAX, TESTIMONIAL_MESSAGES, TESTIMONIAL_NAME_MAX, TESTIMONIAL_TEXT_MAX } from '@shop/domain'
import { useCallback } from 'react'
import { createServerMessages } from '../../../lib/server-messages'

/** The English texts the testimonial schema and the server send, by their key under `message.`. */
export const KNOWN_MESSAGES = {
  submitted: TESTIMONIAL_MESSAGES.submitted,
  name: TESTIMONIAL_MESSAGES.name,
  text: TESTIMONIAL_MESSAGES.text,
  rating: REVIEW_MESSAGES.rating,
  // TestimonialInputSchema (packages/domain), word for word.
  nameLong: `Please keep your name under ${TESTIMONIAL_NAME_MAX} characters`,
  locationLong: `Please keep the place under ${TESTIMONIAL_LOCATION_MAX} characters`,
  textLong: `Please keep it under ${TESTIMONIAL_TEXT_MAX} characters`,
} as const

const useServerMessages = createServerMessages('testimonials', KNOWN_MESSAGES)

/** Texts of the testimonial page, and the server's messages in the shopper's language. */
export function useTestimonialsText() {
  const { t, message, failure } = useServerMessages()
  const stars = useCallback((rating: number) => t('stars', { count: rating }), [t])
  return { t, message, failure, stars }
}
