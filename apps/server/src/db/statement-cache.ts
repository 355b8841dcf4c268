import type SQLite from 'better-sqlite3'
import type { PostgresPool, PostgresPoolClient, SqliteDatabase } from 'kysely'
import type pg from 'pg'

/**
 * Kysely sends every query as new SQL text, so each database would parse and plan the same few
 * dozen statements over and over: on SQLite preparing costs more than running most of our
 * queries, and PostgreSQL spent about half of its time per checkout statement parsing and
 * planning. Both wrappers below keep the statements the app repeats; what a query does and
 * answers is the same (decision 013).
 */

const SQLITE_STATEMENTS = 500

/**
 * The same SQL text gets the same prepared statement back (least recently used out first).
 * Kysely's single SQLite connection runs one statement at a time, so none is ever shared mid-run.
 */
export function cacheSqliteStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql)
      if (statement) statements.delete(sql)
      else statement = sqlite.prepare(sql)
      statements.set(sql, statement)
      if (statements.size > SQLITE_STATEMENTS) statements.delete(statements.keys().next().value!)
      return statement
    },
  }
}

/** Named statements per connection, at most; further SQL texts run unnamed as before. */
const POSTGRES_NAMES = 300
/** SQL texts seen once, remembered so a second sighting gets a name (one-offs such as seeding never do). */
const SEEN_ONCE = 2000

/**
 * A query with parameters that the app runs more than once goes as a named statement: each
 * connection parses it once and PostgreSQL may keep a generic plan for it (plan_cache_mode auto
 * weighs it against custom plans). Queries without parameters keep the simple protocol (BEGIN,
 * COMMIT, migrations' multi-statement SQL). Names belong to this pool, one per SQL text.
 * Behind a pooler in transaction mode (PgBouncer before 1.21) named statements do not work.
 */
export function namePostgresStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>()
  let seen = new Set<string>()
  function nameOf(sql: string): string | undefined {
    const name = names.get(sql)
    if (name !== undefined || names.size >= POSTGRES_NAMES) return name
    if (!seen.has(sql)) {
      if (seen.size >= SEEN_ONCE) seen = new Set()
      seen.add(sql)
      return undefined
    }
    seen.delete(sql)
    const given = `kysely_${names.size + 1}`
    names.set(sql, given)
    return given
  }

  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  function wrap(client: pg.PoolClient): PostgresPoolClient {
    // Kysely streams through a cursor only when the dialect's config gives a cursor class (ours
    // gives none), so only the (sql, parameters) form of query is ever called.
    const query = (sql: string, parameters: ReadonlyArray<unknown>) => {
      const name = parameters.length ? nameOf(sql) : undefined
      return client.query({ text: sql, values: [...parameters], ...(name ? { name } : {}) })
    }
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() }
  }

  return {
    async connect() {
      const client = await pool.connect()
      let wrapped = clients.get(client)
      if (!wrapped) clients.set(client, (wrapped = wrap(client)))
      return wrapped
    },
    end: () => pool.end(),
  }
}
