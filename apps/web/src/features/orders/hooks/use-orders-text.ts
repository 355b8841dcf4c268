import { ORDER_MESSAGES, type OrderStatus, FIELD_MESSAGES, WITHDRAWAL_MESSAGES } from '@shop/domain'
import { useCallback } from 'react'
import { createServerMessages } from '../../../lib/server-messages'

/** The server's fixed order texts by their key under `message.` in the `orders` namespace. */
export const KNOWN_MESSAGES: Record<string, string> = {
  cannotCancel: ORDER_MESSAGES.cannotCancel,
  cannotReturn: ORDER_MESSAGES.cannotReturn,
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
  // The withdrawal's fields (domain withdrawal-messages.ts, decision 044)
  periodOver: WITHDRAWAL_MESSAGES.periodOver,
  nothingLeft: WITHDRAWAL_MESSAGES.nothingLeft,
  lineUnknown: WITHDRAWAL_MESSAGES.lineUnknown,
  quantityTooHigh: WITHDRAWAL_MESSAGES.quantityTooHigh,
  quantityMin: WITHDRAWAL_MESSAGES.quantityMin,
  linesEmpty: WITHDRAWAL_MESSAGES.linesEmpty,
  linesRepeated: WITHDRAWAL_MESSAGES.linesRepeated,
  ibanRequired: WITHDRAWAL_MESSAGES.ibanRequired,
  ibanInvalid: WITHDRAWAL_MESSAGES.ibanInvalid,
}

// An illegal move names both statuses in English: say it in the shopper's words instead.
const useServerMessages = createServerMessages('orders', KNOWN_MESSAGES, { order_move_illegal: 'error.conflict', conflict: 'error.conflict' })

/** Texts of the order pages: status names in the shopper's language (the codes stay on the wire). */
export function useOrdersText() {
  const { t, message, failure } = useServerMessages()
  const status = useCallback((code: OrderStatus) => t(`status.${code}`), [t])
  return { t, message, failure, status }
}
