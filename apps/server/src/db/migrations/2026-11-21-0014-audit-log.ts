import type { Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Every staff change is written here in the same transaction as the change itself (issue 5).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    /** The staff member's email (or username) when it happened: the log stays readable if the account goes */
    .addColumn('actor_name', 'text', (c) => c.notNull())
    /** e.g. 'order.status', 'product.update', 'review.approve' */
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    /** JSON: what changed (before/after of the fields touched) */
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
  await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
}
