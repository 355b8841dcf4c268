import { normaliseEmail, type CouponOffer, type CouponRejection, type Currency, type Language, type Translated } from '@shop/domain'
import type { Tx } from '../../db/tx'

export interface CouponContext {
  lang: Language
  /** The order's currency: fixed amounts and minimum orders are taken from its list (decision 038; default USD) */
  currency?: Currency
  /** Goods total before discounts, in that currency */
  subtotal_cents: number
  user_id: string | null
  /** The account's or the guest's email (personal codes, per-shopper limits) */
  email: string | null
  now: Date
}

export interface AppliedCoupon {
  coupon_id: string
  code: string
  kind: 'fixed' | 'percent'
  value: number
  amount_cents: number
}

/** modules/coupons. */
export interface CouponService {
  /** Which codes apply and what each takes off (percent first, then fixed; never more than the subtotal). */
  evaluate(codes: string[], ctx: CouponContext): Promise<{ applied: AppliedCoupon[]; rejected: Array<{ code: string; reason: CouponRejection }> }>
  /**
   * In the caller's transaction: counts one use of each applied coupon, overall and for this shopper
   * (under each of shopperKeys), by conditional updates. Throws DomainError('conflict', …) when a
   * limit was reached meanwhile.
   */
  consume(tx: Tx, applied: AppliedCoupon[], shopperKeys: string[]): Promise<void>
  /**
   * In the caller's transaction: gives back the uses `consume` counted for a cancelled order's
   * codes, overall and for this shopper, so a single-use code can be used again.
   */
  release(tx: Tx, codes: string[], shopperKeys: string[]): Promise<void>
  /** The /coupan list: codes this shopper can use now. */
  offers(ctx: Omit<CouponContext, 'subtotal_cents'>): Promise<CouponOffer[]>
  /**
   * In the caller's transaction: a new personal code for one email address (percent off, one use,
   * stacks with one other code, no minimum, no expiry). Returns the code. The newsletter's 5%.
   */
  issuePersonal(tx: Tx, input: PersonalCouponInput): Promise<string>
}

export interface PersonalCouponInput {
  email: string
  percent: number
  description: Translated
  /** The code's first part, e.g. 'NEWS5'; a random part follows */
  prefix: string
}

/**
 * Who a per-shopper limit counts: the account (user id) and the person's email ('email:' +
 * normaliseEmail), members and guests alike, so a member and a guest with the same email (in any
 * case, with spaces) are one shopper. A use counts under every key; the limit holds for each.
 */
export function shopperKeys(userId: string | null, email: string | null): string[] {
  const keys = userId ? [userId] : []
  if (email && email.trim()) keys.push(`email:${normaliseEmail(email)}`)
  return keys
}
