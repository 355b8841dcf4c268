/**
 * Search tables (modules/search owns them). search_document holds normalised words, one row per
 * product and language; on PostgreSQL it also has a generated `document` tsvector column (not
 * listed: it is never written, and read only through raw SQL).
 */
export interface SearchDocumentTable {
  product_id: string
  lang: string
  name: string
  brand: string
  category: string
  inci: string
  /** PostgreSQL only: the product's sold count when it was indexed, the ranking's tie-break (SQLite: the rowid) */
  popularity?: number
}

/** The catalog vocabulary: normalised word, how it is shown, and in how many products it occurs. */
export interface SearchTermTable {
  lang: string
  term: string
  display: string
  weight: number
}

/** SQLite only: the FTS5 trigram index over search_term (rowid = search_term.rowid). */
export interface SearchTermTrgmTable {
  term: string
}

export interface SearchStatTable {
  lang: string
  /** YYYY-MM-DD, UTC */
  day: string
  /** normalised query */
  query: string
  count: number
}

/** The tables modules/search owns: its repositories see only these (db/tables.ts). */
export interface SearchTables {
  search_document: SearchDocumentTable
  search_term: SearchTermTable
  search_term_trgm: SearchTermTrgmTable
  search_stat: SearchStatTable
}
