import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * TOTP secrets are encrypted at rest with AES-256-GCM, so a copy of the two_factor table alone
 * (a backup, a leaked dump of one table) does not let anyone make codes. The key lives in `meta`.
 */
const VERSION = 'v1'

function keyBytes(key: string): Buffer {
  const k = Buffer.from(key, 'base64url')
  if (k.length !== 32) throw new Error('The two-factor key must be 32 bytes')
  return k
}

/** `v1.<iv>.<tag>.<ciphertext>`; the user id is bound in as associated data, so rows cannot be swapped. */
export function sealSecret(plain: string, key: string, userId: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyBytes(key), iv)
  cipher.setAAD(Buffer.from(userId))
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.')
}

export function openSecret(sealed: string, key: string, userId: string): string {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || !data) throw new Error('Unknown sealed secret format')
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(key), Buffer.from(iv, 'base64url'))
  decipher.setAAD(Buffer.from(userId))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}
