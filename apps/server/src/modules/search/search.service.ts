import type { Language, SearchAnswer, SearchQuery, Suggestion } from '@shop/domain'
import type { Db } from '../../db/database'
import type { CatalogService } from '../catalog/catalog.service'
import { nameMatches, planQuery } from './search.planner'
import { createSearchRepository } from './search.repository'
import { tokenise } from './search.text'

export interface SearchDeps {
  db: Db
  catalog: Pick<CatalogService, 'summaries' | 'bestsellers' | 'brands' | 'categoryNodes' | 'cachedText'>
}

const POPULAR_COUNT = 8
const POPULAR_DAYS = 14
const SUGGEST_PRODUCTS = 6
const SUGGEST_BRANDS = 3
const SUGGEST_SUBCATEGORIES = 3
const SUGGEST_TERMS = 4

/**
 * What the cache holds for a search: the normalised query to count on a hit (empty when it found
 * nothing), a newline, and the answer without `query`. JSON text never holds a raw newline.
 */
interface CachedSearch {
  body: string
  countAs: string | null
}

export function createSearchService({ db, catalog }: SearchDeps) {
  const repo = createSearchRepository(db)
  // Answers depend on the catalog: they are cached under its generation and go when it is bumped.
  const cachedText = catalog.cachedText

  /** The most searched queries of recent days, shown with the catalog's spelling. */
  async function popularSearches(lang: Language): Promise<string[]> {
    const text = await cachedText(`popular:${lang}`, async () => {
      const queries = await repo.popularSearches(lang, daysAgo(POPULAR_DAYS - 1), POPULAR_COUNT)
      const known = await repo.knownTerms(lang, queries.flatMap((q) => q.split(' ')))
      return JSON.stringify(queries.map((q) => q.split(' ').map((w) => known.get(w)?.display ?? w).join(' ')))
    })
    return JSON.parse(text) as string[]
  }

  async function buildSearch(q: SearchQuery, words: string[]): Promise<CachedSearch> {
    const answer: Omit<SearchAnswer, 'query'> = {
      currency: q.currency,
      did_you_mean: null,
      results: [],
      total: 0,
      page: q.page,
      page_size: q.page_size,
      popular_searches: [],
      popular_results: [],
    }
    let countAs: string | null = null
    if (words.length) {
      const planned = await planQuery(repo, q.lang, words)
      const [total, ids] = await Promise.all([
        repo.matchCount(q.lang, planned.plan),
        repo.matchIds(q.lang, planned.plan, q.page_size, (q.page - 1) * q.page_size),
      ])
      answer.did_you_mean = planned.didYouMean
      answer.total = total
      answer.results = await catalog.summaries(ids, q.lang, { currency: q.currency })
      if (total > 0) countAs = planned.understood
    }
    answer.popular_searches = await popularSearches(q.lang)
    // Nothing found (or nothing asked): offer the bestsellers instead of an empty page.
    if (answer.total === 0) answer.popular_results = await catalog.bestsellers(q.lang, q.currency)
    return { body: JSON.stringify(answer), countAs }
  }

  async function buildSuggestions(lang: Language, words: string[]): Promise<Suggestion[]> {
    if (!words.length) return []
    const planned = await planQuery(repo, lang, words)
    const last = planned.words[planned.words.length - 1]!
    const head = planned.words.slice(0, -1).map((w) => w.shown)
    const [ids, brands, tree, completions] = await Promise.all([
      repo
        .matchIds(lang, planned.plan, SUGGEST_PRODUCTS, 0, true)
        .then((ids) => (ids.length ? ids : repo.matchIds(lang, planned.plan, SUGGEST_PRODUCTS, 0))),
      catalog.brands(lang),
      catalog.categoryNodes(lang),
      // A corrected last word completes to its correction; otherwise to the words it starts.
      last.how === 'corrected'
        ? Promise.resolve([last.shown])
        : repo.completions(lang, last.typed, SUGGEST_TERMS).then((terms) => terms.map((t) => t.display)),
    ])
    const products = await catalog.summaries(ids, lang)
    const terms: Suggestion[] = [...new Set(completions)].slice(0, SUGGEST_TERMS).map((word) => ({
      kind: 'term',
      label: [...head, word].join(' '),
      id: null,
      category_slug: null,
    }))
    const brandHits: Suggestion[] = brands
      .filter((b) => nameMatches(planned.plan, tokenise(b.name)))
      .slice(0, SUGGEST_BRANDS)
      .map((b) => ({ kind: 'brand', label: b.name, id: b.slug, category_slug: null }))
    const subcategoryHits: Suggestion[] = tree
      .flatMap((c) => c.subcategories.map((s) => ({ s, c })))
      .filter(({ s }) => nameMatches(planned.plan, tokenise(s.name)))
      .slice(0, SUGGEST_SUBCATEGORIES)
      .map(({ s, c }) => ({ kind: 'subcategory', label: s.name, id: s.id, category_slug: c.slug }))
    const productHits: Suggestion[] = products.map((p) => ({ kind: 'product', label: p.name, id: p.id, category_slug: null }))
    return [...terms, ...brandHits, ...subcategoryHits, ...productHits]
  }

  return {
    /** The serialised SearchAnswer. A query that found something is counted, cached or not. */
    async search(q: SearchQuery): Promise<string> {
      const words = tokenise(q.query)
      const text = await cachedText(`search:${q.lang}:${q.currency}:${q.page}:${q.page_size}:${words.join(' ')}`, async () => {
        const { body, countAs } = await buildSearch(q, words)
        return `${countAs ?? ''}\n${body}`
      })
      const cut = text.indexOf('\n')
      const countAs = text.slice(0, cut)
      // Later pages of the same query are the same search, counted once. Counting is statistics:
      // a failed count (a busy database) must not fail the search itself.
      if (countAs && q.page === 1) await repo.countSearch(q.lang, daysAgo(0), countAs).catch(() => undefined)
      return withQuery(q.query, text.slice(cut + 1))
    },

    /** The serialised SuggestAnswer. */
    async suggest(q: { query: string; lang: Language }): Promise<string> {
      const words = tokenise(q.query)
      const text = await cachedText(`suggest:${q.lang}:${words.join(' ')}`, async () =>
        JSON.stringify({ suggestions: await buildSuggestions(q.lang, words) }),
      )
      return withQuery(q.query, text)
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>

/** Answers are cached by normalised query; the query echoed back is the one asked. */
function withQuery(query: string, body: string): string {
  return `{"query":${JSON.stringify(query)},${body.slice(1)}`
}

/** A UTC day, YYYY-MM-DD. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
}
