import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@shop/domain'
import { createServerMessages } from '../../../lib/server-messages'

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

/** Texts of /contactus, and server messages in the shopper's language. */
export const useContactText = createServerMessages('contact', KNOWN_MESSAGES)
