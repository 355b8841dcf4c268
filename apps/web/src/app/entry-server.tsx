/**
 * The server's page renderer (built by `vite build --ssr`, loaded by the API server's
 * http/web.ts): public pages leave the server as HTML with their data, so a phone shows the page
 * before any script has run, and the browser adopts that HTML (app/start.tsx) instead of building
 * it again.
 *
 * A page's data comes from the same hooks the browser uses: a first render notes which queries
 * the page asks for, they are fetched in-process (the server's own API, as this shopper), and the
 * page is rendered again from their answers; a query that appears only then (one that depends on
 * another's answer) gets one more round. The browser hydrates from exactly those answers.
 */
import { LANGUAGE_PREFIX, splitLanguagePath, type Language } from '@shop/domain'
import { QueryClient, dehydrate, hydrate, skipToken, type DehydratedState, type Query } from '@tanstack/react-query'
import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { setApiTransport, type ApiTransport } from '../lib/api-client'
import { initI18nForServer, renderIn, usedNamespaces } from '../lib/i18n'
import { PageHeadContext, type PageHead } from '../lib/page-head'
import { AppRouter } from '../lib/router'
import { DocumentTitleContext } from '../lib/use-document-title'
import { Providers } from './providers'
import { PageStatusContext } from './page-status'
import { AppRoutes, pageFor } from './router'
import type { SsrState } from './ssr-state'

export interface RenderRequest {
  /** Path and query of the page, with its language prefix: `/cz/productdetails/abc?x=1`. */
  url: string
  /** The page's language: the address's (decision 026); the HTML is rendered in it. */
  lang: Language
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

/** At most this many data rounds per page: each round is one render and the queries it found. */
const MAX_ROUNDS = 3

const requestApi = new AsyncLocalStorage<ApiTransport>()
setApiTransport((url, init) => {
  const api = requestApi.getStore()
  if (!api) return Promise.reject(new Error('the server renderer called the API outside a page render'))
  if ((init.method ?? 'GET') !== 'GET') return Promise.reject(new Error('the server renderer only reads'))
  return api(url, init)
})

const ready = initI18nForServer()

function serverQueryClient(state: DehydratedState) {
  // The server never retries: a failed read is left to the browser, which shows its loading
  // state and then the answer or the error, as on any page it renders itself.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
  hydrate(client, state)
  return client
}

function wantsFetch(query: Query): boolean {
  const options = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown }
  if (!options.queryFn || options.queryFn === skipToken) return false
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled !== false
  return enabled && query.state.status === 'pending' && query.state.fetchStatus === 'idle'
}

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

  let queries: DehydratedState = { queries: [], mutations: [] }
  const tried = new Set<string>()
  for (let round = 1; ; round++) {
    const client = serverQueryClient(queries)
    let title: string | undefined
    let status = 200
    let head: PageHead = {}
    renderIn(request.lang)
    const html = renderToString(
      <StrictMode>
        <DocumentTitleContext value={(t) => (title = t)}>
          <PageStatusContext value={(s) => (status = s)}>
            <PageHeadContext value={(h) => (head = { ...head, ...h, jsonLd: [...(head.jsonLd ?? []), ...(h.jsonLd ?? [])] })}>
              <Providers queryClient={client}>
                <AppRouter base={LANGUAGE_PREFIX[address.lang]} ssrPath={url.pathname + url.search}>
                  <AppRoutes />
                </AppRouter>
              </Providers>
            </PageHeadContext>
          </PageStatusContext>
        </DocumentTitleContext>
      </StrictMode>,
    )
    const namespaces = usedNamespaces()
    const missing = client
      .getQueryCache()
      .getAll()
      .filter((q) => !tried.has(q.queryHash) && wantsFetch(q))
    if (!missing.length || round === MAX_ROUNDS) {
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
    for (const q of missing) tried.add(q.queryHash)
    await requestApi.run(request.api, () => Promise.all(missing.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey, retry: false }))))
    queries = dehydrate(client)
  }
}
