import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../types'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 17 (decision 030): four staff roles instead of one. Accounts that were 'staff' become
// 'owner' (they could do everything before). The role's check constraint allows the new values:
// PostgreSQL swaps the constraint; SQLite cannot alter one, so app_user is rebuilt the way SQLite's
// documentation describes (foreign keys off, new table, copy, drop, rename, check the keys).
// Invitations (owned by the staff module) carry only the SHA-256 of their token.
const ROLES = sql`role in ('shopper', 'owner', 'catalog', 'fulfilment', 'support')`
const OLD_ROLES = sql`role in ('shopper', 'staff')`

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table app_user drop constraint if exists app_user_role_check`.execute(db)
    await sql`update app_user set role = 'owner' where role = 'staff'`.execute(db)
    await sql`alter table app_user add constraint app_user_role_check check (${ROLES})`.execute(db)
  } else {
    await rebuildSqliteUsers(db, (create) => create.replace(/check\s*\(\s*role in \([^)]*\)\s*\)/i, `check (role in ('shopper', 'owner', 'catalog', 'fulfilment', 'support'))`), `case when role = 'staff' then 'owner' else role end`)
  }

  await db.schema
    .createTable('staff_invitation')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'catalog', 'fulfilment', 'support')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('invited_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('withdrawn_at', 'text')
    .execute()
  await db.schema.createIndex('staff_invitation_email').on('staff_invitation').column('email').execute()
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropTable('staff_invitation').execute()
  if (dialect === 'postgres') {
    await sql`alter table app_user drop constraint if exists app_user_role_check`.execute(db)
    await sql`update app_user set role = 'staff' where role <> 'shopper'`.execute(db)
    await sql`alter table app_user add constraint app_user_role_check check (${OLD_ROLES})`.execute(db)
  } else {
    await rebuildSqliteUsers(db, (create) => create.replace(/check\s*\(\s*role in \([^)]*\)\s*\)/i, `check (role in ('shopper', 'staff'))`), `case when role = 'shopper' then 'shopper' else 'staff' end`)
  }
}

/**
 * SQLite's "other kinds of table schema changes" (sqlite.org/lang_altertable.html): outside a
 * transaction foreign keys off, then in one transaction a new table from the changed definition,
 * the rows copied, the old table dropped and the new one renamed, its indexes made again, and the
 * foreign keys checked before committing. Kysely runs SQLite migrations outside a transaction.
 */
async function rebuildSqliteUsers(db: Kysely<any>, change: (create: string) => string, roleExpr: string): Promise<void> {
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'app_user'`.execute(db)
  const create = table.rows[0]?.sql
  if (!create) throw new Error('app_user has no definition')
  const changed = change(create)
  if (changed === create) throw new Error('the role check of app_user was not found')
  const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = 'app_user' and sql is not null`.execute(db)
  const columns = (await sql<{ name: string }>`select name from pragma_table_info('app_user')`.execute(db)).rows.map((c) => c.name)
  const list = columns.map((c) => `"${c}"`).join(', ')
  const select = columns.map((c) => (c === 'role' ? `${roleExpr} as role` : `"${c}"`)).join(', ')

  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await sql`begin`.execute(db)
    try {
      await sql.raw(changed.replace(/^CREATE TABLE\s+"?app_user"?/i, 'create table "app_user_rebuilt"')).execute(db)
      await sql.raw(`insert into "app_user_rebuilt" (${list}) select ${select} from "app_user"`).execute(db)
      await sql`drop table app_user`.execute(db)
      await sql`alter table app_user_rebuilt rename to app_user`.execute(db)
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db)
      const broken = await sql`pragma foreign_key_check`.execute(db)
      if (broken.rows.length) throw new Error(`rebuilding app_user broke ${broken.rows.length} foreign keys`)
      await sql`commit`.execute(db)
    } catch (err) {
      await sql`rollback`.execute(db)
      throw err
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}
