import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issues 17 and 16 (docs/decisions/033): a product is a draft, published or archived; every
// existing product is on sale, so it is published. The shop's lists read only published products:
// the listing index of migration 0003 becomes partial on that condition and carries the status
// too (SQLite counts an index as covering only if it holds every column the query names, the
// condition's included), so it still answers the hot list on its own and holds only what the shop
// shows. The queries name `status = 'published'` as a literal, which is what lets both databases'
// planners match them to the index's condition (a bound parameter would not).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('product')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published').check(sql`status in ('draft', 'published', 'archived')`))
    .execute()
  await db.schema.dropIndex('product_listing').execute()
  await sql`create index product_listing on product (sold_count, id, kind, stock, price_cents, created_at, rating_sum,
    rating_count, category_id, subcategory_id, brand_id, featured, status) where status = 'published'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('product_listing').execute()
  await db.schema
    .createIndex('product_listing')
    .on('product')
    .columns([
      'sold_count', 'id', 'kind', 'stock', 'price_cents', 'created_at', 'rating_sum', 'rating_count',
      'category_id', 'subcategory_id', 'brand_id', 'featured',
    ])
    .execute()
  await db.schema.alterTable('product').dropColumn('status').execute()
}
