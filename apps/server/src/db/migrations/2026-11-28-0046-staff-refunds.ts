import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 20, decision 053: staff refund a whole order, chosen lines and quantities, or a free amount.
// Each refund is a row: what it gave back, from which payment parts and where it went (the
// RefundRecord JSON of orders.refunds.ts), the pieces it refunded (JSON, in the order's language
// as the credit note names them), whether they went back to stock, the credit note issued after it
// committed. A repeat of the dialog's idempotency key answers the refund made (unique per order).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_refund')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('whole', 'lines', 'amount')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('shipping_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('parts', 'text', (c) => c.notNull())
    .addColumn('restocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('credit_note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_refund_key').on('order_refund').columns(['order_id', 'idempotency_key']).unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_refund').execute()
}
