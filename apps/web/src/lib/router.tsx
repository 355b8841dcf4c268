/**
 * The app's routing API, on wouter (issue 16: React Router's data router was 43 KB of the first
 * page; wouter is ~2.5). Pages and features import from here, never from 'wouter', so the rest of
 * the app keeps React Router's familiar shapes: `<Link to state replace>`, `useNavigate()`,
 * `useLocation()` with `{ pathname, search, hash, state }`, `useSearchParams()`.
 *
 * Every path is relative to the router's `base`: the page's language prefix (`/cz`, decision 026),
 * so `<Link to="/cart">` on a Czech page leads to `/cz/cart` without the link knowing it. A path
 * starting with `~` is absolute (outside the language).
 */
import { createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react'
import { Router, matchRoute, useParams as useRouteParams, useRouter, useLocation as useWouterLocation } from 'wouter'
import type { memoryLocation } from 'wouter/memory-location'
import { useHistoryState } from 'wouter/use-browser-location'
import { parsePath, resolveTo, type To } from './router-paths'
import { beforeNavigate, type EntryState } from './router-scroll'

export { Route, Switch } from 'wouter'
export type { To } from './router-paths'

export interface NavigateOptions {
  replace?: boolean
  /** Travels with the history entry, read back through `useLocation().state`. */
  state?: unknown
  /** Keep the scroll position (filters that only change the query). */
  preventScrollReset?: boolean
}

export interface Location {
  /** Relative to the language prefix: `/cart` on `/cz/cart`. */
  pathname: string
  /** With its `?`, or ''. */
  search: string
  hash: string
  state: unknown
}

/** A wouter memory location (tests); its state is read as it is now. */
type MemoryLocation = Pick<ReturnType<typeof memoryLocation>, 'hook' | 'searchHook'> & { readonly state: unknown; readonly hash?: string }

/** What wouter's location leaves out: the history entry's state and the fragment. */
interface LocationExtras {
  /** A hook: the current entry's state. */
  useState(): unknown
  hash(): string
  /** The browser's history: entries carry a scroll key. */
  browser: boolean
}

function useBrowserState(): unknown {
  return (useHistoryState() as EntryState | null)?.usr ?? null
}

const browserExtras: LocationExtras = { useState: useBrowserState, hash: () => window.location.hash, browser: true }
const serverExtras: LocationExtras = { useState: () => null, hash: () => '', browser: false }
const Extras = createContext<LocationExtras>(typeof window === 'undefined' ? serverExtras : browserExtras)

/**
 * The app's router: in the browser (default), on the server (`ssrPath`: path and query), or in a
 * test (`memory`, from wouter/memory-location). `base` is the page's language prefix ('' for English).
 */
export function AppRouter({ base = '', ssrPath, memory, children }: { base?: string; ssrPath?: string; memory?: MemoryLocation; children: ReactNode }) {
  if (memory) {
    return (
      <Extras value={{ useState: () => memory.state, hash: () => memory.hash ?? '', browser: false }}>
        <Router base={base} parser={parsePath} hook={memory.hook} searchHook={memory.searchHook}>
          {children}
        </Router>
      </Extras>
    )
  }
  if (ssrPath !== undefined) {
    const [path = '/', search = ''] = ssrPath.split('?')
    return (
      <Extras value={serverExtras}>
        <Router base={base} parser={parsePath} ssrPath={path} ssrSearch={search}>
          {children}
        </Router>
      </Extras>
    )
  }
  return (
    <Extras value={browserExtras}>
      <Router base={base} parser={parsePath}>
        {children}
      </Router>
    </Extras>
  )
}

function useSearchString(): string {
  const router = useRouter()
  const raw = router.searchHook(router)
  return raw ? (raw.startsWith('?') ? raw : `?${raw}`) : ''
}

/**
 * The path as the address has it (encoded: `/search/rose%20%26%20oil`), relative to the base.
 * wouter's own location is decodeURI'd, half-way: `%26` stays while `%20` turns into a space.
 */
function usePathname(): string {
  const router = useRouter()
  const [path] = router.hook(router)
  const base = router.base
  return base && (path.toLowerCase() + '/').startsWith(base.toLowerCase() + '/') ? path.slice(base.length) || '/' : path
}

export function useLocation(): Location {
  const pathname = usePathname()
  const search = useSearchString()
  const extras = useContext(Extras)
  const state = extras.useState()
  const hash = extras.hash()
  return useMemo(() => ({ pathname, search, hash, state }), [pathname, search, hash, state])
}

/** A full page load (another language's pages come rendered from the server): a seam for tests. */
export const documentNavigation = {
  assign(href: string) {
    window.location.assign(href)
  },
}

// ── Navigation: a page's chunk is fetched before the address changes ────────────────────────

/**
 * Set by app/router.tsx: starts loading the page module of a path (relative to the base) and
 * returns its promise, or nothing when that page is already here. While it loads the current page
 * stays on screen and `useNavigationPending()` is true (app/layout/navigation-progress.tsx).
 */
let preloadPage: (path: string) => Promise<unknown> | undefined = () => undefined
export function setPagePreloader(preload: (path: string) => Promise<unknown> | undefined) {
  preloadPage = preload
}

let pending = false
let latest = 0
const pendingListeners = new Set<() => void>()
function setPending(next: boolean) {
  if (pending === next) return
  pending = next
  pendingListeners.forEach((l) => l())
}
const subscribePending = (l: () => void) => (pendingListeners.add(l), () => void pendingListeners.delete(l))

/** True while a navigation waits for the next page's chunk. */
export function useNavigationPending(): boolean {
  return useSyncExternalStore(subscribePending, () => pending, () => false)
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void

export function useNavigate(): NavigateFunction {
  const [, navigate] = useWouterLocation()
  const current = useLocation()
  const readsBrowser = useContext(Extras).browser
  const ref = useRef({ navigate, current, readsBrowser })
  ref.current = { navigate, current, readsBrowser }
  return useMemo<NavigateFunction>(
    () => (to, options = {}) => {
      if (typeof to === 'number') return void history.go(to)
      const { navigate, current, readsBrowser } = ref.current
      const target = resolveTo(to, current)
      const go = () => {
        if (readsBrowser) beforeNavigate(options.preventScrollReset)
        const state = readsBrowser ? ({ usr: options.state, key: Math.random().toString(36).slice(2, 10) } satisfies EntryState) : (options.state ?? null)
        navigate(target, { replace: options.replace, state })
      }
      const ticket = ++latest
      const loading = target.startsWith('~') ? undefined : preloadPage(target.split(/[?#]/)[0]!)
      if (!loading) {
        setPending(false)
        return go()
      }
      setPending(true)
      // A failed chunk still navigates: the page's error screen says what happened.
      void loading
        .catch(() => undefined)
        .then(() => {
          if (ticket !== latest) return
          setPending(false)
          go()
        })
    },
    [],
  )
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/** Href of `to` as the browser shows it (with the base). */
export function useHref(to: To): string {
  const router = useRouter()
  const current = useLocation()
  const target = resolveTo(to, current)
  return target.startsWith('~') ? target.slice(1) : router.base + (target === '/' && router.base ? '/' : target)
}

export function Link({ to, replace, state, preventScrollReset, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to)
  const navigate = useNavigate()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    if (target && target !== '_self') return
    event.preventDefault()
    navigate(to, { replace, state, preventScrollReset })
  }
  return <a {...rest} href={href} target={target} onClick={handleClick} />
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean
  className?: string | ((state: { isActive: boolean }) => string)
}

/** A Link that knows whether it leads to the current page (`aria-current="page"`, `isActive` for its class). */
export function NavLink({ end, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation()
  const target = resolveTo(props.to, { pathname, search: '' }).split(/[?#]/)[0]!.toLowerCase()
  const here = pathname.toLowerCase()
  const isActive = here === target || (!end && target !== '/' && here.startsWith(`${target.replace(/\/$/, '')}/`))
  return <Link {...props} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} />
}

/** Goes to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    navigate(to, { replace, state })
  }, [navigate, to, replace, state])
  return null
}

/** The matched route's params, decoded (`rose & oil`: see parsePath). */
export function useParams(): Record<string, string | undefined> {
  return useRouteParams() as Record<string, string | undefined>
}

/** The params of `pattern` (relative to the base) when the current path matches it, else null. */
export function useMatch(pattern: string): { params: Record<string, string | undefined> } | null {
  const router = useRouter()
  const [pathname] = useWouterLocation()
  const [matches, params] = matchRoute(router.parser, pattern, pathname)
  return matches ? { params: params as Record<string, string | undefined> } : null
}

export type SetSearchParams = (next: URLSearchParams | string | Record<string, string> | ((prev: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void

export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const navigate = useNavigate()
  // Several calls in one event each start from the one before, as in React Router.
  const latestParams = useRef(params)
  latestParams.current = params
  const set = useMemo<SetSearchParams>(
    () => (next, options) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(latestParams.current) : next)
      latestParams.current = value
      const query = value.toString()
      navigate(pathnameRef.current + (query ? `?${query}` : ''), options)
    },
    [navigate],
  )
  const pathnameRef = useRef(pathname)
  pathnameRef.current = pathname
  return [params, set]
}
