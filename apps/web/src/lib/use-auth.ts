import type { AuthSession } from '@shop/domain'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { api } from './api-client'
import { clearSession, readStoredUser, readToken, storeSession, subscribeSession, type StoredUser } from './session'

export interface UseAuth {
  /** The signed-in user (from localStorage `Username`/`Token`), or null. */
  user: StoredUser | null
  /** Stores SPEC's `Username` and `Token` from a session answer ({ access, username }). */
  signIn: (session: AuthSession) => void
  /** POST /auth/logout (revokes the session on the server), then clears the stored sign-in. */
  signOut: () => Promise<void>
}

const serverSnapshot = () => null

/** Sign-in state of the browser; follows changes made in other tabs too. */
export function useAuth(): UseAuth {
  const user = useSyncExternalStore(subscribeSession, readStoredUser, serverSnapshot)
  const signIn = useCallback((session: AuthSession) => storeSession(session), [])
  const signOut = useCallback(() => signOutEverywhere(), [])
  return useMemo(() => ({ user, signIn, signOut }), [user, signIn, signOut])
}

/** Ends the session on the server (best effort) and forgets it in the browser. */
export async function signOutEverywhere(): Promise<void> {
  if (readToken()) {
    try {
      await api.post('/auth/logout')
    } catch {
      // Already expired or offline: the browser forgets the token anyway.
    }
  }
  clearSession()
}
