import type { Tx } from '../../db/tx'

/** A product's indexed texts as the catalog tables hold them (translated ones as JSON). */
export interface IndexSource {
  id: string
  name: string
  inci: string
  brand: string
  category: string
  subcategory: string
  /** Units sold: the tie-break between equally good matches */
  sold_count: number
}

/** Keeps the search index in step with staff edits of product, brand and category texts. */
export interface SearchReindexer {
  /** Inside the caller's transaction: the edit and its index entries commit together. */
  reindex(tx: Tx, productIds: readonly string[]): Promise<void>
}

/** What the search index needs of the catalog: the catalog module answers, its tables stay its own. */
export interface SearchCatalog {
  /** Every product's indexed texts, best sellers first (SQLite document rowids follow this order). */
  indexSources(): Promise<IndexSource[]>
  /** These products' indexed texts in id order, read inside the caller's transaction. */
  indexSourcesOf(tx: Tx, ids: readonly string[]): Promise<IndexSource[]>
  productCount(): Promise<number>
  /** PostgreSQL: fresh planner statistics of the catalog's tables after a bulk write. */
  analyze(): Promise<void>
}
