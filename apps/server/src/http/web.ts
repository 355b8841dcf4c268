import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config'
import { problem, sendProblem } from './errors'
import { withHtmlLang } from './page-head'
import type { PageMarketOf } from './page-market'
import { loadPageRenderer } from './page-renderer'
import { pageAddress, sendLanguageRedirect, setAddressHeaders } from './page-language'
import type { PageReads } from './page-reads'

/**
 * In production the built web app is served from the same origin. Any GET that is not an API path
 * and not a file is a page: public pages are rendered on the server (http/page-renderer.ts), the
 * "Not Found" page, unknown products and unknown categories with a 404 (decision 023); the others get index.html and
 * the client router decides. API paths that match nothing get a problem+json 404. A page's language is
 * its address (http/page-language.ts, decision 026).
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  pageData: { reads: PageReads; catalogGeneration: () => Promise<number>; market: PageMarketOf },
): Promise<void> {
  const dist = config.WEB_DIST
  const indexFile = path.join(dist, 'index.html')
  const hasWeb = fs.existsSync(indexFile)
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each file (apps/web/vite.config.ts).
      preCompressed: true,
      // @fastify/static 10 hands setHeaders the Fastify reply (its types still say ServerResponse).
      setHeaders(reply: unknown, filePath: string) {
        // Vite fingerprints everything under assets/: cache it for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          ;(reply as { header(k: string, v: string): void }).header('cache-control', 'public, max-age=31536000, immutable')
        }
      },
    })
  }
  const pages = hasWeb
    ? await loadPageRenderer(app, dist, {
        origin: config.PUBLIC_URL,
        ...pageData,
        threads: config.PAGE_RENDER_THREADS,
        ttlSeconds: config.CATALOG_CACHE_SECONDS,
        redisUrl: config.REDIS_URL,
        redisPrefix: config.REDIS_PREFIX,
      })
    : undefined
  const shell = hasWeb ? fs.readFileSync(indexFile, 'utf8') : ''
  // The API, and the search engines' files (modules/seo): what matches none of their routes is a
  // problem+json 404, never a page (`/sitemap-../x.xml` is no sitemap and no page either).
  const isApi = (url: string) => /^\/(api|auth|docs|health)(\/|\?|$)/.test(url) || /^\/(sitemap[^/?]*|robots\.txt)/.test(url)
  app.setNotFoundHandler(async (req, reply) => {
    if (!hasWeb || isApi(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return sendProblem(reply, problem(req, 'route_not_found', `No such endpoint: ${req.method} ${req.url.split('?')[0]}`))
    }
    const rel = decodeSafe(req.url.split('?')[0]!).replace(/^\/+/, '')
    // Dot folders (.ssr: the page renderer, .vite: the manifest) are the server's, not the browser's.
    const hidden = rel.split('/').some((segment) => segment.startsWith('.'))
    if (rel && !hidden && !rel.includes('..') && fs.existsSync(path.join(dist, rel)) && fs.statSync(path.join(dist, rel)).isFile()) {
      return reply.sendFile(rel)
    }
    const address = pageAddress(req.url, req.headers)
    if (address.redirect) return sendLanguageRedirect(reply, { ...address, redirect: address.redirect })
    if (pages && req.method === 'GET' && (await pages.send(req, reply, address))) return reply
    // The app shell in the address's language and the shopper's market (the browser's prices and
    // "Ship to" start from it). Sent as text, not with sendFile, which would replace the caching
    // headers (the compression hook compresses it once per language and market and remembers it).
    const market = await pageData.market(req.headers, address.lang)
    setAddressHeaders(reply.header('cache-control', 'no-cache'), address, { market: true })
    return reply.type('text/html; charset=utf-8').send(withHtmlLang(shell, address.lang, market))
  })
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}
