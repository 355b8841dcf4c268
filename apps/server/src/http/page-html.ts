import fs from 'node:fs'
import path from 'node:path'
import { putPageHead, type HeadInput, type PageHead } from './page-head'

/**
 * A rendered page put into the web build's index.html (docs/decisions/016): the page's HTML in
 * place of the static frame, its title, its data for hydration and the scripts it needs.
 */

/** What apps/web/src/app/entry-server.tsx answers for a page it renders. */
export interface RenderedPage {
  kind: 'page'
  html: string
  title?: string
  /** Description, picture and structured data of the page (apps/web/src/lib/page-head.ts). */
  head?: PageHead
  status: number
  state: { namespaces: string[] }
  /** The whole state as JSON, when the render thread serialised it already (http/page-render-worker.mjs). */
  stateJson?: string
  modules: string[]
}

export type RenderResult = RenderedPage | { kind: 'browser' }

interface ManifestChunk {
  file: string
  imports?: string[]
}

/** The web app's start module (src/main.tsx imports it): the manifest's key for it. */
const APP_START = 'src/app/start.tsx'
/** index.html marks the static frame inside `<div id="root">` with these; a rendered page replaces it. */
const FRAME = /<!--app-html-->[\s\S]*?<!--\/app-html-->/

export interface PageTemplate {
  /** index.html as it is: what pages the browser renders get. */
  shell: string
  /** The whole document of a rendered page. */
  assemble(page: RenderedPage, address: Omit<HeadInput, 'title' | 'status' | 'head'>): string
}

export function loadPageTemplate(dist: string): PageTemplate {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
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
    shell: template,
    assemble(page, address) {
      const { lang } = address
      // The scripts the page needs: the app's start (index.html's preloads) and the page's modules
      // and texts, each after what it imports. None is asked for before the page's pictures are in:
      // src/main.tsx adds them as modulepreload links after the load event (decision 017), then
      // evaluates them one per task in this order (decision 018).
      const files = new Set(startFiles)
      for (const module of page.modules) filesOf(module).forEach((f) => files.add(f))
      for (const ns of page.state.namespaces) filesOf(`src/i18n/${lang}/${ns}.json`).forEach((f) => files.add(f))
      const preload = [...files].map((f) => `/${f}`).join(' ')
      const state = `<script type="application/json" id="shop-ssr" data-preload="${preload}">${(page.stateJson ?? JSON.stringify(page.state)).replace(/</g, '\\u003c')}</script>`
      // Language, title, canonical and alternate addresses, description, previews, structured data.
      return putPageHead(renderedTemplate, { ...address, title: page.title, status: page.status, head: page.head })
        .replace(FRAME, () => page.html)
        // After the page: the parser reaches what it shows first. The app reads it once parsing is done.
        .replace('<noscript>', () => `${state}<noscript>`)
    },
  }
}
