import { tablesOf } from '../../db/tables'
import type { TestimonialsTables } from '../../db/tables/testimonials'
import type { PersonalDataPart } from '../privacy/privacy.types'

/** Testimonials in a shopper's data (decision 046): a person's words under their name, exported and deleted at erasure. */
export function createTestimonialsPrivacy(): PersonalDataPart {
  return {
    async exportFor(tx, s) {
      const testimonials = await tablesOf<TestimonialsTables>(tx)
        .selectFrom('testimonial')
        .select(['name', 'location', 'rating', 'text', 'lang', 'status', 'created_at'])
        .where('user_id', '=', s.userId)
        .orderBy('created_at')
        .execute()
      return { testimonials }
    },

    async erase(tx, s) {
      const r = await tablesOf<TestimonialsTables>(tx).deleteFrom('testimonial').where('user_id', '=', s.userId).executeTakeFirst()
      return { testimonials_deleted: Number(r.numDeletedRows) }
    },
  }
}
