import { useLocation } from '../../lib/router'
import { useScrollRestoration } from '../../lib/router-scroll'

/**
 * A new page starts at the top, unless the navigation asked `preventScrollReset` (filters that only
 * change the query string); back/forward returns to where the shopper was. SPEC: on start the view
 * is at the top, so a reload does not restore an old position.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation()
  useScrollRestoration(pathname + search)
  return null
}
