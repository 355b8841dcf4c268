import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { createCatalogSearchSource } from '../catalog/catalog.search-source.service'
import { rebuildSearchIndex } from './search.indexer'
import { reindexProducts } from './search.reindex'

describe.each(testDialects())('re-indexing some products (%s)', (dialect) => {
  let ctx: TestContext
  let ids: string[]

  beforeAll(async () => {
    ctx = await createTestContext(dialect, { seed: true })
    ids = (await ctx.db.kysely.selectFrom('product').select('id').orderBy('id').limit(3).execute()).map((r) => r.id)
  })
  afterAll(async () => ctx?.close())

  /** Everything search reads, in a comparable order (SQLite rowids and display forms aside). */
  async function snapshot() {
    const documents = await ctx.db.kysely
      .selectFrom('search_document')
      .select(['product_id', 'lang', 'name', 'brand', 'category', 'inci'])
      .orderBy('product_id')
      .orderBy('lang')
      .execute()
    const terms = await ctx.db.kysely.selectFrom('search_term').select(['lang', 'term', 'weight']).orderBy('lang').orderBy('term').execute()
    return { documents, terms: terms.map((t) => ({ ...t, weight: Number(t.weight) })) }
  }

  const rename = (id: string, name: Record<string, string>) =>
    ctx.db.kysely.updateTable('product').set({ name: JSON.stringify(name) }).where('id', '=', id).execute()

  const search = async (query: string, lang: string) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/search?query=${encodeURIComponent(query)}&lang=${lang}` })).json() as {
      did_you_mean: string | null
      results: Array<{ id: string }>
    }

  it('leaves the index exactly as a full rebuild would', async () => {
    await rename(ids[0]!, { en: 'Quibbleton Night Oil', cz: 'Noční olej Quibbleton', sl: 'Nočno olje Quibbleton', ge: 'Nachtöl Quibbleton' })
    await rename(ids[1]!, { en: 'Quibbleton Day Cream', cz: 'Denní krém Quibbleton', sl: 'Dnevna krema', ge: 'Tagescreme Quibbleton' })
    await ctx.db.kysely.transaction().execute((tx) => reindexProducts(tx, dialect, createCatalogSearchSource(ctx.db), ids))
    const incremental = await snapshot()
    expect(incremental.terms.find((t) => t.lang === 'en' && t.term === 'quibbleton')?.weight).toBe(2)

    await rebuildSearchIndex(ctx.db, createCatalogSearchSource(ctx.db))
    expect(incremental).toEqual(await snapshot())
  })

  it('drops words no product uses any more, and finds (and corrects towards) new ones', async () => {
    await rename(ids[0]!, { en: 'Vexmorrow Oil', cz: 'Olej Vexmorrow', sl: 'Olje Vexmorrow', ge: 'Öl Vexmorrow' })
    await rename(ids[1]!, { en: 'Day Cream', cz: 'Denní krém', sl: 'Dnevna krema', ge: 'Tagescreme' })
    await ctx.db.kysely.transaction().execute((tx) => reindexProducts(tx, dialect, createCatalogSearchSource(ctx.db), [ids[0]!, ids[1]!]))
    const { terms } = await snapshot()
    expect(terms.some((t) => t.term === 'quibbleton')).toBe(false)
    expect(terms.find((t) => t.lang === 'ge' && t.term === 'vexmorrow')?.weight).toBe(1)

    expect((await search('vexmorrow', 'ge')).results.map((r) => r.id)).toEqual([ids[0]])
    expect((await search('quibbleton', 'en')).results).toEqual([])
    // The typo corrector's trigram index learnt the new word too.
    expect((await search('vexmorow', 'en')).did_you_mean).toBe('vexmorrow')
    if (dialect === 'sqlite') {
      // FTS5 checks its index against the vocabulary table it mirrors (throws when they differ).
      await sql`insert into search_term_trgm(search_term_trgm, rank) values('integrity-check', 1)`.execute(ctx.db.kysely)
    }
  })

  it('breaks a tie between equal matches by units sold when the index was built, on both databases', async () => {
    // Two products of one brand and subcategory with the same name and ingredients: equal documents.
    const rows = await ctx.db.kysely.selectFrom('product').select(['id', 'brand_id', 'category_id', 'subcategory_id']).orderBy('id').execute()
    const twin = (r: (typeof rows)[number]) => `${r.brand_id}/${r.category_id}/${r.subcategory_id}`
    const first = rows.find((r) => !ids.includes(r.id) && rows.some((o) => o.id !== r.id && !ids.includes(o.id) && twin(o) === twin(r)))!
    const second = rows.find((o) => o.id !== first.id && !ids.includes(o.id) && twin(o) === twin(first))!
    const [a, b] = [first.id, second.id]
    const same = { en: 'Zephyrine Balm', cz: 'Zephyrine Balm', sl: 'Zephyrine Balm', ge: 'Zephyrine Balm' }
    for (const id of [a, b]) {
      await ctx.db.kysely.updateTable('product').set({ name: JSON.stringify(same), inci: JSON.stringify(['Aqua', 'Glycerin']) }).where('id', '=', id).execute()
    }
    const sell = (id: string, n: number) => ctx.db.kysely.updateTable('product').set({ sold_count: n }).where('id', '=', id).execute()
    // Each look in another language: answers are cached for a while (decision 007).
    const order = async (lang: string) => (await search('zephyrine', lang)).results.map((r) => r.id).filter((id) => id === a || id === b)

    await sell(a, 5)
    await sell(b, 900)
    await rebuildSearchIndex(ctx.db, createCatalogSearchSource(ctx.db))
    expect(await order('en')).toEqual([b, a])

    await sell(a, 1000)
    await rebuildSearchIndex(ctx.db, createCatalogSearchSource(ctx.db))
    expect(await order('ge')).toEqual([a, b])
  })

  it('indexes a product the index never had', async () => {
    const [row] = (await snapshot()).documents.filter((d) => d.product_id === ids[2])
    await sql`delete from search_document where product_id = ${ids[2]!}`.execute(ctx.db.kysely)
    await ctx.db.kysely.transaction().execute((tx) => reindexProducts(tx, dialect, createCatalogSearchSource(ctx.db), [ids[2]!]))
    const documents = (await snapshot()).documents.filter((d) => d.product_id === ids[2])
    expect(documents).toHaveLength(4)
    expect(documents[0]).toEqual(row)
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ n: number }>`select count(distinct rowid) as n from search_document`.execute(ctx.db.kysely)
      expect(Number(rows[0]!.n)).toBe((await snapshot()).documents.length)
    }
    await rebuildSearchIndex(ctx.db, createCatalogSearchSource(ctx.db))
  })

  it('does nothing for an unchanged product and rolls back with its transaction', async () => {
    const before = await snapshot()
    await ctx.db.kysely.transaction().execute((tx) => reindexProducts(tx, dialect, createCatalogSearchSource(ctx.db), [ids[2]!]))
    expect(await snapshot()).toEqual(before)

    await rename(ids[2]!, { en: 'Rollbackium', cz: 'Rollbackium', sl: 'Rollbackium', ge: 'Rollbackium' })
    await expect(
      ctx.db.kysely.transaction().execute(async (tx) => {
        await reindexProducts(tx, dialect, createCatalogSearchSource(ctx.db), [ids[2]!])
        throw new Error('the edit failed')
      }),
    ).rejects.toThrow('the edit failed')
    expect(await snapshot()).toEqual(before)
  })
})
