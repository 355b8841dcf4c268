import type { Db } from '../../db/database'
import { newId } from '../../lib/ids'
import type { AuthUser } from '../../http/auth'
import type { Tx } from '../../db/tx'
import { tablesOf } from '../../db/tables'
import type { AuditTables } from '../../db/tables/audit'

export interface AuditEntry {
  /** e.g. 'order.status', 'product.update', 'review.approve' */
  action: string
  entity: string
  entity_id: string
  /** What changed; kept small (the fields touched, before and after) */
  details?: Record<string, unknown>
}

export interface AuditRow {
  id: string
  actor_id: string
  actor_name: string
  action: string
  entity: string
  entity_id: string
  details: Record<string, unknown>
  at: string
}

/**
 * The audit log of staff changes. `record` runs in the caller's transaction, so a change and its
 * log line commit together or not at all.
 *
 * Lines are listed newest first by their time, which has millisecond precision: two changes in
 * the same millisecond would come out in any order. So a line is never stamped earlier than the
 * one before it from this process, and one in the same millisecond is stamped a millisecond later.
 */
export function createAuditService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  let last = 0
  const stamp = () => {
    last = Math.max(now().getTime(), last + 1)
    return new Date(last).toISOString()
  }
  return {
    async record(tx: Tx, actor: Pick<AuthUser, 'id' | 'username'>, entry: AuditEntry): Promise<void> {
      await tablesOf<AuditTables>(tx)
        .insertInto('audit_log')
        .values({
          id: newId('aud'),
          actor_id: actor.id,
          actor_name: actor.username,
          action: entry.action,
          entity: entry.entity,
          entity_id: entry.entity_id,
          details: JSON.stringify(entry.details ?? {}),
          at: stamp(),
        })
        .execute()
    },

    /** Newest first; optionally for one entity. */
    async list(opts: { entity?: string; entity_id?: string; page: number; pageSize?: number }): Promise<{ data: AuditRow[]; total: number }> {
      const size = opts.pageSize ?? 50
      let q = tablesOf<AuditTables>(db.kysely).selectFrom('audit_log')
      if (opts.entity) q = q.where('entity', '=', opts.entity)
      if (opts.entity_id) q = q.where('entity_id', '=', opts.entity_id)
      const [rows, count] = await Promise.all([
        q.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(size).offset((opts.page - 1) * size).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { data: rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> })), total: Number(count.n) }
    },
  }
}
export type AuditLog = ReturnType<typeof createAuditService>
