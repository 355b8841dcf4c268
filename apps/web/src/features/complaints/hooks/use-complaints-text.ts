import { COMPLAINT_MESSAGES, type ComplaintStatus, type ComplaintTopic } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client'

/** The complaint texts of the shared schema and the server, by their key under `message.`. */
export const KNOWN_MESSAGES = {
  chooseOrder: COMPLAINT_MESSAGES.chooseOrder,
  chooseTopic: COMPLAINT_MESSAGES.chooseTopic,
  writeMessage: COMPLAINT_MESSAGES.writeMessage,
  tooLong: COMPLAINT_MESSAGES.tooLong,
  notFound: COMPLAINT_MESSAGES.notFound,
  orderNotFound: COMPLAINT_MESSAGES.orderNotFound,
} as const

const KEY_OF = new Map<string, string>(Object.entries(KNOWN_MESSAGES).map(([key, text]) => [text, key]))

/** Texts of /complain: topics and statuses by their codes (the codes stay on the wire). */
export function useComplaintsText() {
  const { t } = useTranslation('complaints')

  const topic = useCallback((code: ComplaintTopic) => t(`topic.${code}`), [t])
  const status = useCallback((code: ComplaintStatus) => t(`status.${code}`), [t])

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

  return { t, topic, status, message, failure }
}
