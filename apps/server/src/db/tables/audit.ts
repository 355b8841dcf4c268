/** modules/audit owns it: who changed what, when (staff changes only). */
export interface AuditLogTable {
  id: string
  actor_id: string
  actor_name: string
  action: string
  entity: string
  entity_id: string
  details: string
  at: string
}

/** The tables modules/audit owns: its repositories see only these (db/tables.ts). */
export interface AuditTables {
  audit_log: AuditLogTable
}
