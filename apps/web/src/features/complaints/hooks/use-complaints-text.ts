import { COMPLAINT_MESSAGES, type ComplaintStatus, type ComplaintTopic } from '@shop/domain'
import { useCallback } from 'react'
import { createServerMessages } from '../../../lib/server-messages'

/** The complaint texts of the shared schema and the server, by their key under `message.`. */
export const KNOWN_MESSAGES = {
  chooseOrder: COMPLAINT_MESSAGES.chooseOrder,
  chooseTopic: COMPLAINT_MESSAGES.chooseTopic,
  writeMessage: COMPLAINT_MESSAGES.writeMessage,
  tooLong: COMPLAINT_MESSAGES.tooLong,
  notFound: COMPLAINT_MESSAGES.notFound,
  orderNotFound: COMPLAINT_MESSAGES.orderNotFound,
} as const

const useServerMessages = createServerMessages('complaints', KNOWN_MESSAGES)

/** Texts of /complain: topics and statuses by their codes (the codes stay on the wire). */
export function useComplaintsText() {
  const { t, message, failure } = useServerMessages()
  const topic = useCallback((code: ComplaintTopic) => t(`topic.${code}`), [t])
  const status = useCallback((code: ComplaintStatus) => t(`status.${code}`), [t])
  return { t, message, failure, topic, status }
}
