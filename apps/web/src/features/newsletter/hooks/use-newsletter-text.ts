import { NEWSLETTER_MESSAGES } from '@shop/domain'
import { createServerMessages } from '../../../lib/server-messages'

/**
 * The server's newsletter texts by their key under `message.` in the `newsletter` namespace. SPEC's
 * "Newsletter signed up successfully" stays word for word in English; the other languages show
 * their translation.
 */
export const KNOWN_MESSAGES = {
  signedUp: NEWSLETTER_MESSAGES.signedUp,
  confirmed: NEWSLETTER_MESSAGES.confirmed,
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed,
  invalidLink: NEWSLETTER_MESSAGES.invalidLink,
  expiredLink: NEWSLETTER_MESSAGES.expiredLink,
  emailInvalid: NEWSLETTER_MESSAGES.emailInvalid,
} as const

/** Texts of /emailsignup, and server messages in the shopper's language. */
export const useNewsletterText = createServerMessages('newsletter', KNOWN_MESSAGES)
