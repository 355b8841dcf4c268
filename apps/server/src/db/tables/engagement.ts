/** Issue 5 engagement modules: newsletter, contact, feedback (migration 0016) and complaints (0017). */

/** modules/newsletter owns it. One row per (lower-cased) address. */
export interface NewsletterSubscriberTable {
  id: string
  email: string
  lang: string
  status: 'pending' | 'confirmed' | 'unsubscribed'
  /** SHA-256 (hex) of the confirmation link's token */
  confirm_token_hash: string | null
  confirm_expires_at: string | null
  confirm_sent_at: string | null
  /** The personal 5% code, issued at the first confirmation */
  coupon_code: string | null
  created_at: string
  updated_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
}

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

export interface EngagementTables {
  newsletter_subscriber: NewsletterSubscriberTable
  contact_message: ContactMessageTable
  feedback_response: FeedbackResponseTable
  complaint: ComplaintTable
  complaint_message: ComplaintMessageTable
}
