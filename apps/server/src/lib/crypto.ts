import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

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
