import type { Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.references('category.id'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute()
  // Top-level slugs are unique; subcategory slugs are unique within their parent.
  await db.schema.createIndex('category_parent_slug').on('category').columns(['parent_id', 'slug']).unique().execute()
  await db.schema.createIndex('category_slug').on('category').column('slug').execute()

  await db.schema
    .createTable('brand')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema
    .createTable('product')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['single', 'combo'])))
    .addColumn('brand_id', 'text', (c) => c.notNull().references('brand.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('category.id'))
    .addColumn('subcategory_id', 'text', (c) => c.notNull().references('category.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('usage', 'text', (c) => c.notNull())
    .addColumn('inci', 'text', (c) => c.notNull())
    .addColumn('skin_types', 'text', (c) => c.notNull())
    .addColumn('hair_types', 'text', (c) => c.notNull())
    .addColumn('certifications', 'text', (c) => c.notNull())
    .addColumn('allergens', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sqlGe('price_cents', 0)))
    .addColumn('compare_at_cents', 'integer')
    .addColumn('size_value', 'integer', (c) => c.notNull())
    .addColumn('size_unit', 'text', (c) => c.notNull())
    .addColumn('pao_months', 'integer', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().check(sqlGe('stock', 0)))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_style', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  for (const col of ['category_id', 'subcategory_id', 'brand_id', 'price_cents', 'sold_count', 'created_at']) {
    await db.schema.createIndex(`product_${col}`).on('product').column(col).execute()
  }

  await db.schema
    .createTable('combo_item')
    .addColumn('combo_id', 'text', (c) => c.notNull().references('product.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sqlGe('quantity', 1)))
    .addPrimaryKeyConstraint('combo_item_pk', ['combo_id', 'product_id'])
    .execute()
  await db.schema.createIndex('combo_item_product').on('combo_item').column('product_id').execute()

  await db.schema
    .createTable('product_attribute')
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_attribute_pk', ['kind', 'value', 'product_id'])
    .execute()
  await db.schema.createIndex('product_attribute_product').on('product_attribute').column('product_id').execute()

  await db.schema
    .createTable('banner')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull())
    .addColumn('cta', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()
}

import { sql } from 'kysely'
function sqlIn(col: string, values: string[]) {
  return sql`${sql.ref(col)} in (${sql.join(values.map((v) => sql.lit(v)))})`
}
function sqlGe(col: string, n: number) {
  return sql`${sql.ref(col)} >= ${sql.lit(n)}`
}
