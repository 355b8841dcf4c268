import { REVIEW_BODY_MAX, REVIEW_MESSAGES, REVIEW_TITLE_MAX } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client'

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
  // ReviewInputSchema (packages/domain), word for word.
  titleLong: `Please keep the title under ${REVIEW_TITLE_MAX} characters`,
  bodyLong: `Please keep your review under ${REVIEW_BODY_MAX} characters`,
} as const

const KEY_OF = new Map<string, string>(Object.entries(KNOWN_MESSAGES).map(([key, text]) => [text, key]))

/** Texts of the review pieces, and the server's messages in the shopper's language. */
export function useReviewsText() {
  const { t } = useTranslation('reviews')

  /** A text from the schema or the server, translated when known; anything else as it came. */
  const message = useCallback(
    (text: string | undefined): string => {
      if (!text) return ''
      const key = KEY_OF.get(text)
      return key ? t(`message.${key}`) : text
    },
    [t],
  )

  /** What to say about a failed call: by code where the code says it all, else the server's text. */
  const failure = useCallback(
    (err: unknown): string => {
      if (!(err instanceof ApiError)) return t('error.generic')
      if (err.code === 'network') return t('error.network')
      if (err.code === 'rate_limited') return t('error.rateLimited')
      if (err.code === 'unauthorized') return t('error.signedOut')
      if (err.code === 'internal' || err.code === 'unavailable') return t('error.generic')
      const issues = err.problem?.errors
      if (issues?.length) return [...new Set(issues.map((i) => message(i.message)))].join(' ')
      return message(err.problem?.detail ?? err.message)
    },
    [t, message],
  )

  /** "4 stars" / "4 hvězdičky": the name of a rating. */
  const stars = useCallback((rating: number) => t('stars', { count: rating }), [t])

  return { t, message, failure, stars }
}
