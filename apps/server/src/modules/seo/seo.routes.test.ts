import type { CategoryNode } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tempDataDir } from '../auth/auth.testing'
import { staffCall } from '../catalog/catalog.admin.testing'
import { createCatalogService } from '../catalog/catalog.service'
import { signUpStaff } from '../orders/orders.testing'
import { createSeoService } from './seo.service'

const ORIGIN = 'https://leaf.example'

/** `<url>` entries of a sitemap: the address and its alternates by hreflang. */
function urlsOf(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map((m) => ({
    loc: m[1]!.replace(/&amp;/g, '&'),
    alternates: Object.fromEntries([...m[2]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map((a) => [a[1]!, a[2]!.replace(/&amp;/g, '&')])),
  }))
}

describe.each(testDialects())('sitemap and robots.txt (%s)', (dialect) => {
  let ctx: TestContext
  let productIds: string[]
  let tree: CategoryNode[]

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true, config: { PUBLIC_URL: ORIGIN, DATA_DIR: tempDataDir() } })
    productIds = (await ctx.db.kysely.selectFrom('product').select('id').orderBy('id').execute()).map((r) => r.id)
    tree = (await ctx.app.inject('/api/category?lang=en')).json().data
  })
  afterAll(async () => ctx?.close())

  it('robots.txt lets crawlers into the shop, keeps them out of the API, staff area, cart, checkout and accounts, and names the sitemap', async () => {
    const res = await ctx.app.inject('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    const lines = res.body.split('\n')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    for (const path of ['/api/', '/admin', '/cart', '/cz/cart', '/ge/checkout', '/checkout', '/youraccount', '/sl/orderhistory', '/wishlist']) {
      expect(lines, path).toContain(`Disallow: ${path}`)
    }
    // The pictures link previews show stay reachable.
    expect(lines).toContain('Allow: /api/media/')
    expect(lines.some((l) => /^Disallow: \/(cz\/)?(productdetails|category|search)/.test(l))).toBe(false)
  })

  it('the demo catalog fits one sitemap: every page in every language, each with its five alternates', async () => {
    const res = await ctx.app.inject('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
    const urls = urlsOf(res.body)
    const locs = new Set(urls.map((u) => u.loc))
    for (const prefix of ['', '/cz', '/sl', '/ge']) {
      expect(locs).toContain(`${ORIGIN}${prefix}/`)
      expect(locs).toContain(`${ORIGIN}${prefix}/categoryoverview`)
      expect(locs).toContain(`${ORIGIN}${prefix}/topbrand`)
      for (const page of ['/about', '/faq', '/cancelpolicy', '/returnpolicy', '/privacy&policy', '/t&c', '/imprint']) expect(locs).toContain(`${ORIGIN}${prefix}${page}`)
      for (const id of productIds) expect(locs).toContain(`${ORIGIN}${prefix}/productdetails/${id}`)
      for (const c of tree) {
        expect(locs).toContain(`${ORIGIN}${prefix}/category/${c.slug}/all`)
        for (const s of c.subcategories) expect(locs).toContain(`${ORIGIN}${prefix}/category/${c.slug}/${s.id}`)
      }
    }
    expect(urls).toHaveLength(4 * (10 + productIds.length + tree.reduce((n, c) => n + 1 + c.subcategories.length, 0)))
    const product = urls.find((u) => u.loc === `${ORIGIN}/sl/productdetails/${productIds[0]}`)!
    expect(product.alternates).toEqual({
      en: `${ORIGIN}/productdetails/${productIds[0]}`,
      cs: `${ORIGIN}/cz/productdetails/${productIds[0]}`,
      sl: `${ORIGIN}/sl/productdetails/${productIds[0]}`,
      de: `${ORIGIN}/ge/productdetails/${productIds[0]}`,
      'x-default': `${ORIGIN}/productdetails/${productIds[0]}`,
    })
    // The content pages' `&` is escaped in the XML.
    expect(res.body).toContain(`<loc>${ORIGIN}/cz/privacy&amp;policy</loc>`)
  })

  it("a language's own sitemap lists that language's addresses; an unknown one is a 404", async () => {
    const res = await ctx.app.inject('/sitemap-ge.xml')
    expect(res.statusCode).toBe(200)
    const locs = urlsOf(res.body).map((u) => u.loc)
    expect(locs.every((l) => l.startsWith(`${ORIGIN}/ge/`))).toBe(true)
    expect(locs).toContain(`${ORIGIN}/ge/productdetails/${productIds.at(-1)}`)
    for (const url of ['/sitemap-fr.xml', '/sitemap-cz-2.xml', '/sitemap-cz-0.xml', '/sitemap-..xml']) {
      const missing = await ctx.app.inject(url)
      expect(missing.statusCode, url).toBe(404)
      expect(missing.headers['content-type'], url).toContain('application/problem+json')
    }
  })

  it('past its limits the sitemap is an index of language sitemaps, each in numbered parts', async () => {
    const catalog = createCatalogService({ db: ctx.db, cache: ctx.cache })
    const part = 40
    const seo = createSeoService({ catalog, origin: ORIGIN, limits: { single: 100, part } })
    const index = await seo.sitemapXml()
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const files = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]!)
    const pages = urlsOf((await ctx.app.inject('/sitemap-en.xml')).body).length
    const parts = Math.ceil(pages / part)
    expect(parts).toBeGreaterThan(1)
    expect(files).toEqual(['en', 'cz', 'sl', 'ge'].flatMap((lang) => Array.from({ length: parts }, (_, i) => `${ORIGIN}/sitemap-${lang}-${i + 1}.xml`)))
    const all: string[] = []
    for (let i = 1; i <= parts; i++) {
      const xml = await seo.languageSitemapXml(`cz-${i}`)
      const locs = urlsOf(xml!).map((u) => u.loc)
      expect(locs.length).toBeLessThanOrEqual(part)
      all.push(...locs)
    }
    expect(all).toHaveLength(pages)
    expect(new Set(all).size).toBe(pages)
    expect(await seo.languageSitemapXml('cz')).toBeUndefined()
    expect(await seo.languageSitemapXml(`cz-${parts + 1}`)).toBeUndefined()
  })

  it('a catalog change shows in the sitemap at once (it is cached under the catalog generation)', async () => {
    const dataDir = ctx.config.DATA_DIR
    const staff = await signUpStaff(ctx, dataDir, 'Mapper')
    const before = (await ctx.app.inject('/sitemap.xml')).body
    const texts = (word: string) => ({ en: `${word} en`, cz: `${word} cz`, sl: `${word} sl`, ge: `${word} ge` })
    const created = await staffCall(ctx)('POST', '/api/staff/categories', staff.token, { name: texts('Refill Bar'), slug: 'refill-bar', description: texts('Bars') })
    expect(created.statusCode, created.body).toBe(201)
    expect(before).not.toContain('/category/refill-bar/all')
    const after = (await ctx.app.inject('/sitemap.xml')).body
    expect(after).toContain(`<loc>${ORIGIN}/cz/category/refill-bar/all</loc>`)
  })
})
