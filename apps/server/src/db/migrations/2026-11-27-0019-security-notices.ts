import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 14 (modules/auth owns it): the "not you?" links of the security notices. A notice goes to
// the account's old (or verified) contact when its email, phone, password or two-factor settings
// change; its link, within 7 days and once, puts a changed contact back and ends every session.
// Only the SHA-256 of the link's token is stored.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('security_notice')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn(
      'kind',
      'text',
      (c) => c.notNull().check(sql`kind in ('email_changed', 'phone_changed', 'password_changed', 'password_reset', 'two_factor_off', 'two_factor_reset', 'questions_changed')`),
    )
    /** Where the notice went: the contact that can undo */
    .addColumn('sent_to', 'text', (c) => c.notNull())
    /** For a changed email or phone: the value to put back (null when there was none) and the new one */
    .addColumn('previous_contact', 'text')
    .addColumn('new_contact', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('security_notice_user').on('security_notice').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('security_notice').execute()
}
