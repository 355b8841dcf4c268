import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// The database itself keeps the address book's two rules, so concurrent requests cannot break them:
// - at most 20 addresses per user: each row holds one of the user's 20 slots, unique per user;
// - at most one default address per user: a partial unique index over the default rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('address')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (c) => c.notNull().check(sql`slot >= 0 and slot < 20`))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('zip_code', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_default in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  // Also the index every per-user query uses.
  await db.schema.createIndex('address_user_slot').on('address').columns(['user_id', 'slot']).unique().execute()
  await db.schema
    .createIndex('address_user_default')
    .on('address')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('address').execute()
}
