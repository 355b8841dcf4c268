import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { usePageHead } from '../lib/page-head'
import { render } from './entry-server'

// A page that declares its head in two parts, as a product page with its breadcrumbs would.
vi.mock('./routes/about.tsx', () => ({
  Component() {
    usePageHead({ description: 'Who we are', ogType: 'website', jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization' }] })
    usePageHead({ image: '/api/picture.webp', jsonLd: [{ '@context': 'https://schema.org', '@type': 'WebSite' }] })
    return <h1>About the shop</h1>
  },
}))

/** The server's in-process API, here answering nothing. */
const api = async () => new Response(JSON.stringify({ code: 'not_found' }), { status: 404, headers: { 'content-type': 'application/problem+json' } })

describe('the server renderer', { timeout: 30_000 }, () => {
  it('renders a page under its language prefix, with the head it declared', async () => {
    const page = await render({ url: '/cz/about?x=1', lang: 'cz', api })
    if (page.kind !== 'page') throw new Error(`not rendered: ${page.kind}`)
    expect(page.html).toContain('<h1>About the shop</h1>')
    expect(page.status).toBe(200)
    expect(page.modules).toEqual(['src/app/routes/about.tsx'])
    expect(page.state.lang).toBe('cz')
    expect(page.head).toEqual({
      description: 'Who we are',
      ogType: 'website',
      image: '/api/picture.webp',
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'Organization' },
        { '@context': 'https://schema.org', '@type': 'WebSite' },
      ],
    })
    // The layout's links stay in Czech addresses (icons' <use href> name the sprite, not a page).
    const hrefs = [...page.html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!)
    expect(hrefs.length).toBeGreaterThan(5)
    expect(hrefs.filter((h) => !h.startsWith('/cz/'))).toEqual([])
  })

  it('a subcategory reached by its slug names the address the shop links to (by id) as its own', async () => {
    const tree = { data: [{ id: 'cat_1', slug: 'hair-care', name: 'Hair care', description: 'For hair.', product_count: 1, subcategories: [{ id: 'sub_12', slug: 'shampoos', name: 'Shampoos', product_count: 1 }] }] }
    const catalogApi = async (url: string) =>
      url.startsWith('/api/all-categories')
        ? new Response(JSON.stringify(tree), { status: 200, headers: { 'content-type': 'application/json' } })
        : api()
    // The pages build their head on the server only (import.meta.env.SSR).
    vi.stubEnv('SSR', true)
    onTestFinished(() => void vi.unstubAllEnvs())
    for (const address of ['/category/hair-care/shampoos', '/category/hair-care/sub_12']) {
      const page = await render({ url: address, lang: 'en', api: catalogApi })
      if (page.kind !== 'page') throw new Error(`not rendered: ${page.kind}`)
      expect(page.head.canonicalPath, address).toBe('/category/hair-care/sub_12')
    }
  })

  it('answers 404 with the Not Found page for an unknown path, in any language', async () => {
    for (const url of ['/no/such/page', '/ge/no/such/page']) {
      const page = await render({ url, lang: url.startsWith('/ge') ? 'ge' : 'en', api })
      expect(page.kind === 'page' && page.status).toBe(404)
    }
  })

  it("renders for the shopper's market: the header's Ship to, and priced reads asked in its currency (decision 040)", async () => {
    const asked: string[] = []
    const recording = async (url: string) => {
      asked.push(url)
      return api()
    }
    const cz = await render({ url: '/cz/', lang: 'cz', api: recording, market: { country: 'CZ', currency: 'CZK', tax_mode: 'included', name: 'Česko' } })
    if (cz.kind !== 'page') throw new Error(`not rendered: ${cz.kind}`)
    expect(cz.html).toMatch(/data-ship-to="CZ"><span class="[^"]*">Doručit do: <\/span><span class="[^"]*">Česko<\/span><span class="[^"]*">CZ<\/span><span class="[^"]*"> · <\/span><span>Kč<\/span>/)
    expect(asked.find((u) => u.startsWith('/api/home-page'))).toBe('/api/home-page?lang=cz&currency=CZK')
    asked.length = 0
    const de = await render({ url: '/ge/productdetails/prd_x', lang: 'ge', api: recording, market: { country: 'DE', currency: 'EUR', tax_mode: 'included', name: 'Deutschland' } })
    if (de.kind !== 'page') throw new Error(`not rendered: ${de.kind}`)
    expect(de.html).toMatch(/Lieferung nach: <\/span><span class="[^"]*">Deutschland<\/span>.*<span>€<\/span>/)
    expect(asked.find((u) => u.startsWith('/api/product/'))).toBe('/api/product/prd_x?lang=ge&currency=EUR')
    // Without a market (a renderer called as before): the base list.
    const plain = await render({ url: '/about', lang: 'en', api })
    expect(plain.kind === 'page' && plain.html).toMatch(/Ship to: <\/span><span class="[^"]*">United States<\/span>/)
  })

  it('leaves pages behind a sign-in, and a language the address does not say, to the browser', async () => {
    expect(await render({ url: '/wishlist', lang: 'en', api })).toEqual({ kind: 'browser' })
    expect(await render({ url: '/cz/admin/orders', lang: 'cz', api })).toEqual({ kind: 'browser' })
    expect(await render({ url: '/cz/about', lang: 'en', api })).toEqual({ kind: 'browser' })
  })
})
