import { newToken, sha256 } from '../../lib/crypto'

/** The guest cart's cookie: a random token; the database keeps only its SHA-256. */
export const CART_COOKIE = 'cart'
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60
// 32 random bytes in base64url: 43 characters. Anything else in the cookie is ignored.
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export function newCartToken(): string {
  return newToken()
}

export function hashCartToken(token: string): string {
  return sha256(token)
}

/** The `cart` cookie of a Cookie header: `present` even when its value is not a token we issued. */
export function readCartCookie(header: string | undefined): { present: boolean; token: string | null } {
  if (!header) return { present: false, token: null }
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== CART_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    return { present: true, token: TOKEN.test(value) ? value : null }
  }
  return { present: false, token: null }
}

/** Set-Cookie for the token; `null` clears it. Secure whenever the shop is served over https. */
export function cartCookie(token: string | null, secure: boolean): string {
  const attrs = [`${CART_COOKIE}=${token ?? ''}`, 'HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${token ? MAX_AGE_SECONDS : 0}`]
  if (secure) attrs.push('Secure')
  return attrs.join('; ')
}
