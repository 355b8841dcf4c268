import type { ComplaintStatus } from '@shop/domain'
import type { Db } from '../../db/database'
import type { Tx } from '../../db/tx'
import { newId } from '../../lib/ids'
import { tablesOf } from '../../db/tables'
import type { ComplaintsTables } from '../../db/tables/complaints'

export interface ComplaintRowWithLast {
  id: string
  user_id: string
  order_id: string
  order_number: string
  email: string
  lang: string
  topic: string
  status: ComplaintStatus
  created_at: string
  updated_at: string
  last_id: string | null
  last_author: 'shopper' | 'staff' | null
  last_text: string | null
  last_at: string | null
}

/** modules/complaints owns complaint and complaint_message. */
export function createComplaintRepository(db: Db) {
  const k = tablesOf<ComplaintsTables>(db.kysely)

  /** Complaints with their latest message (seq = message_count). */
  const summaries = () =>
    k
      .selectFrom('complaint as c')
      .leftJoin('complaint_message as m', (j) => j.onRef('m.complaint_id', '=', 'c.id').onRef('m.seq', '=', 'c.message_count'))
      .select([
        'c.id',
        'c.user_id',
        'c.order_id',
        'c.order_number',
        'c.email',
        'c.lang',
        'c.topic',
        'c.status',
        'c.created_at',
        'c.updated_at',
        'm.id as last_id',
        'm.author as last_author',
        'm.text as last_text',
        'm.at as last_at',
      ])

  return {
    async insert(tx: Tx, c: { user_id: string; order_id: string; order_number: string; email: string; lang: string; topic: string; at: string }): Promise<string> {
      const id = newId('cmp')
      const { at, ...fields } = c
      await tablesOf<ComplaintsTables>(tx).insertInto('complaint').values({ id, ...fields, status: 'open', message_count: 0, created_at: at, updated_at: at }).execute()
      return id
    },

    /**
     * Moves the complaint to `status` and numbers one more message, in one conditional update: it
     * locks the row, so concurrent messages queue and never share a number. Null: no such complaint
     * (for `userId`: none of theirs).
     */
    async bump(tx: Tx, id: string, change: { status: ComplaintStatus; at: string; userId?: string; addsMessage: boolean }): Promise<number | null> {
      let q = tablesOf<ComplaintsTables>(tx)
        .updateTable('complaint')
        .set((eb) => ({ status: change.status, updated_at: change.at, message_count: change.addsMessage ? eb('message_count', '+', 1) : eb.ref('message_count') }))
        .where('id', '=', id)
      if (change.userId) q = q.where('user_id', '=', change.userId)
      const row = await q.returning('message_count').executeTakeFirst()
      return row ? row.message_count : null
    },

    async addMessage(tx: Tx, m: { complaint_id: string; seq: number; author: 'shopper' | 'staff'; author_id: string; text: string; at: string }): Promise<void> {
      await tablesOf<ComplaintsTables>(tx).insertInto('complaint_message').values({ id: newId('cmm'), ...m }).execute()
    },

    /** The status before a staff change (locked on PostgreSQL until the change commits). */
    async statusForUpdate(tx: Tx, id: string): Promise<ComplaintStatus | null> {
      let q = tablesOf<ComplaintsTables>(tx).selectFrom('complaint').select('status').where('id', '=', id)
      if (db.dialect === 'postgres') q = q.forUpdate()
      return (await q.executeTakeFirst())?.status ?? null
    },

    one(id: string, userId?: string): Promise<ComplaintRowWithLast | undefined> {
      let q = summaries().where('c.id', '=', id)
      if (userId) q = q.where('c.user_id', '=', userId)
      return q.executeTakeFirst()
    },

    messages(id: string) {
      return k.selectFrom('complaint_message').select(['id', 'author', 'text', 'at']).where('complaint_id', '=', id).orderBy('seq').execute()
    },

    forUser(userId: string): Promise<ComplaintRowWithLast[]> {
      return summaries().where('c.user_id', '=', userId).orderBy('c.updated_at', 'desc').orderBy('c.id').limit(200).execute()
    },

    /** Open: the shopper wrote last and waits for an answer. */
    async countOpen(): Promise<number> {
      const row = await k.selectFrom('complaint').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async staffList(status: ComplaintStatus | undefined, page: number, size: number): Promise<{ rows: ComplaintRowWithLast[]; total: number }> {
      let list = summaries()
      let count = k.selectFrom('complaint').select((eb) => eb.fn.countAll<number>().as('n'))
      if (status) {
        list = list.where('c.status', '=', status)
        count = count.where('status', '=', status)
      }
      const [rows, n] = await Promise.all([
        list.orderBy('c.updated_at', 'desc').orderBy('c.id').limit(size).offset((page - 1) * size).execute(),
        count.executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(n.n) }
    },
  }
}
export type ComplaintRepository = ReturnType<typeof createComplaintRepository>
