import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// modules/reviews owns `review`, modules/testimonials owns `testimonial` (issue 5).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id'))
    /** null: an imported review (the demo seed), not tied to an account */
    .addColumn('user_id', 'text', (c) => c.references('app_user.id'))
    /** The display name when it was written */
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    /** 0/1: the author had a delivered order of this product when writing */
    .addColumn('verified_purchase', 'integer', (c) => c.notNull().defaultTo(0))
    /** Only approved reviews count in product.rating_sum/rating_count */
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('moderation_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  // One review per product per account (NULL user ids, the imported ones, never collide).
  await db.schema.createIndex('review_user_product').on('review').columns(['user_id', 'product_id']).unique().execute()
  await db.schema.createIndex('review_product_status').on('review').columns(['product_id', 'status', 'created_at']).execute()
  await db.schema.createIndex('review_status_created').on('review').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('testimonial')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** The signed-in author, when there was one (guests may write too) */
    .addColumn('user_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('moderation_note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('moderated_at', 'text')
    .addColumn('moderated_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('testimonial_status_created').on('testimonial').columns(['status', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('testimonial').execute()
  await db.schema.dropTable('review').execute()
}
