import { z } from 'zod'
import { LanguageSchema } from './language-schemas'
import { HoneypotSchema } from './newsletter'
import { FIELD_MESSAGES } from './field-messages'

/** SPEC section 5 and 8, word for word (odd spelling kept). */
export const CONTACT_MESSAGES = {
  sent: 'Message Sent Successfuly.',
  invalid: 'Please enter valid details',
} as const

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, message: 5000 } as const

/** Every field's own words go to `errors[]`; the problem's detail is always CONTACT_MESSAGES.invalid. */
export const ContactInputSchema = z.object({
  name: z.string().trim().min(1, FIELD_MESSAGES.nameRequired).max(CONTACT_LIMITS.name, FIELD_MESSAGES.nameTooLong),
  email: z.string().trim().toLowerCase().pipe(z.email(FIELD_MESSAGES.emailInvalid).max(CONTACT_LIMITS.email, FIELD_MESSAGES.emailInvalid)),
  subject: z.string().trim().min(1, FIELD_MESSAGES.subjectRequired).max(CONTACT_LIMITS.subject, FIELD_MESSAGES.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(1, FIELD_MESSAGES.messageRequired)
    .max(CONTACT_LIMITS.message, `The message is too long (at most ${CONTACT_LIMITS.message} characters)`),
  lang: LanguageSchema.default('en'),
  website: HoneypotSchema,
})
export type ContactInput = z.infer<typeof ContactInputSchema>

export const ContactAnswerSchema = z.object({ message: z.string() })

/* ---- Staff ---- */

export const CONTACT_STATUSES = ['new', 'handled'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  lang: LanguageSchema,
  status: z.enum(CONTACT_STATUSES),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  /** The staff member's name who marked it handled */
  handled_by: z.string().nullable(),
})
export type ContactMessage = z.infer<typeof ContactMessageSchema>

export const StaffContactQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
})
export const ContactMessageListSchema = z.object({ data: z.array(ContactMessageSchema), total: z.number().int(), page: z.number().int() })
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>
export const ContactIdParamsSchema = z.object({ id: z.string().regex(/^msg_[a-z0-9]{16}$/, 'Message id is not valid') })
