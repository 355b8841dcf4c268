import type { AuthSession } from '@shop/domain'

/**
 * SPEC's browser storage for a sign-in: `Username` (display name) and `Token` (access token) in
 * localStorage. This module is the only place that reads or writes them. It lives in lib/ because
 * the API client and every feature that shows a signed-in state read it; it has no imports from
 * the rest of the app.
 */
export const USERNAME_KEY = 'Username'
export const TOKEN_KEY = 'Token'

export interface StoredUser {
  username: string
}

/** Router state handed to /login: where to go back to after signing in. */
export interface LoginRedirectState {
  from?: string
}

const listeners = new Set<() => void>()

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function readToken(): string | null {
  return read(TOKEN_KEY) || null
}

let cacheKey: string | null | undefined
let cacheUser: StoredUser | null = null

/** The signed-in user, or null; the same object until the storage changes (for useSyncExternalStore). */
export function readStoredUser(): StoredUser | null {
  const token = read(TOKEN_KEY)
  const username = read(USERNAME_KEY)
  const key = token ? `${token}\u0000${username ?? ''}` : null
  if (key !== cacheKey) {
    cacheKey = key
    cacheUser = token ? { username: username ?? '' } : null
  }
  return cacheUser
}

function emit() {
  for (const l of [...listeners]) l()
}

export function storeSession(session: AuthSession): void {
  try {
    localStorage.setItem(TOKEN_KEY, session.access)
    localStorage.setItem(USERNAME_KEY, session.username)
  } catch {
    // Storage disabled: nothing to remember the sign-in with.
  }
  emit()
}

/** Changes the shown name only (e.g. after a profile update). */
export function storeUsername(username: string): void {
  try {
    localStorage.setItem(USERNAME_KEY, username)
  } catch {
    // ignore
  }
  emit()
}

export function clearSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(USERNAME_KEY)
  } catch {
    // ignore
  }
  emit()
}

/** Calls `onChange` when the sign-in changes, in this tab or in another one. */
export function subscribeSession(onChange: () => void): () => void {
  listeners.add(onChange)
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === USERNAME_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}
