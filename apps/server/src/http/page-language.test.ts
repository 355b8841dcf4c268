import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/harness'
import { negotiateLanguage, pageAddress } from './page-language'
import { createWebDist } from './web-dist.testing'

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['cs', 'cz'],
    ['cs-CZ,cs;q=0.9,en;q=0.8', 'cz'],
    ['de-AT', 'ge'],
    ['sl-SI, en;q=0.5', 'sl'],
    ['fr-FR, de;q=0.7', 'ge'],
    // q-values decide, not the order
    ['en;q=0.4, cs;q=0.8', 'cz'],
    ['cs;q=0.5, en', 'en'],
    ['de;q=0.9, sl;q=0.9', 'ge'],
    // q=0 means "not this one"; nonsense q is no preference
    ['cs;q=0, fr', 'en'],
    ['cs;q=abc', 'en'],
    ['fr, it, *', 'en'],
    ['x'.repeat(5000), 'en'],
  ])('%s → %s', (header, lang) => {
    expect(negotiateLanguage(header)).toBe(lang)
  })
})

describe('the language of a page address', () => {
  it('a prefixed address is its language and never redirects', () => {
    expect(pageAddress('/cz/cart?x=1', { cookie: 'lang=ge', 'accept-language': 'sl' })).toEqual({ lang: 'cz', path: '/cart', search: '?x=1', prefixed: true })
    expect(pageAddress('/ge', {})).toEqual({ lang: 'ge', path: '/', search: '', prefixed: true })
  })

  it('an unprefixed address follows the cookie first, then Accept-Language, keeping the query', () => {
    expect(pageAddress('/search/tea?page=2', { cookie: 'a=1; lang=sl', 'accept-language': 'cs' }).redirect).toBe('/sl/search/tea?page=2')
    expect(pageAddress('/', { 'accept-language': 'de' }).redirect).toBe('/ge/')
    expect(pageAddress('/', { cookie: 'lang=en', 'accept-language': 'cs' })).toEqual({ lang: 'en', path: '/', search: '', prefixed: false })
    // A cookie of no shop language is as good as none.
    expect(pageAddress('/', { cookie: 'lang=xx', 'accept-language': 'cs' }).redirect).toBe('/cz/')
  })

  it('the staff area and the sign-in landing page are no language pages', () => {
    expect(pageAddress('/admin/orders', { cookie: 'lang=cz' }).redirect).toBeUndefined()
    expect(pageAddress('/oauth/google?code=1', { 'accept-language': 'de' }).redirect).toBeUndefined()
  })

  it('an address like //other.example stays on this shop', () => {
    expect(pageAddress('//evil.example/x', { cookie: 'lang=cz' }).redirect).toBe('/cz//evil.example/x')
  })
})

/** The stand-in renderer shows the address (as the visitor asked for it) and the language it was asked to render. */
const RENDERER = `
export async function render({ url, lang }) {
  if (url.includes('/login')) return { kind: 'browser' }
  return { kind: 'page', html: '<main>' + lang + ' ' + url + '</main>', title: 'Page', status: url.includes('/nonsense') ? 404 : 200, modules: [], state: { lang, namespaces: [], queries: {}, router: {} } }
}
`

describe('language addresses of pages', () => {
  let ctx: TestContext
  const web = createWebDist(RENDERER)
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { seed: false, config: { WEB_DIST: web.dist } })
  })
  afterAll(async () => {
    await ctx?.close()
    web.remove()
  })

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers })

  it('Accept-Language cs sends a first visit to the Czech address (302, query kept), de to the German one', async () => {
    const cz = await get('/productdetails/prd_1?utm_source=x', { 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' })
    expect(cz.statusCode).toBe(302)
    expect(cz.headers.location).toBe('/cz/productdetails/prd_1?utm_source=x')
    expect(cz.headers.vary).toMatch(/cookie/)
    expect(cz.headers.vary).toMatch(/accept-language/)
    expect(cz.headers['cache-control']).toBe('no-cache')
    const ge = await get('/', { 'accept-language': 'de-DE' })
    expect(ge.statusCode).toBe(302)
    expect(ge.headers.location).toBe('/ge/')
  })

  it('no Accept-Language, or the cookie en: the English page at its own address', async () => {
    for (const headers of [{}, { cookie: 'lang=en', 'accept-language': 'cs' }] as Record<string, string>[]) {
      const res = await get('/categoryoverview', headers)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<html lang="en"')
      expect(res.body).toContain('<main>en /categoryoverview</main>')
      expect(res.headers.vary).toMatch(/accept-language/)
      // Kept by browsers and CDNs per cookie and Accept-Language (Vary), like any page.
      expect(res.headers['cache-control']).toMatch(/^public, max-age=60/)
    }
  })

  it('HEAD is answered as GET would be: the same redirect', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/faq', headers: { cookie: 'lang=ge' } })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/ge/faq')
  })

  it('the cookie cz (the language menu) wins over Accept-Language', async () => {
    const res = await get('/cart', { cookie: 'lang=cz', 'accept-language': 'de' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/cz/cart')
  })

  it('a prefixed address renders its language whatever the cookie says (it varies by them only for the market, decision 040)', async () => {
    const res = await get('/cz/cart', { cookie: 'lang=ge', 'accept-language': 'sl' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<html lang="cs"')
    expect(res.body).toContain('<main>cz /cz/cart</main>')
    expect(res.headers.location).toBeUndefined()
    expect((await get('/ge')).body).toContain('<main>ge /ge</main>')
  })

  it('/cz/nonsense is a 404 in Czech', async () => {
    const res = await get('/cz/nonsense')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<html lang="cs"')
    expect(res.body).toContain('<main>cz /cz/nonsense</main>')
  })

  it('pages the browser renders get <html lang> of their address too', async () => {
    const sl = await get('/sl/login')
    expect(sl.statusCode).toBe(200)
    expect(sl.body).toContain('<html lang="sl" data-market="SI:EUR:included:Slovenija" data-intro>')
    expect(sl.body).toContain('<!--app-html-->')
    expect((await get('/login', { 'accept-language': 'sl' })).headers.location).toBe('/sl/login')
    const en = await get('/login')
    expect(en.body).toContain('<html lang="en" data-market="US:USD:none:United States" data-intro>')
    // The English shell is at an unprefixed address too: it varies by cookie and Accept-Language.
    expect(en.headers['cache-control']).toBe('no-cache')
    expect(en.headers.vary).toMatch(/accept-language/)
    for (const encoding of ['br', 'gzip']) {
      const packed = await get('/login', { 'accept-encoding': encoding })
      expect(packed.headers['cache-control']).toBe('no-cache')
      expect(packed.headers.vary).toMatch(/accept-language/)
    }
    // The staff area is not redirected; under a prefix it is the browser app's address in that language.
    expect((await get('/admin/orders', { cookie: 'lang=cz' })).statusCode).toBe(200)
    expect((await get('/cz/admin')).body).toContain('<html lang="cs"')
  })

  it('API paths and files never redirect', async () => {
    const api = await get('/api/nothing-here', { cookie: 'lang=cz' })
    expect(api.statusCode).toBe(404)
    expect(api.headers['content-type']).toContain('application/problem+json')
    expect((await get('/index.html', { cookie: 'lang=cz' })).statusCode).toBe(200)
  })

  it("addresses of the search engines' files that match no route are a problem+json 404, never a page", async () => {
    // The fuzz proof sends `/sitemap-../../etc/passwd.xml` over HTTP (inject would resolve the dots): these take the same way.
    for (const url of ['/sitemap-cz/x.xml', '/sitemap-a/b/c.xml', '/sitemaps', '/robots.txt/x']) {
      const res = await get(url, { 'accept-language': 'cs' })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toContain('application/problem+json')
    }
  })
})
