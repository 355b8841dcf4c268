import { FEEDBACK_MESSAGES } from '@shop/domain'
import { createServerMessages } from '../../../lib/server-messages'

/** The feedback texts of the shared schema and the server; SPEC's two stay word for word in English. */
export const KNOWN_MESSAGES = {
  thanks: FEEDBACK_MESSAGES.thanks,
  answerAll: FEEDBACK_MESSAGES.answerAll,
  issueTooLong: FEEDBACK_MESSAGES.issueTooLong,
} as const

/** Texts of /feedback: questions and options by their domain keys, server messages translated. */
export const useFeedbackText = createServerMessages('feedback', KNOWN_MESSAGES)
