import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '../modules/auth/auth.testing'
import { cartTokenOf } from '../modules/cart/cart.testing'
import { staffCall } from '../modules/catalog/catalog.admin.testing'
import { signUp, signUpStaff } from '../modules/orders/orders.testing'
import { createTestContext, testDialects, type TestContext } from '../test/harness'

/**
 * Server-rendered pages (http/page-renderer.ts) with a stand-in for the web build's renderer: how
 * the rendered page is put into index.html, what it preloads and escapes, how it is cached and
 * validated, what data it may read, and that a failing or declining renderer still leaves the
 * shopper with the app. The real renderer is exercised by the browser journeys
 * (e2e/journeys/server-rendered.test.ts).
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

/**
 * The stand-in renderer. It counts its renders (in the page, so a cached page shows an old count),
 * reads a product for product pages, and tries the reads a page must never make on a visitor's
 * behalf (their cart, their account, their wishlist): whatever they answer ends up in the HTML.
 */
const RENDERER = `
let renders = 0
export async function render({ url, lang, api, market }) {
  if (url.startsWith('/private')) return { kind: 'browser' }
  if (url.startsWith('/boom')) throw new Error('boom')
  if (url.startsWith('/read?')) {
    const r = await api(new URLSearchParams(url.slice(6)).get('u'), { method: 'GET' })
    const body = (await r.text()).replace(/&/g, '&amp;').replace(/</g, '&lt;')
    return { kind: 'page', html: '<pre>' + r.status + ' ' + body + '</pre>', status: 200, modules: [], state: { lang, namespaces: [], queries: {}, router: {} } }
  }
  renders++
  const personal = []
  for (const u of ['/api/cart?lang=' + lang, '/auth/me', '/api/wishlist']) {
    personal.push(await api(u, { method: 'GET' }).then(async (r) => r.status + ' ' + (await r.text()), () => 'refused'))
  }
  let product = ''
  let status = url.startsWith('/no-such-page') ? 404 : 200
  const id = /^\\/productdetails\\/([^/?]+)/.exec(url)?.[1]
  if (id) {
    const r = await api('/api/product/' + id + '?lang=' + lang, { method: 'GET' })
    const body = await r.json()
    if (r.ok) product = body.name + ' at ' + body.price_cents
    else status = r.status
  }
  return {
    kind: 'page',
    html: '<main>page ' + url + ' render ' + renders + ' market ' + (market ? market.country + ' ' + market.currency + ' ' + market.tax_mode : 'none') + ' product ' + product + ' personal ' + personal.join(' | ') + '</main>',
    title: 'Tea <b> & "tonic"',
    status,
    modules: ['src/app/routes/home.tsx'],
    state: { lang, namespaces: ['common', 'catalog'], queries: { text: '</script><script>alert(1)</script>' }, router: {} },
  }
}
`

function webBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-ssr-'))
  fs.mkdirSync(path.join(dist, '.ssr'))
  fs.mkdirSync(path.join(dist, '.vite'))
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE)
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  fs.writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), RENDERER)
  return dist
}

const renderCount = (html: string) => Number(/ render (\d+) /.exec(html)?.[1])

/**
 * An app serving a made-up web build, for the describe block it is called in; one render thread:
 * the pool's path, as in production.
 */
function appWithWebBuild(): { readonly app: TestContext['app'] } {
  let web: TestContext | undefined
  const dist = webBuild()
  beforeAll(async () => {
    web = await createTestContext('sqlite', { seed: false, config: { WEB_DIST: dist, PAGE_RENDER_THREADS: 1 } })
  })
  afterAll(async () => {
    await web?.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })
  return {
    get app() {
      return web!.app
    },
  }
}

describe('server-rendered pages: the document', () => {
  const web = appWithWebBuild()

  it('sends the rendered page in place of the frame, with its title, data and preloads', async () => {
    const res = await web.app.inject('/productdetails/abc')
    // No such product (the catalog is empty): the API's own 404, which the page passes on.
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    // An unprefixed (English) address may redirect by cookie or Accept-Language: its answer varies by both (decision 026).
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language')
    expect(res.headers['server-timing']).toMatch(/^render;dur=\d+\.\d$/)
    const html = res.body
    expect(html).toMatch(/<div id="root"><main>page \/productdetails\/abc render \d+ market US USD none product {2}personal .*<\/main><\/div>/)
    expect(html).not.toContain('frame')
    expect(html).toContain('<title>Tea &lt;b&gt; &amp; &quot;tonic&quot;</title>')
    expect(html).toContain('<html lang="en" data-market="US:USD:none:United States" data-intro>')
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

  it('renders in the language of its address; the unprefixed address varies by cookie and Accept-Language', async () => {
    const res = await web.app.inject({ url: '/cz/about?x=1', headers: { cookie: 'cart=abc; lang=ge' } })
    expect(res.body).toContain('<html lang="cs" data-market="CZ:CZK:included:Česko" data-intro>')
    // The web app's router gets the whole address and runs under its prefix.
    expect(res.body).toContain('<main>page /cz/about?x=1 render')
    expect(res.body).toMatch(/data-preload="[^"]*\/assets\/catalog-cz-4\.js/)
    // The market comes from the ship_to cookie, else Accept-Language's region (decision 040).
    expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language')
    // An unknown language in the cookie: English; English and Czech are different entries.
    const english = await web.app.inject({ url: '/about', headers: { cookie: 'lang=xx' } })
    expect(english.body).toContain('<html lang="en"')
    expect(english.headers.vary).toBe('accept-encoding, cookie, accept-language')
    expect(english.headers.etag).not.toBe(res.headers.etag)
  })

  it('sends index.html for pages the browser renders, and when rendering fails (never a 500), with the market on <html>', async () => {
    for (const url of ['/private/orders', '/boom', '/boom']) {
      const res = await web.app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe(TEMPLATE.replace('<html lang="en"', '<html lang="en" data-market="US:USD:none:United States"'))
    }
  })

  it('answers with the status the page asks for: 404 for a page that says "not found", rendered all the same and kept briefly', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }]) {
      const res = await web.app.inject({ url: '/no-such-page?x=1', headers })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('public, max-age=60')
      const encoding = headers['accept-encoding']
      const html = encoding === 'br' ? brotliDecompressSync(res.rawPayload).toString() : encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body
      expect(html).toMatch(/<div id="root"><main>page \/no-such-page\?x=1 render/)
      expect(html).toContain('id="shop-ssr"')
    }
    expect((await web.app.inject('/about')).statusCode).toBe(200)
  })

  it('compresses the page for clients that accept it', async () => {
    const res = await web.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<main>page / render')
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

describe('server-rendered pages: the cache', () => {
  const web = appWithWebBuild()

  it("keeps one page per market: the ship_to cookie's, else the browser's region, else the language's country", async () => {
    const cz = await web.app.inject({ url: '/cz/faq?m=1', headers: { cookie: 'ship_to=CZ' } })
    const de = await web.app.inject({ url: '/cz/faq?m=1', headers: { cookie: 'ship_to=DE' } })
    expect(cz.body).toContain('market CZ CZK included')
    expect(cz.body).toContain('data-market="CZ:CZK:included:Česko"')
    expect(de.body).toContain('market DE EUR included')
    // The country's name in the page's language (Czech here), for the header.
    expect(de.body).toContain('data-market="DE:EUR:included:Německo"')
    expect(renderCount(de.body)).toBe(renderCount(cz.body) + 1)
    for (const res of [cz, de]) expect(res.headers.vary).toBe('accept-encoding, cookie, accept-language')
    expect(de.headers.etag).not.toBe(cz.headers.etag)
    // Each is served again from its own entry.
    const czAgain = await web.app.inject({ url: '/cz/faq?m=1', headers: { cookie: 'cart=x; ship_to=cz' } })
    expect(czAgain.headers['server-timing']).toBe('cache;desc=hit')
    expect(czAgain.body).toBe(cz.body)
    const deAgain = await web.app.inject({ url: '/cz/faq?m=1', headers: { cookie: 'ship_to=DE' } })
    expect(deAgain.body).toBe(de.body)
    // No cookie: the Czech page's own country; a German browser in Austria on a German page: Austria.
    const none = await web.app.inject({ url: '/cz/faq?m=1' })
    expect(none.body).toBe(cz.body)
    const at = await web.app.inject({ url: '/ge/faq?m=1', headers: { 'accept-language': 'de-AT,de;q=0.9' } })
    expect(at.body).toContain('data-market="AT:EUR:included:Österreich"')
    const us = await web.app.inject({ url: '/faq?m=1' })
    expect(us.body).toContain('market US USD none')
    // A cookie naming no country the shop knows is ignored.
    expect((await web.app.inject({ url: '/cz/faq?m=1', headers: { cookie: 'ship_to=XX' } })).body).toBe(cz.body)
  })

  it('gives the app shell the market too', async () => {
    const res = await web.app.inject({ url: '/private', headers: { cookie: 'ship_to=SI' } })
    expect(res.body).toContain('<div class="frame">frame</div>')
    expect(res.body).toContain('<html lang="en" data-market="SI:EUR:included:Slovenia" data-intro>')
    expect(res.headers.vary).toMatch(/cookie/)
  })

  it('serves a page again without rendering it again, to every visitor, keyed by the full address', async () => {
    const first = await web.app.inject('/about?utm=1')
    expect(first.headers['server-timing']).toMatch(/^render;/)
    const again = await web.app.inject({ url: '/about?utm=1', headers: { cookie: 'cart=someone-else' } })
    expect(again.headers['server-timing']).toBe('cache;desc=hit')
    expect(again.body).toBe(first.body)
    // Another query is another page.
    const other = await web.app.inject('/about?utm=2')
    expect(renderCount(other.body)).toBe(renderCount(first.body) + 1)
  })

  it('renders a page once for a burst of visitors who all miss it', async () => {
    const before = renderCount((await web.app.inject('/faq?burst=0')).body)
    const burst = await Promise.all(Array.from({ length: 8 }, () => web.app.inject('/faq?burst=1')))
    expect(new Set(burst.map((r) => r.body)).size).toBe(1)
    expect(renderCount(burst[0]!.body)).toBe(before + 1)
  })

  it('lets browsers and shared caches keep it, and validates it: ETag and 304', async () => {
    const res = await web.app.inject({ url: '/faq', headers: { 'accept-encoding': 'br' } })
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600')
    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/)
    // The same validator whatever the encoding: a weak ETag names the page, not its bytes.
    expect((await web.app.inject({ url: '/faq', headers: { 'accept-encoding': 'gzip' } })).headers.etag).toBe(etag)

    const unchanged = await web.app.inject({ url: '/faq', headers: { 'if-none-match': `"other", ${etag}` } })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    expect(unchanged.headers.etag).toBe(etag)
    expect(unchanged.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600')
    expect((await web.app.inject({ url: '/faq', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200)
  })
})

describe.each(testDialects())('server-rendered pages: data and catalog changes (%s)', (dialect) => {
  let ctx: TestContext
  let dataDir: string
  const dist = webBuild()

  beforeAll(async () => {
    dataDir = tempDataDir()
    ctx = await createTestContext(dialect, { seed: true, config: { WEB_DIST: dist, DATA_DIR: dataDir, PAGE_RENDER_THREADS: 1 } })
  })
  afterAll(async () => {
    await ctx?.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  // One size: staff change its price on the product form (a product in sizes prices each size, decision 029).
  const someProduct = async () =>
    (await ctx.db.kysely.selectFrom('product').select('id').where('kind', '=', 'single').where('variant_count', '=', 1).where('stock', '>', 10).orderBy('id').executeTakeFirstOrThrow()).id

  it("reads a product as the API answers it, and drops the product page's entry when staff change that product", async () => {
    const id = await someProduct()
    const api = (await ctx.app.inject(`/api/product/${id}?lang=en`)).json<{ name: string; price_cents: number }>()
    const before = await ctx.app.inject(`/productdetails/${id}`)
    expect(before.body).toContain(`product ${api.name} at ${api.price_cents} personal`)
    expect((await ctx.app.inject(`/productdetails/${id}`)).headers['server-timing']).toBe('cache;desc=hit')

    const staff = await signUpStaff(ctx, dataDir, 'Editor')
    const name = { en: 'Renamed Rose Balm', cz: 'Renamed Rose Balm', sl: 'Renamed Rose Balm', ge: 'Renamed Rose Balm' }
    const changed = await staffCall(ctx)('PATCH', `/api/staff/products/${id}`, staff.token, { name, price_cents: 4321 })
    expect(changed.statusCode, changed.body).toBe(200)

    const after = await ctx.app.inject(`/productdetails/${id}`)
    expect(after.headers['server-timing']).toMatch(/^render;/)
    expect(after.body).toContain('product Renamed Rose Balm at 4321 personal')
    expect(after.headers.etag).not.toBe(before.headers.etag)
  })

  it("answers 410 for an archived product's page, noindex, dropping its cached page when staff archive it, and 200 once restored", async () => {
    const id = (await ctx.db.kysely.selectFrom('product').select('id').where('kind', '=', 'single').orderBy('id').limit(1).offset(3).executeTakeFirstOrThrow()).id
    const before = await ctx.app.inject(`/productdetails/${id}`)
    expect(before.statusCode).toBe(200)
    expect((await ctx.app.inject(`/productdetails/${id}`)).headers['server-timing']).toBe('cache;desc=hit')

    const staff = await signUpStaff(ctx, dataDir, 'Archivist')
    const archive = await staffCall(ctx)('POST', `/api/staff/products/${id}/status`, staff.token, { status: 'archived' })
    expect(archive.statusCode, archive.body).toBe(200)

    const gone = await ctx.app.inject(`/productdetails/${id}`)
    expect(gone.statusCode).toBe(410)
    expect(gone.headers['server-timing']).toMatch(/^render;/)
    expect(gone.headers['cache-control']).toBe('public, max-age=60')
    expect(gone.body).toContain('<meta name="robots" content="noindex">')
    expect(gone.body).not.toContain('rel="canonical"')

    const restore = await staffCall(ctx)('POST', `/api/staff/products/${id}/status`, staff.token, { status: 'published' })
    expect(restore.statusCode, restore.body).toBe(200)
    expect((await ctx.app.inject(`/productdetails/${id}`)).statusCode).toBe(200)
  })

  it('answers a page\'s public reads exactly as the API routes answer them', async () => {
    const id = await someProduct()
    const category = (await ctx.app.inject('/api/category')).json<{ data: Array<{ slug: string; subcategories: Array<{ id: string }> }> }>().data[0]!
    const urls = [
      '/api/home-page?lang=cz',
      '/api/all-categories?convert_to=ge',
      '/api/category?lang=en',
      '/api/brands?lang=sl',
      `/api/product?lang=en&category=${category.slug}&subcategory=${category.subcategories[0]!.id}&sort=popularity&page=1&page_size=24`,
      '/api/product?sort=price_desc&page=2',
      `/api/product/${id}?lang=cz`,
      `/api/product-review?product_id=${id}&sort=newest&page=1&lang=en`,
      `/api/default-review?product_id=${id}&lang=en`,
      '/api/review?page=1&lang=en',
      '/api/testimonials?page=1&lang=en',
      '/api/search?query=lavender&lang=en&page=1',
      '/api/search?lang=en&page=1',
      '/api/search/suggest?query=lav&lang=en',
      // Refusals too: a bad query, an unknown product, a malformed escape.
      '/api/product?sort=sideways',
      '/api/product/prd_doesnotexist?lang=en',
      '/api/product/prd_%E0%A4%A?lang=en',
    ]
    for (const url of urls) {
      const api = await ctx.app.inject(url)
      const page = await ctx.app.inject(`/read?u=${encodeURIComponent(url)}`)
      const [, status, body] = /<pre>(\d+) ([\s\S]*)<\/pre>/.exec(page.body)!
      expect(Number(status), url).toBe(api.statusCode)
      const unescaped = JSON.parse(body!.replace(/&lt;/g, '<').replace(/&amp;/g, '&'))
      const expected = api.json()
      if (api.statusCode >= 400) {
        // No request made it to the API, so no request id; the rest is the route's refusal.
        expect(unescaped, url).toMatchObject({ status: expected.status, code: expected.code, reason: expected.reason, title: expected.title, instance: expected.instance })
      } else expect(unescaped, url).toEqual(expected)
    }
  })

  it('answers 404 for an unknown product, from the API\'s own refusal', async () => {
    const res = await ctx.app.inject('/productdetails/prd_doesnotexist')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('product  personal')
  })

  it("never puts a visitor's own data in a page: their cart, name and wishlist are not read for it", async () => {
    const id = await someProduct()
    // A guest with a cart, and a signed-in shopper with a name, ask for pages first.
    const added = await ctx.app.inject({ method: 'POST', url: '/api/cart', payload: { product_id: id, quantity: 1 } })
    expect(added.statusCode, added.body).toBe(200)
    const guestCookie = `cart=${cartTokenOf(added)}`
    const guestPage = await ctx.app.inject({ url: '/about?who=guest', headers: { cookie: guestCookie } })
    const token = await signUp(ctx, dataDir, 'Zanzibarina').then((a) => a.token)
    expect((await ctx.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } })).body).toContain('Zanzibarina')
    const shopperPage = await ctx.app.inject({ url: '/about?who=shopper', headers: { authorization: `Bearer ${token}`, cookie: guestCookie } })

    for (const page of [guestPage, shopperPage]) {
      // Every personal read was refused before it reached the API, so the browser makes it after hydration.
      expect(page.body).toContain('personal refused | refused | refused</main>')
      expect(page.body).not.toContain(id)
      expect(page.body).not.toContain('Zanzibarina')
      expect(page.headers['cache-control']).toMatch(/^public/)
      expect(page.headers['set-cookie']).toBeUndefined()
    }
    // An anonymous visitor of the same addresses gets the very same pages.
    expect((await ctx.app.inject('/about?who=guest')).body).toBe(guestPage.body)
    expect((await ctx.app.inject('/about?who=shopper')).body).toBe(shopperPage.body)
  })
})

const redisUrl = process.env.TEST_REDIS_URL
if (!redisUrl && process.env.CI === 'true') throw new Error('CI=true but TEST_REDIS_URL is not set: the shared page cache cannot be tested')

describe.runIf(redisUrl)('server-rendered pages shared through Redis', () => {
  const dist = webBuild()
  const contexts: TestContext[] = []

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()))
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('a page one process rendered is served by another without rendering it', async () => {
    // Rendered on each app's own thread: the one renderer module counts both apps' renders.
    const config = { WEB_DIST: dist, PAGE_RENDER_THREADS: 0, REDIS_URL: redisUrl, REDIS_PREFIX: `pages-test-${process.pid}-${Date.now()}:` }
    const [a, b] = await Promise.all([createTestContext('sqlite', { seed: false, config }), createTestContext('sqlite', { seed: false, config })])
    contexts.push(a, b)
    const first = await a.app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } })
    expect(first.headers['server-timing']).toMatch(/^render;/)
    const second = await b.app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } })
    expect(second.headers['server-timing']).toBe('cache;desc=hit')
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(second.headers.etag).toBe(first.headers.etag)
    // And without compression, from the stored brotli; gzip made from it on first demand, then kept.
    const plain = await b.app.inject('/about')
    expect(plain.body).toBe(brotliDecompressSync(first.rawPayload).toString())
    const gzipped = await b.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body)
    expect((await b.app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip' } })).rawPayload.equals(gzipped.rawPayload)).toBe(true)
    expect(renderCount((await b.app.inject('/about?new=1')).body)).toBe(renderCount(plain.body) + 1)
  })
})
