import type { Kysely } from 'kysely'

// Frozen. Product rows carry long translated texts, so a list that filters or sorts on the small
// columns would otherwise read every wide row; this index answers those queries on its own.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('product_listing')
    .on('product')
    .columns([
      'sold_count', 'id', 'kind', 'stock', 'price_cents', 'created_at', 'rating_sum', 'rating_count',
      'category_id', 'subcategory_id', 'brand_id', 'featured',
    ])
    .execute()
}
