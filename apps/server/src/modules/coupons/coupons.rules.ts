import {
  COUPON_KINDS,
  convertPrice,
  couponDescriptionText,
  couponDiscount,
  EXCHANGE_RATE_SEEDS,
  LANGUAGES,
  MAX_COUPONS_PER_ORDER,
  termsFor,
  type CouponOffer,
  type CouponRejection,
  type CouponTerms,
  type Currency,
  type Language,
} from '@shop/domain'
import type { Selectable } from 'kysely'
import type { CouponTable } from '../../db/types'
import type { AppliedCoupon, CouponContext } from './coupons.types'

export type CouponRow = Selectable<CouponTable>

/** lang_terms as stored; anything malformed is ignored so a bad row falls back to its base terms. */
export function parseLangTerms(json: string): Partial<Record<Language, CouponTerms>> {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return {}
  }
  const out: Partial<Record<Language, CouponTerms>> = {}
  if (!raw || typeof raw !== 'object') return out
  for (const lang of LANGUAGES) {
    const t = (raw as Record<string, { kind?: unknown; value?: unknown }>)[lang]
    if (t && (COUPON_KINDS as readonly unknown[]).includes(t.kind) && Number.isInteger(t.value) && (t.value as number) > 0) {
      out[lang] = { kind: t.kind as CouponTerms['kind'], value: t.value as number }
    }
  }
  return out
}

/** A USD figure in another list at the seeded rate: only for a row written without its own figures. */
function seededConversion(cents: number, currency: Currency): number {
  const list = EXCHANGE_RATE_SEEDS.find((l) => l.currency === currency)!
  return convertPrice(cents, list.rate_micros, list.rounding)
}

/**
 * The terms in force for a language, in a currency (decision 038): a fixed amount is the coupon's
 * figure in that currency's list (value_eur_cents / value_czk_cents; `value` is USD); percent
 * terms are the same everywhere.
 */
export function couponTerms(row: CouponRow, lang: Language, currency: Currency = 'USD'): CouponTerms {
  const terms = termsFor({ kind: row.kind, value: row.value }, parseLangTerms(row.lang_terms), lang)
  if (terms.kind !== 'fixed' || currency === 'USD') return terms
  const own = currency === 'EUR' ? row.value_eur_cents : row.value_czk_cents
  return { kind: 'fixed', value: own ?? seededConversion(terms.value, currency) }
}

/** The minimum order in a currency's list (0: none): a list's own figure, typed or following USD (decision 047). */
export function minOrderIn(row: CouponRow, currency: Currency = 'USD'): number {
  if (currency === 'USD') return row.min_order_cents
  return currency === 'EUR' ? row.min_order_eur_cents : row.min_order_czk_cents
}

export function couponDescription(row: CouponRow, lang: Language): string {
  try {
    const d = JSON.parse(row.description) as Partial<Record<Language, string>>
    return d[lang] || d.en || row.code
  } catch {
    return row.code
  }
}

const personal = (row: CouponRow) => row.owner_user_id !== null || row.owner_email !== null
const sameEmail = (a: string | null, b: string | null) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether a personal code belongs to this shopper (by account, or by the email it was sent to). */
export function ownsCoupon(row: CouponRow, userId: string | null, email: string | null): boolean {
  return (row.owner_user_id !== null && row.owner_user_id === userId) || sameEmail(row.owner_email, email)
}

/** Why one code cannot be used on its own (limits, dates, ownership), or null when it can. */
function rejectionOf(row: CouponRow | undefined, ctx: CouponContext, shopperUses: number): CouponRejection | null {
  if (!row || !row.active) return 'unknown'
  const now = ctx.now.getTime()
  if (row.starts_at && Date.parse(row.starts_at) > now) return 'not_started'
  if (row.expires_at && Date.parse(row.expires_at) <= now) return 'expired'
  const identified = ctx.user_id !== null || ctx.email !== null
  if ((personal(row) || row.per_shopper_limit !== null) && !identified) return 'sign_in_required'
  if (personal(row) && !ownsCoupon(row, ctx.user_id, ctx.email)) return 'not_yours'
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) return 'used_up'
  if (row.per_shopper_limit !== null && shopperUses >= row.per_shopper_limit) return 'used_by_you'
  if (ctx.subtotal_cents < minOrderIn(row, ctx.currency)) return 'min_order'
  return null
}

/**
 * Decides which codes apply, in the order given. Two codes only when one of them is stackable;
 * percent coupons are taken off the subtotal first, fixed ones from what remains, so the total
 * discount never exceeds the subtotal.
 */
export function evaluateCoupons(
  codes: string[],
  rows: Map<string, CouponRow>,
  shopperUses: Map<string, number>,
  ctx: CouponContext,
): { applied: AppliedCoupon[]; rejected: Array<{ code: string; reason: CouponRejection }> } {
  const accepted: Array<{ row: CouponRow; terms: CouponTerms }> = []
  const rejected: Array<{ code: string; reason: CouponRejection }> = []
  const seen = new Set<string>()
  for (const code of codes) {
    if (seen.has(code)) {
      rejected.push({ code, reason: 'duplicate' })
      continue
    }
    seen.add(code)
    const row = rows.get(code)
    const reason = rejectionOf(row, ctx, row ? (shopperUses.get(row.id) ?? 0) : 0)
    if (reason) {
      rejected.push({ code, reason })
      continue
    }
    const combinable =
      accepted.length === 0 || (accepted.length < MAX_COUPONS_PER_ORDER && (!!row!.stackable || accepted.every((a) => !!a.row.stackable)))
    if (!combinable) {
      rejected.push({ code, reason: 'not_combinable' })
      continue
    }
    accepted.push({ row: row!, terms: couponTerms(row!, ctx.lang, ctx.currency) })
  }

  const amounts = new Map<string, number>()
  let left = ctx.subtotal_cents
  for (const kind of ['percent', 'fixed'] as const) {
    for (const a of accepted.filter((x) => x.terms.kind === kind)) {
      // Percent codes are each worked out on the subtotal; the cap keeps the sum within it.
      const base = kind === 'percent' ? ctx.subtotal_cents : left
      const amount = Math.min(left, couponDiscount(a.terms, base))
      amounts.set(a.row.id, amount)
      left -= amount
    }
  }
  const applied = accepted.map((a) => ({
    coupon_id: a.row.id,
    code: a.row.code,
    kind: a.terms.kind,
    value: a.terms.value,
    amount_cents: amounts.get(a.row.id) ?? 0,
  }))
  return { applied, rejected }
}

/** A row of the /coupan list in the shopper's language, or null when this shopper cannot use it now. */
export function offerOf(row: CouponRow, lang: Language, shopperUses: number, now: Date, currency: Currency = 'USD'): CouponOffer | null {
  if (!row.active) return null
  if (row.starts_at && Date.parse(row.starts_at) > now.getTime()) return null
  if (row.expires_at && Date.parse(row.expires_at) <= now.getTime()) return null
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) return null
  const usesLeft = row.per_shopper_limit === null ? null : Math.max(0, row.per_shopper_limit - shopperUses)
  if (usesLeft === 0) return null
  const terms = couponTerms(row, lang, currency)
  const minOrder = minOrderIn(row, currency)
  return {
    code: row.code,
    currency,
    kind: terms.kind,
    value: terms.value,
    min_order_cents: minOrder,
    expires_at: row.expires_at,
    stackable: !!row.stackable,
    personal: personal(row),
    uses_left: usesLeft,
    // Amounts a description names ({amount}, {min_order}) in this shopper's terms and currency (decision 047).
    description: couponDescriptionText(couponDescription(row, lang), { lang, currency, terms, min_order_cents: minOrder }),
  }
}
