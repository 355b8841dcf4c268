import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { CATALOG_NAMESPACE } from './catalog.service'

describe.each(testDialects())('hot catalog answers (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.close())

  it('answers a repeated address from memory until the catalog generation moves', async () => {
    const product = await ctx.db.kysely.selectFrom('product').select(['id', 'price_cents']).where('kind', '=', 'single').orderBy('id').executeTakeFirstOrThrow()
    const url = `/api/product/${product.id}?lang=en`
    const first = await ctx.app.inject(url)
    await ctx.db.kysely.updateTable('product').set({ price_cents: product.price_cents + 500 }).where('id', '=', product.id).execute()
    const again = await ctx.app.inject(url)
    expect(again.body).toBe(first.body)
    await ctx.cache.bump(CATALOG_NAMESPACE)
    const after = await ctx.app.inject(url)
    expect(after.json().price_cents).toBe(product.price_cents + 500)
  })

  it('never remembers a refusal: bad input is checked on every request', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject('/api/product?page=0')
      expect(res.statusCode).toBe(400)
      expect(res.json().detail).toContain('page must be at least 1')
    }
  })

  it('keeps compressed and plain answers identical in content', async () => {
    const url = '/api/product?sort=rating&page_size=12'
    const plain = await ctx.app.inject(url)
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    const { brotliDecompressSync } = await import('node:zlib')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
  })
})
