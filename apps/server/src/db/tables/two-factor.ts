/** Two-factor authentication (modules/two-factor owns it). */
export interface TwoFactorTable {
  user_id: string
  /** AES-256-GCM ciphertext of the base32 TOTP secret: `v1.<iv>.<tag>.<data>` (base64url) */
  totp_secret: string
  /** When the user proved the authenticator app works; null while setting up */
  confirmed_at: string | null
  /** The TOTP time step last accepted: a code of that step or earlier is refused */
  last_step: number | null
  created_at: string
  updated_at: string
}

/** Three per user (position 1–3); the answer only as an argon2id hash of its normalised form. */
export interface SecurityQuestionTable {
  user_id: string
  position: number
  question: string
  answer_hash: string
  created_at: string
}

/** The tables modules/two-factor owns: its repositories see only these (db/tables.ts). */
export interface TwoFactorTables {
  two_factor: TwoFactorTable
  security_question: SecurityQuestionTable
}
