import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../types'

// Frozen: never edit after it has landed; add a new migration instead.
// Issue 15: the search module owns its tables and reads no other. On PostgreSQL its ranking broke
// ties by joining `product` for the live sold_count; the document now carries the sold count it
// was indexed with (set by every rebuild and re-index, like SQLite's rowid order, decision 025).
// SQLite keeps popularity in the rowid and needs nothing.
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') return
  await sql`alter table search_document add column popularity integer not null default 0`.execute(db)
  await sql`update search_document set popularity = p.sold_count from product p where p.id = search_document.product_id`.execute(db)
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') return
  await sql`alter table search_document drop column popularity`.execute(db)
}
