import { describe, expect, it, vi } from 'vitest'
import { brandsQuery, productQuery, suggestionsQuery, useBrands, useProduct } from '../features/catalog/api/catalog-queries'
import { useLanguage } from '../lib/i18n'
import type { Prefetch } from './page-prefetch'
import { render, renderCount } from './entry-server'

// A page that declares its reads, one of which (a product) it never shows.
vi.mock('./routes/top-brand.tsx', () => ({
  prefetch: (({ lang, currency }) => [brandsQuery(lang), productQuery(lang, currency, 'prd_declared'), suggestionsQuery(lang, 'a')]) satisfies Prefetch,
  Component() {
    const brands = useBrands(useLanguage())
    return <h1>{brands.data?.map((b) => b.name).join(', ') ?? 'loading'}</h1>
  },
}))

// A page that declares nothing: its read is found by a first render.
vi.mock('./routes/faq.tsx', () => ({
  Component() {
    const product = useProduct(useLanguage(), 'prd_found')
    return <h1>{product.data && typeof product.data === 'object' ? product.data.name : 'loading'}</h1>
  },
}))

/** The server's public reads: brands and products answer; the layout's reads are refused or missing here. */
function reads() {
  const asked: string[] = []
  const api = async (url: string) => {
    asked.push(url.split('?')[0]!)
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    if (url.startsWith('/api/brands')) return json({ data: [{ id: 'b1', name: 'Sonett', slug: 'sonett' }] })
    if (url.startsWith('/api/product/')) return json({ id: url.split('/')[3]!.split('?')[0], name: 'Lavender soap' })
    if (url.startsWith('/api/all-categories')) return json({ data: [] })
    if (url.startsWith('/api/cart')) throw new Error('not a public read')
    return json({ code: 'not_found' }, 404)
  }
  return { api, asked }
}

const stateKeys = (page: Awaited<ReturnType<typeof render>>) => (page.kind === 'page' ? page.state.queries.queries.map((q) => q.queryKey[0]) : [])

describe('the server renderer with declared reads', { timeout: 30_000 }, () => {
  it('fetches what a page declares first and renders it once, each read asked once', async () => {
    const { api, asked } = reads()
    const before = renderCount
    const page = await render({ url: '/topbrand', lang: 'en', api })
    if (page.kind !== 'page') throw new Error(`not rendered: ${page.kind}`)
    expect(renderCount - before).toBe(1)
    expect(page.html).toContain('<h1>Sonett</h1>')
    expect(asked.filter((u) => u === '/api/brands')).toHaveLength(1)
    expect(new Set(asked).size).toBe(asked.length)
    // The cart is the browser's, and suggestions for one letter are disabled: neither is asked for.
    expect(asked).not.toContain('/api/cart')
    expect(asked).not.toContain('/api/search/suggest')
  })

  it('hands the browser only the answers the page used', async () => {
    const { api, asked } = reads()
    const page = await render({ url: '/topbrand', lang: 'en', api })
    // The declared product was read, but the page did not show it: not in the state.
    expect(asked).toContain('/api/product/prd_declared')
    expect(stateKeys(page)).toContain('brands')
    expect(stateKeys(page)).not.toContain('product')
    // Failed and refused reads (here the cart, the home page) are the browser's: not in the state.
    expect(stateKeys(page)).not.toContain('cart')
    expect(stateKeys(page)).not.toContain('home')
  })

  it('still finds a read the page did not declare, with one more render', async () => {
    const { api } = reads()
    const before = renderCount
    const page = await render({ url: '/faq', lang: 'en', api })
    if (page.kind !== 'page') throw new Error(`not rendered: ${page.kind}`)
    expect(renderCount - before).toBe(2)
    expect(page.html).toContain('<h1>Lavender soap</h1>')
    expect(stateKeys(page)).toContain('product')
  })
})
