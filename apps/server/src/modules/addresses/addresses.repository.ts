import { sql, type Kysely, type Selectable, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { AddressesTables, AddressTable } from '../../db/tables/addresses'

export type AddressRow = Selectable<AddressTable>
export type AddressPatch = Omit<Updateable<AddressTable>, 'id' | 'user_id' | 'slot' | 'created_at'>
type Executor = Kysely<AddressesTables>

/**
 * Every query names the owner: a row of another user is never read or written, whatever id is
 * asked for. Callers treat "no row" as not found.
 */
export function createAddressRepository(db: Db) {
  const k = tablesOf<AddressesTables>(db.kysely)

  return {
    /**
     * A transaction over one user's address book. Writers of the same book take turns: SQLite has
     * one writer anyway; on PostgreSQL a transaction-scoped advisory lock keyed by the user queues
     * them, so a burst of requests neither breaks the rules nor fails on the unique indexes.
     */
    transaction<T>(userId: string, work: (trx: Executor) => Promise<T>): Promise<T> {
      return k.transaction().execute(async (trx) => {
        if (db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`address:${userId}`}))`.execute(trx)
        return work(trx)
      })
    },

    /** The default address first, then the newest. */
    list(userId: string, ex: Executor = k): Promise<AddressRow[]> {
      return ex
        .selectFrom('address')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('is_default', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
    },

    async find(userId: string, id: string, ex: Executor = k): Promise<AddressRow | undefined> {
      return ex.selectFrom('address').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()
    },

    async usedSlots(userId: string, ex: Executor): Promise<number[]> {
      const rows = await ex.selectFrom('address').select('slot').where('user_id', '=', userId).execute()
      return rows.map((r) => r.slot)
    },

    async hasDefault(userId: string, ex: Executor): Promise<boolean> {
      const row = await ex.selectFrom('address').select('id').where('user_id', '=', userId).where('is_default', '=', 1).executeTakeFirst()
      return !!row
    },

    async insert(row: AddressRow, ex: Executor): Promise<void> {
      await ex.insertInto('address').values(row).execute()
    },

    /** Returns whether the user's row existed (and was changed). */
    async update(userId: string, id: string, patch: AddressPatch, ex: Executor): Promise<boolean> {
      const res = await ex.updateTable('address').set(patch).where('user_id', '=', userId).where('id', '=', id).executeTakeFirst()
      return Number(res.numUpdatedRows) > 0
    },

    /** Clears the user's default, except on `keepId`. */
    async clearDefault(userId: string, ex: Executor, keepId?: string): Promise<void> {
      let q = ex.updateTable('address').set({ is_default: 0 }).where('user_id', '=', userId).where('is_default', '=', 1)
      if (keepId) q = q.where('id', '!=', keepId)
      await q.execute()
    },

    async remove(userId: string, id: string, ex: Executor): Promise<AddressRow | undefined> {
      return ex.deleteFrom('address').where('user_id', '=', userId).where('id', '=', id).returningAll().executeTakeFirst()
    },

    /** The user's most recently changed address, to inherit the default when the default goes. */
    async newest(userId: string, ex: Executor): Promise<AddressRow | undefined> {
      return ex
        .selectFrom('address')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()
    },
  }
}

export type AddressRepository = ReturnType<typeof createAddressRepository>

/** A unique index said no: on SQLite SQLITE_CONSTRAINT_UNIQUE, on PostgreSQL 23505. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505'
}
