import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Staff (PRODUCT.md "Staff") are accounts with role 'staff', made by `npm run staff:create`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('shopper').check(sql`role in ('shopper', 'staff')`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('role').execute()
}
