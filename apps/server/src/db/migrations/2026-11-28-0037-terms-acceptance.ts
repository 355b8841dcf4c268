import type { Kysely } from 'kysely'
import type { Dialect } from '../types'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 19, decision 043: an order records the terms version the shopper accepted by ordering and
// when (null for the orders placed before); legal_document keeps the terms of each version as the
// PDF rendered for it, per language (blob on SQLite, bytea on PostgreSQL), so a confirmation and
// any later download give the very wording that was accepted.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('shop_order').addColumn('terms_version', 'text').execute()
  await db.schema.alterTable('shop_order').addColumn('terms_accepted_at', 'text').execute()

  await db.schema
    .createTable('legal_document')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('pdf', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    /** hex SHA-256 of the PDF: its ETag */
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('legal_document_pk', ['kind', 'version', 'lang'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('legal_document').execute()
  await db.schema.alterTable('shop_order').dropColumn('terms_accepted_at').execute()
  await db.schema.alterTable('shop_order').dropColumn('terms_version').execute()
}
