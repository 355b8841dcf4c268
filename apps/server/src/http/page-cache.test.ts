import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPageCache, gzipFromBrotli, pageEntry } from './page-cache'

describe('the rendered-page cache', () => {
  it('keeps a page brotli-compressed, with a weak ETag of its HTML; gzip is made from it when asked for', async () => {
    const html = `<main>${'lavender '.repeat(500)}</main>`
    const entry = await pageEntry(200, html)
    expect(brotliDecompressSync(entry.br).toString()).toBe(html)
    expect(entry.gzip).toBeUndefined()
    expect(gunzipSync(gzipFromBrotli(entry.br)).toString()).toBe(html)
    expect(entry.etag).toMatch(/^W\/"[\w-]{22}"$/)
    expect((await pageEntry(200, html)).etag).toBe(entry.etag)
    expect((await pageEntry(200, `${html} `)).etag).not.toBe(entry.etag)
  })

  it('gives search pages a budget of their own: many searches do not push the shop\'s pages out', async () => {
    const cache = createPageCache({ maxBytes: 100_000, searchBytes: 5_000 })
    const page = await pageEntry(200, '<main>product</main>')
    await cache.set('en:0:/productdetails/prd_1', page, 60, 'page')
    const searches = await Promise.all(Array.from({ length: 100 }, (_, i) => pageEntry(200, `<main>search ${i} ${'x'.repeat(i * 37)}</main>`)))
    for (const [i, entry] of searches.entries()) await cache.set(`en:0:/search/word${i}`, entry, 60, 'search')
    expect(await cache.get('en:0:/productdetails/prd_1', 'page')).toBe(page)
    expect(await cache.get('en:0:/search/word99', 'search')).toBe(searches[99])
    expect(await cache.get('en:0:/search/word0', 'search')).toBeUndefined()
    await cache.close()
  })
})
