import { randomBytes } from 'node:crypto'
import type { Db } from './database'

const SECRET_KEY = 'auth.secret'

/**
 * The server's signing key, made once and kept in the `meta` table so every process (and every
 * restart) signs and checks with the same one. A race between two first starts is settled by the
 * primary key: both read back the row that won.
 */
export function serverSecret(db: Db): () => Promise<Buffer> {
  let secret: Promise<Buffer> | undefined
  const load = async () => {
    await db.kysely
      .insertInto('meta')
      .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    const row = await db.kysely.selectFrom('meta').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow()
    return Buffer.from(row.value, 'base64url')
  }
  return () => {
    secret ??= load().catch((err) => {
      secret = undefined
      throw err
    })
    return secret
  }
}
