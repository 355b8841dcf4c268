/**
 * The files each page's chunk imports, so that they download together with it rather than one
 * after another (decision 028). Vite would list them beside every page's dynamic import in the
 * app's start: 50 pages' lists, 2.5 KB gzip of the first page, for pages the visitor may never
 * open. Instead the build writes them to one JSON file (vite.config.ts, `pageFiles`), named by a
 * `<meta name="shop-page-files">` of index.html; it is fetched when the browser is idle after the
 * page has hydrated, or on the first navigation (a page the browser renders itself: at start), and a page's files are asked for (modulepreload)
 * when its chunk is.
 */

type PageFiles = Record<string, readonly string[]>

export const PAGE_FILES_META = 'shop-page-files'

let list: Promise<PageFiles> | undefined

/** The build's list (fetched once; a failed fetch is tried again next time). */
export function loadPageFiles(): Promise<PageFiles> {
  if (list) return list
  const href = typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>(`meta[name="${PAGE_FILES_META}"]`)?.content
  if (!href) return Promise.resolve({})
  list = fetch(href)
    .then((r) => (r.ok ? (r.json() as Promise<PageFiles>) : Promise.reject(new Error(`${href}: ${r.status}`))))
    .catch(() => {
      list = undefined
      return {}
    })
  return list
}

/** Asks for the files `module` (`routes/cart`) imports, each once, beside its own chunk. */
export function preloadPageFiles(module: string): Promise<void> {
  return loadPageFiles().then((files) => {
    for (const file of files[module] ?? []) {
      const href = `/${file}`
      if (document.querySelector(`link[href="${href}"]`)) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
  })
}

/** Test only: forgets the fetched list. */
export function resetPageFiles(): void {
  list = undefined
}
