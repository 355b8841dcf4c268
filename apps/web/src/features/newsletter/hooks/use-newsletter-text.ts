import { NEWSLETTER_MESSAGES } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client'

/**
 * The server's newsletter texts by their key under `message.` in the `newsletter` namespace. SPEC's
 * "Newsletter signed up successfully" stays word for word in English; the other languages show
 * their translation.
 */
export const KNOWN_MESSAGES = {
  signedUp: NEWSLETTER_MESSAGES.signedUp,
  confirmed: NEWSLETTER_MESSAGES.confirmed,
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed,
  invalidLink: NEWSLETTER_MESSAGES.invalidLink,
  expiredLink: NEWSLETTER_MESSAGES.expiredLink,
  emailInvalid: NEWSLETTER_MESSAGES.emailInvalid,
} as const

const KEY_OF = new Map<string, string>(Object.entries(KNOWN_MESSAGES).map(([key, text]) => [text, key]))

/** Texts of /emailsignup, and server messages in the shopper's language. */
export function useNewsletterText() {
  const { t } = useTranslation('newsletter')

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
      if (err.code === 'internal' || err.code === 'unavailable') return t('error.generic')
      return message(err.problem?.errors?.[0]?.message ?? err.problem?.detail ?? err.message)
    },
    [t, message],
  )

  return { t, message, failure }
}
