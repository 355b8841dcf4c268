import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 5, modules newsletter, contact and feedback: what the public forms leave behind.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriber')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** Lower-cased; one row per address, whatever happens to it */
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'confirmed', 'unsubscribed')`))
    /** SHA-256 of the live confirmation link's token; kept after confirming so a repeat click answers the same code */
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('confirm_expires_at', 'text')
    /** When the last confirmation mail went out: repeated signups resend at most every few minutes */
    .addColumn('confirm_sent_at', 'text')
    /** The personal 5% code, issued once per address (a resubscribe keeps it) */
    .addColumn('coupon_code', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute()
  await db.schema.createIndex('newsletter_subscriber_status').on('newsletter_subscriber').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('contact_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    /** The signed-in sender, if any */
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('new', 'handled')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text')
    .addColumn('handled_by', 'text')
    .execute()
  await db.schema.createIndex('contact_message_status').on('contact_message').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('contact_message_created').on('contact_message').column('created_at').execute()

  await db.schema
    .createTable('feedback_response')
    .addColumn('id', 'text', (c) => c.primaryKey())
    /** Option indexes of the three multiple-choice questions (domain FEEDBACK_QUESTIONS) */
    .addColumn('q1', 'integer', (c) => c.notNull().check(sql`q1 between 0 and 3`))
    .addColumn('q2', 'integer', (c) => c.notNull().check(sql`q2 between 0 and 4`))
    .addColumn('q3', 'integer', (c) => c.notNull().check(sql`q3 between 0 and 3`))
    .addColumn('issue', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('feedback_response_created').on('feedback_response').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('feedback_response').execute()
  await db.schema.dropTable('contact_message').execute()
  await db.schema.dropTable('newsletter_subscriber').execute()
}
