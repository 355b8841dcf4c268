/** modules/feedback owns it: q1–q3 are option indexes, issue is the free-text answer. */
export interface FeedbackResponseTable {
  id: string
  q1: number
  q2: number
  q3: number
  issue: string
  lang: string
  user_id: string | null
  created_at: string
}

/** The tables modules/feedback owns: its repositories see only these (db/tables.ts). */
export interface FeedbackTables {
  feedback_response: FeedbackResponseTable
}
