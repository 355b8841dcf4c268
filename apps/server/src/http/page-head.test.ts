import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/harness'
import { canonicalSearch, headTags, putPageHead, shortDescription } from './page-head'
import { WEB_TEMPLATE, createWebDist } from './web-dist.testing'

const ORIGIN = 'https://shop.example'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)

/** The tags of a head as [tag, attributes] pairs, attributes unescaped. */
function tagsOf(html: string): { tag: string; attrs: Record<string, string> }[] {
  return [...html.matchAll(/<(meta|link)\s([^>]*)>/g)].map((m) => ({
    tag: m[1]!,
    attrs: Object.fromEntries([...m[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1]!, unescape(a[2]!)])),
  }))
}
const metas = (html: string, key: string) => tagsOf(html).filter((t) => t.tag === 'meta' && (t.attrs.name === key || t.attrs.property === key)).map((t) => t.attrs.content)
const links = (html: string, rel: string) => tagsOf(html).filter((t) => t.tag === 'link' && t.attrs.rel === rel).map((t) => t.attrs)
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)

describe('page head tags', () => {
  const product = {
    lang: 'cz' as const,
    path: '/productdetails/prd_1',
    search: '?utm_source=news&fbclid=1',
    origin: ORIGIN,
    title: 'Levandule – Verdana · Lumen & Leaf',
    status: 200,
    head: {
      description: 'Jemný šampon.',
      image: '/api/media/product/prd_1/front.webp?w=800',
      ogType: 'product' as const,
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'A </script><script>alert(1)</script>', url: '/cz/productdetails/prd_1', image: ['/a.webp', 'https://cdn.example/b.png'], offers: { url: '/cz/productdetails/prd_1', price: '12.50' } }],
    },
  }

  it('canonical without tracking parameters, and hreflang for every language and x-default, all absolute', () => {
    const html = headTags(product)
    expect(links(html, 'canonical')).toEqual([{ rel: 'canonical', href: `${ORIGIN}/cz/productdetails/prd_1` }])
    expect(links(html, 'alternate').map((l) => [l.hreflang, l.href])).toEqual([
      ['en', `${ORIGIN}/productdetails/prd_1`],
      ['cs', `${ORIGIN}/cz/productdetails/prd_1`],
      ['sl', `${ORIGIN}/sl/productdetails/prd_1`],
      ['de', `${ORIGIN}/ge/productdetails/prd_1`],
      ['x-default', `${ORIGIN}/productdetails/prd_1`],
    ])
  })

  it('a page with several addresses names its own in canonical and alternates (never another site)', () => {
    const bySlug = { ...product, path: '/category/hair-care/shampoos', search: '?page=2&sort=price_asc', head: { canonicalPath: '/category/hair-care/sub_12' } }
    const html = headTags(bySlug)
    expect(links(html, 'canonical')).toEqual([{ rel: 'canonical', href: `${ORIGIN}/cz/category/hair-care/sub_12?page=2` }])
    expect(links(html, 'alternate').find((l) => l.hreflang === 'x-default')?.href).toBe(`${ORIGIN}/category/hair-care/sub_12?page=2`)
    expect(metas(html, 'og:url')).toEqual([`${ORIGIN}/cz/category/hair-care/sub_12?page=2`])
    for (const canonicalPath of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example']) {
      expect(links(headTags({ ...bySlug, head: { canonicalPath } }), 'canonical')[0]?.href).toBe(`${ORIGIN}/cz/category/hair-care/shampoos?page=2`)
    }
  })

  it('description, Open Graph and Twitter card with the absolute picture', () => {
    const html = headTags(product)
    expect(metas(html, 'description')).toEqual(['Jemný šampon.'])
    expect(metas(html, 'og:title')).toEqual([product.title])
    expect(metas(html, 'og:url')).toEqual([`${ORIGIN}/cz/productdetails/prd_1`])
    expect(metas(html, 'og:type')).toEqual(['product'])
    expect(metas(html, 'og:image')).toEqual([`${ORIGIN}/api/media/product/prd_1/front.webp?w=800`])
    expect(metas(html, 'og:locale')).toEqual(['cs_CZ'])
    expect(metas(html, 'og:locale:alternate')).toEqual(['en_US', 'sl_SI', 'de_DE'])
    expect(metas(html, 'twitter:card')).toEqual(['summary_large_image'])
    expect(metas(html, 'twitter:image')).toEqual([`${ORIGIN}/api/media/product/prd_1/front.webp?w=800`])
    expect(metas(html, 'robots')).toEqual([])
    expect(metas(headTags({ ...product, head: { description: 'x' } }), 'twitter:card')).toEqual(['summary'])
  })

  it('structured data as ld+json blocks: nothing in it ends the block, its addresses are absolute', () => {
    const html = headTags(product)
    expect(html).not.toContain('</script><script>alert')
    const [ld] = jsonLd(html)
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'A </script><script>alert(1)</script>',
      url: `${ORIGIN}/cz/productdetails/prd_1`,
      image: [`${ORIGIN}/a.webp`, 'https://cdn.example/b.png'],
      offers: { url: `${ORIGIN}/cz/productdetails/prd_1`, price: '12.50' },
    })
  })

  it('noindex for pages that ask for it and for 404 and 410, which name no canonical address', () => {
    for (const input of [{ ...product, status: 404 }, { ...product, status: 410 }, { ...product, head: { noindex: true } }]) {
      const html = headTags(input)
      expect(metas(html, 'robots')).toEqual(['noindex'])
      expect(links(html, 'canonical')).toEqual([])
      expect(links(html, 'alternate')).toEqual([])
    }
  })

  it('a category keeps its page number in the canonical address; filters, sort and page 1 are left out', () => {
    expect(canonicalSearch('/category/skin-care/all', '?page=3&brand=verdana&sort=price_asc')).toBe('?page=3')
    expect(canonicalSearch('/category/skin-care/all', '?page=1')).toBe('')
    expect(canonicalSearch('/category/skin-care/all', '?page=abc')).toBe('')
    expect(canonicalSearch('/productdetails/prd_1', '?page=3')).toBe('')
    const html = headTags({ ...product, lang: 'en', path: '/category/skin-care/all', search: '?page=2&gclid=x' })
    expect(links(html, 'canonical')[0]!.href).toBe(`${ORIGIN}/category/skin-care/all?page=2`)
    expect(links(html, 'alternate').find((l) => l.hreflang === 'sl')!.href).toBe(`${ORIGIN}/sl/category/skin-care/all?page=2`)
  })

  it('a long description is cut at a word, escaped in the attribute', () => {
    const long = `${'Gentle "plant" shampoo & more. '.repeat(20)}`
    const short = shortDescription(long)
    expect(short.length).toBeLessThanOrEqual(200)
    expect(short.endsWith('…')).toBe(true)
    expect(headTags({ ...product, head: { description: long } })).toContain('&quot;plant&quot; shampoo &amp; more')
  })

  it('the page gets its html lang, title and tags; its description replaces the shop-wide one', () => {
    const html = putPageHead(WEB_TEMPLATE, product)
    expect(html).toContain('<html lang="cs" data-intro>')
    expect(html).toContain('<title>Levandule – Verdana · Lumen &amp; Leaf</title>')
    expect(metas(html, 'description')).toEqual(['Jemný šampon.'])
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf('</head>'))
    // An English page without a description of its own keeps the shop's.
    expect(metas(putPageHead(WEB_TEMPLATE, { ...product, lang: 'en', head: {} }), 'description')).toEqual(['The whole shop.'])
  })
})

const RENDERER = `
export async function render({ url, lang }) {
  return {
    kind: 'page', html: '<main>' + url + '</main>', title: 'Tea', status: 200, modules: [], state: { lang, namespaces: [], queries: {}, router: {} },
    head: { description: 'A tea.', jsonLd: [{ '@context': 'https://schema.org', '@type': 'Thing', url: '/x', name: '</script>' }] },
  }
}
`

describe('a rendered page with structured data', () => {
  let ctx: TestContext
  const web = createWebDist(RENDERER)
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { seed: false, config: { WEB_DIST: web.dist, PUBLIC_URL: 'https://leaf.example' } })
  })
  afterAll(async () => {
    await ctx?.close()
    web.remove()
  })

  it('carries the ld+json block under the page policy, with addresses from PUBLIC_URL, never from Host', async () => {
    const res = await ctx.app.inject({ url: '/ge/about', headers: { host: 'attacker.example' } })
    expect(res.statusCode).toBe(200)
    // Data blocks are not scripts: script-src 'self' (no 'unsafe-inline') and the block coexist.
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/)
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline[^;]*;.*script-src|script-src[^;]*unsafe-inline/)
    expect(jsonLd(res.body)).toEqual([{ '@context': 'https://schema.org', '@type': 'Thing', url: 'https://leaf.example/x', name: '</script>' }])
    expect(links(res.body, 'canonical')).toEqual([{ rel: 'canonical', href: 'https://leaf.example/ge/about' }])
    expect(res.body).not.toContain('attacker.example')
    expect(metas(res.body, 'description')).toEqual(['A tea.'])
  })
})
