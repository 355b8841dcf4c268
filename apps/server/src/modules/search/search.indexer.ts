import { LANGUAGES, type Language, type Translated } from '@shop/domain'
import { sql, type Kysely } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { SearchTables } from '../../db/tables/search'
import { displayTokens, tokenise } from './search.text'
import type { IndexSource, SearchCatalog } from './search.types'

const BATCH = 500

/**
 * SQLite: a document's rowid is (position + 1) * 4 + language index, with products in popularity
 * order. The language then filters through `rowid % 4` and ties break on rowid, so a query never
 * reads the stored columns of the thousands of rows a common word matches (FTS5 reads content
 * rows to test an unindexed column). Only the returned page is looked up.
 */
export function documentRowid(position: number, lang: Language): number {
  return (position + 1) * LANGUAGES.length + LANGUAGES.indexOf(lang)
}

/**
 * The four texts of a product's document in one language, in column order (name, brand,
 * category, inci). Rebuild and re-index both read them from here, so the two always agree.
 */
export function documentTexts(p: IndexSource, lang: Language): [string, string, string, string] {
  const name = JSON.parse(p.name) as Translated
  const category = JSON.parse(p.category) as Translated
  const subcategory = JSON.parse(p.subcategory) as Translated
  const inci = (JSON.parse(p.inci) as string[]).join(' ')
  return [name[lang], p.brand, `${category[lang]} ${subcategory[lang]}`, inci]
}

/** The distinct normalised words of a document's texts, each with how it is shown (its first spelling). */
export function documentVocabulary(texts: readonly string[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const text of texts) {
    const normal = tokenise(text)
    const shown = displayTokens(text)
    normal.forEach((word, i) => {
      if (!out.has(word)) out.set(word, shown.length === normal.length ? shown[i]! : word)
    })
  }
  return out
}

export interface DocumentRow {
  product_id: string
  lang: Language
  name: string
  brand: string
  category: string
  inci: string
  /** The sold count at indexing: PostgreSQL's tie-break column (SQLite orders by rowid instead) */
  popularity: number
}

/**
 * Rebuilds the search index and vocabulary from the catalog tables in one transaction. Called by
 * the seed runner after the catalog is written, and by whoever changes product texts.
 */
export async function rebuildSearchIndex(db: Db, catalog: SearchCatalog): Promise<void> {
  const products = await catalog.indexSources()

  const documents: DocumentRow[] = []
  // lang -> normalised word -> { display form, number of products using it }
  const vocabulary = new Map<Language, Map<string, { display: string; weight: number }>>()
  for (const lang of LANGUAGES) vocabulary.set(lang, new Map())

  for (const p of products) {
    // documents[] stays in (product, language) order: its index is the rowid's position.
    for (const lang of LANGUAGES) {
      const texts = documentTexts(p, lang)
      const [nameWords, brandWords, categoryWords, inciWords] = texts.map(tokenise) as [string[], string[], string[], string[]]
      documents.push({
        product_id: p.id,
        lang,
        name: nameWords.join(' '),
        brand: brandWords.join(' '),
        category: categoryWords.join(' '),
        inci: inciWords.join(' '),
        popularity: p.sold_count,
      })
      const words = vocabulary.get(lang)!
      for (const [word, display] of documentVocabulary(texts)) {
        const entry = words.get(word)
        if (entry) entry.weight++
        else words.set(word, { display, weight: 1 })
      }
    }
  }

  await db.kysely.transaction().execute(async (tx) => {
    const trx = tablesOf<SearchTables>(tx)
    await trx.deleteFrom('search_document').execute()
    await trx.deleteFrom('search_term').execute()
    for (let i = 0; i < documents.length; i += BATCH) {
      const batch = documents.slice(i, i + BATCH)
      if (db.dialect === 'sqlite') {
        const rows = batch.map(
          (d, j) =>
            sql`(${documentRowid(Math.floor((i + j) / LANGUAGES.length), d.lang)}, ${d.product_id}, ${d.lang}, ${d.name}, ${d.brand}, ${d.category}, ${d.inci})`,
        )
        await sql`insert into search_document (rowid, product_id, lang, name, brand, category, inci) values ${sql.join(rows)}`.execute(trx)
      } else {
        await trx.insertInto('search_document').values(batch).execute()
      }
    }
    const terms = [...vocabulary].flatMap(([lang, words]) =>
      [...words].map(([term, { display, weight }]) => ({ lang, term, display, weight })),
    )
    for (let i = 0; i < terms.length; i += BATCH) {
      await trx.insertInto('search_term').values(terms.slice(i, i + BATCH)).execute()
    }
    if (db.dialect === 'sqlite') await rebuildSqliteIndexes(trx)
  })
  // Fresh statistics: right after a seed the planner would otherwise guess row counts of 1.
  if (db.dialect === 'postgres') {
    await catalog.analyze()
    await sql`analyze search_document, search_term`.execute(db.kysely)
  }
}

async function rebuildSqliteIndexes(trx: Kysely<SearchTables>): Promise<void> {
  await sql`insert into search_term_trgm(search_term_trgm) values('rebuild')`.execute(trx)
  await sql`insert into search_document(search_document) values('optimize')`.execute(trx)
}

/**
 * At start: a catalog without a search index (a process that died between the seed's commit and
 * the rebuild, or rows written by hand) gets one, so search never silently finds nothing.
 */
export async function ensureSearchIndex(db: Db, catalog: SearchCatalog): Promise<boolean> {
  const [products, documents] = await Promise.all([
    catalog.productCount(),
    tablesOf<SearchTables>(db.kysely).selectFrom('search_document').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  if (products === 0 || Number(documents.n) > 0) return false
  await rebuildSearchIndex(db, catalog)
  return true
}
