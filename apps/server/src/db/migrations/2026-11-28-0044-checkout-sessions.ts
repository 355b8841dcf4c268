import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 20, decision 051: an order paid partly by card is written only once the processor says
// the money was taken. Until then a checkout session keeps the order to be (as it will be written,
// JSON), what it holds — stock, coupon uses, wallet debit, gift card spend — and the payment it
// waits for. It ends once: completed (the order written, its id here) or failed (every hold given
// back). One session per idempotency key. A gift card bought by card likewise waits for its
// payment: the purchase (recipient, message, amount) is kept until the card is made.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkout_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    // the user id, or guest:<cart token hash>: who may see its answer
    .addColumn('owner_scope', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('cart_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open').check(sql`state in ('open', 'completed', 'failed')`))
    // the NewOrder to be written, JSON
    .addColumn('new_order', 'text', (c) => c.notNull())
    // the holds, JSON: stock lines, coupon codes and shopper keys, wallet and gift card parts
    .addColumn('holds', 'text', (c) => c.notNull())
    .addColumn('card_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addCheckConstraint('checkout_session_card_cents', sql`card_cents > 0`)
    .execute()
  await db.schema.createIndex('checkout_session_payment').on('checkout_session').column('payment_id').execute()
  await sql`create index checkout_session_open on checkout_session (expires_at) where state = 'open'`.execute(db)

  await db.schema
    .createTable('gift_card_purchase')
    // giftcard:<user id>:<the buyer's idempotency key>, the key its payment is started under
    .addColumn('idempotency_key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('gift_card_purchase_amount', sql`amount_cents > 0`)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_card_purchase').execute()
  await db.schema.dropTable('checkout_session').execute()
}
