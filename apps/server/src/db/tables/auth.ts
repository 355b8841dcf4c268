import type { UserRole } from '@shop/domain'
import type { Generated } from 'kysely'

/** Accounts (modules/auth owns them). Timestamps ISO strings; flags 0/1. */
export interface AppUserTable {
  id: string
  username: string
  email: string | null
  /** + and digits only */
  phone: string | null
  gender: string
  /** argon2id; null for an account made by social sign-in */
  password_hash: string | null
  email_verified_at: string | null
  phone_verified_at: string | null
  /** a changed email or phone waiting for its code */
  pending_contact: string | null
  two_factor_enabled: Generated<number>
  /** 'shopper', or a staff role (decision 030; the first owner from npm run staff:create) */
  role: Generated<UserRole>
  /** failed logins from every source since `failures_since` (a 24-hour window, decision 021) */
  failed_logins: Generated<number>
  failures_since: Generated<string | null>
  /** the whole-account lock: no password is judged before then */
  locked_until: string | null
  created_at: string
  /** Migration 0040, decision 046: when the account was erased (it stays as a tombstone); null while it lives */
  erased_at: Generated<string | null>
}

/** A sign-in: only the SHA-256 of the bearer token is stored. */
export interface SessionTable {
  id: string
  user_id: string
  token_hash: string
  created_at: string
  last_used_at: string
  expires_at: string
  revoked_at: string | null
}

/** One live one-time code per contact and purpose (unique), stored as a keyed hash. */
export interface OtpCodeTable {
  id: string
  contact: string
  purpose: string
  code_hash: string
  expires_at: string
  attempts: Generated<number>
  used_at: string | null
  sent_at: string
  user_id: string | null
}

/** The second step of a two-factor login: a short-lived token, stored hashed. */
export interface LoginChallengeTable {
  id: string
  token_hash: string
  user_id: string
  expires_at: string
  attempts: Generated<number>
  used_at: string | null
}

/** Failed logins of one account from one source (client IP) and how long that pair waits (decision 021). */
export interface LoginThrottleTable {
  user_id: string
  source: string
  failures: number
  last_try_at: string
  blocked_until: string | null
}

/** modules/auth owns it (issue 14): the "not you?" links of security notices; timestamps ISO strings. */
export interface SecurityNoticeTable {
  id: string
  user_id: string
  /** SHA-256 of the link's token */
  token_hash: string
  kind: 'email_changed' | 'phone_changed' | 'password_changed' | 'password_reset' | 'two_factor_off' | 'two_factor_reset' | 'questions_changed'
  /** Where the notice went: the contact that can undo */
  sent_to: string
  /** A changed email or phone: the value to put back (null when there was none) and the new one */
  previous_contact: string | null
  new_contact: string | null
  created_at: string
  expires_at: string
  used_at: string | null
}

/** The tables modules/auth owns: its repositories see only these (db/tables.ts). */
export interface AuthTables {
  app_user: AppUserTable
  session: SessionTable
  otp_code: OtpCodeTable
  login_challenge: LoginChallengeTable
  login_throttle: LoginThrottleTable
  security_notice: SecurityNoticeTable
}
