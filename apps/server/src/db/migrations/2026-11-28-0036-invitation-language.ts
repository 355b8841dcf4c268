import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 17, decision 030: an invitation to the staff team remembers the invitee's language, in
// which its email is written and its link opens the acceptance page. Invitations sent so far were
// English emails, so they are English.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_invitation')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en').check(sql`lang in ('en', 'cz', 'sl', 'ge')`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_invitation').dropColumn('lang').execute()
}
