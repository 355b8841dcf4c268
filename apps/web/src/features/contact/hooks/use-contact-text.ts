import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client'

/**
 * The contact form's texts from the shared schema and the server, by their key under `message.`
 * in the `contact` namespace. SPEC's two stay word for word in English.
 */
export const KNOWN_MESSAGES = {
  sent: CONTACT_MESSAGES.sent,
  invalid: CONTACT_MESSAGES.invalid,
  // ContactInputSchema (packages/domain/src/contact.ts), word for word.
  nameRequired: 'Please enter your name',
  nameLong: 'The name is too long',
  emailInvalid: 'Email is not valid',
  subjectRequired: 'Please enter a subject',
  subjectLong: 'The subject is too long',
  messageRequired: 'Please write your message',
  messageLong: `The message is too long (at most ${CONTACT_LIMITS.message} characters)`,
} as const

const KEY_OF = new Map<string, string>(Object.entries(KNOWN_MESSAGES).map(([key, text]) => [text, key]))

/** Texts of /contactus, and server messages in the shopper's language. */
export function useContactText() {
  const { t } = useTranslation('contact')

  const message = useCallback(
    (text: string | undefined): string => {
      if (!text) return ''
      const key = KEY_OF.get(text)
      return key ? t(`message.${key}`) : text
    },
    [t],
  )

  /** What to say about a failed call that is not about the fields. */
  const failure = useCallback(
    (err: unknown): string => {
      if (!(err instanceof ApiError)) return t('error.generic')
      if (err.code === 'network') return t('error.network')
      if (err.code === 'rate_limited') return t('error.rateLimited')
      if (err.code === 'internal' || err.code === 'unavailable') return t('error.generic')
      return message(err.problem?.detail ?? err.message)
    },
    [t, message],
  )

  return { t, message, failure }
}
