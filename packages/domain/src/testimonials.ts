import { z } from 'zod'
import { DEFAULT_LANGUAGE } from './languages'
import { LanguageSchema } from './language-schemas'
import { HoneypotSchema } from './newsletter'
import { RatingSchema, REVIEW_STATUSES } from './reviews'

export const TESTIMONIAL_MESSAGES = {
  submitted: 'Thank you! Your testimonial will appear once our team has read it.',
  name: 'Please tell us your name',
  text: 'Please write a few words about your experience',
} as const

export const TESTIMONIAL_STATUSES = REVIEW_STATUSES
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number]
export const TESTIMONIAL_PAGE_SIZE = 12
export const TESTIMONIAL_NAME_MAX = 80
export const TESTIMONIAL_LOCATION_MAX = 80
export const TESTIMONIAL_TEXT_MIN = 10
export const TESTIMONIAL_TEXT_MAX = 1000

const pageParam = z.coerce.number({ error: 'page must be a whole number' }).int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page must be at most 10000').default(1)

/** `lang`: testimonials in this language come first, then the others, each newest first. */
export const TestimonialQuerySchema = z.object({ page: pageParam, lang: LanguageSchema.default(DEFAULT_LANGUAGE) })
export const StaffTestimonialQuerySchema = z.object({ status: z.enum(TESTIMONIAL_STATUSES).optional(), page: pageParam })
export const TestimonialIdParamsSchema = z.object({ id: z.string().regex(/^tst_[a-z0-9]{16}$/, 'Testimonial id is not valid') })

export const TestimonialInputSchema = z.object({
  name: z.string({ error: TESTIMONIAL_MESSAGES.name }).trim().min(1, TESTIMONIAL_MESSAGES.name).max(TESTIMONIAL_NAME_MAX, `Please keep your name under ${TESTIMONIAL_NAME_MAX} characters`),
  location: z.string().trim().max(TESTIMONIAL_LOCATION_MAX, `Please keep the place under ${TESTIMONIAL_LOCATION_MAX} characters`).default(''),
  rating: RatingSchema,
  text: z
    .string({ error: TESTIMONIAL_MESSAGES.text })
    .trim()
    .min(TESTIMONIAL_TEXT_MIN, TESTIMONIAL_MESSAGES.text)
    .max(TESTIMONIAL_TEXT_MAX, `Please keep it under ${TESTIMONIAL_TEXT_MAX} characters`),
  /** The language written in (the shop language in use) */
  lang: LanguageSchema.default(DEFAULT_LANGUAGE),
  website: HoneypotSchema,
})
export type TestimonialInput = z.infer<typeof TestimonialInputSchema>

/** Shown and stored exactly as typed: rendered as text, never as HTML. */
export const TestimonialSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  rating: z.number().int(),
  text: z.string(),
  lang: LanguageSchema,
  created_at: z.string(),
})
export type Testimonial = z.infer<typeof TestimonialSchema>
export const TestimonialListSchema = z.object({ data: z.array(TestimonialSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
export type TestimonialList = z.infer<typeof TestimonialListSchema>
export const TestimonialSubmittedSchema = z.object({ message: z.string() })

export const StaffTestimonialSchema = TestimonialSchema.extend({
  status: z.enum(TESTIMONIAL_STATUSES),
  moderation_note: z.string(),
  moderated_at: z.string().nullable(),
  moderated_by: z.string().nullable(),
})
export type StaffTestimonial = z.infer<typeof StaffTestimonialSchema>
export const StaffTestimonialListSchema = z.object({ data: z.array(StaffTestimonialSchema), total: z.number().int(), page: z.number().int() })
export type StaffTestimonialList = z.infer<typeof StaffTestimonialListSchema>
