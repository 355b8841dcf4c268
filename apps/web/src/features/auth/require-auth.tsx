import type { ReactNode } from 'react'
import { Navigate, useLocation } from '../../lib/router'
import type { LoginRedirectState } from '../../lib/session'
import { useAuth } from '../../lib/use-auth'

/**
 * Renders its children for a signed-in user; otherwise goes to
 * /login with the intended path in state `{ from: '/path?query#hash' }`.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const location = useLocation()
  if (!user) {
    const state: LoginRedirectState = { from: location.pathname + location.search + location.hash }
    return <Navigate to="/login" replace state={state} />
  }
  return children
}
