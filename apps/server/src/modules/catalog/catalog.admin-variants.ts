import {
  DomainError,
  NotFound,
  ValidationFailed,
  VARIANT_ID,
  VARIANT_MESSAGES,
  type StaffProduct,
  type StaffVariantCreate,
  type StaffVariantUpdate,
} from '@shop/domain'
import type { Updateable } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables, ProductVariantTable } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import { storeTranslated } from './catalog.admin-mapper'
import type { CatalogService } from './catalog.service'
import { NO_PRIOR_LOW } from './catalog.price-history'
import { autoListPrices, handSetPrices, refreshSummaries, type PriceLists, type PriceListsSource } from './catalog.variants'
import { recordStockMovement, TYPED_STOCK_NOTE } from './catalog.admin-stock'

type Staff = Pick<AuthUser, 'id' | 'username'>

export interface VariantAdminDeps {
  db: Db
  catalog: Pick<CatalogService, 'invalidate'>
  audit: AuditLog
  /** The product as the editor shows it, after the change committed */
  read: (productId: string) => Promise<StaffProduct>
  /** The current exchange rates: prices not set by hand are filled from USD at them */
  priceLists: PriceListsSource
}

/**
 * Staff editing of a product's sizes (decision 029): add one, change one, remove one (never the
 * last, nor one a set is made of). Each change is one transaction with its audit line, locks the
 * product first (as the product form does) and refreshes the product's summary of its variants.
 * SKU and GTIN are unique: the database's unique indexes settle two staff members racing.
 */
export function createVariantAdmin({ db, catalog, audit, read, priceLists }: VariantAdminDeps) {
  const own = (tx: Tx) => tablesOf<CatalogTables>(tx)

  async function change(productId: string, work: (tx: Tx, lists: PriceLists) => Promise<void>): Promise<StaffProduct> {
    const lists = await priceLists()
    try {
      await db.kysely.transaction().execute(async (tx) => {
        const locked = await own(tx).updateTable('product').set({ id: productId }).where('id', '=', productId).executeTakeFirst()
        if (Number(locked.numUpdatedRows) !== 1) throw new NotFound('Product', 'product_not_found')
        await work(tx, lists)
        await refreshSummaries(tx, [productId], lists)
      })
    } catch (err) {
      throw uniqueViolation(err) ?? err
    }
    await catalog.invalidate()
    return read(productId)
  }

  /** A size's photo is one of the product's uploaded photos. */
  async function checkPhoto(tx: Tx, productId: string, photoId: string | null | undefined): Promise<void> {
    if (!photoId) return
    const row = await own(tx).selectFrom('product').select('photos').where('id', '=', productId).executeTakeFirstOrThrow()
    const ids = JSON.parse(row.photos || '[]') as string[]
    if (!ids.includes(photoId)) throw new DomainError('photo_not_found', VARIANT_MESSAGES.photoNotOfProduct, [{ path: 'photo_id', message: VARIANT_MESSAGES.photoNotOfProduct }])
  }

  async function variantOf(tx: Tx, productId: string, variantId: string): Promise<ProductVariantTable> {
    const row = VARIANT_ID.test(variantId)
      ? await own(tx).selectFrom('product_variant').selectAll().where('id', '=', variantId).where('product_id', '=', productId).executeTakeFirst()
      : undefined
    if (!row) throw new DomainError('variant_not_found', VARIANT_MESSAGES.notFound)
    return row
  }

  return {
    async add(staff: Staff, productId: string, input: StaffVariantCreate): Promise<StaffProduct> {
      return change(productId, async (tx, lists) => {
        await checkPhoto(tx, productId, input.photo_id)
        const filled = autoListPrices(input, lists)
        const last = await own(tx).selectFrom('product_variant').select((eb) => eb.fn.max('position').as('p')).where('product_id', '=', productId).executeTakeFirst()
        const id = newId('var')
        const row: ProductVariantTable = {
          id,
          product_id: productId,
          position: Number(last?.p ?? -1) + 1,
          sku: input.sku,
          gtin: input.gtin,
          size_value: input.size_value,
          size_unit: input.size_unit,
          label: input.label ? storeTranslated(input.label) : null,
          weight_g: input.weight_g,
          price_cents: input.price_cents,
          compare_at_cents: input.compare_at_cents,
          ...filled,
          ...handSetPrices(filled, input),
          stock: input.stock,
          low_stock_threshold: input.low_stock_threshold,
          photo_id: input.photo_id,
          ...NO_PRIOR_LOW,
        }
        await own(tx).insertInto('product_variant').values(row).execute()
        await audit.record(tx, staff, { action: 'product.variant_add', entity: 'product', entity_id: productId, details: { variant_id: id, sku: input.sku } })
      })
    },

    async update(staff: Staff, productId: string, variantId: string, patch: StaffVariantUpdate): Promise<StaffProduct> {
      const { expected_stock: expected, ...fields } = patch
      if (!Object.values(fields).some((v) => v !== undefined)) throw new ValidationFailed('nothing_to_change', VARIANT_MESSAGES.nothingToChange)
      return change(productId, async (tx) => {
        const row = await variantOf(tx, productId, variantId)
        await checkPhoto(tx, productId, fields.photo_id)
        if (fields.stock !== undefined && expected !== undefined && expected !== row.stock) {
          throw new DomainError('stock_changed', `${VARIANT_MESSAGES.stockChanged} (now ${row.stock})`)
        }
        const price = fields.price_cents ?? row.price_cents
        const compareAt = fields.compare_at_cents === undefined ? row.compare_at_cents : fields.compare_at_cents
        if (compareAt !== null && compareAt <= price) {
          throw new ValidationFailed('compare_at_not_above', VARIANT_MESSAGES.compareAtNotAbove, [{ path: 'compare_at_cents', message: VARIANT_MESSAGES.compareAtNotAbove }])
        }
        const { label, fill_eur: _fillEur, fill_czk: _fillCzk, price_eur_cents: _pe, compare_at_eur_cents: _ce, price_czk_cents: _pc, compare_at_czk_cents: _cc, ...plain } = fields
        const values: Updateable<ProductVariantTable> = { ...plain, ...handSetPrices(row, fields) }
        if (label !== undefined) values.label = label ? storeTranslated(label) : null
        const changes: Record<string, unknown> = {}
        for (const [key, next] of Object.entries(values)) {
          const before = row[key as keyof ProductVariantTable]
          if (next !== before) changes[key] = { from: before, to: next }
        }
        if (!Object.keys(changes).length) return
        await own(tx).updateTable('product_variant').set(values).where('id', '=', variantId).execute()
        if (values.stock !== undefined && values.stock !== row.stock) {
          const stock = Number(values.stock)
          await recordStockMovement(tx, staff, { product_id: productId, variant_id: variantId, sku: String(values.sku ?? row.sku), delta: stock - row.stock, reason: 'correction', note: TYPED_STOCK_NOTE, stock_after: stock }, new Date())
        }
        await audit.record(tx, staff, { action: 'product.variant_update', entity: 'product', entity_id: productId, details: { variant_id: variantId, ...changes } })
      })
    },

    async remove(staff: Staff, productId: string, variantId: string): Promise<StaffProduct> {
      return change(productId, async (tx) => {
        const row = await variantOf(tx, productId, variantId)
        const count = await own(tx).selectFrom('product_variant').select((eb) => eb.fn.countAll<number>().as('n')).where('product_id', '=', productId).executeTakeFirstOrThrow()
        if (Number(count.n) <= 1) throw new DomainError('variant_last', VARIANT_MESSAGES.last)
        const inSet = await own(tx).selectFrom('combo_item').select('combo_id').where('variant_id', '=', variantId).limit(1).executeTakeFirst()
        if (inSet) throw new DomainError('variant_in_combo', VARIANT_MESSAGES.inCombo)
        // Cart lines of the size go with it (their foreign key cascades); orders keep their copy.
        await own(tx).deleteFrom('product_variant').where('id', '=', variantId).execute()
        await audit.record(tx, staff, { action: 'product.variant_remove', entity: 'product', entity_id: productId, details: { variant_id: variantId, sku: row.sku } })
      })
    },
  }
}

export type VariantAdmin = ReturnType<typeof createVariantAdmin>

/** A unique index refused the write: which one says what to tell staff. */
function uniqueViolation(err: unknown): DomainError | null {
  const e = err as { code?: unknown; message?: unknown; constraint?: unknown } | null
  const code = e?.code
  if (code !== '23505' && code !== 'SQLITE_CONSTRAINT_UNIQUE') return null
  const text = `${String(e?.constraint ?? '')} ${String(e?.message ?? '')}`
  if (text.includes('gtin')) return new DomainError('variant_gtin_taken', VARIANT_MESSAGES.gtinTaken, [{ path: 'gtin', message: VARIANT_MESSAGES.gtinTaken }])
  if (text.includes('sku')) return new DomainError('variant_sku_taken', VARIANT_MESSAGES.skuTaken, [{ path: 'sku', message: VARIANT_MESSAGES.skuTaken }])
  return null
}
