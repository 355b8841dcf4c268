import { sql, type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 18, decision 039: the seller's details (one row, seeded with the shop's fictional Czech
// company), invoices and credit notes with their gap-free yearly sequences, and one row per
// document and VAT rate for the quarterly VAT (one-stop-shop) report.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seller_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('vat_number', 'text', (c) => c.notNull())
    .addColumn('registration_number', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('seller_settings_one_row', sql`id = 1`)
    .execute()
  await db
    .insertInto('seller_settings')
    .values({
      id: 1,
      name: 'Lumen & Leaf s.r.o.',
      street: 'Korunní 2569/108',
      city: 'Praha 10',
      postal_code: '101 00',
      country: 'CZ',
      vat_number: 'CZ12345678',
      registration_number: '12345678',
      iban: 'CZ6508000000192000145399',
      email: 'invoices@lumenleaf.example',
      phone: '+420 220 000 000',
      updated_at: '2026-11-28T00:00:00.000Z',
    })
    .execute()

  await db.schema
    .createTable('document_sequence')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('next_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_sequence_pk', ['kind', 'year'])
    .execute()

  await db.schema
    .createTable('invoice')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('order_number', 'text', (c) => c.notNull())
    // Null while the invoice waits for its number (written, not yet issued): see decision 039.
    .addColumn('number', 'text', (c) => c.unique())
    .addColumn('year', 'integer')
    .addColumn('seq', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text')
    .addColumn('supplied_at', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('vat_country', 'text', (c) => c.notNull())
    .addColumn('net_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('buyer', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('vat_rows', 'text', (c) => c.notNull())
    .addColumn('payment', 'text', (c) => c.notNull())
    .addUniqueConstraint('invoice_year_seq', ['year', 'seq'])
    .execute()
  // The invoices waiting for a number, oldest first (a partial index: it holds only those).
  await sql`create index invoice_waiting on invoice (created_at, id) where seq is null`.execute(db)

  await db.schema
    .createTable('credit_note')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoice.id'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('vat_country', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('net_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_rows', 'text', (c) => c.notNull())
    .addColumn('seller', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addUniqueConstraint('credit_note_year_seq', ['year', 'seq'])
    .execute()
  await db.schema.createIndex('credit_note_order').on('credit_note').columns(['order_id', 'issued_at']).execute()

  await db.schema
    .createTable('document_vat_line')
    .addColumn('document_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('net_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_vat_line_pk', ['document_id', 'vat_rate_bp'])
    .execute()
  await db.schema.createIndex('document_vat_line_issued').on('document_vat_line').column('issued_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['document_vat_line', 'credit_note', 'invoice', 'document_sequence', 'seller_settings']) await db.schema.dropTable(t).execute()
}
