import { ORDER_MESSAGES, type OrderStatus, FIELD_MESSAGES } from '@shop/domain'
import { useCallback } from 'react'
import { createServerMessages } from '../../../lib/server-messages'

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
  refundToCardOnly: ORDER_MESSAGES.refundToCardOnly,
  // OrderRequestInputSchema and TrackOrderSchema (packages/domain), word for word.
  reasonRequired: FIELD_MESSAGES.requestReasonRequired,
  detailsLong: FIELD_MESSAGES.requestDetailsTooLong,
  numberInvalid: FIELD_MESSAGES.orderNumberInvalid,
  emailInvalid: FIELD_MESSAGES.emailInvalid,
}

// An illegal move names both statuses in English: say it in the shopper's words instead.
const useServerMessages = createServerMessages('orders', KNOWN_MESSAGES, { order_move_illegal: 'error.conflict', conflict: 'error.conflict' })

/** Texts of the order pages: status names in the shopper's language (the codes stay on the wire). */
export function useOrdersText() {
  const { t, message, failure } = useServerMessages()
  const status = useCallback((code: OrderStatus) => t(`status.${code}`), [t])
  return { t, message, failure, status }
}
