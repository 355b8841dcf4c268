import { REVIEW_BODY_MAX, REVIEW_MESSAGES, REVIEW_TITLE_MAX } from '@shop/domain'
import { useCallback } from 'react'
import { createServerMessages } from '../../../lib/server-messages'

/**
 * The English texts the review schema and the server send, by their key under `message.` in the
 * `reviews` namespace. SPEC's "Review submitted successfully" stays word for word in English; the
 * other languages show their translation.
 */
export const KNOWN_MESSAGES = {
  submitted: REVIEW_MESSAGES.submitted,
  duplicate: REVIEW_MESSAGES.duplicate,
  rating: REVIEW_MESSAGES.rating,
  body: REVIEW_MESSAGES.body,
  notBuyer: REVIEW_MESSAGES.notBuyer,
  notYours: REVIEW_MESSAGES.notYours,
  // ReviewInputSchema (packages/domain), word for word.
  titleLong: `Please keep the title under ${REVIEW_TITLE_MAX} characters`,
  bodyLong: `Please keep your review under ${REVIEW_BODY_MAX} characters`,
} as const

const useServerMessages = createServerMessages('reviews', KNOWN_MESSAGES, { signed_out: 'error.signedOut', sign_in_expired: 'error.signedOut', unauthorized: 'error.signedOut' })

/** Texts of the review pieces, and the server's messages in the shopper's language. */
export function useReviewsText() {
  const { t, message, failure } = useServerMessages()
  /** "4 stars" / "4 hvězdičky": the name of a rating. */
  const stars = useCallback((rating: number) => t('stars', { count: rating }), [t])
  return { t, message, failure, stars }
}
