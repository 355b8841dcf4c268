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

/** The tables modules/newsletter owns: its repositories see only these (db/tables.ts). */
export interface NewsletterTables {
  newsletter_subscriber: NewsletterSubscriberTable
}
