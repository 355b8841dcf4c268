import { CONTACT_LIMITS, CONTACT_MESSAGES, FIELD_MESSAGES } from '@shop/domain'
import { createServerMessages } from '../../../lib/server-messages'

/**
 * The contact form's texts from the shared schema and the server, by their key under `message.`
 * in the `contact` namespace. SPEC's two stay word for word in English.
 */
export const KNOWN_MESSAGES = {
  sent: CONTACT_MESSAGES.sent,
  invalid: CONTACT_MESSAGES.invalid,
  // ContactInputSchema (packages/domain/src/contact.ts), word for word.
  nameRequired: FIELD_MESSAGES.nameRequired,
  nameLong: FIELD_MESSAGES.nameTooLong,
  emailInvalid: FIELD_MESSAGES.emailInvalid,
  subjectRequired: FIELD_MESSAGES.subjectRequired,
  subjectLong: FIELD_MESSAGES.subjectTooLong,
  messageRequired: FIELD_MESSAGES.messageRequired,
  messageLong: `The message is too long (at most ${CONTACT_LIMITS.message} characters)`,
} as const

/** Texts of /contactus, and server messages in the shopper's language. */
export const useContactText = createServerMessages('contact', KNOWN_MESSAGES)
