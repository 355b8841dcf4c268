import type { FastifyInstance } from 'fastify'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { buildApp } from '../app'
import { loadConfig, type Config } from '../config'
import { openDatabase, type Db } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import { seedDemoIfEmpty } from '../db/seed/seed'
import type { Dialect } from '../db/types'
import { createMemoryCache, type Cache } from '../lib/cache'
import { startTestProcessor, type TestProcessor } from '../modules/test-processor/test-processor'

/**
 * Every server test runs once per SQL dialect: SQLite always, PostgreSQL when TEST_DATABASE_URL
 * is set. Under CI the PostgreSQL URL is required, so a missing database fails instead of skipping.
 */
export function testDialects(): Dialect[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres']
  if (process.env.CI === 'true') throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite cannot be skipped under CI')
  return ['sqlite']
}

export interface TestContext {
  app: FastifyInstance
  db: Db
  config: Config
  cache: Cache
  /** The test processor the app pays through (its own listener on a free port, over the same database) */
  processor: TestProcessor
  close(): Promise<void>
}

/** Any number, the same in every test process: the advisory lock below. */
const SCHEMA_CHANGE_LOCK = 727_001

/**
 * Test files run in parallel (two workers), each in a PostgreSQL schema of its own, but Kysely's
 * migrator looks over the tables of every schema before it migrates, and PostgreSQL's catalog
 * functions fail ("column … of relation … does not exist") on a table another file is creating or
 * dropping at that moment. So creating, migrating and dropping a test schema take turns across
 * processes, under one advisory lock; the tests themselves still run side by side.
 */
async function takingTurns<T>(run: () => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! })
  await c.connect()
  try {
    await c.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK])
    return await run()
  } finally {
    await c.end() // ends the session, and with it the lock
  }
}

/**
 * A fresh database for one test file: an in-memory SQLite, or a new schema of its own on the
 * PostgreSQL server (so test files run in parallel without seeing each other's rows). Migrate it
 * with `migrateTestDb`.
 */
export async function openTestDb(dialect: Dialect): Promise<{ db: Db; drop(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const db = openDatabase({ sqlitePath: ':memory:' })
    return { db, drop: async () => db.close() }
  }
  const base = process.env.TEST_DATABASE_URL!
  const schema = `t_${randomBytes(6).toString('hex')}`
  await takingTurns(async () => {
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`create extension if not exists pg_trgm`)
    await admin.query(`create schema ${schema}`)
    await admin.end()
  })
  const url = new URL(base)
  url.searchParams.set('options', `-c search_path=${schema},public`)
  const db = openDatabase({ databaseUrl: url.toString(), sqlitePath: '', poolSize: 4 })
  return {
    db,
    drop: async () => {
      await db.close()
      await takingTurns(async () => {
        const c = new pg.Client({ connectionString: base })
        await c.connect()
        await c.query(`drop schema ${schema} cascade`)
        await c.end()
      })
    },
  }
}

/**
 * A change to a test database's tables (a migration's `up` or `down`, as a migration test runs
 * them), taking turns with every other file's schema changes on PostgreSQL (see takingTurns).
 */
export async function schemaChange<T>(db: Db, run: () => Promise<T>): Promise<T> {
  return db.dialect === 'postgres' ? takingTurns(run) : run()
}

/** The shop's migrations on a test database (taking turns with other test files on PostgreSQL). */
export async function migrateTestDb(db: Db): Promise<void> {
  await schemaChange(db, () => migrateToLatest(db.kysely, db.dialect))
}

export async function createTestContext(dialect: Dialect, opts: { seed?: boolean; config?: Partial<Config> } = {}): Promise<TestContext> {
  const { db, drop } = await openTestDb(dialect)
  await migrateTestDb(db)
  if (opts.seed !== false) await seedDemoIfEmpty(db)
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }, opts.config)
  const cache = createMemoryCache()
  // Webhooks wait in the processor's table until a test sets its URL (app.inject has no address).
  const processor = await startTestProcessor({ db, port: 0, webhookIntervalMs: 60_000 })
  const app = await buildApp({ config, db, cache, processor })
  await app.ready()
  return {
    app,
    db,
    config,
    cache,
    processor,
    close: async () => {
      await app.close()
      await processor.close()
      await drop()
    },
  }
}

/**
 * A second app over the test context's database, config and cache, with none of the first one's
 * warm state: what a freshly restarted server sees. The caller closes it.
 */
export async function restartedApp(ctx: TestContext): Promise<FastifyInstance> {
  return buildApp({ config: ctx.config, db: ctx.db, cache: ctx.cache, processor: ctx.processor })
}

export { sql }
