import type { SearchAnswer } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryCache } from '../../lib/cache'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createCatalogService } from '../catalog/catalog.service'
import { createSearchService } from './search.service'

describe.each(testDialects())('popular searches (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.close())

  const search = async (query: string, extra = '') => {
    const res = await ctx.app.inject(`/api/search?query=${encodeURIComponent(query)}${extra}`)
    expect(res.statusCode).toBe(200)
    return res.json() as SearchAnswer
  }
  /** Popular searches are cached for a minute; a fresh service shows what is counted now. */
  const popular = async (lang: 'en' | 'cz' | 'sl' | 'ge') => {
    const cache = createMemoryCache()
    const catalog = createCatalogService({ db: ctx.db, cache })
    const service = createSearchService({ db: ctx.db, catalog })
    return (JSON.parse(await service.search({ query: '', lang, currency: 'USD', page: 1, page_size: 24 })) as SearchAnswer).popular_searches
  }
  const counts = async () =>
    (await ctx.db.kysely.selectFrom('search_stat').select(['lang', 'query', 'count']).orderBy('lang').orderBy('query').execute()).map(
      (r) => `${r.lang}:${r.query}=${r.count}`,
    )

  it('counts real queries that found something, per language, and ranks them', async () => {
    // Nothing is invented on a fresh shop.
    expect(await counts()).toEqual([])
    for (let i = 0; i < 3; i++) await search('Rosehip') // repeats are cache hits, and still count
    await search('rosehip ')
    await search('lavender')
    await search('lavendr shampo') // counted as understood
    await search('xqzvbw') // found nothing: not counted
    await search('lavender', '&page=2') // a later page of the same search: not counted again
    await search('šampon', '&lang=cz')
    await search('sampon', '&lang=cz')
    expect(await counts()).toEqual(['cz:sampon=2', 'en:lavender=1', 'en:lavender shampoo=1', 'en:rosehip=4'])

    expect(await popular('en')).toEqual(['rosehip', 'lavender', 'lavender shampoo'])
    // Shown with the catalog's spelling.
    expect(await popular('cz')).toEqual(['šampon'])
    expect(await popular('sl')).toEqual([])
    // The empty query does not count, and the answer over HTTP carries the list (cached a minute).
    expect(Array.isArray((await search('')).popular_searches)).toBe(true)
    expect(await counts()).toHaveLength(4)
  })

  it('forgets searches older than 14 days', async () => {
    const old = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10)
    await ctx.db.kysely.insertInto('search_stat').values({ lang: 'ge', day: old, query: 'lavendel', count: 99 }).execute()
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)
    await ctx.db.kysely.insertInto('search_stat').values({ lang: 'ge', day: recent, query: 'shampoo', count: 2 }).execute()
    expect(await popular('ge')).toEqual(['shampoo'])
  })
})
