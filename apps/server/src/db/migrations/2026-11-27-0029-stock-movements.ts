import { type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 17 (docs/decisions/034): staff adjust a variant's stock with a reason, kept as a history.
// The variant id and SKU are copied without a foreign key, so removing a size keeps its history;
// the staff member's name is copied as it was then. Newest first per variant and per product.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_movement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('stock_after', 'integer', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('stock_movement_product').on('stock_movement').columns(['product_id', 'created_at']).execute()
  await db.schema.createIndex('stock_movement_variant').on('stock_movement').columns(['variant_id', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stock_movement').execute()
}
