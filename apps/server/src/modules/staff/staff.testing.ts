/** Helpers for the staff area's tests: calls with a bearer token, the audit lines of one entity. */
import type { AuditLine } from '@shop/domain'
import type { InjectOptions } from 'fastify'
import type { TestContext } from '../../test/harness'

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** One request as the holder of `token` (a guest without one). */
export function caller(ctx: TestContext) {
  return (method: Method, url: string, token?: string, body?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    })
}

/** The audit lines about one entity, newest first, read straight from the table (not via the API under test). */
export async function auditLinesOf(ctx: TestContext, entity: string, entityId: string): Promise<Array<Omit<AuditLine, 'actor_email'>>> {
  const rows = await ctx.db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((r) => ({ ...r, details: JSON.parse(r.details) as Record<string, unknown> }))
}
