import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/harness'

/**
 * Server-rendered pages (http/page-renderer.ts) with a stand-in for the web build's renderer: how
 * the rendered page is put into index.html, what it preloads, what it escapes, and that a failing
 * or declining renderer still leaves the shopper with the app. The real renderer is exercised by
 * the browser journeys (e2e/journeys/server-rendered.test.ts).
 */
const TEMPLATE = [
  '<!doctype html><html lang="en" data-intro><head><title>Shop</title>',
  '<link rel="modulepreload" crossorigin href="/assets/start-6.js"><link rel="modulepreload" crossorigin href="/assets/shared-2.js"></head><body>',
  '<div id="root"><!--app-html--><div class="frame">frame</div><!--/app-html--></div><noscript>Enable JavaScript</noscript>',
  '<script type="module" src="/assets/index-1.js"></script></body></html>',
].join('')

const MANIFEST = {
  'src/app/start.tsx': { file: 'assets/start-6.js', imports: ['_shared.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_shared.js', '_card.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
  '_card.js': { file: 'assets/card-3.js', imports: ['_shared.js'] },
  'src/i18n/cz/catalog.json': { file: 'assets/catalog-cz-4.js' },
  'src/i18n/en/catalog.json': { file: 'assets/catalog-en-5.js' },
}

/** The stand-in renderer: reads /health through the in-process API, as a page would read its data. */
const RENDERER = `
export async function render({ url, lang, api }) {
  if (url.startsWith('/private')) return { kind: 'browser' }
  if (url.startsWith('/boom')) throw new Error('boom')
  const health = await (await api('/health', { method: 'GET' })).json()
  return {
    kind: 'page',
    html: '<main>page ' + url + ' db ' + health.status + '</main>',
    title: 'Tea <b> & "tonic"',
    status: url.startsWith('/no-such-page') ? 404 : 200,
    modules: ['src/app/routes/home.tsx'],
    state: { lang, namespaces: ['common', 'catalog'], queries: { text: '</script><script>alert(1)</script>' }, router: {} },
  }
}
`

describe('server-rendered pages', () => {
  let web: TestContext
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-ssr-'))

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, '.ssr'))
    fs.mkdirSync(path.join(dist, '.vite'))
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE)
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
    fs.writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), RENDERER)
    web = await createTestContext('sqlite', { seed: false, config: { WEB_DIST: dist } })
  })
  afterAll(async () => {
    await web?.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('sends the rendered page in place of the frame, with its title, data and preloads', async () => {
    const res = await web.app.inject('/productdetails/abc')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['server-timing']).toMatch(/^render;dur=\d+\.\d$/)
    const html = res.body
    expect(html).toContain('<div id="root"><main>page /productdetails/abc db ok</main></div>')
    expect(html).not.toContain('frame')
    expect(html).toContain('<title>Tea &#60;b&#62; &#38; &#34;tonic&#34;</title>')
    expect(html).toContain('<html lang="en" data-intro>')
    // No script is asked for before the page's pictures (decision 017): index.html's own preloads
    // leave the head, and every chunk the page needs (index.html's included, each once) is listed
    // for src/main.tsx to preload after the load event and then evaluate in this order, each file
    // after the files it imports (decision 018): the app's start first, then the page's.
    expect(html).not.toContain('rel="modulepreload"')
    const preload = /id="shop-ssr" data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ')
    expect(preload).toEqual(['/assets/shared-2.js', '/assets/start-6.js', '/assets/card-3.js', '/assets/home-1.js', '/assets/catalog-en-5.js'])
    expect(html).toContain('<script type="module" src="/assets/index-1.js"></script>')
    expect(html).not.toContain('catalog-cz-4.js')
  })

  it('keeps the data out of reach of the HTML parser: no "</script>" from the data', async () => {
    const html = (await web.app.inject('/')).body
    const state = /<script type="application\/json" id="shop-ssr"[^>]*>(.*?)<\/script>/.exec(html)
    expect(state).not.toBeNull()
    expect(html).not.toContain('<script>alert(1)')
    // After the page, so the parser reaches the page first.
    expect(html.indexOf('id="shop-ssr"')).toBeGreaterThan(html.indexOf('<main>'))
    expect(JSON.parse(state![1]!)).toMatchObject({ lang: 'en', queries: { text: '</script><script>alert(1)</script>' } })
  })

  it('renders in the language of its address (decision 026), and a cookie keeps the page out of shared caches', async () => {
    const res = await web.app.inject({ url: '/cz/?x=1', headers: { cookie: 'cart=abc; lang=en' } })
    expect(res.body).toContain('<html lang="cs" data-intro>')
    expect(res.body).toContain('page /cz/?x=1 db')
    expect(res.body).toMatch(/data-preload="[^"]*\/assets\/catalog-cz-4\.js/)
    expect(res.headers['cache-control']).toBe('private, no-cache')
    expect(res.headers.vary).toContain('cookie')
    // No prefix: English.
    expect((await web.app.inject({ url: '/cart' })).body).toContain('<html lang="en"')
  })

  it('sends index.html as it is for pages the browser renders, and when rendering fails', async () => {
    for (const url of ['/private/orders', '/boom']) {
      const res = await web.app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(TEMPLATE)
    }
  })

  it('answers with the status the page asks for: 404 for a page that says "not found", rendered all the same', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const res = await web.app.inject({ url: '/no-such-page?x=1', headers })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      const html = headers['accept-encoding'] ? brotliDecompressSync(res.rawPayload).toString() : res.body
      expect(html).toContain('<div id="root"><main>page /no-such-page?x=1 db ok</main></div>')
      expect(html).toContain('id="shop-ssr"')
    }
    expect((await web.app.inject('/about')).statusCode).toBe(200)
  })

  it('compresses the page for clients that accept it', async () => {
    const res = await web.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main>page / db ok</main>')
  })

  it('never serves the renderer or the manifest as files', async () => {
    for (const url of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const res = await web.app.inject(url)
      expect(res.body).not.toContain('export async function render')
      expect(res.body).not.toContain('src/app/routes/home.tsx')
    }
  })

  it('answers HEAD without rendering', async () => {
    const res = await web.app.inject({ method: 'HEAD', url: '/' })
    expect(res.statusCode).toBe(200)
  })
})
