/**
 * Scroll on navigation: a new page starts at the top, unless the navigation asked to keep the
 * position (filters that only change the query); back and forward return to where the shopper
 * was. SPEC wants every page load to start at the top, so the browser's own restoration is off and
 * positions are remembered per history entry for this visit only.
 */
import { useLayoutEffect, useRef } from 'react'

/** In the browser's history each entry's state is `{ usr, key }`: the key remembers its scroll position. */
export interface EntryState {
  usr?: unknown
  key?: string
}

const positions = new Map<string, number>()
let popped = false
let keepScroll = false
const entryKey = () => (history.state as EntryState | null)?.key ?? 'first'
let shownKey = 'first'

/** lib/router.tsx, as it pushes a new entry: notes the position left behind. */
export function beforeNavigate(preventScrollReset = false) {
  positions.set(shownKey, window.scrollY)
  keepScroll = preventScrollReset
}

// Listening from the start, before wouter does: the position left behind is noted before React
// renders the entry it goes back to.
if (typeof window !== 'undefined') {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual'
  window.addEventListener('popstate', () => {
    positions.set(shownKey, window.scrollY)
    popped = true
  })
}

/** For the layout, once, with the current address (path and query): scrolls as each navigation asks. */
export function useScrollRestoration(address: string) {
  const first = useRef(true)
  useLayoutEffect(() => {
    const key = entryKey()
    if (first.current) {
      first.current = false
    } else if (popped) {
      window.scrollTo(0, positions.get(key) ?? 0)
    } else if (!keepScroll) {
      window.scrollTo(0, 0)
    }
    popped = false
    keepScroll = false
    shownKey = key
  }, [address])
}
