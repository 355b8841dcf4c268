import type { Generated } from 'kysely'

/** modules/testimonials owns it. */
export interface TestimonialTable {
  id: string
  user_id: string | null
  name: string
  location: Generated<string>
  rating: number
  text: string
  lang: string
  status: Generated<'pending' | 'approved' | 'rejected'>
  moderation_note: Generated<string>
  moderated_at: string | null
  moderated_by: string | null
  created_at: string
}

/** The tables modules/testimonials owns: its repositories see only these (db/tables.ts). */
export interface TestimonialsTables {
  testimonial: TestimonialTable
}
