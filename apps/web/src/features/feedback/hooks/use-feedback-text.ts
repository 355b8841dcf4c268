import { FEEDBACK_MESSAGES } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client'

/** The feedback texts of the shared schema and the server; SPEC's two stay word for word in English. */
export const KNOWN_MESSAGES = {
  thanks: FEEDBACK_MESSAGES.thanks,
  answerAll: FEEDBACK_MESSAGES.answerAll,
  issueTooLong: FEEDBACK_MESSAGES.issueTooLong,
} as const

const KEY_OF = new Map<string, string>(Object.entries(KNOWN_MESSAGES).map(([key, text]) => [text, key]))

/** Texts of /feedback: questions and options by their domain keys, server messages translated. */
export function useFeedbackText() {
  const { t } = useTranslation('feedback')

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
      return message(err.problem?.detail ?? err.message)
    },
    [t, message],
  )

  return { t, message, failure }
}
