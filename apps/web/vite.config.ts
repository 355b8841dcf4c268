import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig, parseAst, type Plugin } from 'vite'

const API = 'http://localhost:3000'
const DOMAIN_SRC = /[\\/]packages[\\/]domain[\\/]src[\\/]/

/**
 * @shop/domain holds definitions only: constants, pure functions and zod schemas. Telling the
 * bundler so lets it keep just what the web app uses; otherwise importing LANGUAGES would bring
 * every schema, and through them all of zod (~24 KB gzip), onto the first page. The package is
 * marked side-effect free, and every call in a top-level `const` initialiser (schema building:
 * `z.object(...).extend(...)`) is annotated pure, so an unused schema can be dropped.
 */
function domainWithoutSideEffects(): Plugin {
  return {
    name: 'shop:domain-without-side-effects',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== '@shop/domain' && !(importer && DOMAIN_SRC.test(importer))) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && DOMAIN_SRC.test(resolved.id) ? { ...resolved, moduleSideEffects: false } : resolved
    },
    transform(code, id) {
      if (!DOMAIN_SRC.test(id) || !/\.ts$/.test(id)) return null
      const annotated = markTopLevelCallsPure(code)
      return annotated === code ? null : { code: annotated, map: null }
    },
  }
}

type Node = { type: string; start: number; end: number; [key: string]: unknown }
const FUNCTION_NODES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassBody'])

/** Wraps each call of a top-level const initialiser as `(PURE-annotation call)`; function bodies are left alone. */
function markTopLevelCallsPure(code: string): string {
  const edits: Array<{ at: number; text: string; span: number }> = []
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if (Array.isArray(node)) return node.forEach(visit)
    const n = node as Node
    if (typeof n.type !== 'string' || FUNCTION_NODES.has(n.type)) return
    if (n.type === 'CallExpression' || n.type === 'NewExpression') {
      edits.push({ at: n.start, text: '(/* @__PURE__ */ ', span: n.end - n.start })
      edits.push({ at: n.end, text: ')', span: n.end - n.start })
    }
    for (const key in n) if (key !== 'type') visit(n[key])
  }
  for (const statement of parseAst(code, { lang: 'ts' }).body as unknown as Node[]) {
    const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as Node | null
    if (declaration?.type === 'VariableDeclaration' && declaration.kind === 'const') visit(declaration.declarations)
  }
  // Applied from the end, and an insertion lands before earlier ones at the same position: so
  // there openers go inner-first and closers outer-first, giving `) ) (outer (inner` in the text.
  const rank = (e: { text: string; span: number }) => (e.text === ')' ? 1e9 - e.span : e.span)
  edits.sort((a, b) => b.at - a.at || rank(a) - rank(b))
  let out = code
  for (const { at, text } of edits) out = out.slice(0, at) + text + out.slice(at)
  return out
}

/**
 * Writes .br and .gz beside every text file of the build: the server sends those as they are
 * (@fastify/static preCompressed), so no request pays for compressing a static file.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue
        const data = fs.readFileSync(file)
        if (data.length < 1024) continue
        fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
      }
    },
  }
}

/**
 * src/main.tsx starts the app with `import('./app/start')` after index.html's frame has painted.
 * So that this costs no round trip, index.html asks for the app's chunks at once: a modulepreload
 * link for the start chunk and every chunk it imports statically (downloaded now, run later). At
 * low priority: the stylesheet that paints the frame goes first.
 */
function preloadAppStart(): Plugin {
  return {
    name: 'shop:preload-app-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {}
        const start = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/app/start.tsx'))
        if (!start || start.type !== 'chunk') throw new Error('shop:preload-app-start: no chunk for src/app/start.tsx')
        const files = new Set<string>()
        const visit = (file: string) => {
          const chunk = bundle[file]
          if (files.has(file) || !chunk || chunk.type !== 'chunk') return
          files.add(file)
          chunk.imports.forEach(visit)
        }
        visit(start.fileName)
        const base = '/'
        return [...files]
          .filter((file) => !html.includes(`${base}${file}"`))
          .map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${file}` }, injectTo: 'head' as const }))
      },
    },
  }
}

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }
const SRC = path.resolve(import.meta.dirname, 'src')
// Not @shop/domain (or zod): the app's start uses a few constants of it, lazy pages its schemas.
// A module goes whole into one chunk, so the schemas would come along.
const GROUPED_MODULES = /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]node_modules[\\/](@tanstack|wouter|regexparam)[\\/]/
// TanStack Query's entry imports all of it: these only pages use (the closure walk cannot tell).
const PAGES_ONLY = /[\\/]@tanstack[\\/].*[\\/](infiniteQueryObserver|mutationObserver|useMutation|useInfiniteQuery|queriesObserver|useQueries)\.js$/
let startClosure: { graph: ModuleGraph; ids: Set<string> } | undefined

/** A module and everything it imports statically. */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const ids = new Set<string>()
  const visit = (m: string) => {
    if (ids.has(m)) return
    ids.add(m)
    for (const dep of graph.getModuleInfo(m)?.importedIds ?? []) visit(dep)
  }
  visit(from)
  return ids
}

/**
 * One chunk, `app`, for what src/app/start.tsx imports statically (but start.tsx itself, which
 * src/main.tsx imports by name). Left to automatic chunking, every such module that a lazy page
 * imports too became a chunk of its own (TanStack Query's observer, its retryer, the API client,
 * the spinner, the i18n runtime, …): ten small files on the first page, each compressed on its
 * own and each with its import/export lines. As one file: 2.4 KB gzip less (decision 028). The
 * app's start is always loaded before any page, so pages import from it at no cost.
 */
function firstPageModules(id: string, graph: ModuleGraph): string | null {
  const start = path.join(SRC, 'app/start.tsx')
  if (id === start || !GROUPED_MODULES.test(id) || PAGES_ONLY.test(id)) return null
  if (startClosure?.graph !== graph) startClosure = { graph, ids: staticClosure(graph, start) }
  return startClosure.ids.has(id) ? 'app' : null
}

/**
 * The files every page has loaded before the app asks for a page's chunk: the entry (src/main.tsx)
 * with its imports and stylesheet, and the app's start with its imports (react, app).
 */
const alwaysLoaded = new Set<string>()
/** Page chunk → the files it imports that are not always loaded (app/page-files.ts fetches it). */
const pageFileList = new Map<string, string[]>()
let pageFilesName = ''
const PAGE_MODULE = /\/src\/app\/(routes\/[\w-]+|admin\/admin-app)\.tsx$/

/**
 * Vite lists a page's files beside its dynamic import in the app's start so that they download
 * together: 50 pages' lists, 2.5 KB gzip of the first page for pages a visitor may never open.
 * Instead they go into one JSON file (assets/page-files-<hash>.json, named by a
 * `<meta name="shop-page-files">` in index.html) that app/page-files.ts fetches when the browser is
 * idle after hydrating, and a page's files are asked for together with its chunk. Files every page
 * has loaded already are listed nowhere.
 */
function pageFiles(): Plugin {
  return {
    name: 'shop:page-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        alwaysLoaded.clear()
        pageFileList.clear()
        const closure = (from: string, into: Set<string>) => {
          const visit = (file: string) => {
            const chunk = bundle[file]
            if (into.has(file) || !chunk || chunk.type !== 'chunk') return
            into.add(file)
            for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css)
            chunk.imports.forEach(visit)
          }
          visit(from)
          return into
        }
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        for (const chunk of chunks) {
          if (chunk.isEntry || chunk.facadeModuleId?.replace(/\\/g, '/').endsWith('/src/app/start.tsx')) closure(chunk.fileName, alwaysLoaded)
        }
        for (const chunk of chunks) {
          const page = PAGE_MODULE.exec(chunk.facadeModuleId?.replace(/\\/g, '/') ?? '')
          if (!page || !chunk.isDynamicEntry) continue
          const files = [...closure(chunk.fileName, new Set())].filter((f) => f !== chunk.fileName && !alwaysLoaded.has(f))
          pageFileList.set(chunk.fileName, files)
        }
        const byModule = Object.fromEntries(
          chunks.flatMap((c) => {
            const page = PAGE_MODULE.exec(c.facadeModuleId?.replace(/\\/g, '/') ?? '')
            const files = pageFileList.get(c.fileName)
            return page && files?.length ? [[page[1], files]] : []
          }),
        )
        const source = JSON.stringify(byModule)
        pageFilesName = `assets/page-files-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.json`
        this.emitFile({ type: 'asset', fileName: pageFilesName, source })
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (pageFilesName ? [{ tag: 'meta', attrs: { name: 'shop-page-files', content: `/${pageFilesName}` }, injectTo: 'head' }] : []),
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [domainWithoutSideEffects(), react(), tailwindcss(), ...(isSsrBuild ? [] : [pageFiles(), preloadAppStart(), precompress()])],
  // The server's page renderer (src/app/entry-server.tsx, built by scripts/build.mjs into
  // dist/.ssr): one self-contained bundle, so the API server needs none of the web app's packages.
  ssr: { noExternal: true, target: 'node' },
  resolve: {
    // React 19 has useSyncExternalStore: wouter's shim for older Reacts is not needed (src/lib/use-sync-external-store.ts).
    alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: path.resolve(import.meta.dirname, 'src/lib/use-sync-external-store.ts') }],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': API,
      '/auth': API,
      '/docs': API,
      '/health': API,
    },
  },
  preview: { port: 4173 },
  build: isSsrBuild
    ? { target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/first-page-size.mjs reads it to report what the first page downloads.
    manifest: true,
    modulePreload: {
      // src/main.tsx's import of the app's start: its chunks are already asked for by then, by
      // index.html's modulepreload links (preloadAppStart) or, on a server-rendered page, by
      // main.tsx itself; Vite's helper would only look each one up in the page again.
      // (The entry chunk is index-*.js, after index.html; the start chunk start-*.js.)
      // A page's chunk: its files come from assets/page-files-*.json (pageFiles). Anything else:
      // only the files not loaded already.
      resolveDependencies: (file, deps, { hostId }) =>
        (/^assets\/start-[^/]+\.js$/.test(file) && /^assets\/index-[^/]+\.js$/.test(hostId)) || pageFileList.has(file) ? [] : deps.filter((dep) => !alwaysLoaded.has(dep)),
    },
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        // react is on the first page (wouter, a few KB, rides with the app's start); radix and
        // toastify arrive when the browser is idle (lib/deferred.ts); libraries only pages use
        // stay with those pages.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'radix', test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll.*|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/, priority: 20 },
            { name: 'toastify', test: /node_modules[\\/]react-toastify[\\/]/, priority: 20 },
            // TanStack Query is deliberately not grouped by library: a group takes the whole
            // library onto the first page, including parts only lazy pages use (mutations): +4 KB.
            // What the app's start needs, though, is one chunk (decision 028).
            { name: firstPageModules, priority: 10 },
          ],
        },
      },
    },
  },
}))
