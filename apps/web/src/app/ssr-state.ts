import type { Language } from '@shop/domain'
import type { DehydratedState } from '@tanstack/react-query'

/**
 * What the server hands the browser with a rendered page (app/entry-server.tsx), in a
 * `<script type="application/json">` (data, not code: the CSP allows no inline script).
 */
export interface SsrState {
  /** The language the HTML was rendered in. */
  lang: Language
  /** The text namespaces the page used: loaded before hydrating, so nothing waits. */
  namespaces: string[]
  /** The API answers the page was rendered from (TanStack Query's dehydrated cache). */
  queries: DehydratedState
}

export const SSR_STATE_ID = 'shop-ssr'

/** The server's state for this page, or null when the page was not rendered on the server. */
export function readSsrState(): SsrState | null {
  const el = document.getElementById(SSR_STATE_ID)
  if (!el?.textContent) return null
  try {
    return JSON.parse(el.textContent) as SsrState
  } catch {
    return null
  }
}
