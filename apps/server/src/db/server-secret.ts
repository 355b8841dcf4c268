import { randomBytes } from 'node:crypto'
import type { Db } from './database'
import { tablesOf } from './tables'
import type { DbTables } from './tables/db'

/**
 * A key named `name`: 32 random bytes made once and kept in the `meta` table (base64url text) so
 * every process (and every restart) uses the same one. A race between two first starts is settled
 * by the primary key: both read back the row that won. The names in use are frozen: a renamed key
 * would be a new key, and whatever the old one signed or sealed would no longer open.
 */
export function storedKey(db: Db, name: string): () => Promise<Buffer> {
  const meta = tablesOf<DbTables>(db.kysely)
  let key: Promise<Buffer> | undefined
  const load = async () => {
    await meta
      .insertInto('meta')
      .values({ key: name, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    const row = await meta.selectFrom('meta').select('value').where('key', '=', name).executeTakeFirstOrThrow()
    return Buffer.from(row.value, 'base64url')
  }
  return () => {
    key ??= load().catch((err) => {
      key = undefined
      throw err
    })
    return key
  }
}

/** The server's signing key (session-independent tokens, links in emails). */
export function serverSecret(db: Db): () => Promise<Buffer> {
  return storedKey(db, 'auth.secret')
}
