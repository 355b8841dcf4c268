import { ScrollRestoration } from 'react-router'

const STORAGE_KEY = 'shop-scroll-positions'

// SPEC: on start the view is at the top. React Router would restore the position a reload left;
// forgetting the positions of earlier page loads keeps back/forward restoration within this visit.
try {
  sessionStorage.removeItem(STORAGE_KEY)
} catch {
  // Storage disabled: nothing was remembered either.
}

/**
 * A new page (PUSH/REPLACE) starts at the top, unless the navigation asked `preventScrollReset`
 * (filters that only change the query string); back/forward (POP) returns to where the shopper was.
 */
export function ScrollToTop() {
  return <ScrollRestoration storageKey={STORAGE_KEY} />
}
