import { z } from 'zod'
import { OTP_LENGTH, PASSWORD_MAX } from './auth'

/**
 * A shopper's own data (issue 19, decision 046): the download of everything the shop holds about
 * them, the erasure of their account, and the consents they gave.
 */

export const CONSENT_KINDS = ['newsletter', 'terms'] as const
export type ConsentKind = (typeof CONSENT_KINDS)[number]

/**
 * The wording a newsletter consent was given under (the signup form's sentence and the
 * confirmation email): change it with that wording, as TERMS_VERSION follows the terms.
 */
export const NEWSLETTER_CONSENT_VERSION = '2026-11-28'

/** A consent as the export lists it. */
export interface Consent {
  kind: ConsentKind
  /** The version of the text consented to (TERMS_VERSION, NEWSLETTER_CONSENT_VERSION) */
  version: string
  granted_at: string
  withdrawn_at: string | null
  /** Where it was given: 'checkout', 'newsletter_confirmation' */
  source: string
  /** How it was withdrawn: 'newsletter_unsubscribe', 'account_erasure' */
  withdrawn_source: string | null
  /** What it belongs to: the order for terms, the subscription for the newsletter */
  ref: string | null
}

/**
 * How long the records tax law requires stay after an account is erased: invoices, credit notes
 * and the orders and payments behind them (Czech VAT Act § 35: 10 years from the end of the year of
 * supply). The privacy policy states it in every language.
 */
export const TAX_RECORDS_KEPT_YEARS = 10

export const PRIVACY_MESSAGES = {
  openOrders: 'Your account cannot be deleted while an order is still open: wait until it is delivered, or cancel it first',
  walletBalance: 'Your account cannot be deleted while your wallet holds money: spend it first',
  staffAccount: 'A staff account cannot be deleted here: ask the shop owner to remove you from the team first',
  passwordNeeded: 'Enter your password to confirm it is you',
  codeNeeded: 'Enter the code we sent you to confirm it is you',
  noContact: 'Your account has no verified email or phone number to send a code to',
  usePassword: 'Your account has a password: enter it to confirm it is you',
  erased: 'Your account has been deleted. Invoices and order records the law requires us to keep remain, without your contact details.',
} as const

/**
 * Proof that the person at the keyboard owns the account, as a contact change asks (issue 14): the
 * password, or for an account without one (Google or Facebook sign-in) the code POST
 * /api/account/privacy-code sent to its verified contact.
 */
export const AccountProofSchema = z.object({
  current_password: z.string().max(PASSWORD_MAX).optional(),
  proof_code: z.string().max(OTP_LENGTH).optional(),
})
export type AccountProof = z.infer<typeof AccountProofSchema>

/** What stands in the way of erasing an account: each settled by the shopper (or, for staff, the owner) first. */
export type ErasureBlocker =
  | { reason: 'erase_open_orders'; orders: string[] }
  | { reason: 'erase_wallet_balance'; balance_cents: number; currency: string }
  | { reason: 'erase_staff_account' }

/** GET /api/account/erase: whether the account can be erased now, and what to settle first. */
export interface ErasureCheck {
  blockers: ErasureBlocker[]
  /** False for an account made by social sign-in: a code proves it instead of a password */
  has_password: boolean
}

export interface ErasureAnswer {
  message: string
}

/** The export's file name for a day: `lumen-leaf-data-2026-11-28.json`. */
export function personalDataFileName(at: Date): string {
  return `lumen-leaf-data-${at.toISOString().slice(0, 10)}.json`
}

/** What the export says it leaves out, and why: secrets that would only help someone break in. */
export const EXPORT_OMITS = [
  { field: 'account.password_hash', why: 'Your password is stored only as an argon2id hash; the hash would help nobody but an attacker.' },
  { field: 'sessions.token_hash', why: 'The hashes of sign-in tokens: they identify live sessions.' },
  { field: 'two_factor.totp_secret', why: 'The secret of your authenticator app: it would let anyone make your codes.' },
  { field: 'two_factor.security_answers', why: 'Your security answers are stored only as hashes.' },
  { field: 'one_time_codes', why: 'Codes sent to you by email or SMS, stored only as keyed hashes and deleted once used or expired.' },
  { field: 'security_notices.token_hash', why: 'The hashes of the “not you?” links in security emails.' },
  { field: 'gift_cards.code', why: 'Gift card codes are stored only as keyed hashes; the last four characters are included.' },
  { field: 'newsletter.confirm_token_hash', why: 'The hash of the newsletter confirmation link.' },
] as const
