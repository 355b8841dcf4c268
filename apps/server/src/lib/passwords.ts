import { hash, verify } from '@node-rs/argon2'

// argon2id with OWASP's second recommended setting (19 MiB, 2 passes, 1 lane).
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

let dummy: Promise<string> | undefined

/**
 * Checks a password against a stored hash. Without a hash (unknown user, or an account made by
 * social sign-in) it still runs one verification against a dummy hash, so the answer takes as long
 * as a real check and timing does not tell whether an account exists.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not a password of anybody')
    await verify(await dummy, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}
