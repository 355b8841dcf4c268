import { ORDER_MESSAGES, type OrderStatus } from '@shop/domain'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../lib/api-client'

/** The server's fixed order texts by their key under `message.` in the `orders` namespace. */
export const KNOWN_MESSAGES: Record<string, string> = {
  cannotCancel: ORDER_MESSAGES.cannotCancel,
  cannotReturn: ORDER_MESSAGES.cannotReturn,
  returnWindowOver: ORDER_MESSAGES.returnWindowOver,
  requestPending: ORDER_MESSAGES.requestPending,
  notFound: ORDER_MESSAGES.notFound,
  cancelled: ORDER_MESSAGES.cancelled,
  cancelRequested: ORDER_MESSAGES.cancelRequested,
  returnRequested: ORDER_MESSAGES.returnRequested,
  // OrderRequestInputSchema and TrackOrderSchema (packages/domain), word for word.
  reasonRequired: 'Please choose a reason',
  detailsLong: 'Please keep it under 1000 characters',
  numberInvalid: 'Please enter the order number from your confirmation email',
  emailInvalid: 'Email is not valid',
}
const KEY_OF = new Map(Object.entries(KNOWN_MESSAGES).map(([key, text]) => [text, key]))

/** Texts of the order pages: status names in the shopper's language (the codes stay on the wire). */
export function useOrdersText() {
  const { t } = useTranslation('orders')

  const status = useCallback((code: OrderStatus) => t(`status.${code}`), [t])

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
      // An illegal move names both statuses in English: say it in the shopper's words instead.
      if (err.code === 'conflict' && !KEY_OF.has(err.problem?.detail ?? '')) return t('error.conflict')
      const issues = err.problem?.errors
      if (issues?.length) return [...new Set(issues.map((i) => message(i.message)))].join(' ')
      return message(err.problem?.detail ?? err.message)
    },
    [t, message],
  )

  return { t, status, message, failure }
}
