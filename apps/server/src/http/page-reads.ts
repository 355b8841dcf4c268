import { CODE_OF_REASON, DomainError, type Problem, type Reason } from '@shop/domain'
import { parse as parseQuery } from 'node:querystring'
import type { z } from 'zod'
import { STATUS_OF, TITLE_OF } from './errors'

/**
 * The API reads a server-rendered page may make (docs/decisions/016): the public ones only, the
 * same answers their routes give, built by the same functions (each module's route file declares
 * its page reads and serves its routes through them, so the two cannot drift). They run without a
 * request: no cookie, no bearer token, no shopper, so nothing personal can reach a rendered page,
 * which is what lets every visitor share it (http/page-renderer.ts). Any other read (cart,
 * wishlist, me, orders…) is refused: the page's query stays pending and the browser asks for it
 * after hydration.
 */
export interface PageRead<Q = unknown, P = unknown, R extends string | object = string | object> {
  /** The route's address, as Fastify knows it: `/api/product/:id`. */
  path: string
  query: z.ZodType<Q>
  params?: z.ZodType<P>
  /** The answer: JSON text as the cache holds it, or a value the route serialises as JSON. */
  read(query: Q, params: P): Promise<R>
  /** Catalog answers: remembered by exact address, as the catalog's routes remember them (catalog.hot.ts). */
  hot?: {
    get(url: string): string | undefined
    generation(): number | undefined
    remember(url: string, generation: number | undefined, body: string): void
  }
}

/** Declares a page read with its query's and params' types inferred from their schemas. */
export function pageRead<Q, R extends string | object, P = Record<string, never>>(read: PageRead<Q, P, R>): PageRead<Q, P, R> {
  return read
}

export interface PageAnswer {
  status: number
  /** JSON text: the answer, or a problem+json refusal as the route would send it. */
  body: string
}

export interface PageReads {
  /** The answer to a GET of `url` (path and query), or undefined when it is not a public read. */
  read(url: string): Promise<PageAnswer> | undefined
}

interface Compiled {
  pattern: RegExp
  names: string[]
  def: PageRead<unknown, unknown>
}

export function createPageReads(defs: ReadonlyArray<PageRead<any, any>>): PageReads {
  const compiled: Compiled[] = defs.map((def) => {
    const names: string[] = []
    const source = def.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        names.push(segment.slice(1))
        return '([^/]+)'
      })
      .join('/')
    return { pattern: new RegExp(`^${source}/?$`), names, def }
  })

  async function answer({ def, names }: Compiled, match: RegExpExecArray, url: string, search: string): Promise<PageAnswer> {
    const path = url.split('?')[0]!
    try {
      const cached = def.hot?.get(url)
      if (cached !== undefined) return { status: 200, body: cached }
      const generation = def.hot?.generation()
      const query = def.query.safeParse(parseQuery(search))
      if (!query.success) return refusal('validation_failed', 'The query is not valid', path)
      let params: unknown = {}
      if (def.params) {
        const raw = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]))
        const parsed = def.params.safeParse(raw)
        if (!parsed.success) return refusal('validation_failed', 'The address is not valid', path)
        params = parsed.data
      }
      const result = await def.read(query.data, params)
      const body = typeof result === 'string' ? result : JSON.stringify(result)
      def.hot?.remember(url, generation, body)
      return { status: 200, body }
    } catch (err) {
      if (err instanceof DomainError) return refusal(err.reason, err.message, path)
      // A malformed %-escape in the address, as the router refuses it.
      if (err instanceof URIError) return refusal('validation_failed', 'The address is not valid', path)
      throw err
    }
  }

  return {
    read(url) {
      const at = url.indexOf('?')
      const path = at < 0 ? url : url.slice(0, at)
      for (const entry of compiled) {
        const match = entry.pattern.exec(path)
        if (match) return answer(entry, match, url, at < 0 ? '' : url.slice(at + 1))
      }
      return undefined
    },
  }
}

/** The problem+json body the route's error handler would send (http/errors.ts), without a request id: no request made it. */
function refusal(reason: Reason, detail: string, instance: string): PageAnswer {
  const code = CODE_OF_REASON[reason]
  const status = STATUS_OF[code]
  const body: Problem = { type: `about:blank#${code}`, title: TITLE_OF[code], status, detail, code, reason, instance, error: detail }
  return { status, body: JSON.stringify(body) }
}
