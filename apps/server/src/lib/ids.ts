import { createHash, randomBytes } from 'node:crypto'

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'

function encode(bytes: Uint8Array, length: number): string {
  let out = ''
  for (let i = 0; i < length; i++) out += ALPHABET[bytes[i]! % 32]
  return out
}

/** A prefixed random id, e.g. `ord_k3m9…`: 16 base32 characters, 80 bits of randomness. */
export function newId(prefix: string): string {
  return `${prefix}_${encode(randomBytes(16), 16)}`
}

/** A prefixed id derived from a stable key: the seeded catalog keeps its ids across machines. */
export function stableId(prefix: string, key: string): string {
  return `${prefix}_${encode(createHash('sha256').update(`${prefix}:${key}`).digest(), 16)}`
}
