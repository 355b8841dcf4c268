import type { Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
//
// Failed logins slow down one account from one source instead of locking the account for everyone
// (decision 021). login_throttle holds a pair's failures: a try is counted before the password is
// judged, by one upsert that refuses a pair still waiting, so parallel guesses cannot pass the count.
// app_user.failed_logins now counts failures across all sources since failures_since (a 24-hour
// window); enough of them set app_user.locked_until, the whole-account lock.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    // the client's IP address
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_try_at', 'text', (c) => c.notNull())
    // no try from this source is judged before then
    .addColumn('blocked_until', 'text')
    .addPrimaryKeyConstraint('login_throttle_pk', ['user_id', 'source'])
    .execute()

  await db.schema.alterTable('app_user').addColumn('failures_since', 'text').execute()
  // the old counter was "failures in a row" without a window: start every account afresh
  await db.updateTable('app_user').set({ failed_logins: 0 }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('app_user').dropColumn('failures_since').execute()
  await db.schema.dropTable('login_throttle').execute()
}
