import { REVIEW_MESSAGES, TESTIMONIAL_LOCATION_MAX, TESTIMONIAL_MESSAGES, TESTIMONIAL_NAME_MAX, TESTIMONIAL_TEXT_MAX } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client'

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

const KEY_OF = new Map<string, string>(Object.entries(KNOWN_MESSAGES).map(([key, text]) => [text, key]))

/** Texts of the testimonial page, and the server's messages in the shopper's language. */
export function useTestimonialsText() {
  const { t } = useTranslation('testimonials')

  const message = useCallback(
    (text: string | undefined): string => {
      if (!text) return ''
      const key = KEY_OF.get(text)
      return key ? t(`message.${key}`) : text
    },
    [t],
  )

  const failure = useCallback(
    (err: unknown): string => {
      if (!(err instanceof ApiError)) return t('error.generic')
      if (err.code === 'network') return t('error.network')
      if (err.code === 'rate_limited') return t('error.rateLimited')
      if (err.code === 'internal' || err.code === 'unavailable') return t('error.generic')
      const issues = err.problem?.errors
      if (issues?.length) return [...new Set(issues.map((i) => message(i.message)))].join(' ')
      return message(err.problem?.detail ?? err.message)
    },
    [t, message],
  )

  const stars = useCallback((rating: number) => t('stars', { count: rating }), [t])

  return { t, message, failure, stars }
}
