/** modules/contact owns it. Text stored as typed; shown as text. */
export interface ContactMessageTable {
  id: string
  name: string
  email: string
  subject: string
  message: string
  lang: string
  user_id: string | null
  status: 'new' | 'handled'
  created_at: string
  handled_at: string | null
  /** The staff member's name */
  handled_by: string | null
}

/** The tables modules/contact owns: its repositories see only these (db/tables.ts). */
export interface ContactTables {
  contact_message: ContactMessageTable
}
