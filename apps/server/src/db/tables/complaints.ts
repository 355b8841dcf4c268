/** modules/complaints owns complaint and complaint_message. */
export interface ComplaintTable {
  id: string
  user_id: string
  order_id: string
  order_number: string
  email: string
  lang: string
  topic: string
  status: 'open' | 'answered' | 'closed'
  message_count: number
  created_at: string
  updated_at: string
}

export interface ComplaintMessageTable {
  id: string
  complaint_id: string
  /** 1, 2, … in the thread */
  seq: number
  author: 'shopper' | 'staff'
  author_id: string
  text: string
  at: string
}

/** The tables modules/complaints owns: its repositories see only these (db/tables.ts). */
export interface ComplaintsTables {
  complaint: ComplaintTable
  complaint_message: ComplaintMessageTable
}
