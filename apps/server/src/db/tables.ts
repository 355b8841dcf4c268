import type { Kysely } from 'kysely'
import type { Tx } from './tx'

/**
 * A module's view of the database: the same connection or transaction, typed to the tables the
 * module owns (db/tables/<module>.ts). A repository built on it cannot name another module's
 * table; that module's service answers instead, inside the caller's transaction when the two
 * writes must commit together. The view is a type, not a copy: nothing happens at run time.
 */
export function tablesOf<T>(db: Tx): Kysely<T> {
  return db as unknown as Kysely<T>
}
