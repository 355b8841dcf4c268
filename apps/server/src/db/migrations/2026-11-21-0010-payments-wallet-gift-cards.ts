import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// - payment: every card charge through the gateway (never the card number: brand, last four, country).
//   Written as 'pending' before the gateway is called, so a crash leaves a trace to reconcile.
// - wallet: the balance, kept equal to the sum of wallet_entry rows in the same transaction;
//   the check makes a negative balance impossible whatever the race.
// - gift_card: the code only as a keyed hash; balance spent by checkout or moved to a wallet once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('order', 'top_up', 'gift_card')`))
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('reference', 'text')
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'succeeded', 'failed', 'refunded')`))
    .addColumn('failure', 'text')
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('card_country', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('payment_refund_bounded', sql`refunded_cents >= 0 and refunded_cents <= amount_cents`)
    .execute()

  await db.schema
    .createTable('wallet')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sql`balance_cents >= 0`))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('wallet_entry')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('top_up', 'order_payment', 'refund', 'gift_card')`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents <> 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    /** Makes a repeated top-up or refund write one entry: unique per user */
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('wallet_entry_user_time').on('wallet_entry').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('wallet_entry_idempotency').on('wallet_entry').columns(['user_id', 'idempotency_key']).unique().execute()

  await db.schema
    .createTable('gift_card')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_last4', 'text', (c) => c.notNull())
    .addColumn('initial_cents', 'integer', (c) => c.notNull().check(sql`initial_cents > 0`))
    .addColumn('balance_cents', 'integer', (c) => c.notNull().check(sql`balance_cents >= 0`))
    .addColumn('purchaser_user_id', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.references('payment.id'))
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('redeemed_by', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('redeemed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('gift_card_balance_bounded', sql`balance_cents <= initial_cents`)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_card').execute()
  await db.schema.dropTable('wallet_entry').execute()
  await db.schema.dropTable('wallet').execute()
  await db.schema.dropTable('payment').execute()
}
