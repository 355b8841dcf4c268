import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import type { IndexSource, SearchCatalog } from '../search/search.types'

/**
 * The catalog's side of the search index: the texts it indexes, read from the catalog tables. Only
 * published products are indexed: re-indexing a product that was archived or unpublished removes
 * its documents (search.reindex.ts), so search and suggestions never find it (decision 033).
 */
export function createCatalogSearchSource(db: Db): SearchCatalog {
  function sources(tx: Tx) {
    return tablesOf<CatalogTables>(tx)
      .selectFrom('product as p')
      .innerJoin('brand as b', 'b.id', 'p.brand_id')
      .innerJoin('category as c', 'c.id', 'p.category_id')
      .innerJoin('category as s', 's.id', 'p.subcategory_id')
      .select(['p.id', 'p.name', 'p.inci', 'b.name as brand', 'c.name as category', 's.name as subcategory', 'p.sold_count'])
      .where('p.status', '=', 'published')
  }

  return {
    indexSources(): Promise<IndexSource[]> {
      return sources(db.kysely).orderBy('p.sold_count', 'desc').orderBy('p.id').execute()
    },

    indexSourcesOf(tx, ids): Promise<IndexSource[]> {
      if (!ids.length) return Promise.resolve([])
      return sources(tx).where('p.id', 'in', ids).orderBy('p.id').execute()
    },

    async productCount() {
      const row = await tablesOf<CatalogTables>(db.kysely).selectFrom('product').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'published').executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async analyze() {
      if (db.dialect === 'postgres') await sql`analyze product, product_attribute, combo_item, category, brand`.execute(db.kysely)
    },
  }
}
