import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import type { LoginRedirectState } from '../../lib/session'
import { useAuth } from '../../lib/use-auth'

/**
 * Renders its children (or the nested route's <Outlet/>) for a signed-in user; otherwise goes to
 * /login with the intended path in state `{ from: '/path?query#hash' }`.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { user } = useAuth()
  const location = useLocation()
  if (!user) {
    const state: LoginRedirectState = { from: location.pathname + location.search + location.hash }
    return <Navigate to="/login" replace state={state} />
  }
  return children ?? <Outlet />
}
