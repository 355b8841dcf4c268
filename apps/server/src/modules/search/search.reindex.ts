import { LANGUAGES, type Language } from '@shop/domain'
import { sql, type Kysely } from 'kysely'
import { tablesOf } from '../../db/tables'
import type { SearchTables } from '../../db/tables/search'
import type { Tx } from '../../db/tx'
import type { Dialect } from '../../db/types'
import { documentRowid, documentTexts, documentVocabulary, type DocumentRow } from './search.indexer'
import { tokenise } from './search.text'
import type { Db } from '../../db/database'
import type { IndexSource, SearchCatalog, SearchReindexer } from './search.types'

/** reindexProducts bound to this database and catalog: what the catalog's staff editing is given. */
export function createSearchReindexer(db: Db, catalog: SearchCatalog): SearchReindexer {
  return { reindex: (tx, productIds) => reindexProducts(tx, db.dialect, catalog, productIds) }
}

/** Products per statement: far below either database's limit on bound parameters. */
const ID_BATCH = 500

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

interface StoredDocument extends Omit<DocumentRow, 'popularity'> {
  /** SQLite only: the FTS rowid, which encodes the product's popularity position (documentRowid) */
  rowid?: number
}

interface TermChange {
  lang: Language
  term: string
  /** How the word is shown if it is new to the vocabulary */
  display: string
  delta: number
}

/**
 * Refreshes the search documents of these products and the vocabulary counts they contribute,
 * inside the caller's transaction (a staff edit and its index entry commit together). The
 * vocabulary changes by the difference between the old and new words only, so renaming one
 * product or a category touches a handful of terms, not the whole table. On SQLite a product keeps
 * its rowids (its popularity position); the next full rebuild re-ranks.
 */
export async function reindexProducts(tx: Tx, dialect: Dialect, catalog: SearchCatalog, productIds: readonly string[]): Promise<void> {
  const trx = tablesOf<SearchTables>(tx)
  const ids = [...new Set(productIds)]
  if (!ids.length) return
  const sqlite = dialect === 'sqlite'
  const products: IndexSource[] = []
  const old: StoredDocument[] = []
  // In slices: a category rename may touch thousands of products, past a statement's parameter limit.
  for (const slice of chunks(ids, ID_BATCH)) {
    products.push(...(await catalog.indexSourcesOf(tx, slice)))
    // PostgreSQL: naming the languages lets the (lang, product_id) key find the rows. SQLite's FTS
    // table has no index on product_id; the scan reads one small row per document.
    old.push(
      ...(sqlite
        ? (
            await sql<StoredDocument>`select rowid, product_id, lang, name, brand, category, inci from search_document
              where product_id in (${sql.join(slice.map((id) => sql`${id}`))})`.execute(trx)
          ).rows
        : ((await trx
            .selectFrom('search_document')
            .select(['product_id', 'lang', 'name', 'brand', 'category', 'inci'])
            .where('lang', 'in', [...LANGUAGES])
            .where('product_id', 'in', slice)
            .execute()) as StoredDocument[])),
    )
  }

  const changes = new Map<string, TermChange>()
  const change = (lang: Language, term: string, display: string, delta: number) => {
    const key = `${lang}\u0000${term}`
    const entry = changes.get(key)
    if (entry) entry.delta += delta
    else changes.set(key, { lang, term, display, delta })
  }
  for (const d of old) {
    // A stored column holds normalised words joined by spaces: the same words the vocabulary counted.
    const words = new Set([d.name, d.brand, d.category, d.inci].flatMap((c) => c.split(' ')).filter(Boolean))
    for (const word of words) change(d.lang, word, word, -1)
  }
  const fresh: DocumentRow[] = []
  for (const p of products) {
    for (const lang of LANGUAGES) {
      const texts = documentTexts(p, lang)
      const [name, brand, category, inci] = texts.map((t) => tokenise(t).join(' ')) as [string, string, string, string]
      fresh.push({ product_id: p.id, lang, name, brand, category, inci, popularity: p.sold_count })
      for (const [word, display] of documentVocabulary(texts)) change(lang, word, display, 1)
    }
  }

  // One order for every writer: concurrent re-indexes lock shared terms in the same sequence.
  const ordered = [...changes.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, c]) => c).filter((c) => c.delta !== 0)
  if (sqlite) await applySqliteTerms(trx, ordered)
  else await applyPostgresTerms(trx, ordered)

  if (sqlite) {
    const rowidOf = new Map(old.map((d) => [`${d.product_id}\u0000${d.lang}`, Number(d.rowid)]))
    for (const slice of chunks(old, ID_BATCH * LANGUAGES.length)) {
      await sql`delete from search_document where rowid in (${sql.join(slice.map((d) => sql`${Number(d.rowid)}`))})`.execute(trx)
    }
    // Never indexed products go after every ranked one (the next full rebuild places them properly).
    let next: number | undefined
    const newPosition = new Map<string, number>()
    for (const d of fresh) {
      let rowid = rowidOf.get(`${d.product_id}\u0000${d.lang}`)
      if (rowid === undefined) {
        if (next === undefined) {
          const { rows } = await sql<{ m: number | null }>`select max(rowid) as m from search_document`.execute(trx)
          const highest = Math.max(Number(rows[0]?.m ?? 0), ...old.map((o) => Number(o.rowid)))
          next = Math.floor(highest / LANGUAGES.length)
        }
        if (!newPosition.has(d.product_id)) newPosition.set(d.product_id, next + newPosition.size)
        rowid = documentRowid(newPosition.get(d.product_id)!, d.lang)
      }
      await sql`insert into search_document (rowid, product_id, lang, name, brand, category, inci)
        values (${rowid}, ${d.product_id}, ${d.lang}, ${d.name}, ${d.brand}, ${d.category}, ${d.inci})`.execute(trx)
    }
  } else {
    for (const slice of chunks(ids, ID_BATCH)) {
      await trx.deleteFrom('search_document').where('lang', 'in', [...LANGUAGES]).where('product_id', 'in', slice).execute()
    }
    for (const slice of chunks(fresh, ID_BATCH)) await trx.insertInto('search_document').values(slice).execute()
  }
}

async function applyPostgresTerms(trx: Kysely<SearchTables>, changes: TermChange[]): Promise<void> {
  for (const c of changes) {
    if (c.delta > 0) {
      await trx
        .insertInto('search_term')
        .values({ lang: c.lang, term: c.term, display: c.display, weight: c.delta })
        .onConflict((oc) => oc.columns(['lang', 'term']).doUpdateSet({ weight: sql`search_term.weight + ${c.delta}` }))
        .execute()
    } else {
      await trx
        .updateTable('search_term')
        .set({ weight: sql`weight + ${c.delta}` })
        .where('lang', '=', c.lang)
        .where('term', '=', c.term)
        .execute()
      await trx.deleteFrom('search_term').where('lang', '=', c.lang).where('term', '=', c.term).where('weight', '<=', 0).execute()
    }
  }
}

/**
 * SQLite keeps a trigram index over the vocabulary as an external-content FTS5 table: it learns of
 * new and removed words only when told, with the word's rowid (and, to remove, its text).
 */
async function applySqliteTerms(trx: Kysely<SearchTables>, changes: TermChange[]): Promise<void> {
  for (const c of changes) {
    const { rows } = await sql<{ rowid: number; weight: number }>`select rowid, weight from search_term
      where lang = ${c.lang} and term = ${c.term}`.execute(trx)
    const found = rows[0]
    if (!found) {
      if (c.delta <= 0) continue
      const { rows: added } = await sql<{ rowid: number }>`insert into search_term (lang, term, display, weight)
        values (${c.lang}, ${c.term}, ${c.display}, ${c.delta}) returning rowid`.execute(trx)
      await sql`insert into search_term_trgm (rowid, term) values (${added[0]!.rowid}, ${c.term})`.execute(trx)
    } else if (found.weight + c.delta > 0) {
      await sql`update search_term set weight = weight + ${c.delta} where rowid = ${found.rowid}`.execute(trx)
    } else {
      await sql`insert into search_term_trgm (search_term_trgm, rowid, term) values ('delete', ${found.rowid}, ${c.term})`.execute(trx)
      await sql`delete from search_term where rowid = ${found.rowid}`.execute(trx)
    }
  }
}
