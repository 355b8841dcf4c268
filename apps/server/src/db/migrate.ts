import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Database, Dialect } from './types'
import * as m0001 from './migrations/2026-11-21-0001-catalog'
import * as m0002 from './migrations/2026-11-21-0002-search'

/** A migration may need to know the dialect (full text search differs); Kysely's does not pass it. */
export interface DialectMigration {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>
  down?(db: Kysely<any>, dialect: Dialect): Promise<void>
}

/** Frozen, in order. A new migration is a new file and one new line here. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '2026-11-21-0001-catalog': m0001,
  '2026-11-21-0002-search': m0002,
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {}
    for (const [name, m] of Object.entries(MIGRATIONS)) {
      out[name] = {
        up: (db) => m.up(db, this.dialect),
        down: m.down ? (db) => m.down!(db, this.dialect) : undefined,
      }
    }
    return out
  }
}

export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect) })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`)
  }
}
