import { type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 20, decision 050: a card payment is a PaymentIntent the browser confirms with the processor.
// - payment: the intent's client secret (what the browser confirms with), its capture method, who
//   may complete it from the browser (owner_scope), when its holds run out (expires_at) and when it
//   settled. `reference` now holds the intent id; an index finds a payment by it (webhooks).
// - payment_event: the webhook events acted on, by the processor's event id (a replay is a no-op).
// - test_gateway_charge / test_gateway_refund go: the test processor (migration 0042) keeps its
//   own tables, and nothing the old built-in gateway charged can be refunded through it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment').addColumn('client_secret', 'text').execute()
  await db.schema.alterTable('payment').addColumn('capture_method', 'text', (c) => c.notNull().defaultTo('automatic')).execute()
  await db.schema.alterTable('payment').addColumn('owner_scope', 'text').execute()
  await db.schema.alterTable('payment').addColumn('expires_at', 'text').execute()
  await db.schema.alterTable('payment').addColumn('settled_at', 'text').execute()
  await db.schema.createIndex('payment_reference').on('payment').column('reference').execute()
  await db.schema.createIndex('payment_pending_expiry').on('payment').columns(['status', 'expires_at']).execute()

  await db.schema
    .createTable('payment_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema.dropTable('test_gateway_refund').execute()
  await db.schema.dropTable('test_gateway_charge').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('test_gateway_charge')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('test_gateway_refund')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('charge_reference', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.dropTable('payment_event').execute()
  await db.schema.dropIndex('payment_pending_expiry').execute()
  await db.schema.dropIndex('payment_reference').execute()
  for (const column of ['settled_at', 'expires_at', 'owner_scope', 'capture_method', 'client_secret']) {
    await db.schema.alterTable('payment').dropColumn(column).execute()
  }
}
