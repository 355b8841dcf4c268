import { type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 20, decision 049: the built-in test processor, a Stripe-shaped "separate company" the shop
// talks to over HTTP. Its state lives in tables of its own (prefix test_processor_): its keys (made
// once, shared by every process on the database), PaymentIntents with their charge, refunds, the
// answers to Idempotency-Keys, and webhook deliveries (rows claimed by one process, retried with
// backoff). Never a card number or CVC: brand, last four, country and expiry only.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('test_processor_account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_key', 'text', (c) => c.notNull())
    .addColumn('publishable_key', 'text', (c) => c.notNull())
    .addColumn('webhook_secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('test_processor_intent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('capture_method', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_received', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_capturable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_refunded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charge_id', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_country', 'text')
    .addColumn('card_exp_month', 'integer')
    .addColumn('card_exp_year', 'integer')
    .addColumn('last_payment_error', 'text')
    .addColumn('return_url', 'text')
    .addColumn('cancellation_reason', 'text')
    .addColumn('created', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('test_processor_refund')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_intent', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('test_processor_refund_intent').on('test_processor_refund').column('payment_intent').execute()

  await db.schema
    .createTable('test_processor_idempotency')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('params', 'text', (c) => c.notNull())
    // null while the first request with the key is still being answered
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('test_processor_webhook')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('last_response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'text')
    .execute()
  await db.schema.createIndex('test_processor_webhook_due').on('test_processor_webhook').columns(['status', 'next_attempt_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['test_processor_webhook', 'test_processor_idempotency', 'test_processor_refund', 'test_processor_intent', 'test_processor_account']) {
    await db.schema.dropTable(t).execute()
  }
}
