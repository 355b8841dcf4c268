import type { Generated } from 'kysely'

/** modules/reviews owns it. Texts stored exactly as typed; flags 0/1; timestamps ISO strings. */
export interface ReviewTable {
  id: string
  product_id: string
  /** null for an imported (seeded) review */
  user_id: string | null
  author: string
  rating: number
  title: Generated<string>
  body: string
  lang: string
  verified_purchase: Generated<number>
  status: Generated<'pending' | 'approved' | 'rejected'>
  moderation_note: Generated<string>
  moderated_at: string | null
  /** The staff member's user id */
  moderated_by: string | null
  created_at: string
}

/** The tables modules/reviews owns: its repositories see only these (db/tables.ts). */
export interface ReviewsTables {
  review: ReviewTable
}
