import {
  changedLanguages,
  DomainError,
  NotFound,
  PRODUCT_PHOTOS_MAX,
  STAFF_CATALOG_MESSAGES as MSG,
  STAFF_PRODUCT_PAGE_SIZE,
  ValidationFailed,
  VARIANT_MESSAGES,
  type ProductPhotoUpload,
  type StaffProduct,
  type StaffProductList,
  type StaffProductQuery,
  type StaffProductUpdate,
  type Translated,
} from '@shop/domain'
import type { Updateable } from 'kysely'
import { createHash } from 'node:crypto'
import type { Db } from '../../db/database'
import type { ProductTable } from '../../db/types'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import type { CatalogService } from './catalog.service'
import type { SearchReindexer } from '../search/search.types'
import { checkUpload } from './catalog.admin-image'
import { photoIdsOf, storeTranslated, storeWarnings, toStaffProduct, toStaffRow, translated } from './catalog.admin-mapper'
import { createCatalogAdminRepository } from './catalog.admin.repository'
import { clearVariantPhoto, handSetPrices, refreshSummaries, syncOnlyVariant, touchesListPrices, variantRowsOf, type PriceListsSource } from './catalog.variants'
import { recordStockMovement, TYPED_STOCK_NOTE } from './catalog.admin-stock'

export interface CatalogAdminDeps {
  db: Db
  /** Cached storefront answers are dropped after every committed change */
  catalog: Pick<CatalogService, 'invalidate'>
  audit: AuditLog
  /** Product names are searched: an edit re-indexes them in its own transaction */
  search: SearchReindexer
  /** The current exchange rates: prices not set by hand are filled from USD at them (decision 037) */
  priceLists: PriceListsSource
  now?: () => Date
}

type Staff = Pick<AuthUser, 'id' | 'username'>

const TEXT_FIELDS = ['name', 'description', 'usage'] as const
const NUMBER_FIELDS = ['price_cents', 'compare_at_cents', 'stock'] as const

/** Staff editing of products and their photos. Each change is one transaction with its audit line. */
export function createCatalogAdminService({ db, catalog, audit, search, priceLists, now = () => new Date() }: CatalogAdminDeps) {
  const repo = createCatalogAdminRepository(db)
  async function read(k: Tx, id: string): Promise<StaffProduct> {
    const row = await repo.product(k, id)
    if (!row) throw new NotFound('Product', 'product_not_found')
    return toStaffProduct(row, await repo.photoMetas(k, id), await variantRowsOf(k, id))
  }

  /** Runs `change` with the product locked, then drops cached storefront answers once it committed. */
  async function withProduct<T>(id: string, change: (tx: Tx) => Promise<T>): Promise<T> {
    const out = await db.kysely.transaction().execute(async (tx) => {
      if (!(await repo.lockProduct(tx, id))) throw new NotFound('Product', 'product_not_found')
      return change(tx)
    })
    await catalog.invalidate()
    return out
  }

  return {
    async list(q: StaffProductQuery): Promise<StaffProductList> {
      const filter = { q: q.q, brandId: q.brand_id, categoryId: q.category_id, status: q.status }
      const { rows, total } = await repo.listProducts(filter, STAFF_PRODUCT_PAGE_SIZE, (q.page - 1) * STAFF_PRODUCT_PAGE_SIZE)
      return { data: rows.map(toStaffRow), total, page: q.page, page_size: STAFF_PRODUCT_PAGE_SIZE }
    },

    get(id: string): Promise<StaffProduct> {
      return read(db.kysely, id)
    },

    /**
     * Applies the fields given. Prices are checked against the merged result (a new price must stay
     * below the stored compare-at price, and the reverse), read under the row lock.
     */
    async update(staff: Staff, id: string, patch: StaffProductUpdate): Promise<StaffProduct> {
      const { expected_stock: expectedStock, ...fields } = patch
      if (!Object.values(fields).some((v) => v !== undefined)) throw new ValidationFailed('nothing_to_change', MSG.nothingToChange)
      const lists = await priceLists()
      return withProduct(id, async (tx) => {
        const row = (await repo.product(tx, id))!
        // Price and stock are a size's (decision 029): with one size the product's fields are its.
        const sizes = await variantRowsOf(tx, id)
        const sized = NUMBER_FIELDS.some((f) => fields[f] !== undefined) || touchesListPrices(fields)
        if (sized && sizes.length > 1) throw new ValidationFailed('product_has_sizes', VARIANT_MESSAGES.hasSizes)
        if (fields.stock !== undefined && expectedStock !== undefined && expectedStock !== row.stock) {
          throw new DomainError('stock_changed', `${MSG.stockChanged} (now ${row.stock})`)
        }
        const price = fields.price_cents ?? row.price_cents
        const compareAt = fields.compare_at_cents === undefined ? row.compare_at_cents : fields.compare_at_cents
        if (compareAt !== null && compareAt <= price) {
          throw new ValidationFailed('compare_at_not_above', MSG.compareAtNotAbove, [{ path: 'compare_at_cents', message: MSG.compareAtNotAbove }])
        }

        const values: Updateable<ProductTable> = {}
        const changes: Record<string, unknown> = {}
        for (const field of TEXT_FIELDS) {
          const next = fields[field]
          if (!next) continue
          const languages = changedLanguages(translated(row[field]), next as Translated)
          if (!languages.length) continue
          values[field] = storeTranslated(next)
          // Texts are long: the log names the languages that changed.
          changes[field] = { languages }
        }
        if (fields.warnings) {
          const before = row.warnings ? translated(row.warnings) : { en: '', cz: '', sl: '', ge: '' }
          const languages = changedLanguages(before, fields.warnings)
          if (languages.length) {
            values.warnings = storeWarnings(fields.warnings)
            changes.warnings = { languages }
          }
        }
        for (const field of NUMBER_FIELDS) {
          const next = fields[field]
          if (next === undefined || next === row[field]) continue
          Object.assign(values, { [field]: next })
          changes[field] = { from: row[field], to: next }
        }
        if (fields.featured !== undefined && (fields.featured ? 1 : 0) !== row.featured) {
          values.featured = fields.featured ? 1 : 0
          changes.featured = { from: row.featured === 1, to: fields.featured }
        }
        // EUR and CZK prices typed by staff are kept by hand; "fill from USD" lets them follow it again.
        const handSet = sized && sizes[0] ? handSetPrices(sizes[0], fields) : {}
        for (const [key, next] of Object.entries(handSet)) {
          const before = sizes[0]![key as keyof typeof handSet]
          if (next !== before) changes[key] = { from: before, to: next }
        }
        if (!Object.keys(changes).length) return read(tx, id)

        if (Object.keys(values).length) await repo.updateProduct(tx, id, values)
        if (sized && sizes[0]) {
          await syncOnlyVariant(tx, sizes[0].id, values, handSet)
          await refreshSummaries(tx, [id], lists, now())
          if (values.stock !== undefined && values.stock !== sizes[0].stock) {
            const stock = Number(values.stock)
            await recordStockMovement(tx, staff, { product_id: id, variant_id: sizes[0].id, sku: sizes[0].sku, delta: stock - sizes[0].stock, reason: 'correction', note: TYPED_STOCK_NOTE, stock_after: stock }, new Date())
          }
        }
        // Only names are indexed (with brand, category and INCI, which this form does not change).
        if (values.name) await search.reindex(tx, [id])
        await audit.record(tx, staff, { action: 'product.update', entity: 'product', entity_id: id, details: changes })
        return read(tx, id)
      })
    },

    async addPhoto(staff: Staff, id: string, upload: ProductPhotoUpload): Promise<StaffProduct> {
      // Checked before the transaction: decoding and sniffing need no lock.
      const image = checkUpload(upload)
      return withProduct(id, async (tx) => {
        const row = (await repo.product(tx, id))!
        const ids = photoIdsOf(row.photos)
        // Read under the row lock: concurrent uploads to one product queue, so the cap holds.
        if (ids.length >= PRODUCT_PHOTOS_MAX) throw new DomainError('photo_limit', MSG.photoLimit)
        const photoId = newId('img')
        await repo.insertPhoto(tx, {
          id: photoId,
          product_id: id,
          content_type: image.content_type,
          bytes: image.data.length,
          width: image.width,
          height: image.height,
          sha256: createHash('sha256').update(image.data).digest('hex'),
          data: image.data,
          created_by: staff.id,
          created_at: now().toISOString(),
        })
        await repo.updateProduct(tx, id, { photos: JSON.stringify([...ids, photoId]) })
        await audit.record(tx, staff, {
          action: 'product.photo_add',
          entity: 'product',
          entity_id: id,
          details: { photo_id: photoId, content_type: image.content_type, bytes: image.data.length, width: image.width, height: image.height },
        })
        return read(tx, id)
      })
    },

    async removePhoto(staff: Staff, id: string, photoId: string): Promise<StaffProduct> {
      return withProduct(id, async (tx) => {
        const row = (await repo.product(tx, id))!
        const ids = photoIdsOf(row.photos)
        if (!ids.includes(photoId)) throw new DomainError('photo_not_found', MSG.photoNotFound)
        await repo.deletePhoto(tx, id, photoId)
        // A size shown by this photo falls back to the product's pictures.
        await clearVariantPhoto(tx, photoId)
        await repo.updateProduct(tx, id, { photos: JSON.stringify(ids.filter((p) => p !== photoId)) })
        await audit.record(tx, staff, { action: 'product.photo_remove', entity: 'product', entity_id: id, details: { photo_id: photoId } })
        return read(tx, id)
      })
    },

    /** An uploaded photo to serve (media module). */
    async photo(id: string) {
      return (await repo.photoData(id)) ?? null
    },
  }
}

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>
