import type { ReactNode } from 'react'
import { useLocation } from '../../lib/router'
import { renderRoutes } from '../../test/render-routes'

/** Where the app went: the path and the router state a screen handed on. */
function Destination() {
  const location = useLocation()
  return (
    <main>
      <output data-testid="path">{location.pathname}</output>
      <output data-testid="state">{JSON.stringify(location.state ?? null)}</output>
    </main>
  )
}

/** Renders `ui` at `path` (with router `state`); any navigation away shows <Destination/>. */
export function renderScreen(ui: ReactNode, { path = '/screen', state }: { path?: string; state?: unknown } = {}) {
  return renderRoutes([{ path, element: ui }, { path: '*', element: <Destination /> }], { pathname: path, state })
}

export { fakeServer, problem, type FakeCall } from '../../test/fake-server'
