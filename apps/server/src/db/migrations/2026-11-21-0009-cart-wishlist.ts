import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// A cart belongs to a user or to a guest (the SHA-256 of the guest's cookie), never both; one per owner.
// A line per product (primary key), so concurrent adds of one product meet in one row.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('cascade'))
    .addColumn('guest_token_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('cart_one_owner', sql`(user_id is null) <> (guest_token_hash is null)`)
    .execute()
  await db.schema.createIndex('cart_user').on('cart').column('user_id').unique().execute()
  await db.schema.createIndex('cart_guest').on('cart').column('guest_token_hash').unique().execute()
  await db.schema.createIndex('cart_updated').on('cart').column('updated_at').execute()

  await db.schema
    .createTable('cart_line')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('seen_price_cents', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_line_pk', ['cart_id', 'product_id'])
    .execute()

  await db.schema
    .createTable('wishlist_item')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_item_pk', ['user_id', 'product_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wishlist_item').execute()
  await db.schema.dropTable('cart_line').execute()
  await db.schema.dropTable('cart').execute()
}
