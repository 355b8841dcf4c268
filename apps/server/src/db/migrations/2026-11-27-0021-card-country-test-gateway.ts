import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 14 (docs/decisions/022-card-country-and-wallet.md):
// - shop_order.card_country: where the paying card was issued, copied from its payment like brand
//   and last four, so the order view can say that an abroad card's refunds go back to the card only.
//   Existing orders take it from their payment.
// - test_gateway_charge / test_gateway_refund: the built-in test gateway keeps its charges,
//   the answer to each idempotency key and its refunds in the database, so a refund or a recovery
//   lookup after a restart finds the charge. refunded_cents <= amount_cents is checked by the
//   database as well as by the conditional update that raises it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_order').addColumn('card_country', 'text').execute()
  await sql`update shop_order set card_country = (select p.card_country from payment p where p.id = shop_order.payment_id) where payment_id is not null`.execute(db)

  await db.schema
    .createTable('test_gateway_charge')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('test_gateway_charge_refund_bounded', sql`refunded_cents >= 0 and refunded_cents <= amount_cents`)
    .execute()
  await db.schema
    .createTable('test_gateway_refund')
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('charge_reference', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_gateway_refund').execute()
  await db.schema.dropTable('test_gateway_charge').execute()
  await db.schema.alterTable('shop_order').dropColumn('card_country').execute()
}
