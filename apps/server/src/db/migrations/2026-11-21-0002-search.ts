import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../types'

// Frozen: never edit after it has landed; add a new migration instead.
//
// Full text search uses each database's own machinery (docs/decisions: search):
// - search_document: one row per product and language, holding normalised words (the indexer writes
//   them through search.text.ts). SQLite: an FTS5 table ranked by bm25 with column weights.
//   PostgreSQL: a plain table with a weighted tsvector column ('simple' config) and a GIN index.
// - search_term: the catalog vocabulary per language with its document frequency, used to correct
//   typos and complete words. SQLite: an external-content FTS5 trigram table over it. PostgreSQL:
//   a pg_trgm GIN index.
// - search_stat: how often each normalised query found results, per language and day.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table search_document using fts5(
      product_id unindexed, lang unindexed, name, brand, category, inci,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4'
    )`.execute(db)
  } else {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`create table search_document (
      product_id text not null,
      lang text not null,
      name text not null,
      brand text not null,
      category text not null,
      inci text not null,
      document tsvector generated always as (
        setweight(to_tsvector('simple', name), 'A') ||
        setweight(to_tsvector('simple', brand), 'A') ||
        setweight(to_tsvector('simple', category), 'B') ||
        setweight(to_tsvector('simple', inci), 'C')
      ) stored,
      primary key (lang, product_id)
    )`.execute(db)
    await sql`create index search_document_document on search_document using gin (document)`.execute(db)
  }

  await db.schema
    .createTable('search_term')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('display', 'text', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_term_pk', ['lang', 'term'])
    .execute()
  if (dialect === 'sqlite') {
    await sql`create virtual table search_term_trgm using fts5(
      term, content = 'search_term', tokenize = 'trigram'
    )`.execute(db)
  } else {
    await sql`create index search_term_trgm on search_term using gin (term gin_trgm_ops)`.execute(db)
  }

  await db.schema
    .createTable('search_stat')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_stat_pk', ['lang', 'day', 'query'])
    .execute()
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropTable('search_stat').execute()
  if (dialect === 'sqlite') await sql`drop table search_term_trgm`.execute(db)
  await db.schema.dropTable('search_term').execute()
  await db.schema.dropTable('search_document').execute()
}
