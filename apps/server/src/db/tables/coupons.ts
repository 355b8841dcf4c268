import type { Generated } from 'kysely'

/** modules/coupons owns coupon and coupon_shopper_use. */
export interface CouponTable {
  id: string
  code: string
  kind: 'fixed' | 'percent'
  value: number
  /** JSON {lang: {kind, value}} */
  lang_terms: string
  /** JSON {en, cz, sl, ge} */
  description: string
  min_order_cents: number
  /** Migration 0033, decision 038: the fixed amount (base or a language's fixed terms) in EUR and CZK; null without one */
  value_eur_cents: number | null
  value_czk_cents: number | null
  /** The minimum order in EUR and CZK (0: none) */
  min_order_eur_cents: Generated<number>
  min_order_czk_cents: Generated<number>
  /** Migration 0041, decision 047: 1 when staff typed the figure (kept through USD and rate changes); 0: it follows USD at the owner's rate */
  value_eur_manual: Generated<number>
  value_czk_manual: Generated<number>
  min_order_eur_manual: Generated<number>
  min_order_czk_manual: Generated<number>
  starts_at: string | null
  expires_at: string | null
  usage_limit: number | null
  used_count: Generated<number>
  per_shopper_limit: number | null
  owner_user_id: string | null
  owner_email: string | null
  stackable: number
  active: number
  created_at: string
}

export interface CouponShopperUseTable {
  coupon_id: string
  /** user id, or 'email:' + normaliseEmail(email): a use counts under both for a member */
  shopper_key: string
  count: number
}

/** The tables modules/coupons owns: its repositories see only these (db/tables.ts). */
export interface CouponsTables {
  coupon: CouponTable
  coupon_shopper_use: CouponShopperUseTable
}
