import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Limits are counters guarded by conditional updates, so concurrent orders cannot pass them:
// coupon.used_count < usage_limit overall, coupon_shopper_use.count < per_shopper_limit per shopper
// (shopper_key: the user id, or 'email:' + the guest's lower-cased email).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('coupon')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('fixed', 'percent')`))
    /** cents for fixed, whole percent for percent */
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    /** JSON {lang: {kind, value}}: GET15 is $15 in en and 15% in cz, sl, ge */
    .addColumn('lang_terms', 'text', (c) => c.notNull().defaultTo('{}'))
    /** JSON {en, cz, sl, ge} */
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('min_order_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('usage_limit', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_shopper_limit', 'integer')
    /** A personal code (the newsletter's 5%): only this user or email may use it */
    .addColumn('owner_user_id', 'text', (c) => c.references('app_user.id').onDelete('cascade'))
    .addColumn('owner_email', 'text')
    .addColumn('stackable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('coupon_usage_bounded', sql`usage_limit is null or used_count <= usage_limit`)
    .execute()
  await db.schema
    .createTable('coupon_shopper_use')
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupon.id').onDelete('cascade'))
    .addColumn('shopper_key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_shopper_use_pk', ['coupon_id', 'shopper_key'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('coupon_shopper_use').execute()
  await db.schema.dropTable('coupon').execute()
}
