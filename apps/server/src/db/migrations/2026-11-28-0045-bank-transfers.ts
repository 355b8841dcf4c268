import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../types'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 20, decision 052: an order may be paid by bank transfer. The order keeps the part owed by
// transfer (beside cash on delivery) and when it arrived; modules/bank-transfers keeps what the
// shopper was told to pay (the seller's account at that time, the variable symbol, the due date),
// each bank statement line it read (once, by fingerprint), and the lease that lets one process of
// several cancel the unpaid ones. The order's paid-in-full check counts the transfer part too:
// PostgreSQL swaps the constraint; SQLite cannot alter one, so shop_order is rebuilt the way
// migration 0025 rebuilt app_user (foreign keys off, new table, copy, drop, rename, check the keys).

const PAID_IN_FULL = 'paid_wallet_cents + paid_gift_card_cents + paid_card_cents + cod_cents + transfer_cents = total_cents'
const OLD_PAID_IN_FULL = 'paid_wallet_cents + paid_gift_card_cents + paid_card_cents + cod_cents = total_cents'

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('shop_order').addColumn('transfer_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('shop_order').addColumn('transfer_paid_at', 'text').execute()
  await swapPaidInFull(db, dialect, OLD_PAID_IN_FULL, PAID_IN_FULL)

  await db.schema
    .createTable('bank_transfer')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('variable_symbol', 'text', (c) => c.notNull().unique())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('bic', 'text', (c) => c.notNull())
    .addColumn('beneficiary', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('paid_by', 'text')
    .addColumn('statement_line_id', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('bank_transfer_status_due').on('bank_transfer').columns(['status', 'due_date']).execute()

  await db.schema
    .createTable('bank_statement_line')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull().unique())
    .addColumn('booked_on', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('counterparty', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('imported_by', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('bank_transfer_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropTable('bank_transfer_lease').execute()
  await db.schema.dropTable('bank_statement_line').execute()
  await db.schema.dropTable('bank_transfer').execute()
  await swapPaidInFull(db, dialect, PAID_IN_FULL, OLD_PAID_IN_FULL)
  await db.schema.alterTable('shop_order').dropColumn('transfer_paid_at').execute()
  await db.schema.alterTable('shop_order').dropColumn('transfer_cents').execute()
}

async function swapPaidInFull(db: Kysely<any>, dialect: Dialect, from: string, to: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table shop_order drop constraint if exists shop_order_paid_in_full`.execute(db)
    await sql.raw(`alter table shop_order add constraint shop_order_paid_in_full check (${to})`).execute(db)
    return
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'shop_order'`.execute(db)
  const create = table.rows[0]?.sql
  if (!create) throw new Error('shop_order has no definition')
  const changed = create.replace(from, to)
  if (changed === create) throw new Error('the paid-in-full check of shop_order was not found')
  const others = await sql<{ sql: string }>`select sql from sqlite_master where type in ('index', 'trigger') and tbl_name = 'shop_order' and sql is not null`.execute(db)
  const columns = (await sql<{ name: string }>`select name from pragma_table_info('shop_order')`.execute(db)).rows.map((c) => `"${c.name}"`).join(', ')

  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await sql`begin`.execute(db)
    try {
      await sql.raw(changed.replace(/^CREATE TABLE\s+"?shop_order"?/i, 'create table "shop_order_rebuilt"')).execute(db)
      await sql.raw(`insert into "shop_order_rebuilt" (${columns}) select ${columns} from "shop_order"`).execute(db)
      await sql`drop table shop_order`.execute(db)
      await sql`alter table shop_order_rebuilt rename to shop_order`.execute(db)
      for (const other of others.rows) await sql.raw(other.sql).execute(db)
      const broken = await sql`pragma foreign_key_check`.execute(db)
      if (broken.rows.length) throw new Error(`rebuilding shop_order broke ${broken.rows.length} foreign keys`)
      await sql`commit`.execute(db)
    } catch (err) {
      await sql`rollback`.execute(db)
      throw err
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}
