// Pages in `npm run bench` (issue 16): server-rendered HTML as a first visit, a shared link or a
// search engine asks for it, beside the bare route of the same run.
//  - warm: home, a category, 20 products, a search; after the 2 s warm-up they are cached;
//  - cold: every request another product of the whole catalog (each rendered once, never cached
//    before), warm-up and measurement on different products;
//  - together: cold product pages at 50 connections while the API's product list is asked at 10
//    more: what a burst of page views does to the API's latency.
import type { LoadResult } from './lib/wrk'

export interface PageRow extends LoadResult { name: string }

interface Deps {
  shopUrl: string
  categories: Array<{ slug: string; subcategories: Array<{ id: string }> }>
  listPaths: string[]
  seconds: number
  measure(name: string, url: string, paths: string[], warmPaths?: string[]): Promise<PageRow>
  load(url: string, paths: string[], seconds: number, connections: number): Promise<LoadResult>
}

const PAGE_SIZE = 96

export async function pagesBench({ shopUrl, categories, listPaths, seconds, measure, load, coldOnly = false }: Deps & { coldOnly?: boolean }): Promise<{ warm: PageRow[]; cold: PageRow[]; together: PageRow[] }> {
  const ids: string[] = []
  for (let page = 1; ; page++) {
    const r = (await (await fetch(`${shopUrl}/api/product?page=${page}&page_size=${PAGE_SIZE}`)).json()) as { data: Array<{ id: string }> }
    ids.push(...r.data.map((p) => p.id))
    if (r.data.length < PAGE_SIZE) break
  }
  const size = await pageSize(`${shopUrl}/productdetails/${ids[0]}`)
  console.log(`Pages: ${ids.length} products; a product page is ${size.html} KB of HTML, ${size.br} KB brotli`)

  const category = categories[0]!
  const warm = coldOnly ? [] : [
    await measure('page, warm: home', shopUrl, ['/']),
    await measure('page, warm: category', shopUrl, [`/category/${category.slug}/${category.subcategories[0]!.id}`]),
    await measure('page, warm: product (20 ids)', shopUrl, ids.slice(0, 20).map((id) => `/productdetails/${id}`)),
    await measure('page, warm: search', shopUrl, ['/search/lavender']),
  ]

  // A fixed shuffle (the same products in every run), cut into slices no run shares.
  const shuffled = shuffle(ids)
  const third = Math.floor(shuffled.length / 3)
  const productPages = (from: number, to: number) => shuffled.slice(from, to).map((id) => `/productdetails/${id}`)
  const cold = [await measure(`page, cold: product (each request another of ${third} ids)`, shopUrl, productPages(third, 2 * third), productPages(0, third))]

  const [pages, list] = await Promise.all([load(shopUrl, productPages(2 * third, shuffled.length), seconds, 50), load(shopUrl, listPaths, seconds, 10)])
  const together = [
    { name: 'cold product pages, 50 connections', ...pages },
    { name: `API product list at the same time, 10 connections`, ...list },
  ]
  for (const r of together) console.log(`${r.name.padEnd(52)} ${String(r.reqPerSec).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors} non2xx ${r.non2xx}`)
  return { warm, cold, together }
}

async function pageSize(url: string): Promise<{ html: number; br: number }> {
  const br = await fetch(url, { headers: { 'accept-encoding': 'br' } })
  const html = await br.text()
  const compressed = Number(br.headers.get('content-length') ?? 0)
  return { html: Math.round(Buffer.byteLength(html) / 102.4) / 10, br: Math.round(compressed / 102.4) / 10 }
}

/** A deterministic shuffle (xorshift), so runs before and after a change ask for the same products. */
function shuffle<T>(list: T[]): T[] {
  const out = [...list]
  let seed = 0x2545f491
  for (let i = out.length - 1; i > 0; i--) {
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    const j = (seed >>> 0) % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}
