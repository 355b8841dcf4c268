/**
 * The app's paths: where a link leads (`resolveTo`) and how a route pattern matches an address
 * (`parsePath`, `matchPath`). Plain functions: app/router.tsx matches with them outside React.
 */
import { matchRoute } from 'wouter'
import { parse as parsePattern } from 'regexparam'

/** Where to go: a path (`/cart`, `?page=2`: the current path with this query) or its parts. */
export type To = string | { pathname?: string; search?: string; hash?: string }

/**
 * Route patterns (regexparam's, as wouter's) matched against the decoded path, as React Router
 * did: `/privacy%26policy` is SPEC's `/privacy&policy`, and params come decoded (`rose & oil`).
 * wouter hands over the path decodeURI'd, which leaves reserved characters (`%26`, `%3F`…)
 * encoded; each segment is decoded fully here, a `/` inside one kept apart until the params. (A
 * text holding a literal `%xx` sequence is decoded once too often: not worth a location of our own.)
 */
export function parsePath(route: string, loose?: boolean) {
  const { keys, pattern } = parsePattern(route, loose)
  return {
    keys,
    pattern: {
      exec(path: string) {
        const match = pattern.exec(decodeSegments(path))
        for (let i = 1; match && i < match.length; i++) {
          const value = match[i]
          if (value) match[i] = value.replace(/%2F/g, '/')
        }
        return match
      },
    } as RegExp,
  }
}

function decodeSegments(path: string): string {
  if (!path.includes('%')) return path
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F')
      } catch {
        return segment
      }
    })
    .join('/')
}

/** `to` as a path relative to the base: a query or hash alone keeps the current path. */
export function resolveTo(to: To, current: { pathname: string; search: string }): string {
  if (typeof to === 'object') {
    const pathname = to.pathname ?? current.pathname
    const search = to.search === undefined ? (to.pathname === undefined ? current.search : '') : to.search
    return pathname + (search && !search.startsWith('?') ? `?${search}` : search) + (to.hash ? `#${to.hash.replace(/^#/, '')}` : '')
  }
  if (to.startsWith('?')) return current.pathname + to
  if (to.startsWith('#')) return current.pathname + current.search + to
  return to
}

/** The params when `path` (relative to the base) matches `pattern`, else null: the app's matching, for code outside React (app/router.tsx). */
export function matchPath(pattern: string, path: string): Record<string, string | undefined> | null {
  const [matches, params] = matchRoute(parsePath, pattern, path)
  return matches ? (params as Record<string, string | undefined>) : null
}
