import {
  NotFound,
  PRODUCT_STATUS_MESSAGES,
  productStatusAction,
  ValidationFailed,
  type Language,
  type ProductDetail,
  type ProductStatus,
  type StaffProduct,
} from '@shop/domain'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import type { AuthUser } from '../../http/auth'
import type { AuditLog } from '../audit/audit.service'
import type { SearchReindexer } from '../search/search.types'
import type { CatalogAdminService } from './catalog.admin.service'
import { createCatalogAdminRepository } from './catalog.admin.repository'
import type { CatalogService } from './catalog.service'

export interface ProductLifecycleDeps {
  db: Db
  /** Storefront answers and rendered pages are dropped after a move (their key holds the generation) */
  catalog: Pick<CatalogService, 'invalidate' | 'productPreview'>
  audit: AuditLog
  /** Only published products are in the search index: a move in or out of published re-indexes */
  search: SearchReindexer
  /** The product as the editor reads it, after the move */
  products: Pick<CatalogAdminService, 'get'>
}

type Staff = Pick<AuthUser, 'id' | 'username'>

/**
 * A product's lifecycle (docs/decisions/033): draft → published → archived and back. Staff move it
 * with one call; each move is one transaction with the product row locked, its search entries and
 * its audit line (`product.publish`, `product.unpublish`, `product.archive`, `product.restore`
 * with from and to), then the catalog's generation is bumped, which drops every cached list,
 * product answer, search answer, sitemap and rendered page at once.
 */
export function createProductLifecycle({ db, catalog, audit, search, products }: ProductLifecycleDeps) {
  const repo = createCatalogAdminRepository(db)

  return {
    async move(staff: Staff, id: string, to: ProductStatus): Promise<StaffProduct> {
      await db.kysely.transaction().execute(async (tx) => {
        // The lock first: two staff moving the same product take turns, the second sees the first's result.
        if (!(await repo.lockProduct(tx, id))) throw new NotFound('Product', 'product_not_found')
        const { status: from } = await tablesOf<CatalogTables>(tx).selectFrom('product').select('status').where('id', '=', id).executeTakeFirstOrThrow()
        if (from === to) throw new ValidationFailed('nothing_to_change', PRODUCT_STATUS_MESSAGES.unchanged, [{ path: 'status', message: PRODUCT_STATUS_MESSAGES.unchanged }])
        await repo.updateProduct(tx, id, { status: to })
        // In or out of the index with the move: search never finds what the shop does not show.
        if (from === 'published' || to === 'published') await search.reindex(tx, [id])
        await audit.record(tx, staff, { action: `product.${productStatusAction(from, to)}`, entity: 'product', entity_id: id, details: { from, to } })
      })
      await catalog.invalidate()
      return products.get(id)
    },

    /** Staff see a product in any state as the shop would show it (the preview of a draft). */
    preview(id: string, lang: Language): Promise<ProductDetail> {
      return catalog.productPreview(id, lang)
    },
  }
}

export type ProductLifecycle = ReturnType<typeof createProductLifecycle>
