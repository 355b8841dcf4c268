import { LANGUAGES, type Language } from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { SearchTables } from '../../db/tables/search'

/** One way a query word may match: a whole indexed word, or any word starting with it. */
export interface Alternative {
  word: string
  prefix: boolean
}

/** Every clause must match (AND); within a clause any alternative will do (OR). Words are normalised. */
export type MatchPlan = Alternative[][]

export interface Term {
  term: string
  display: string
  weight: number
}

/** Candidates for correcting one word. */
const CANDIDATE_LIMIT = 100

/**
 * Full text search on each database's own machinery: SQLite FTS5 (bm25 with column weights, a
 * trigram table over the vocabulary), PostgreSQL tsvector + GIN and pg_trgm. Words reaching here
 * are normalised tokens (letters and digits only), so they are safe inside a match expression.
 */
export function createSearchRepository(db: Db) {
  const k = tablesOf<SearchTables>(db.kysely)
  const sqlite = db.dialect === 'sqlite'

  function ftsExpression(plan: MatchPlan, headOnly: boolean): string {
    const expr = plan
      .map((clause) => `(${clause.map((a) => `"${a.word}"${a.prefix ? '*' : ''}`).join(' OR ')})`)
      .join(' AND ')
    // Name, brand and category words rank above ingredient-only matches.
    return headOnly ? `{name brand category} : (${expr})` : expr
  }

  function tsQuery(plan: MatchPlan, headOnly: boolean): string {
    const weights = headOnly ? 'AB' : ''
    const operand = (a: Alternative) => {
      const label = `${a.prefix ? '*' : ''}${weights}`
      return label ? `${a.word}:${label}` : a.word
    }
    return plan.map((clause) => `(${clause.map(operand).join(' | ')})`).join(' & ')
  }

  return {
    /**
     * Product ids matching the plan, best first. `headOnly` looks at names, brands and categories
     * alone (suggestions: an ingredient-only match is a poor one, and the narrower match is cheaper).
     */
    async matchIds(lang: Language, plan: MatchPlan, limit: number, offset: number, headOnly = false): Promise<string[]> {
      if (sqlite) {
        // Rank on rowids alone (see documentRowid); read product ids for the page only.
        const { rows } = await sql<{ product_id: string }>`
          select d.product_id from (
            select rowid as r,
              rowid in (select rowid from search_document where search_document match ${ftsExpression(plan, true)}) as head,
              bm25(search_document, 0, 0, 10.0, 8.0, 4.0, 1.0) as score
            from search_document
            where search_document match ${ftsExpression(plan, headOnly)} and ${sqliteLang(lang)}
            order by head desc, score, r
            limit ${limit} offset ${offset}
          ) h
          inner join search_document d on d.rowid = h.r
          order by h.head desc, h.score, h.r`.execute(k)
        return rows.map((r) => r.product_id)
      }
      const { rows } = await sql<{ product_id: string }>`
        select d.product_id from search_document d
        cross join (select to_tsquery('simple', ${tsQuery(plan, headOnly)}) as q, to_tsquery('simple', ${tsQuery(plan, true)}) as h) x
        where d.lang = ${lang} and d.document @@ x.q
        order by (d.document @@ x.h) desc, ts_rank('{0.05, 0.1, 0.5, 1.0}', d.document, x.q) desc, d.popularity desc, d.product_id
        limit ${limit} offset ${offset}`.execute(k)
      return rows.map((r) => r.product_id)
    },

    async matchCount(lang: Language, plan: MatchPlan): Promise<number> {
      const { rows } = sqlite
        ? await sql<{ n: number }>`select count(*) as n from search_document
            where search_document match ${ftsExpression(plan, false)} and ${sqliteLang(lang)}`.execute(k)
        : await sql<{ n: number }>`select count(*) as n from search_document
            where lang = ${lang} and document @@ to_tsquery('simple', ${tsQuery(plan, false)})`.execute(k)
      return Number(rows[0]?.n ?? 0)
    },

    /** Which of these words are in the vocabulary, with how they are shown. */
    async knownTerms(lang: Language, words: string[]): Promise<Map<string, Term>> {
      if (!words.length) return new Map()
      const rows = await k
        .selectFrom('search_term')
        .select(['term', 'display', 'weight'])
        .where('lang', '=', lang)
        .where('term', 'in', [...new Set(words)])
        .execute()
      return new Map(rows.map((r) => [r.term, r]))
    },

    /** Vocabulary words starting with `prefix`, most frequent first. */
    async completions(lang: Language, prefix: string, limit: number): Promise<Term[]> {
      let q = k.selectFrom('search_term').select(['term', 'display', 'weight']).where('lang', '=', lang)
      q = sqlite
        ? q.where('term', '>=', prefix).where('term', '<', `${prefix}\u{10FFFF}`)
        : q.where('term', 'like', `${prefix}%`)
      return q.orderBy('weight', 'desc').orderBy('term').limit(limit).execute()
    },

    /** Vocabulary words sharing trigrams with `word`: candidates to rank by edit distance. */
    async similarTerms(lang: Language, word: string): Promise<Term[]> {
      if (sqlite) {
        const grams = new Set<string>()
        for (let i = 0; i + 3 <= word.length; i++) grams.add(word.slice(i, i + 3))
        if (!grams.size) return []
        const match = [...grams].map((g) => `"${g}"`).join(' OR ')
        const { rows } = await sql<Term>`
          select t.term, t.display, t.weight from search_term_trgm f
          inner join search_term t on t.rowid = f.rowid
          where search_term_trgm match ${match} and t.lang = ${lang}
          order by f.rank limit ${CANDIDATE_LIMIT}`.execute(k)
        return rows
      }
      // % is trigram similarity; <% finds the word as the start of a longer one (typing).
      const { rows } = await sql<Term>`
        select term, display, weight from search_term
        where lang = ${lang} and (term % ${word} or ${word} <% term)
        order by similarity(term, ${word}) desc limit ${CANDIDATE_LIMIT}`.execute(k)
      return rows
    },

    /** One more search for this normalised query today (an upsert; the database settles races). */
    async countSearch(lang: Language, day: string, query: string): Promise<void> {
      await k
        .insertInto('search_stat')
        .values({ lang, day, query, count: 1 })
        .onConflict((oc) => oc.columns(['lang', 'day', 'query']).doUpdateSet({ count: sql`search_stat.count + 1` }))
        .execute()
    },

    async popularSearches(lang: Language, sinceDay: string, limit: number): Promise<string[]> {
      const rows = await k
        .selectFrom('search_stat')
        .select(['query', (eb) => eb.fn.sum<number>('count').as('total')])
        .where('lang', '=', lang)
        .where('day', '>=', sinceDay)
        .groupBy('query')
        .orderBy('total', 'desc')
        .orderBy('query')
        .limit(limit)
        .execute()
      return rows.map((r) => r.query)
    },
  }
}

/** SQLite: the document's language, read from its rowid (see documentRowid). */
function sqliteLang(lang: Language) {
  return sql`(rowid % ${sql.lit(LANGUAGES.length)}) = ${sql.lit(LANGUAGES.indexOf(lang))}`
}

export type SearchRepository = ReturnType<typeof createSearchRepository>
