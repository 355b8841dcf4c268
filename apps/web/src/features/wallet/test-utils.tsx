import type { ReactNode } from 'react'
import { renderRoutes } from '../../test/render-routes'

export { fakeServer, problem, type FakeCall } from '../../test/fake-server'

/** Renders `ui` inside a router and a fresh query client, waiting for its texts like the app does. */
export function renderWallet(ui: ReactNode) {
  return renderRoutes([{ path: '*', element: ui }])
}
