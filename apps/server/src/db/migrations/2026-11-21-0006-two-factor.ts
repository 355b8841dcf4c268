import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// - two_factor: one authenticator secret per user, encrypted at rest (AES-256-GCM, key in `meta`);
//   `last_step` is the TOTP time step last accepted, so a code cannot be used twice.
// - security_question: exactly the positions 1–3 per user; answers only as argon2id hashes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('totp_secret', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('security_question')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`${sql.ref('position')} between 1 and 3`))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('security_question_pk', ['user_id', 'position'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('security_question').execute()
  await db.schema.dropTable('two_factor').execute()
}
