import type { Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// A sign-in with Google or Facebook is known by the provider's subject, never by its email: the
// email links a first sign-in to an account, the subject recognises every later one. The unique
// (provider, subject) settles two first sign-ins racing each other.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_identity')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    /** The provider's verified email when the identity was linked */
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_identity_pk', ['provider', 'subject'])
    .execute()
  await db.schema.createIndex('user_identity_user').on('user_identity').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_identity').execute()
}
