import { NotFound, isLanguage, type ContactInput, type ContactMessage, type ContactMessageList, type ContactStatus } from '@shop/domain'
import type { Selectable } from 'kysely'
import type { Db } from '../../db/database'
import type { ContactMessageTable } from '../../db/tables/contact'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import { tablesOf } from '../../db/tables'
import type { ContactTables } from '../../db/tables/contact'

const PAGE_SIZE = 20

function toMessage(r: Selectable<ContactMessageTable>): ContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    lang: isLanguage(r.lang) ? r.lang : 'en',
    status: r.status,
    created_at: r.created_at,
    handled_at: r.handled_at,
    handled_by: r.handled_by,
  }
}

/** The contact form's messages (modules/contact owns contact_message): stored as typed, read by staff. */
export function createContactService({ db, audit, now = () => new Date() }: { db: Db; audit: AuditLog; now?: () => Date }) {
  const k = tablesOf<ContactTables>(db.kysely)
  const byId = (id: string) => k.selectFrom('contact_message').selectAll().where('id', '=', id).executeTakeFirst()

  return {
    /** A filled honeypot is a bot: it gets the same answer and nothing is stored. */
    async submit(input: ContactInput, userId: string | null): Promise<void> {
      if (input.website) return
      await k
        .insertInto('contact_message')
        .values({
          id: newId('msg'),
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          lang: input.lang,
          user_id: userId,
          status: 'new',
          created_at: now().toISOString(),
        })
        .execute()
    },

    async staffList(query: { status?: ContactStatus; page: number }): Promise<ContactMessageList> {
      let q = k.selectFrom('contact_message')
      if (query.status) q = q.where('status', '=', query.status)
      const [rows, count] = await Promise.all([
        q.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(PAGE_SIZE).offset((query.page - 1) * PAGE_SIZE).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { data: rows.map(toMessage), total: Number(count.n), page: query.page }
    },

    /** Messages nobody has handled yet (the staff dashboard). */
    async newCount(): Promise<number> {
      const row = await k.selectFrom('contact_message').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'new').executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** new → handled, with its audit line in the same transaction; marking it again changes nothing. */
    async markHandled(staff: Pick<AuthUser, 'id' | 'username'>, id: string): Promise<ContactMessage> {
      const at = now().toISOString()
      await db.kysely.transaction().execute(async (tx) => {
        const r = await tablesOf<ContactTables>(tx)
          .updateTable('contact_message')
          .set({ status: 'handled', handled_at: at, handled_by: staff.username })
          .where('id', '=', id)
          .where('status', '=', 'new')
          .executeTakeFirst()
        if (Number(r.numUpdatedRows) === 1) {
          await audit.record(tx, staff, { action: 'contact.handled', entity: 'contact_message', entity_id: id, details: { status: { from: 'new', to: 'handled' } } })
        }
      })
      const row = await byId(id)
      if (!row) throw new NotFound('Message', 'contact_message_not_found')
      return toMessage(row)
    },
  }
}
export type ContactService = ReturnType<typeof createContactService>
