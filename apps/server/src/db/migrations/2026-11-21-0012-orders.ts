import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// An order is written with its lines, first event, stock, coupon and wallet changes in one
// transaction. idempotency_key is unique: a repeated submit finds the first order.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('resume_status', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    /** Who may replay the key: the user id or 'guest:' + the guest cart's token hash */
    .addColumn('idempotency_scope', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_wallet_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_gift_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_card_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cod_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_card_id', 'text', (c) => c.references('gift_card.id'))
    .addColumn('payment_id', 'text', (c) => c.references('payment.id'))
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('shipping_method', 'text', (c) => c.notNull())
    /** JSON of the address as given at checkout */
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    /** JSON [{code, amount_cents}] */
    .addColumn('coupons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'shop_order_paid_in_full',
      sql`paid_wallet_cents + paid_gift_card_cents + paid_card_cents + cod_cents = total_cents`,
    )
    .execute()
  await db.schema.createIndex('shop_order_user_time').on('shop_order').columns(['user_id', 'created_at']).execute()
  await db.schema.createIndex('shop_order_status_time').on('shop_order').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('order_line')
    .addColumn('order_id', 'text', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id'))
    /** JSON {en, cz, sl, ge}: the name when bought */
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('line_total_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_line_pk', ['order_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('order_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull().check(sql`actor in ('shopper', 'staff', 'system')`))
    .addColumn('actor_id', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_event_order_time').on('order_event').columns(['order_id', 'at']).execute()

  await db.schema
    .createTable('order_request')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cancel', 'return')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_to', 'text', (c) => c.notNull().check(sql`refund_to in ('wallet', 'card')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'accepted', 'rejected')`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .execute()
  // One request of each kind per order: a second cancel or return request is refused by the database.
  await db.schema.createIndex('order_request_once').on('order_request').columns(['order_id', 'kind']).unique().execute()
  await db.schema.createIndex('order_request_status').on('order_request').columns(['status', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_request').execute()
  await db.schema.dropTable('order_event').execute()
  await db.schema.dropTable('order_line').execute()
  await db.schema.dropTable('shop_order').execute()
}
