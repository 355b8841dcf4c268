import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_FILES_META, loadPageFiles, preloadPageFiles, resetPageFiles } from './page-files'

/** The build's list of each page's files (vite.config.ts, pageFiles), fetched from the address index.html names. */
function withList(reply: () => Response) {
  const meta = document.createElement('meta')
  meta.name = PAGE_FILES_META
  meta.content = '/assets/page-files-abc.json'
  document.head.append(meta)
  const fetchMock = vi.fn(async () => reply())
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => l.getAttribute('href'))

afterEach(() => {
  document.head.innerHTML = ''
  resetPageFiles()
  vi.unstubAllGlobals()
})

describe("a page's files", () => {
  it('are asked for together with its chunk, each once, from one fetched list', async () => {
    const fetchMock = withList(() => Response.json({ 'routes/cart': ['assets/cart-frame-1.js', 'assets/price-2.js'], 'routes/about': ['assets/price-2.js'] }))
    await preloadPageFiles('routes/cart')
    await preloadPageFiles('routes/about')
    expect(preloads()).toEqual(['/assets/cart-frame-1.js', '/assets/price-2.js'])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith('/assets/page-files-abc.json')
  })

  it('are tried again after a failed fetch, and a page without a list still loads', async () => {
    let status = 503
    const fetchMock = withList(() => (status === 200 ? Response.json({ 'routes/faq': ['assets/faq-list.js'] }) : new Response(null, { status })))
    await preloadPageFiles('routes/faq')
    expect(preloads()).toEqual([])
    status = 200
    await preloadPageFiles('routes/faq')
    expect(preloads()).toEqual(['/assets/faq-list.js'])
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('are not fetched when the page names no list (development, tests)', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    expect(await loadPageFiles()).toEqual({})
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
