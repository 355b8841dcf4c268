import type { Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 17, fulfilment (docs/decisions/032-fulfilment.md):
// - shop_order.carrier / tracking_number: set together when staff ship an order in one step; the
//   shopper's tracking page and the shipped email link to the carrier's page for them.
// - shop_order_created: the accounting export pages through orders by (created_at, id).
// - notification_burst: one pending email per key (an order), replaced while unsent and sent once
//   its window has passed without a newer change (modules/notifications owns it).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_order').addColumn('carrier', 'text').execute()
  await db.schema.alterTable('shop_order').addColumn('tracking_number', 'text').execute()
  await db.schema.createIndex('shop_order_created').on('shop_order').columns(['created_at', 'id']).execute()

  await db.schema
    .createTable('notification_burst')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    /** The time of the burst's first change: the email names every step since */
    .addColumn('since', 'text', (c) => c.notNull())
    /** The last change plus the window: sent when this has passed */
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('notification_burst_due').on('notification_burst').column('due_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_burst').execute()
  await db.schema.dropIndex('shop_order_created').execute()
  await db.schema.alterTable('shop_order').dropColumn('tracking_number').execute()
  await db.schema.alterTable('shop_order').dropColumn('carrier').execute()
}
