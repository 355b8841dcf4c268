import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 17, decision 029: a product has one or more variants (sizes; a scent or shade label where it
// applies), each with its own SKU, GTIN, weight, price, compare-at price, stock and low-stock
// threshold. Today's data moves without loss: each product becomes its single variant, with the
// product's price, compare-at price, size and stock. The product keeps those columns as its summary
// (the lowest variant price with that variant's compare-at and size, the stock summed over its
// variants, the number of variants), maintained in the transaction of every variant change, so the
// list, its filters and sorts, and search read one table as before.
// Cart lines and order lines become lines per variant (a cart may hold 50 ml and 100 ml of one
// product); an order line keeps the SKU and the size label it was bought with. A combo's parts name
// the variant they are made of (one variant per product in a bundle: the key stays combo + product).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_variant')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('gtin', 'text')
    .addColumn('size_value', 'integer', (c) => c.notNull().check(sql`size_value > 0`))
    .addColumn('size_unit', 'text', (c) => c.notNull().check(sql`size_unit in ('ml', 'g', 'pcs')`))
    /** JSON {en, cz, sl, ge} of a scent or shade, or null when the size alone names the variant */
    .addColumn('label', 'text')
    .addColumn('weight_g', 'integer', (c) => c.notNull().check(sql`weight_g >= 0`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('compare_at_cents', 'integer')
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(5).check(sql`low_stock_threshold >= 0`))
    /** An uploaded photo of the product (product_image.id) that shows this variant, or null */
    .addColumn('photo_id', 'text')
    .execute()
  await db.schema.createIndex('product_variant_product').on('product_variant').columns(['product_id', 'position']).execute()
  // Unique when set: both databases let several rows hold null in a unique index.
  await db.schema.createIndex('product_variant_gtin').on('product_variant').column('gtin').unique().execute()

  // Each product becomes its single variant; its id and SKU follow from the product's id.
  await sql`insert into product_variant (id, product_id, position, sku, gtin, size_value, size_unit, label, weight_g,
      price_cents, compare_at_cents, stock, low_stock_threshold, photo_id)
    select 'var_' || substr(p.id, 5), p.id, 0, 'SKU-' || substr(p.id, 5), null, p.size_value, p.size_unit, null,
      case when p.size_unit = 'pcs' then 60 * p.size_value else p.size_value + 40 end,
      p.price_cents, p.compare_at_cents, p.stock, 5, null
    from product p`.execute(db)
  await db.schema.alterTable('product').addColumn('variant_count', 'integer', (c) => c.notNull().defaultTo(1)).execute()

  // combo_item: the part's variant (its product's only one today).
  await db.schema.alterTable('combo_item').addColumn('variant_id', 'text', (c) => c.notNull().defaultTo('')).execute()
  await sql`update combo_item set variant_id = 'var_' || substr(product_id, 5)`.execute(db)
  await db.schema.createIndex('combo_item_variant').on('combo_item').column('variant_id').execute()

  // cart_line: one line per variant. Rebuilt (a primary key cannot change in place on SQLite).
  await db.schema
    .createTable('cart_line_v')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('cart.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('variant_id', 'text', (c) => c.notNull().references('product_variant.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('seen_price_cents', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_line_variant_pk', ['cart_id', 'variant_id'])
    .execute()
  await sql`insert into cart_line_v (cart_id, product_id, variant_id, quantity, seen_price_cents, added_at)
    select cart_id, product_id, 'var_' || substr(product_id, 5), quantity, seen_price_cents, added_at from cart_line`.execute(db)
  await db.schema.dropTable('cart_line').execute()
  await sql`alter table cart_line_v rename to cart_line`.execute(db)

  // order_line: one line per variant, with the SKU and size label as bought. No foreign key to the
  // variant: a removed variant's orders keep their copy (as they keep the name).
  await db.schema
    .createTable('order_line_v')
    .addColumn('order_id', 'text', (c) => c.notNull().references('shop_order.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id'))
    .addColumn('variant_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    /** JSON {en, cz, sl, ge}: the size (and scent or shade) when bought, e.g. "100 ml" */
    .addColumn('variant_label', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('line_total_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_line_variant_pk', ['order_id', 'variant_id'])
    .execute()
  const label = sql`p.size_value || ' ' || p.size_unit`
  const json = sql`'{"en":"' || ${label} || '","cz":"' || ${label} || '","sl":"' || ${label} || '","ge":"' || ${label} || '"}'`
  await sql`insert into order_line_v (order_id, product_id, variant_id, sku, variant_label, name, unit_price_cents, quantity, line_total_cents)
    select ol.order_id, ol.product_id, 'var_' || substr(ol.product_id, 5), 'SKU-' || substr(ol.product_id, 5), ${json},
      ol.name, ol.unit_price_cents, ol.quantity, ol.line_total_cents
    from order_line ol inner join product p on p.id = ol.product_id`.execute(db)
  await db.schema.dropTable('order_line').execute()
  await sql`alter table order_line_v rename to order_line`.execute(db)
  await db.schema.createIndex('order_line_product').on('order_line').column('product_id').execute()
}
