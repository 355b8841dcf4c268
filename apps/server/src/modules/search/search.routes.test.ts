import type { ProductSummary, SearchAnswer, SuggestAnswer } from '@shop/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, testDialects, type TestContext } from '../../test/harness'
import { tokenise } from './search.text'

describe.each(testDialects())('search API (%s)', (dialect) => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext(dialect)
  })
  afterAll(async () => ctx?.close())

  async function get<T>(url: string, status = 200): Promise<T> {
    const res = await ctx.app.inject(url)
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(status)
    expect(res.headers['content-type']).toMatch(status < 400 ? /^application\/json/ : /^application\/problem\+json/)
    return res.json() as T
  }
  const search = (query: string, extra = '') => get<SearchAnswer>(`/api/search?query=${encodeURIComponent(query)}${extra}`)
  const suggest = (query: string, extra = '') => get<SuggestAnswer>(`/api/search/suggest?query=${encodeURIComponent(query)}${extra}`)
  const names = (items: ProductSummary[]) => items.map((p) => p.name)
  /** Does the word start a word of the name, brand, category or subcategory (what ranks above ingredients)? */
  const inHead = (p: ProductSummary, word: string) =>
    tokenise([p.name, p.brand.name, p.category.name, p.subcategory.name].join(' ')).some((w) => w.startsWith(word))
  async function searchAll(query: string): Promise<ProductSummary[]> {
    const out: ProductSummary[] = []
    for (let page = 1; ; page++) {
      const answer = await search(query, `&page_size=96&page=${page}`)
      out.push(...answer.results)
      if (out.length >= answer.total || !answer.results.length) return out
    }
  }

  it('answers an empty query with bestsellers and no results', async () => {
    const answer = await search('')
    expect(answer).toMatchObject({ query: '', did_you_mean: null, results: [], total: 0, page: 1 })
    expect(Array.isArray(answer.popular_searches)).toBe(true)
    expect(answer.popular_results).toHaveLength(8)
    const bestsellers = (await get<{ data: ProductSummary[] }>('/api/product?sort=popularity&page_size=8')).data
    expect(answer.popular_results.map((p) => p.id)).toEqual(bestsellers.map((p) => p.id))
    expect((await get<SearchAnswer>('/api/search')).total).toBe(0)
  })

  it('corrects typos: "lavendr shampo" finds the lavender shampoo', async () => {
    const answer = await search('lavendr shampo')
    expect(answer.query).toBe('lavendr shampo')
    expect(answer.did_you_mean).toBe('lavender shampoo')
    expect(answer.total).toBeGreaterThan(0)
    expect(answer.results[0]!.name).toMatch(/Lavender.*Shampoo/)
    expect(answer.popular_results).toEqual([])
  })

  it('matches prefixes while typing and whole words without a correction', async () => {
    const shampoos = await search('shampo')
    expect(shampoos.did_you_mean).toBeNull()
    expect(shampoos.total).toBeGreaterThanOrEqual(3)
    expect(names(shampoos.results).filter((n) => /Shampoo/.test(n)).length).toBeGreaterThanOrEqual(3)
    const typing = await search('lavend')
    expect(names(typing.results).some((n) => n.includes('Lavender'))).toBe(true)
    const exact = await search('Lavender')
    expect(exact.did_you_mean).toBeNull()
    expect(exact.query).toBe('Lavender')
  })

  it('finds ingredients by INCI name and ranks name matches above ingredient-only ones', async () => {
    const shea = await search('Butyrospermum', '&page_size=96')
    expect(shea.total).toBeGreaterThanOrEqual(3)
    const inci = await ctx.db.kysely.selectFrom('product').select(['id', 'inci']).where('id', 'in', shea.results.map((p) => p.id)).execute()
    expect(inci.every((r) => r.inci.includes('Butyrospermum'))).toBe(true)

    const oil = await searchAll('oil')
    const firstIngredientOnly = oil.findIndex((p) => !inHead(p, 'oil'))
    expect(firstIngredientOnly).toBeGreaterThan(0)
    expect(oil.slice(firstIngredientOnly).some((p) => inHead(p, 'oil'))).toBe(false)
  })

  it('searches in the asked language, with or without diacritics', async () => {
    const cz = await search('šampon', '&lang=cz')
    expect(cz.total).toBeGreaterThan(0)
    expect(cz.results.every((p) => /šampon/i.test(`${p.name} ${p.subcategory.name}`))).toBe(true)
    expect(names(cz.results).some((n) => /levandulový šampon/i.test(n))).toBe(true)
    const plain = await search('sampon', '&lang=cz')
    expect(plain.results.map((p) => p.id)).toEqual(cz.results.map((p) => p.id))
    const typo = await search('levandulovi sampon', '&lang=cz')
    expect(typo.did_you_mean).toBe('levandulový šampon')
    expect(names(typo.results)[0]).toMatch(/levandulový šampon/i)
    // The Czech word is not English.
    expect((await search('levandulový')).total).toBe(0)
  })

  it('pages results with a stable total', async () => {
    const first = await search('oil', '&page_size=5')
    const second = await search('oil', '&page_size=5&page=2')
    expect(second.total).toBe(first.total)
    const ids = new Set(first.results.map((p) => p.id))
    expect(second.results.some((p) => ids.has(p.id))).toBe(false)
    expect((await search('oil', '&page_size=5&page=1000')).results).toEqual([])
  })

  it('answers nonsense with nothing found and the bestsellers', async () => {
    const answer = await search('xqzvbw')
    expect(answer).toMatchObject({ total: 0, results: [], did_you_mean: null })
    expect(answer.popular_results).toHaveLength(8)
    expect((await search('!!! ???')).total).toBe(0)
  })

  it('suggests terms, brands, subcategories and products while typing', async () => {
    const lav = await suggest('lav')
    expect(lav.query).toBe('lav')
    const terms = lav.suggestions.filter((s) => s.kind === 'term')
    expect(terms.length).toBeGreaterThan(0)
    expect(terms.every((t) => t.label.startsWith('lav') && t.id === null)).toBe(true)
    expect(lav.suggestions.some((s) => s.kind === 'product' && s.label.includes('Lavender') && s.id?.startsWith('prd_'))).toBe(true)
    expect(lav.suggestions.filter((s) => s.kind === 'product').length).toBeLessThanOrEqual(6)

    const sham = await suggest('shamp')
    const sub = sham.suggestions.find((s) => s.kind === 'subcategory')
    expect(sub).toMatchObject({ label: 'Shampoos', category_slug: 'hair-care' })
    expect(sub!.id).toMatch(/^sub_/)

    const brand = (await suggest('verd')).suggestions.find((s) => s.kind === 'brand')
    expect(brand).toMatchObject({ id: 'verdana', category_slug: null })

    const typo = await suggest('lavedner')
    expect(typo.suggestions.some((s) => s.kind === 'product' && s.label.includes('Lavender'))).toBe(true)
    expect(typo.suggestions.find((s) => s.kind === 'term')!.label).toBe('lavender')

    // Products are suggested by name first; ingredient matches only when no name matches.
    expect((await suggest('butyrosp')).suggestions.filter((s) => s.kind === 'product').length).toBeGreaterThan(0)

    const cz = await suggest('šamp', '&lang=cz')
    expect(cz.suggestions.find((s) => s.kind === 'subcategory')!.label).toBe('Šampony')
    expect((await suggest('')).suggestions).toEqual([])
  })

  it('rejects bad input with problems, never a 500', async () => {
    const lang = await get<{ detail: string }>('/api/search?query=oil&lang=fr', 400)
    expect(lang.detail).toContain('Unknown language')
    expect((await get<{ detail: string }>(`/api/search?query=${'a'.repeat(201)}`, 400)).detail).toContain('query must be at most 200 characters')
    expect((await get<{ detail: string }>('/api/search?query=oil&page=0', 400)).detail).toContain('page must be at least 1')
    expect((await get<{ detail: string }>('/api/search?query=oil&page_size=10000', 400)).detail).toContain('page_size must be at most 96')
    await get(`/api/search/suggest?query=${'a'.repeat(201)}`, 400)
    const huge = await ctx.app.inject(`/api/search?query=${'a'.repeat(10_000)}`)
    expect(huge.statusCode).toBe(400)
    expect(huge.headers['content-type']).toMatch(/^application\/problem\+json/)
    for (const q of ['"', '*', 'a OR b', 'NEAR(a b)', '{name}: x', "'; drop table product; --", 'a:*', '!(x)', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢']) {
      expect((await ctx.app.inject(`/api/search?query=${encodeURIComponent(q)}`)).statusCode, q).toBe(200)
      expect((await ctx.app.inject(`/api/search/suggest?query=${encodeURIComponent(q)}`)).statusCode, q).toBe(200)
    }
    // A NUL character is refused for every input of the API (http/text-input.ts), search included.
    expect((await get<{ detail: string }>(`/api/search?query=${encodeURIComponent('oil\u0000')}`, 400)).detail).toContain('query')
  })
})
