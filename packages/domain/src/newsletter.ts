import { z } from 'zod'
import { LanguageSchema } from './language-schemas'
import { FIELD_MESSAGES } from './field-messages'

/** SPEC section 8 word for word (signedUp); the others are ours. */
export const NEWSLETTER_MESSAGES = {
  /** The same answer for a new, a pending and a confirmed address: the form tells nobody who subscribes. */
  signedUp: 'Newsletter signed up successfully',
  confirmed: 'Your subscription is confirmed. Your 5% code is on its way to your inbox.',
  unsubscribed: 'You have been unsubscribed. You will get no more newsletters from us.',
  invalidLink: 'This link is not valid. Please copy the whole address from the email.',
  expiredLink: 'This confirmation link has expired. Please sign up again.',
  emailInvalid: FIELD_MESSAGES.emailInvalid,
} as const

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

/** How long a confirmation link works while the address waits for it. */
export const NEWSLETTER_CONFIRM_DAYS = 7

/**
 * The anti-spam honeypot every public form carries: a field named `website` people never see.
 * Anything in it marks a bot; the server then answers as usual and stores nothing.
 */
export const HoneypotSchema = z.string().max(500).optional().default('')

export const NewsletterSignupSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(NEWSLETTER_MESSAGES.emailInvalid).max(254, NEWSLETTER_MESSAGES.emailInvalid)),
  lang: LanguageSchema.default('en'),
  website: HoneypotSchema,
})
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>

/** The token from a link (?confirm= or ?unsubscribe=). */
export const NewsletterTokenSchema = z.object({
  token: z.string().trim().min(16, NEWSLETTER_MESSAGES.invalidLink).max(200, NEWSLETTER_MESSAGES.invalidLink),
})

export const NewsletterAnswerSchema = z.object({ message: z.string() })
export const NewsletterConfirmAnswerSchema = z.object({
  message: z.string(),
  /** The personal single-use 5% code (the same one on every repeat of the link) */
  coupon_code: z.string(),
})
export type NewsletterConfirmAnswer = z.infer<typeof NewsletterConfirmAnswerSchema>

/* ---- Staff ---- */

export const NewsletterSubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  lang: LanguageSchema,
  status: z.enum(NEWSLETTER_STATUSES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
})
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriberSchema>

export const StaffNewsletterQuerySchema = z.object({
  status: z.enum(NEWSLETTER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
})
export const NewsletterSubscriberListSchema = z.object({
  data: z.array(NewsletterSubscriberSchema),
  total: z.number().int(),
  page: z.number().int(),
})
export type NewsletterSubscriberList = z.infer<typeof NewsletterSubscriberListSchema>
