import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { Browser } from 'playwright-core'
import { BASE_URL, DESKTOP, launch, openPage, unexpectedErrors } from '../support'

/**
 * Findable in four languages (issue 16, docs/decisions/026): each page has an address per
 * language, the first visit follows Accept-Language, the head names the canonical address and its
 * alternates with structured data, the sitemap lists every public page and each of its entries
 * answers, robots.txt names the sitemap, and what does not exist is a 404.
 */

interface Product {
  id: string
  name: string
  price_cents: number
  stock: number
  brand: { name: string }
  category: { slug: string }
}

let browser: Browser
let product: Product
before(async () => {
  browser = await launch()
  const list = (await (await fetch(`${BASE_URL}/api/product?page_size=1&sort=rating&lang=cz`)).json()) as { data: Product[] }
  product = list.data[0]!
})
after(async () => {
  await browser?.close()
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${BASE_URL}${path}`, { headers, redirect: 'manual' })

/** `<link rel=… hreflang=… href=…>` tags of a page. */
function links(html: string, rel: string): { hreflang?: string; href: string }[] {
  return [...html.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)]
    .filter((m) => m[1] === rel)
    .map((m) => ({ ...(m[2] ? { hreflang: m[2] } : {}), href: m[3]!.replace(/&amp;/g, '&') }))
}
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
const meta = (html: string, key: string) => [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].filter((m) => m[1] === key).map((m) => m[2])

/** Every `<loc>` of a sitemap, as a path on this server. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))

/** Asks for every path, a few at a time; returns the ones that did not answer 200. */
async function failing(paths: string[]): Promise<string[]> {
  const bad: string[] = []
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const res = await get(path)
        await res.arrayBuffer()
        if (res.status !== 200) bad.push(`${path}: ${res.status}`)
      }
    }),
  )
  return bad
}

describe('findable in four languages', () => {
  it('Accept-Language picks the language of a first visit; the cookie (the language menu) wins; a prefixed address stays', async () => {
    const cs = await get(`/productdetails/${product.id}?utm_source=mail`, { 'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8' })
    assert.equal(cs.status, 302)
    assert.equal(cs.headers.get('location'), `/cz/productdetails/${product.id}?utm_source=mail`)
    assert.match(cs.headers.get('vary') ?? '', /accept-language/i)
    const de = await get('/', { 'accept-language': 'de-DE,de;q=0.9' })
    assert.equal(de.status, 302)
    assert.equal(de.headers.get('location'), '/ge/')

    const none = await get('/')
    assert.equal(none.status, 200)
    assert.match(await none.text(), /<html lang="en"/)
    const cookieEn = await get('/categoryoverview', { cookie: 'lang=en', 'accept-language': 'cs' })
    assert.equal(cookieEn.status, 200)
    assert.match(await cookieEn.text(), /<html lang="en"/)
    const cookieCz = await get('/categoryoverview', { cookie: 'lang=cz' })
    assert.equal(cookieCz.status, 302)
    assert.equal(cookieCz.headers.get('location'), '/cz/categoryoverview')

    const czech = await get('/cz/categoryoverview', { cookie: 'lang=ge', 'accept-language': 'de' })
    assert.equal(czech.status, 200)
    const html = await czech.text()
    assert.match(html, /<html lang="cs"/)
    assert.match(html, /<h1[^>]*>Všechny kategorie<\/h1>/)
  })

  it('a product page: canonical and all five alternates, absolute; Product JSON-LD with the price and currency of the API; breadcrumbs', async () => {
    // The German page ships to Germany: its offer is in euros (decision 036), as the API answers in EUR.
    const api = (await (await fetch(`${BASE_URL}/api/product/${product.id}?lang=ge&currency=EUR`)).json()) as Product & { description: string }
    const res = await get(`/ge/productdetails/${product.id}?utm_campaign=x&fbclid=y`)
    assert.equal(res.status, 200)
    const html = await res.text()
    assert.match(html, /<html lang="de"/)
    assert.deepEqual(links(html, 'canonical'), [{ href: `${BASE_URL}/ge/productdetails/${product.id}` }])
    assert.deepEqual(
      links(html, 'alternate').map((l) => [l.hreflang, l.href]),
      [
        ['en', `${BASE_URL}/productdetails/${product.id}`],
        ['cs', `${BASE_URL}/cz/productdetails/${product.id}`],
        ['sl', `${BASE_URL}/sl/productdetails/${product.id}`],
        ['de', `${BASE_URL}/ge/productdetails/${product.id}`],
        ['x-default', `${BASE_URL}/productdetails/${product.id}`],
      ],
    )
    const [ld, crumbs] = jsonLd(html)
    assert.equal(ld!['@type'], 'Product')
    assert.equal(ld!.name, api.name)
    assert.deepEqual(ld!.brand, { '@type': 'Brand', name: api.brand.name })
    const offers = ld!.offers as Record<string, string>
    assert.equal(offers.price, (api.price_cents / 100).toFixed(2))
    assert.equal(Number(offers.price) * 100, api.price_cents)
    assert.equal(offers.priceCurrency, 'EUR')
    assert.equal(offers.availability, api.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock')
    assert.equal(ld!.url, `${BASE_URL}/ge/productdetails/${product.id}`)
    assert.ok((ld!.aggregateRating as { reviewCount: number }).reviewCount > 0, 'the best-rated product has ratings')
    const images = ld!.image as string[]
    assert.ok(images.length > 0 && images.every((i) => i.startsWith(`${BASE_URL}/`) && !i.endsWith('.svg')), images.join(' '))
    assert.equal(crumbs!['@type'], 'BreadcrumbList')
    const items = crumbs!.itemListElement as { item: string }[]
    assert.equal(items[0]!.item, `${BASE_URL}/ge/`)
    assert.equal(items.at(-1)!.item, `${BASE_URL}/ge/productdetails/${product.id}`)

    // Link previews: the picture is a raster one the shop serves.
    assert.equal(meta(html, 'og:type')[0], 'product')
    assert.equal(meta(html, 'twitter:card')[0], 'summary_large_image')
    const image = meta(html, 'og:image')[0]!
    const picture = await fetch(image)
    assert.equal(picture.status, 200)
    assert.match(picture.headers.get('content-type') ?? '', /^image\/(webp|png|jpeg)/)
    assert.ok(meta(html, 'description')[0]!.length > 20)
  })

  it('the home names the Organization and the WebSite with its search, in its language', async () => {
    const html = await (await get('/sl/')).text()
    const [org, site] = jsonLd(html)
    assert.deepEqual(org, { '@context': 'https://schema.org', '@type': 'Organization', name: 'Lumen & Leaf', url: `${BASE_URL}/sl/`, logo: `${BASE_URL}/favicon.svg` })
    assert.equal(site!['@type'], 'WebSite')
    const action = site!.potentialAction as { target: { urlTemplate: string } }
    assert.equal(action.target.urlTemplate, `${BASE_URL}/sl/search/{search_term_string}`)
  })

  it('robots.txt names the sitemap; the sitemap lists every public page, and its entries answer 200', async () => {
    const robots = await get('/robots.txt')
    assert.equal(robots.status, 200)
    assert.match(robots.headers.get('content-type') ?? '', /^text\/plain/)
    assert.match(await robots.text(), new RegExp(`^Sitemap: ${BASE_URL}/sitemap\\.xml$`, 'm'))

    const sitemap = await get('/sitemap.xml')
    assert.equal(sitemap.status, 200)
    assert.match(sitemap.headers.get('content-type') ?? '', /^application\/xml/)
    const xml = await sitemap.text()
    // An index (large catalogs) lists language sitemaps; the demo catalog fits in one.
    const files = xml.includes('<sitemapindex') ? locs(xml) : [`${BASE_URL}/sitemap.xml`]
    const entries: string[] = []
    for (const file of files) entries.push(...locs(await (await fetch(file)).text()))
    const paths = entries.map((u) => {
      assert.ok(u.startsWith(`${BASE_URL}/`), u)
      return u.slice(BASE_URL.length)
    })
    for (const prefix of ['', '/cz', '/sl', '/ge']) {
      for (const page of ['/', '/categoryoverview', '/topbrand', '/faq', '/privacy&policy', '/t&c', `/productdetails/${product.id}`, `/category/${product.category.slug}/all`]) {
        assert.ok(paths.includes(`${prefix}${page}`), `${prefix}${page} is in the sitemap`)
      }
    }
    // Every category and content page, and 50 products of each language.
    const byLanguage = (prefix: string) => paths.filter((p) => (prefix ? p.startsWith(`${prefix}/`) : !/^\/(cz|sl|ge)\//.test(p)))
    const sample = ['', '/cz', '/sl', '/ge'].flatMap((prefix) => {
      const mine = byLanguage(prefix)
      return [...mine.filter((p) => !p.includes('/productdetails/')), ...mine.filter((p) => p.includes('/productdetails/')).slice(0, 50)]
    })
    assert.ok(sample.length > 100, `${sample.length} addresses sampled`)
    assert.deepEqual(await failing(sample), [])
  })

  it('404 for an unknown page and an unknown product, under the language prefixes too, in that language', async () => {
    for (const [path, lang] of [
      ['/no-such-page', 'en'],
      ['/productdetails/prd_doesnotexist0', 'en'],
      ['/cz/nonsense', 'cs'],
      ['/ge/productdetails/prd_doesnotexist0', 'de'],
      ['/sl/category/no-such-category/all', 'sl'],
    ] as const) {
      const res = await get(path)
      assert.equal(res.status, 404, path)
      const html = await res.text()
      assert.match(html, new RegExp(`<html lang="${lang}"`), path)
      assert.deepEqual(meta(html, 'robots'), ['noindex'], path)
      assert.deepEqual(links(html, 'canonical'), [], path)
    }
    const czech = await (await get('/cz/nonsense')).text()
    assert.match(czech, /<h1[^>]*>Stránka nenalezena<\/h1>/)
  })

  it('search results are not indexed', async () => {
    const html = await (await get('/search/lavender')).text()
    assert.deepEqual(meta(html, 'robots'), ['noindex'])
  })

  it('in the browser, an English product page keeps its head after the app takes over', async () => {
    const { context, page, errors } = await openPage(browser, DESKTOP)
    try {
      await page.goto(`/productdetails/${product.id}`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.waitForLoadState('networkidle')
      assert.equal(await page.locator('link[rel=canonical]').getAttribute('href'), `${BASE_URL}/productdetails/${product.id}`)
      assert.equal(await page.locator('script[type="application/ld+json"]').count(), 2)
      assert.deepEqual(unexpectedErrors(errors), [])
    } finally {
      await context.close()
    }
  })
})
