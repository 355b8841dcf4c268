import { type Kysely } from 'kysely'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 18, decision 041: a wallet holds one currency, each ledger entry keeps the wallet's
// currency when it was written, a gift card keeps the currency it was bought in, and a card
// payment keeps the currency it charged. Everything before this was in US dollars.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wallet').addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD')).execute()
  await db.schema.alterTable('wallet_entry').addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD')).execute()
  await db.schema.alterTable('gift_card').addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD')).execute()
  await db.schema.alterTable('payment').addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD')).execute()
}
