import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { cacheSqliteStatements, namePostgresStatements } from './statement-cache'
import type { Database, Dialect } from './types'

export interface Db {
  kysely: Kysely<Database>
  dialect: Dialect
  close(): Promise<void>
}

// COUNT(*) and SUM() come back as int8 (bigint) strings; our numbers fit a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10))
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v))

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url)
}

export function openDatabase(opts: { databaseUrl?: string; sqlitePath: string; poolSize?: number }): Db {
  if (isPostgresUrl(opts.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 })
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool: namePostgresStatements(pool) }) })
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() }
  }
  if (opts.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(opts.sqlitePath), { recursive: true })
  const sqlite = new SQLite(opts.sqlitePath)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: cacheSqliteStatements(sqlite) }) })
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() }
}

