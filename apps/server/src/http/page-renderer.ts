import { HTML_LANG, splitLanguagePath, type Language } from '@shop/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { compress, pickEncoding } from './compression'

/**
 * Server-rendered pages (docs/decisions/016): the web build's page renderer
 * (apps/web/src/app/entry-server.tsx, built into <dist>/.ssr) turns a public page's address into
 * its HTML and data; this module puts them into the app's index.html with the preloads the page
 * needs. Pages it does not render (behind a sign-in, the staff area) get index.html as it is.
 */

/** What apps/web/src/app/entry-server.tsx exports (the web build is not a dependency of the server). */
interface Renderer {
  render(request: {
    url: string
    lang: Language
    api: (url: string, init: RequestInit) => Promise<Response>
  }): Promise<{ kind: 'page'; html: string; title?: string; status: number; state: { namespaces: string[] }; modules: string[] } | { kind: 'browser' }>
}

interface ManifestChunk {
  file: string
  imports?: string[]
}

/** The web app's start module (src/main.tsx imports it): the manifest's key for it. */
const APP_START = 'src/app/start.tsx'
/** index.html marks the static frame inside `<div id="root">` with these; a rendered page replaces it. */
const FRAME = /<!--app-html-->[\s\S]*?<!--\/app-html-->/

export interface PageRenderer {
  /** Sends the page rendered, or returns false when the browser should render it (send the shell). */
  send(req: FastifyRequest, reply: FastifyReply): Promise<boolean>
}

export async function loadPageRenderer(app: FastifyInstance, dist: string): Promise<PageRenderer | undefined> {
  const entry = path.join(dist, '.ssr', 'entry-server.js')
  const manifestFile = path.join(dist, '.vite', 'manifest.json')
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) {
    app.log.warn(`no page renderer in ${path.join(dist, '.ssr')}: every page is rendered in the browser`)
    return undefined
  }
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  if (!FRAME.test(template) || !template.includes('<noscript>')) throw new Error('index.html lacks the <!--app-html--> frame or the <noscript> that rendered pages need')
  // index.html's preloads start the app shell's scripts at once; a rendered page asks for them later.
  const appStartFiles: string[] = []
  const renderedTemplate = template.replace(/<link rel="modulepreload"[^>]*?href="\/([^"]+)"[^>]*>\s*/g, (_, file: string) => {
    appStartFiles.push(file)
    return ''
  })

  /**
   * The files a source module needs, each after the files it imports: src/main.tsx evaluates
   * them in this order, one per task, so each evaluation runs just that file's own code.
   */
  const preloads = new Map<string, string[]>()
  function filesOf(key: string): string[] {
    const files = preloads.get(key)
    if (files) return files
    const seen = new Set<string>()
    const order: string[] = []
    const visit = (k: string) => {
      const chunk = manifest[k]
      if (!chunk || seen.has(chunk.file)) return
      seen.add(chunk.file)
      chunk.imports?.forEach(visit)
      order.push(chunk.file)
    }
    visit(key)
    preloads.set(key, order)
    return order
  }
  // The app's start and what it imports (index.html's preloads): first, since the pages import it.
  const startFiles = manifest[APP_START] ? [...filesOf(APP_START)] : []
  for (const file of appStartFiles) if (!startFiles.includes(file)) startFiles.push(file)

  return {
    async send(req, reply) {
      // The page's language is its address's (decision 026): `/cz/…` Czech, no prefix English.
      const lang: Language = splitLanguagePath(req.url.split(/[?#]/)[0]!).lang
      const api = async (url: string): Promise<Response> => {
        // The page's reads, as this shopper: the guest cart's cookie goes along, from their address.
        const res = await app.inject({
          method: 'GET',
          url,
          remoteAddress: req.ip,
          headers: {
            accept: 'application/json',
            ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}),
            ...(req.headers['user-agent'] ? { 'user-agent': req.headers['user-agent'] } : {}),
          },
        })
        const empty = res.statusCode === 204 || res.statusCode === 304
        return new Response(empty ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } })
      }
      let page: Awaited<ReturnType<Renderer['render']>>
      const started = performance.now()
      try {
        page = await renderer.render({ url: req.url, lang, api })
      } catch (err) {
        // The shopper still gets the page, rendered by the browser.
        req.log.error({ err, url: req.url }, 'page render failed')
        return false
      }
      if (page.kind !== 'page') return false

      // The scripts the page needs: the app's start (index.html's preloads) and the page's modules
      // and texts, each after what it imports. None is asked for before the page's pictures are in:
      // src/main.tsx adds them as modulepreload links after the load event (decision 017), then
      // evaluates them one per task in this order (decision 018).
      const files = new Set(startFiles)
      for (const module of page.modules) filesOf(module).forEach((f) => files.add(f))
      for (const ns of page.state.namespaces) filesOf(`src/i18n/${lang}/${ns}.json`).forEach((f) => files.add(f))
      const preload = [...files].map((f) => `/${f}`).join(' ')
      const state = `<script type="application/json" id="shop-ssr" data-preload="${preload}">${JSON.stringify(page.state).replace(/</g, '\\u003c')}</script>`
      let html = renderedTemplate
        .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[lang]}"`)
        .replace(FRAME, () => page.html)
        // After the page: the parser reaches what it shows first. The app reads it once parsing is done.
        .replace('<noscript>', () => `${state}<noscript>`)
      if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`)

      reply
        // 404 for the "Not Found" page and a product that does not exist: the page says which.
        .code(page.status)
        .type('text/html; charset=utf-8')
        // The page may hold the guest's cart: no shared cache keeps it.
        .header('cache-control', req.headers.cookie ? 'private, no-cache' : 'no-cache')
        .header('vary', 'cookie, accept-encoding')
        // How long the render took, data reads included: browsers' devtools show it.
        .header('server-timing', `render;dur=${(performance.now() - started).toFixed(1)}`)
      // Compressed here, not by the compression hook: that one remembers answers it has seen,
      // and a rendered page is rarely seen twice.
      const encoding = pickEncoding(req.headers['accept-encoding'])
      if (!encoding) await reply.send(html)
      else await reply.header('content-encoding', encoding).send(compress(html, encoding))
      return true
    },
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
