import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** RFC 6238 TOTP as every authenticator app speaks it: HMAC-SHA-1, 30-second steps, 6 digits. */
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** Steps accepted either side of now, for clocks that drift and codes typed late. */
export const TOTP_WINDOW = 1

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** RFC 4648 base32 without padding, the form otpauth:// URLs carry. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '')
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const ch of clean) {
    const i = BASE32.indexOf(ch)
    if (i < 0) throw new Error('Not a base32 string')
    value = (value << 5) | i
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** A new shared secret: 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

/** RFC 4226 HOTP value of `counter`, zero-padded to `digits`. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac('sha1', key).update(msg).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(binary).padStart(digits, '0')
}

/** The time step a moment falls in. */
export function totpStep(nowMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(nowMs / 1000 / period)
}

export function totpAt(key: Uint8Array, nowMs: number, digits = TOTP_DIGITS, period = TOTP_PERIOD_SECONDS): string {
  return hotp(key, totpStep(nowMs, period), digits)
}

/**
 * The step whose code `code` is, looking `window` steps either side of now; null when none
 * matches. The caller remembers the step so the same code cannot be used twice.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number, window = TOTP_WINDOW): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secretBase32)
  const now = totpStep(nowMs)
  const given = Buffer.from(code)
  let found: number | null = null
  // Every candidate is compared (no early exit), so timing does not tell which step matched.
  for (let step = now - window; step <= now + window; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && found === null) found = step
  }
  return found
}

/** The otpauth:// address an authenticator app reads from the QR code (Key URI format). */
export function otpauthUrl({ secret, account, issuer }: { secret: string; account: string; issuer: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`
  // encodeURIComponent, not URLSearchParams: apps show a '+' for a space literally.
  const params: Array<[string, string]> = [
    ['secret', secret],
    ['issuer', issuer],
    ['algorithm', 'SHA1'],
    ['digits', String(TOTP_DIGITS)],
    ['period', String(TOTP_PERIOD_SECONDS)],
  ]
  return `otpauth://totp/${label}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`
}
