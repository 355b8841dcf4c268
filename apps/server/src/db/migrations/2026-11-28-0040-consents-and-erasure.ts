import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 19, decision 046: the consents a shopper gave (newsletter, terms) with their times, and
// the mark of an erased account, which stays as a tombstone so the orders and invoices tax law
// keeps still point at an account.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('email', 'text')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('newsletter', 'terms')`))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ref', 'text')
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdrawn_source', 'text')
    .execute()
  await db.schema.createIndex('consent_user').on('consent').column('user_id').execute()
  await db.schema.createIndex('consent_email').on('consent').columns(['email', 'kind']).execute()

  await db.schema.alterTable('app_user').addColumn('erased_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('erased_at').execute()
  await db.schema.dropTable('consent').execute()
}
