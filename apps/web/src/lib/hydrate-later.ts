import { createElement, Suspense, use, useEffect, type ComponentType } from 'react'

/**
 * A part of the page the server renders but whose code is not on the first page (decision 040:
 * the header's "Ship to" button and search box). While the page hydrates, the part suspends until
 * its chunk arrives, and React keeps the server's HTML for it meanwhile (a Suspense boundary that
 * suspends while hydrating is hydrated later, on its own; an interaction with it is replayed once
 * it is). A page the browser renders itself shows `Blank` (same size, no behaviour) until then.
 * The server's renderer calls `preload()` first, so it never renders the blank.
 */
export interface HydratedLater<P> {
  Part: ComponentType<P>
  preload(): Promise<unknown>
}

/** Parts on the page whose code has not arrived yet, and who waits for them all. */
const waiting = new Set<object>()
const watchers = new Set<() => void>()

/**
 * Resolves once every such part on the page shows its real self (app/providers.tsx marks the app
 * ready then: a journey's first key press must not land on a part still waiting for its code).
 */
export function whenPartsHydrated(): Promise<void> {
  if (!waiting.size) return Promise.resolve()
  return new Promise((resolve) => watchers.add(resolve))
}

export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>, Blank: ComponentType<P>): HydratedLater<P> {
  let ready: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  // A chunk that cannot be fetched (offline) leaves the blank in place rather than failing the page.
  const preload = () => (loading ??= load().then((c) => (ready = c), () => Blank))
  const token = {}
  let shown = false
  function Loaded(props: P) {
    // Effects run child first: when the part rendered at once, this runs before Part's and nothing waits.
    useEffect(() => {
      shown = true
      if (waiting.delete(token) && !waiting.size) {
        watchers.forEach((w) => w())
        watchers.clear()
      }
    }, [])
    return createElement(ready ?? use(preload()), props)
  }
  function Part(props: P) {
    useEffect(() => {
      if (!shown) waiting.add(token)
    }, [])
    return createElement(Suspense, { fallback: createElement(Blank, props) }, createElement(Loaded, props))
  }
  return { Part, preload }
}
