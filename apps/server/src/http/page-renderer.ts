import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { pickEncoding } from './compression'
import { createPageCache, pageEntry, type PageCache, type PageEntry, type PageKind } from './page-cache'
import { loadPageTemplate } from './page-html'
import { marketAttribute, type PageMarket, type PageMarketOf } from './page-market'
import type { PageReads } from './page-reads'
import { createRenderPool } from './page-render-pool'
import { setAddressHeaders, type PageAddress } from './page-language'

/**
 * Server-rendered pages (docs/decisions/016): the web build's page renderer
 * (apps/web/src/app/entry-server.tsx, built into <dist>/.ssr) turns a public page's address into
 * its HTML and data, in a pool of worker threads (http/page-render-pool.ts); http/page-html.ts puts
 * them into the app's index.html. Pages it does not render (behind a sign-in, the staff area) get
 * index.html as it is.
 *
 * A rendered page is the same for every visitor of a market: its data are the public reads only
 * (http/page-reads.ts, never with the visitor's cookie or token; priced reads in the market's
 * currency), so it is cached by address, language, market (decision 040) and catalog generation (a
 * catalog change drops every page at once) and answered with `Cache-Control: public`, `Vary: cookie,
 * accept-language` (the market comes from them) and an ETag. A signed-in shopper's own data (name, cart count, wishlist
 * hearts) arrive from the API after hydration.
 */

/**
 * How long browsers and shared caches may keep a page, and serve it stale while they fetch it
 * again: a minute fresh, as the catalog's own answers (CATALOG_CACHE_SECONDS), and ten minutes of
 * stale-while-revalidate, so a CDN answers a popular page instantly while one request refreshes it.
 */
const CACHE_CONTROL_OK = 'public, max-age=60, stale-while-revalidate=600'
/** A "not found" page is kept briefly: a product may appear, a mistyped address stays cheap. */
const CACHE_CONTROL_OTHER = 'public, max-age=60'

export interface PageRenderer {
  /** Sends the page rendered, or returns false when the browser should render it (send the shell). */
  send(req: FastifyRequest, reply: FastifyReply, address: PageAddress): Promise<boolean>
}

export interface PageRendererDeps {
  reads: PageReads
  /** The catalog's generation: part of every page's key. */
  catalogGeneration: () => Promise<number>
  /** The shopper's market for a page (http/page-market.ts): part of every page's key. */
  market: PageMarketOf
  /** Render threads; 0 renders on the API's thread. */
  threads?: number
  /** How long the server keeps a rendered page, in seconds. */
  ttlSeconds: number
  redisUrl?: string
  redisPrefix?: string
  /** The shop's public origin (config PUBLIC_URL): canonical and alternate addresses. */
  origin: string
}

export async function loadPageRenderer(app: FastifyInstance, dist: string, deps: PageRendererDeps): Promise<PageRenderer | undefined> {
  const entry = path.join(dist, '.ssr', 'entry-server.js')
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    app.log.warn(`no page renderer in ${path.join(dist, '.ssr')}: every page is rendered in the browser`)
    return undefined
  }
  const template = loadPageTemplate(dist)
  const threads = deps.threads ?? Math.max(1, os.availableParallelism())
  const pool = await createRenderPool({ entry, size: threads, log: app.log })
  const cache: PageCache = createPageCache({ redisUrl: deps.redisUrl, redisPrefix: deps.redisPrefix })
  app.addHook('onClose', async () => {
    await pool.close()
    await cache.close()
  })

  /** Renders under way, by key: a burst of misses for one page renders it once. */
  const rendering = new Map<string, Promise<{ entry?: PageEntry; ms: number }>>()

  async function render(key: string, address: PageAddress, market: PageMarket, req: FastifyRequest): Promise<{ entry?: PageEntry; ms: number }> {
    const started = performance.now()
    let page
    try {
      // The full address (`/cz/…`): the web app's router runs under the language prefix.
      page = await pool.render(req.url, address.lang, (url) => deps.reads.read(url), market)
    } catch (err) {
      // The shopper still gets the page, rendered by the browser.
      req.log.error({ err, url: req.url }, 'page render failed')
      return { ms: performance.now() - started }
    }
    if (page.kind !== 'page') return { ms: performance.now() - started }
    const entry = await pageEntry(page.status, template.assemble(page, { ...address, origin: deps.origin, market }), (html) => pool.compress(html))
    await cache.set(key, entry, deps.ttlSeconds, kindOf(address)).catch((err: unknown) => req.log.error({ err }, 'storing a rendered page failed'))
    return { entry, ms: performance.now() - started }
  }

  return {
    async send(req, reply, address) {
      // The page is made for the shopper's market (its "Ship to", currency and VAT wording): one
      // entry per market, as per language and catalog generation.
      const market = await deps.market(req.headers, address.lang)
      const key = `${address.lang}:${marketAttribute(market)}:${await deps.catalogGeneration()}:${req.url}`
      let entry = await cache.get(key, kindOf(address)).catch((err: unknown) => {
        req.log.error({ err }, 'reading a rendered page failed')
        return undefined
      })
      if (entry) reply.header('server-timing', 'cache;desc=hit')
      else {
        let pending = rendering.get(key)
        if (!pending) {
          pending = render(key, address, market, req).finally(() => rendering.delete(key))
          rendering.set(key, pending)
        }
        const rendered = await pending
        if (!rendered.entry) return false
        entry = rendered.entry
        // How long the render took, data reads and compression included: browsers' devtools show it.
        reply.header('server-timing', `render;dur=${rendered.ms.toFixed(1)}`)
      }
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', entry.status === 200 ? CACHE_CONTROL_OK : CACHE_CONTROL_OTHER)
        .header('etag', entry.etag)
        .header('vary', 'accept-encoding')
      // The page depends on the cookie and Accept-Language at any address: the shopper's market
      // (and, unprefixed, the language) comes from them.
      setAddressHeaders(reply, address, { market: true })
      if (entry.status === 200 && matches(req.headers['if-none-match'], entry.etag)) {
        await reply.code(304).send()
        return true
      }
      // 404 for the "Not Found" page and a product that does not exist: the page says which.
      reply.code(entry.status)
      const encoding = pickEncoding(req.headers['accept-encoding'])
      if (encoding === 'br') await reply.header('content-encoding', 'br').send(entry.br)
      else if (encoding === 'gzip') {
        // Made once, on the first client without brotli, and kept with the page.
        entry.gzip ??= await pool.gzip(entry.br)
        await reply.header('content-encoding', 'gzip').send(entry.gzip)
      } else await reply.send(brotliDecompressSync(entry.br))
      return true
    },
  }
}

/** If-None-Match against a weak ETag (RFC 9110 §13.1.2: weak comparison). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}

/** Search pages have a cache budget of their own (http/page-cache.ts). */
function kindOf(address: PageAddress): PageKind {
  return address.path.startsWith('/search/') ? 'search' : 'page'
}
