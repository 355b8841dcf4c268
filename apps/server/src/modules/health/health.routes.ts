import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/health', { schema: { tags: ['health'], summary: 'Liveness and database reachability' } }, async (_req, reply) => {
    const started = performance.now()
    try {
      await sql`select 1`.execute(db.kysely)
      return { status: 'ok', database: db.dialect, db_ms: Math.round((performance.now() - started) * 100) / 100 }
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: db.dialect })
    }
  })
}
