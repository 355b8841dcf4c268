import type { ReactNode } from 'react'
import { useLocation } from '../../lib/router'
import { fakeServer, problem, type FakeCall, type FakeReply } from '../../test/fake-server'
import { renderRoutes } from '../../test/render-routes'

/** Where the app went after leaving the screen. */
function Destination() {
  const location = useLocation()
  return <output data-testid="path">{location.pathname}</output>
}

/** Renders `ui` at `path` with router `state`; a navigation away shows <Destination/>. */
export function renderAt(ui: ReactNode, { path = '/screen', state }: { path?: string; state?: unknown } = {}) {
  return renderRoutes([{ path, element: ui }, { path: '*', element: <Destination /> }], { pathname: path, state })
}

type Reply = FakeReply

/** A fake backend: "METHOD /path" → answer (or a function of the call's body); anything else is a 404. */
/** The shared fake backend, with routes that look at the request body only. */
export function fakeApi(routes: Record<string, Reply | ((body: unknown) => Reply)>) {
  const server = fakeServer(
    Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, typeof route === 'function' ? (call: FakeCall) => route(call.body) : route])),
  )
  return {
    get calls() {
      return server.calls.map((c) => ({ key: `${c.method} ${c.path}`, body: c.body }))
    },
    bodies: (key: string) => server.called(key).map((c) => c.body),
  }
}

export { problem }
