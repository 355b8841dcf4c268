import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../types'

// Frozen: never edit after it has landed; add a new migration instead.
// Staff catalog editing (issue 5, modules/catalog-admin):
// - product_image: uploaded product photos, the bytes in the database itself (blob on SQLite, bytea
//   on PostgreSQL: the one column type the two do not share). Every process and every replica
//   sees a photo the moment its transaction commits, and a backup of the database holds them.
// - product.photos: the ids of the product's photos in gallery order (JSON array, '[]' = none, the
//   drawn pictures show). The catalog reads it with the product row, so listings need no join.
// - category_top_slug: top-level slugs unique on PostgreSQL too (its unique (parent_id, slug) index
//   treats NULL parents as distinct).
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('product_image')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/png', 'image/jpeg', 'image/webp')`))
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    /** hex SHA-256 of the bytes: the ETag */
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    /** The staff member's user id */
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('product_image_product').on('product_image').column('product_id').execute()

  await db.schema.alterTable('product').addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]')).execute()

  await db.schema.createIndex('category_top_slug').on('category').column('slug').unique().where(sql.ref('parent_id'), 'is', null).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('category_top_slug').execute()
  await db.schema.alterTable('product').dropColumn('photos').execute()
  await db.schema.dropTable('product_image').execute()
}
