import { EXCHANGE_RATE_SEEDS } from '@shop/domain'
import { sql } from 'kysely'
import { tablesOf } from '../../db/tables'
import type { CatalogTables } from '../../db/tables/catalog'
import type { Tx } from '../../db/tx'
import { refreshSummaries } from './catalog.variants'

/* Test and benchmark helpers: prices and stock set through a product's variants (decision 029), its summary kept (EUR and CZK filled at the seeded rates). */

/** Sets a product's stock for tests and benchmarks: its default variant gets it all, the others none. */
export async function setDefaultVariantStock(tx: Tx, productId: string, stock: number): Promise<string> {
  const k = tablesOf<CatalogTables>(tx)
  const first = await k.selectFrom('product_variant').select('id').where('product_id', '=', productId).orderBy('price_cents').orderBy('position').orderBy('id').executeTakeFirstOrThrow()
  await k.updateTable('product_variant').set({ stock: sql`case when id = ${first.id} then ${stock} else 0 end` }).where('product_id', '=', productId).execute()
  await refreshSummaries(tx, [productId], EXCHANGE_RATE_SEEDS)
  return first.id
}

/** Sets one variant's stock for tests and benchmarks, keeping its product's sum. */
export async function setVariantStock(tx: Tx, variantId: string, stock: number): Promise<void> {
  const k = tablesOf<CatalogTables>(tx)
  const row = await k.updateTable('product_variant').set({ stock }).where('id', '=', variantId).returning('product_id').executeTakeFirstOrThrow()
  await refreshSummaries(tx, [row.product_id], EXCHANGE_RATE_SEEDS)
}

/**
 * Sets a product's price and stock for tests and benchmarks, as if it had one size: every variant
 * takes the price (so the first in position is the default), the default variant the stock and the
 * others none. Answers the default variant's id.
 */
export async function setSellableForTests(tx: Tx, productId: string, values: { price_cents?: number; stock?: number }): Promise<string> {
  const k = tablesOf<CatalogTables>(tx)
  if (values.price_cents !== undefined) {
    await k.updateTable('product_variant').set({ price_cents: values.price_cents, compare_at_cents: null }).where('product_id', '=', productId).execute()
  }
  if (values.stock !== undefined) return setDefaultVariantStock(tx, productId, values.stock)
  await refreshSummaries(tx, [productId], EXCHANGE_RATE_SEEDS)
  const first = await k.selectFrom('product_variant').select('id').where('product_id', '=', productId).orderBy('price_cents').orderBy('position').orderBy('id').executeTakeFirstOrThrow()
  return first.id
}
