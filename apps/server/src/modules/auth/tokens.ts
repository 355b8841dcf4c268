import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/database'

/** A bearer or challenge token: 32 random bytes, base64url. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

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

export function hmac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url')
}

/** A signed statement "this contact proved itself for this purpose", valid until `exp` (ms). */
export function signClaim(key: Buffer, claim: { contact: string; purpose: string; exp: number }): string {
  const body = Buffer.from(JSON.stringify({ c: claim.contact, p: claim.purpose, e: claim.exp })).toString('base64url')
  return `${body}.${hmac(key, `claim:${body}`)}`
}

export function readClaim(key: Buffer, token: string, nowMs: number): { contact: string; purpose: string } | null {
  const [body, mac, extra] = token.split('.')
  if (!body || !mac || extra !== undefined || !sameText(mac, hmac(key, `claim:${body}`))) return null
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { c?: unknown; p?: unknown; e?: unknown }
    if (typeof c.c !== 'string' || typeof c.p !== 'string' || typeof c.e !== 'number' || c.e <= nowMs) return null
    return { contact: c.c, purpose: c.p }
  } catch {
    return null
  }
}
