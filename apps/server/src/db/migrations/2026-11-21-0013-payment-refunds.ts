import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// One row per refund given back through the gateway. The unique (payment, key) pair is what makes
// a repeated refund call (a retry, a crash between gateway and database) raise refunded_cents once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_refund')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payment.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    /** The gateway's id of the refund */
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('payment_refund_key').on('payment_refund').columns(['payment_id', 'idempotency_key']).unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_refund').execute()
}
