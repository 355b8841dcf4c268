/** Public face of the accounts feature: sign-in state and the guard for signed-in pages. */
export { useAuth, signOutEverywhere, type UseAuth } from './use-auth'
export { RequireAuth, type LoginRedirectState } from './require-auth'
export { readToken, storeUsername, clearSession, type StoredUser } from './auth-storage'
