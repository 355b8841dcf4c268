import type { Generated } from 'kysely'

/* ---- Money (issue 4). Every amount is integer cents. ---- */

/** modules/cart owns cart and cart_line: a cart is a user's or a guest's (cookie token hash). */
export interface CartTable {
  id: string
  user_id: string | null
  guest_token_hash: string | null
  created_at: string
  updated_at: string
}

export interface CartLineTable {
  cart_id: string
  product_id: string
  quantity: number
  /** The price the shopper saw when adding or last changing the line */
  seen_price_cents: number
  added_at: string
}

/** modules/wishlist owns it. */
export interface WishlistItemTable {
  user_id: string
  product_id: string
  created_at: string
}

/** modules/payments owns it: one row per card charge; never the card number. */
export interface PaymentTable {
  id: string
  purpose: 'order' | 'top_up' | 'gift_card'
  user_id: string | null
  gateway: string
  idempotency_key: string
  /** The gateway's id of the charge */
  reference: string | null
  amount_cents: number
  refunded_cents: Generated<number>
  status: 'pending' | 'succeeded' | 'failed' | 'refunded'
  failure: string | null
  card_brand: string | null
  card_last4: string | null
  card_country: string | null
  created_at: string
  updated_at: string
}

/** modules/payments owns it: one row per refund, unique per (payment, idempotency key). */
export interface PaymentRefundTable {
  id: string
  payment_id: string
  idempotency_key: string
  amount_cents: number
  reference: string
  created_at: string
}

/** modules/payments owns it: the built-in test gateway's charges, one per idempotency key (declines too). */
export interface TestGatewayChargeTable {
  idempotency_key: string
  /** null for a decline */
  reference: string | null
  amount_cents: number
  refunded_cents: number
  /** JSON GatewayChargeResult: what a repeat of the key answers */
  result: string
  created_at: string
}

/** modules/payments owns it: the built-in test gateway's refunds, one per idempotency key. */
export interface TestGatewayRefundTable {
  idempotency_key: string
  charge_reference: string
  amount_cents: number
  reference: string
  created_at: string
}

/** modules/wallet owns wallet, wallet_entry and gift_card. balance = sum(entries), never negative. */
export interface WalletTable {
  user_id: string
  balance_cents: number
  updated_at: string
}

export interface WalletEntryTable {
  id: string
  user_id: string
  kind: 'top_up' | 'order_payment' | 'refund' | 'gift_card'
  amount_cents: number
  reference: string
  idempotency_key: string | null
  created_at: string
}

export interface GiftCardTable {
  id: string
  /** HMAC-SHA-256 of the normalised code */
  code_hash: string
  code_last4: string
  initial_cents: number
  balance_cents: number
  purchaser_user_id: string | null
  sender_name: string
  recipient_name: string
  recipient_email: string
  message: string
  payment_id: string | null
  idempotency_key: string | null
  redeemed_by: string | null
  redeemed_at: string | null
  created_at: string
}

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

/** modules/orders owns shop_order, order_line, order_event, order_request. */
export interface ShopOrderTable {
  id: string
  number: string
  user_id: string | null
  email: string
  lang: string
  status: string
  resume_status: string | null
  idempotency_key: string
  idempotency_scope: string
  subtotal_cents: number
  discount_cents: number
  shipping_cents: number
  total_cents: number
  paid_wallet_cents: number
  paid_gift_card_cents: number
  paid_card_cents: number
  cod_cents: number
  refunded_cents: Generated<number>
  gift_card_id: string | null
  payment_id: string | null
  card_brand: string | null
  card_last4: string | null
  /** Where the paying card was issued (a copy of payment.card_country): an abroad card's refunds go back to it */
  card_country: string | null
  shipping_method: string
  /** JSON CheckoutAddress */
  shipping_address: string
  /** JSON [{code, amount_cents}] */
  coupons: string
  delivered_at: string | null
  created_at: string
  updated_at: string
}

export interface OrderLineTable {
  order_id: string
  product_id: string
  /** JSON {en, cz, sl, ge} */
  name: string
  unit_price_cents: number
  quantity: number
  line_total_cents: number
}

export interface OrderEventTable {
  id: string
  order_id: string
  status: string
  actor: 'shopper' | 'staff' | 'system'
  actor_id: string | null
  note: string
  at: string
}

export interface OrderRequestTable {
  id: string
  order_id: string
  kind: 'cancel' | 'return'
  reason: string
  details: string
  refund_to: 'wallet' | 'card'
  status: 'pending' | 'accepted' | 'rejected'
  note: string
  created_at: string
  decided_at: string | null
  decided_by: string | null
}

export interface MoneyTables {
  cart: CartTable
  cart_line: CartLineTable
  wishlist_item: WishlistItemTable
  payment: PaymentTable
  payment_refund: PaymentRefundTable
  test_gateway_charge: TestGatewayChargeTable
  test_gateway_refund: TestGatewayRefundTable
  wallet: WalletTable
  wallet_entry: WalletEntryTable
  gift_card: GiftCardTable
  coupon: CouponTable
  coupon_shopper_use: CouponShopperUseTable
  shop_order: ShopOrderTable
  order_line: OrderLineTable
  order_event: OrderEventTable
  order_request: OrderRequestTable
}
