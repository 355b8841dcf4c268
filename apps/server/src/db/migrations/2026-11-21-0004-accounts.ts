import type { Kysely } from 'kysely'
import type { Dialect } from '../types'

// Frozen: never edit after it has landed; add a new migration instead.
//
// Accounts (modules/auth owns these tables). Secrets are never stored in the clear: passwords as
// argon2id hashes, session and challenge tokens and one-time codes as keyed or plain SHA-256 hashes.
// Races are settled by unique constraints: one account per email and per phone, one live code per
// contact and purpose, one session per token.
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.unique())
    .addColumn('phone', 'text', (c) => c.unique())
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo(''))
    // null for an account made by social sign-in: it has no password until one is reset
    .addColumn('password_hash', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('phone_verified_at', 'text')
    // a changed email or phone, applied once its code is entered
    .addColumn('pending_contact', 'text')
    .addColumn('two_factor_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('session_user').on('session').column('user_id').execute()

  // One row per contact and purpose: a new code replaces the old one (conditional update on
  // sent_at enforces the resend cooldown even when two requests race).
  await db.schema
    .createTable('otp_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('cascade'))
    .addUniqueConstraint('otp_code_contact_purpose', ['contact', 'purpose'])
    .execute()

  await db.schema
    .createTable('login_challenge')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_challenge').execute()
  await db.schema.dropTable('otp_code').execute()
  await db.schema.dropTable('session').execute()
  await db.schema.dropTable('app_user').execute()
}
