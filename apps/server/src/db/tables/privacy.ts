import type { ConsentKind } from '@shop/domain'

/**
 * modules/privacy owns it (decision 046): each consent a shopper gave, when, to which version of
 * the text, and when it was withdrawn. A renewed consent is a new row; rows are never rewritten
 * except to withdraw them and, at an account's erasure, to replace the email by the tombstone.
 */
export interface ConsentTable {
  id: string
  /** The account, when the consent came from one (a guest's order or a newsletter signup has none) */
  user_id: string | null
  /** Normalised; null only when the account had none */
  email: string | null
  kind: ConsentKind
  /** TERMS_VERSION or NEWSLETTER_CONSENT_VERSION as it was then */
  version: string
  granted_at: string
  /** e.g. 'checkout', 'newsletter_confirmation' */
  source: string
  /** What it belongs to: the order (terms), the subscription (newsletter) */
  ref: string | null
  withdrawn_at: string | null
  /** e.g. 'newsletter_unsubscribe', 'account_erasure' */
  withdrawn_source: string | null
}

/** The tables modules/privacy owns: its repositories see only these (db/tables.ts). */
export interface PrivacyTables {
  consent: ConsentTable
}
