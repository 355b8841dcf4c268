import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createCatalogSearchSource } from '../catalog/catalog.search-source.service'
import { ensureSearchIndex } from './search.indexer'

describe.each(testDialects())('ensureSearchIndex (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.close())

  it('leaves a complete index alone', async () => {
    expect(await ensureSearchIndex(ctx.db, createCatalogSearchSource(ctx.db))).toBe(false)
  })

  it('rebuilds an index lost after the catalog was written, so search finds products again', async () => {
    await ctx.db.kysely.deleteFrom('search_document').execute()
    expect(await ensureSearchIndex(ctx.db, createCatalogSearchSource(ctx.db))).toBe(true)
    const res = await ctx.app.inject('/api/search?query=lavender%20shampoo')
    expect(res.json().results[0].name).toMatch(/Lavender/)
  })
})
