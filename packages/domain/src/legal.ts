/**
 * The rules the legal texts state and the code enforces, in one place so the two can be checked
 * against each other (issue 19). A text that names one of these figures reads it from here or is
 * tested against it.
 */

/**
 * The version of the terms (and the withdrawal and cancellation policies that form part of them)
 * a shopper accepts when ordering. Change it whenever their wording changes: every order records
 * the version it was placed under, and the confirmation email attaches that version as a PDF.
 */
export const TERMS_VERSION = '2026-11-28'

/** Days after delivery in which a consumer may withdraw without giving a reason (Directive 2011/83/EU Art. 9). */
export const WITHDRAWAL_DAYS = 14

/**
 * The only grounds on which staff may refuse a withdrawal: it came after the period, or the goods
 * are sealed cosmetics unsealed after delivery (Art. 16(e), stated in the withdrawal policy).
 */
export const WITHDRAWAL_REFUSALS = ['late', 'unsealed_hygiene'] as const
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number]

/** Who may review a product: shoppers who bought it ("verified purchase"), once per product. */
export const REVIEW_RULE = 'buyers_only' as const
