import {
  DomainError,
  NotFound,
  PRODUCT_CREATE_MESSAGES as MSG,
  STOCK_HISTORY_LIMIT,
  VARIANT_ID,
  VARIANT_MESSAGES,
  type StaffProduct,
  type StockAdjustmentReason,
  type StockMovementList,
} from '@shop/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import type { AuthUser } from '../../http/auth'
import { newId } from '../../lib/ids'
import type { AuditLog } from '../audit/audit.service'
import type { CatalogService } from './catalog.service'

type Staff = Pick<AuthUser, 'id' | 'username'>

export interface StockAdjustmentsDeps {
  db: Db
  catalog: Pick<CatalogService, 'invalidate'>
  audit: AuditLog
  read: (productId: string) => Promise<StaffProduct>
  now?: () => Date
}

export interface Adjustment {
  delta: number
  reason: StockAdjustmentReason
  note: string
}

/**
 * One row of a size's stock history, in the caller's transaction: an adjustment here, or a stock
 * number staff typed into the size's form (reason 'correction'), so every change staff make to a
 * stock is in the history, not only the adjustments (decision 034).
 */
export async function recordStockMovement(
  tx: Tx,
  staff: Staff,
  m: { product_id: string; variant_id: string; sku: string; delta: number; reason: StockAdjustmentReason; note: string; stock_after: number },
  at: Date,
): Promise<string> {
  const id = newId('stm')
  await tablesOf<CatalogTables>(tx)
    .insertInto('stock_movement')
    .values({ id, ...m, staff_id: staff.id, staff_name: staff.username, created_at: at.toISOString() })
    .execute()
  return id
}

/** What the history says of a stock number typed into a form. */
export const TYPED_STOCK_NOTE = 'set in the editor'

/**
 * Staff adjustments of a variant's stock ("received 50", "damaged 2"), each kept in stock_movement
 * with who, when and the stock it left (decision 034). The variant's stock moves by one conditional
 * update that never goes below zero, so an adjustment racing a checkout or another adjustment is
 * settled by the database, not by a number read earlier; the product's summed stock moves by the
 * same amount in the same transaction (decision 029).
 */
export function createStockAdjustments({ db, catalog, audit, read, now = () => new Date() }: StockAdjustmentsDeps) {
  const own = (tx: Tx) => tablesOf<CatalogTables>(tx)

  return {
    async adjust(staff: Staff, productId: string, variantId: string, a: Adjustment): Promise<StaffProduct> {
      await db.kysely.transaction().execute(async (tx) => {
        const variant = VARIANT_ID.test(variantId)
          ? await own(tx).selectFrom('product_variant').select(['id', 'sku']).where('id', '=', variantId).where('product_id', '=', productId).executeTakeFirst()
          : undefined
        if (!variant) {
          const product = await own(tx).selectFrom('product').select('id').where('id', '=', productId).executeTakeFirst()
          if (!product) throw new NotFound('Product', 'product_not_found')
          throw new DomainError('variant_not_found', VARIANT_MESSAGES.notFound)
        }
        const moved = await own(tx)
          .updateTable('product_variant')
          .set({ stock: sql`stock + ${a.delta}` })
          .where('id', '=', variantId)
          .where(sql<boolean>`stock + ${a.delta} >= 0`)
          .returning('stock')
          .executeTakeFirst()
        if (!moved) {
          const current = await own(tx).selectFrom('product_variant').select('stock').where('id', '=', variantId).executeTakeFirstOrThrow()
          throw new DomainError('stock_below_zero', `${MSG.stockBelowZero} (now ${current.stock})`, [{ path: 'delta', message: `${MSG.stockBelowZero} (now ${current.stock})` }])
        }
        await own(tx).updateTable('product').set({ stock: sql`stock + ${a.delta}` }).where('id', '=', productId).execute()
        const id = await recordStockMovement(tx, staff, { product_id: productId, variant_id: variantId, sku: variant.sku, delta: a.delta, reason: a.reason, note: a.note, stock_after: Number(moved.stock) }, now())
        await audit.record(tx, staff, {
          action: 'product.stock_adjust',
          entity: 'product',
          entity_id: productId,
          details: { movement_id: id, variant_id: variantId, sku: variant.sku, delta: a.delta, reason: a.reason, stock_after: Number(moved.stock) },
        })
      })
      await catalog.invalidate()
      return read(productId)
    },

    /** A product's adjustments, newest first (the editor groups them by size). */
    async history(productId: string): Promise<StockMovementList> {
      const k = own(db.kysely)
      const product = await k.selectFrom('product').select('id').where('id', '=', productId).executeTakeFirst()
      if (!product) throw new NotFound('Product', 'product_not_found')
      const rows = await k
        .selectFrom('stock_movement')
        .selectAll()
        .where('product_id', '=', productId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(STOCK_HISTORY_LIMIT)
        .execute()
      return {
        data: rows.map((r) => ({
          id: r.id,
          variant_id: r.variant_id,
          sku: r.sku,
          delta: Number(r.delta),
          reason: r.reason,
          note: r.note,
          stock_after: Number(r.stock_after),
          staff: { id: r.staff_id, name: r.staff_name },
          created_at: r.created_at,
        })),
      }
    },
  }
}

export type StockAdjustments = ReturnType<typeof createStockAdjustments>
