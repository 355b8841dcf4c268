/**
 * The server's page renderer (built by `vite build --ssr`, loaded by the API server's
 * http/web.ts): public pages leave the server as HTML with their data, so a phone shows the page
 * before any script has run, and the browser adopts that HTML (app/start.tsx) instead of building
 * it again.
 *
 * A page's data comes from the same query options the browser's hooks use: the page's route
 * module declares what it reads (`prefetch`, app/page-prefetch.ts) and the layout its own, they are
 * fetched first (the server's public reads), and the page is rendered once. A query the render
 * asks for that was not declared (or depends on another's answer) is fetched then and the page
 * rendered again, at most MAX_ROUNDS times. The browser hydrates from the answers the final render
 * used, and only those: a declared query the page did not show is not sent.
 */
import { LANGUAGE_PREFIX, splitLanguagePath, type Language } from '@shop/domain'
import { QueryCache, QueryClient, dehydrate, hashKey, skipToken, type DehydratedState, type FetchQueryOptions, type Query, type QueryClientConfig } from '@tanstack/react-query'
import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { setApiTransport, type ApiTransport } from '../lib/api-client'
import { initI18nForServer, renderIn, usedNamespaces } from '../lib/i18n'
import { MarketContext, type MarketState } from '../lib/market'
import { PageHeadContext, type PageHead } from '../lib/page-head'
import { AppRouter } from '../lib/router'
import { matchPath } from '../lib/router-paths'
import { DocumentTitleContext } from '../lib/use-document-title'
import { preloadHeader } from './layout/header'
import { Providers } from './providers'
import { browserOnly, layoutPrefetch, type DeclaredQuery, type Prefetch } from './page-prefetch'
import { PageStatusContext } from './page-status'
import { AppRoutes, oauthRoute, pageFor, shopRoutes, type Page } from './router'
import type { SsrState } from './ssr-state'

export interface RenderRequest {
  /** Path and query of the page, with its language prefix: `/cz/productdetails/abc?x=1`. */
  url: string
  /** The page's language: the address's (decision 026); the HTML is rendered in it. */
  lang: Language
  /**
   * The shopper's market (http/page-renderer.ts decides it from the ship_to cookie, else the
   * browser's region, else the language): the header's "Ship to", the currency prices are read in,
   * the VAT wording. Without it, the base list (US, USD, no VAT).
   */
  market?: MarketState
  /** Answers the app's API reads (GET only) for this shopper: the server calls itself in-process. */
  api: ApiTransport
}

export type RenderResult =
  /**
   * Rendered: the HTML for `<div id="root">`, its title, its head (description, pictures,
   * structured data: lib/page-head.ts), its HTTP status (404 for "not found"), and what the
   * browser needs to hydrate.
   */
  | { kind: 'page'; html: string; title?: string; head: PageHead; status: number; state: SsrState; modules: string[] }
  /** Not a page the server renders (behind a sign-in, the staff area): send the app shell. */
  | { kind: 'browser' }

const BASE_MARKET: MarketState = { country: 'US', currency: 'USD', tax_mode: 'none', name: 'United States' }

/** At most this many data rounds per page: each round is one render and the queries it found. */
const MAX_ROUNDS = 3

const requestApi = new AsyncLocalStorage<ApiTransport>()
setApiTransport((url, init) => {
  const api = requestApi.getStore()
  if (!api) return Promise.reject(new Error('the server renderer called the API outside a page render'))
  if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error('the server renderer only reads'))
  return api(url, init)
})

const ready = Promise.all([initI18nForServer(), preloadHeader()])

/** The route modules, for their `prefetch` (the same chunks the router loads). */
const routeModules = import.meta.glob<{ prefetch?: Prefetch }>(['./routes/*.tsx', '!./routes/*.test.tsx'])

/**
 * The server's query cache, which notes what a render used: every query a hook asked the cache
 * for (QueryCache.build) since `used` was last cleared.
 */
function serverQueryClient() {
  const queryCache = new QueryCache()
  const used = new Set<string>()
  const build = queryCache.build.bind(queryCache)
  queryCache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args)
    used.add(query.queryHash)
    return query
  }) as QueryCache['build']
  // The server never retries: a failed read is left to the browser, which shows its loading
  // state and then the answer or the error, as on any page it renders itself.
  const config: QueryClientConfig = { queryCache, defaultOptions: { queries: { retry: false, gcTime: Infinity } } }
  return { client: new QueryClient(config), queryCache, used }
}

/** The queries the page and the layout declare for this address (app/page-prefetch.ts). */
async function declared(page: Page, path: string, search: URLSearchParams, lang: Language, market: MarketState): Promise<DeclaredQuery[]> {
  const route = [oauthRoute, ...shopRoutes].find((r) => r.page === page)
  const params = route ? matchPath(route.path, path) : {}
  const load = routeModules[`./${page.handle.module.replace(/^src\/app\//, '')}`]
  const module = load ? await load() : {}
  const prefetch = 'prefetch' in module ? module.prefetch : undefined
  return [...layoutPrefetch(lang), ...(prefetch?.({ params: params ?? {}, search, lang, currency: market.currency }) ?? [])]
}

function wantsFetch(query: Query): boolean {
  const options = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown }
  if (!options.queryFn || options.queryFn === skipToken) return false
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled !== false
  return enabled && query.state.status === 'pending' && query.state.fetchStatus === 'idle'
}

/** Renders made since the module loaded (tests: a declared page renders once). */
export let renderCount = 0

export async function render(request: RenderRequest): Promise<RenderResult> {
  await ready
  const url = new URL(request.url, 'http://shop.invalid')
  // The address says the language; the app runs under its prefix, so its links stay in it. A
  // language other than the address's would not hydrate (app/start.tsx): the browser renders that.
  const address = splitLanguagePath(url.pathname)
  if (address.lang !== request.lang) return { kind: 'browser' }
  const page = pageFor(address.path)
  if (!page.handle.ssr) return { kind: 'browser' }
  // In place before rendering: the page renders at once instead of its loading state.
  await page.load()

  const { client, queryCache, used } = serverQueryClient()
  const fetchAll = async (queries: ReadonlyArray<DeclaredQuery>) => {
    const keys = queries.map((q) => queryCache.build(client, client.defaultQueryOptions(q as FetchQueryOptions)).queryHash)
    await requestApi.run(request.api, () => Promise.all(queries.map((q) => client.prefetchQuery({ ...(q as FetchQueryOptions), retry: false }))))
    // A refused or failed read is the browser's: removed, the page shows its loading state for it
    // (the browser fetches it after hydration), and it is not asked for again in this render.
    for (const hash of keys) {
      const query = queryCache.get(hash)
      if (query && query.state.status !== 'success') queryCache.remove(query)
    }
    return keys
  }
  // A query declared disabled (suggestions for fewer than two letters) is not read: its hook will not ask either.
  const market = request.market ?? BASE_MARKET
  const wanted = (await declared(page, address.path, url.searchParams, request.lang, market)).filter((q) => (q as { enabled?: unknown }).enabled !== false)
  const tried = new Set(await fetchAll(wanted))
  for (const key of browserOnly(request.lang)) tried.add(hashKey(key))
  for (let round = 1; ; round++) {
    used.clear()
    let title: string | undefined
    let status = 200
    let head: PageHead = {}
    renderIn(request.lang)
    renderCount++
    const html = renderToString(
      <StrictMode>
        <DocumentTitleContext value={(t) => (title = t)}>
          <PageStatusContext value={(s) => (status = s)}>
            <PageHeadContext value={(h) => (head = { ...head, ...h, jsonLd: [...(head.jsonLd ?? []), ...(h.jsonLd ?? [])] })}>
              <MarketContext value={market}>
                <Providers queryClient={client}>
                  <AppRouter base={LANGUAGE_PREFIX[address.lang]} ssrPath={url.pathname + url.search}>
                    <AppRoutes />
                  </AppRouter>
                </Providers>
              </MarketContext>
            </PageHeadContext>
          </PageStatusContext>
        </DocumentTitleContext>
      </StrictMode>,
    )
    const namespaces = usedNamespaces()
    const missing = queryCache.getAll().filter((q) => !tried.has(q.queryHash) && wantsFetch(q))
    if (!missing.length || round === MAX_ROUNDS) {
      // Only what this render showed: a declared answer the page did not use stays on the server.
      const queries: DehydratedState = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' && used.has(q.queryHash) })
      return {
        kind: 'page',
        html,
        title,
        head,
        status,
        modules: [page.handle.module],
        state: { lang: request.lang, namespaces, queries },
      }
    }
    for (const hash of await fetchAll(missing.map((q) => ({ ...q.options, queryKey: q.queryKey })))) tried.add(hash)
  }
}
