import {
  DomainError,
  isLanguage,
  NotFound,
  TESTIMONIAL_MESSAGES,
  TESTIMONIAL_PAGE_SIZE,
  type Language,
  type Moderation,
  type StaffTestimonial,
  type StaffTestimonialList,
  type Testimonial,
  type TestimonialInput,
  type TestimonialList,
  type TestimonialStatus,
} from '@shop/domain'
import { sql, type Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { TestimonialTable } from '../../db/tables/testimonials'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import { tablesOf } from '../../db/tables'
import type { TestimonialsTables } from '../../db/tables/testimonials'

export interface TestimonialDeps {
  db: Db
  audit: AuditLog
  now?: () => Date
}

type Row = Selectable<TestimonialTable>

export const STAFF_TESTIMONIAL_PAGE_SIZE = 20

/** Texts go out exactly as stored: escaping is the renderer's job. */
function toTestimonial(r: Row): Testimonial {
  return {
    id: r.id,
    name: r.name,
    location: r.location,
    rating: Number(r.rating),
    text: r.text,
    lang: isLanguage(r.lang) ? r.lang : 'en',
    created_at: r.created_at,
  }
}

function toStaff(r: Row): StaffTestimonial {
  return { ...toTestimonial(r), status: r.status, moderation_note: r.moderation_note, moderated_at: r.moderated_at, moderated_by: r.moderated_by }
}

/** What shoppers say about the shop: anyone may write one; it shows once staff approve it. */
export function createTestimonialService({ db, audit, now = () => new Date() }: TestimonialDeps) {
  const k = tablesOf<TestimonialsTables>(db.kysely)

  return {
    /** Approved ones, the viewer's language first, each language newest first. */
    async list(page: number, lang: Language): Promise<TestimonialList> {
      const base = k.selectFrom('testimonial').where('status', '=', 'approved')
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy(sql`case when lang = ${lang} then 0 else 1 end`)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(TESTIMONIAL_PAGE_SIZE)
          .offset((page - 1) * TESTIMONIAL_PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { data: rows.map(toTestimonial), total: Number(count.n), page, page_size: TESTIMONIAL_PAGE_SIZE }
    },

    /** Stored pending; a filled honeypot gets the same answer and nothing is stored. */
    async submit(input: TestimonialInput, userId: string | null): Promise<{ message: string }> {
      if (!input.website) {
        await k
          .insertInto('testimonial')
          .values({
            id: newId('tst'),
            user_id: userId,
            name: input.name,
            location: input.location,
            rating: input.rating,
            text: input.text,
            lang: input.lang,
            moderated_at: null,
            moderated_by: null,
            created_at: now().toISOString(),
          })
          .execute()
      }
      return { message: TESTIMONIAL_MESSAGES.submitted }
    },

    async staffList(q: { status?: TestimonialStatus; page: number }): Promise<StaffTestimonialList> {
      let base = k.selectFrom('testimonial')
      if (q.status) base = base.where('status', '=', q.status)
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(STAFF_TESTIMONIAL_PAGE_SIZE)
          .offset((q.page - 1) * STAFF_TESTIMONIAL_PAGE_SIZE)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { data: rows.map(toStaff), total: Number(count.n), page: q.page }
    },

    /** Testimonials waiting for a decision (the staff dashboard). */
    async pendingCount(): Promise<number> {
      const row = await k.selectFrom('testimonial').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /**
     * Approve or reject, with its audit line in the same transaction. The status moves by
     * compare-and-set from what was read; deciding what is already decided changes nothing.
     */
    async moderate(actor: Pick<AuthUser, 'id' | 'username'>, id: string, input: Moderation): Promise<StaffTestimonial> {
      const target: TestimonialStatus = input.decision === 'approve' ? 'approved' : 'rejected'
      const row = await db.kysely.transaction().execute(async (tx) => {
        const own = tablesOf<TestimonialsTables>(tx)
        const current = await own.selectFrom('testimonial').selectAll().where('id', '=', id).executeTakeFirst()
        if (!current) throw new NotFound('Testimonial', 'testimonial_not_found')
        if (current.status === target) return current
        const change = { status: target, moderation_note: input.note, moderated_at: now().toISOString(), moderated_by: actor.id }
        const moved = await own.updateTable('testimonial').set(change).where('id', '=', id).where('status', '=', current.status).executeTakeFirst()
        if (Number(moved.numUpdatedRows) !== 1) throw new DomainError('testimonial_changed_meanwhile', 'This testimonial was changed by someone else just now; please try again')
        await audit.record(tx, actor, {
          action: `testimonial.${input.decision}`,
          entity: 'testimonial',
          entity_id: id,
          details: { from: current.status, to: target, note: input.note },
        })
        return { ...current, ...change }
      })
      return toStaff(row)
    },
  }
}
export type TestimonialService = ReturnType<typeof createTestimonialService>
