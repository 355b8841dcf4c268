import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 5, module complaints: a shopper's complaint about one of their orders, and its thread.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('complaint')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    /** Copied from the order (it never changes): lists need no join into the orders module's tables */
    .addColumn('order_number', 'text', (c) => c.notNull())
    /** The order's email and language: where and in which language replies are mailed */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'answered', 'closed')`))
    /**
     * Messages so far. Every new message bumps it with a conditional update first: that locks the
     * complaint row, and the new value numbers the message, so a thread's order is never a tie.
     */
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('complaint_user').on('complaint').columns(['user_id', 'updated_at']).execute()
  await db.schema.createIndex('complaint_status').on('complaint').columns(['status', 'updated_at']).execute()

  await db.schema
    .createTable('complaint_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('complaint_id', 'text', (c) => c.notNull().references('complaint.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('shopper', 'staff')`))
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addUniqueConstraint('complaint_message_seq', ['complaint_id', 'seq'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('complaint_message').execute()
  await db.schema.dropTable('complaint').execute()
}
