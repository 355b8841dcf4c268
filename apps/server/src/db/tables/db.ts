export interface MetaTable {
  key: string
  value: string
}

/** The tables src/db itself (server secret and other keys) owns: its repositories see only these (db/tables.ts). */
export interface DbTables {
  meta: MetaTable
}
