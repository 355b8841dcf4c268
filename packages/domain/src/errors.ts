/**
 * HTTP status classes: the server maps each to a status through an exhaustive table. A refusal's
 * cause is its `reason` (below); the code follows from the reason.
 */
export const ERROR_CODES = [
  'validation_failed',
  'not_found',
  'route_not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  /** The card was declined, short of funds, or not accepted for this purpose */
  'payment_failed',
  'payload_too_large',
  /** The request line and headers were over the server's limit (answered before any route ran) */
  'headers_too_large',
  /** The request did not arrive in time (answered before any route ran) */
  'request_timeout',
  /** A path parameter was over the router's length limit (answered before any route ran) */
  'uri_too_long',
  'rate_limited',
  'unavailable',
  'internal',
  /** The address named something that is no longer offered and will not come back there (410) */
  'gone',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/**
 * Why a request was refused: every error answer carries exactly one of these, and the web client
 * branches on it (and shows its own translated text per reason), never on the English message.
 * Name a reason for what happened; a new one needs an entry in CODE_OF_REASON below.
 */
export const REASONS = [
  // Framework-level failures, one per ErrorCode: schema validation, unknown route, oversize body,
  // rate limit, a server fault, ... (same names as the codes)
  ...ERROR_CODES,
  // Sessions and staff (http/auth)
  'signed_out',
  'sign_in_expired',
  'staff_only',
  // Accounts: sign-up, sign-in, one-time codes, profile, security notices (modules/auth)
  'login_wrong',
  'email_not_verified',
  'captcha_failed',
  'otp_wrong',
  'otp_too_soon',
  'email_invalid',
  'contact_invalid',
  'email_taken',
  'phone_taken',
  'phone_not_verified',
  'no_pending_change',
  'current_password_wrong',
  'current_password_needed',
  'contact_proof_needed',
  'no_verified_contact',
  'account_has_password',
  'one_contact_at_a_time',
  'notice_link_gone',
  'undo_email_taken',
  'undo_phone_taken',
  // Social sign-in (modules/social-login)
  'social_not_configured',
  'social_token_missing',
  'google_refused',
  'google_no_email',
  'google_email_unverified',
  'google_unavailable',
  'facebook_refused',
  'facebook_no_email',
  'facebook_unavailable',
  // Two-factor authentication (modules/two-factor)
  'password_wrong',
  'answers_mismatch',
  'no_verified_email',
  'two_factor_already_on',
  'two_factor_off',
  'two_factor_setup_first',
  'two_factor_questions_first',
  'two_factor_code_needed',
  // Catalog and stock (modules/catalog, modules/media)
  'product_not_found',
  'category_not_found',
  'subcategory_not_found',
  'brand_not_found',
  'banner_not_found',
  'photo_not_found',
  'stock_short',
  // Staff catalog (modules/catalog, staff side)
  'nothing_to_change',
  'slug_taken',
  'category_parent_not_top',
  'category_description_missing',
  'stock_changed',
  'compare_at_not_above',
  'photo_too_large',
  'photo_not_image',
  'photo_type_mismatch',
  'photo_too_wide',
  'photo_limit',
  // Cart and wishlist (modules/cart, modules/wishlist)
  'product_gone',
  'out_of_stock',
  'cart_line_missing',
  'cart_full',
  'wishlist_full',
  // Checkout (modules/checkout)
  'cart_empty',
  'email_required',
  'total_changed',
  'currency_changed',
  'idempotency_key_taken',
  'payment_incomplete',
  'card_or_cash',
  'cod_limit',
  /** The card part is below what a card processor takes (CARD_MINIMUM_CENTS) */
  'card_amount_too_small',
  'wallet_needs_account',
  // Payments (modules/payments)
  'card_declined',
  'card_insufficient_funds',
  'card_issued_abroad',
  'card_invalid',
  'payment_gateway_down',
  'payment_key_reused',
  'payment_processing',
  'payment_refunded',
  'payment_not_found',
  'payment_not_refundable',
  /** 3-D Secure was failed or abandoned at the card's bank (issue 20) */
  'card_authentication_failed',
  /** The payment was not finished within PAYMENT_HOLD_MINUTES: called off, its holds released */
  'payment_expired',
  /** A webhook whose Stripe-Signature does not verify against the raw body */
  'webhook_signature_invalid',
  /** Card details sent to the shop: they go to the processor only */
  'card_data_refused',
  'refund_too_large',
  'refund_failed',
  'amount_invalid',
  // Wallet and gift cards (modules/wallet)
  /** The balance ran out while the order was placed (another order spent it first) */
  'wallet_insufficient',
  /** A move in a currency other than the (non-empty) wallet's: refused, never converted (decision 041) */
  'wallet_currency',
  /** A gift card spent on an order in another currency */
  'gift_card_currency',
  // Markets desk (modules/markets, owner)
  'market_not_found',
  'market_code_taken',
  'market_rest_of_world',
  'market_has_countries',
  /** The base currency's rate is 1 by definition */
  'exchange_rate_base',
  'vat_rate_not_found',
  'vat_rate_exists',
  /** A VAT rate already in force is history: it cannot be removed */
  'vat_rate_in_force',
  /** The wallet part asked for is more than the balance */
  'wallet_over_balance',
  'wallet_buys_no_gift_cards',
  'gift_card_unknown',
  'gift_card_empty',
  'gift_card_redeemed',
  'gift_card_key_reused',
  'gift_card_mail_failed',
  'gift_card_restore_too_large',
  'gift_card_not_found',
  // Coupons (modules/coupons)
  'coupon_used_up',
  'coupon_used_by_you',
  'coupon_not_found',
  'coupon_code_taken',
  'coupon_percent_too_high',
  'coupon_dates_reversed',
  'coupon_limit_below_uses',
  'coupon_no_fixed_amount',
  // Orders (modules/orders)
  'order_not_found',
  'order_not_cancellable',
  'order_not_returnable',
  'order_request_pending',
  'order_move_illegal',
  /** Packing or shipping an order whose bank transfer has not arrived */
  'transfer_awaited',
  'refund_to_card_only',
  // Addresses (modules/addresses)
  'address_not_found',
  'address_limit',
  'address_busy',
  // Reviews and testimonials (modules/reviews, modules/testimonials)
  'review_duplicate',
  'review_not_found',
  'review_changed_meanwhile',
  /** Only shoppers who received the product may review it (issue 19) */
  'review_not_buyer',
  /** A shopper deletes only their own review */
  'review_not_yours',
  'testimonial_not_found',
  'testimonial_changed_meanwhile',
  // Contact messages and complaints (modules/contact, modules/complaints)
  'contact_message_not_found',
  'complaint_not_found',
  // Newsletter (modules/newsletter)
  'newsletter_link_invalid',
  'newsletter_link_expired',
  // Staff roles, invitations and the customer look-up (http/auth, modules/staff)
  /** A staff member whose role does not open this part of the staff area */
  'staff_role',
  'staff_last_owner',
  'staff_already_member',
  'staff_member_not_found',
  'staff_invitation_invalid',
  'staff_invitation_sign_in',
  'staff_invitation_other_account',
  'staff_invitation_needs_account',
  'customer_not_found',
  // Shipping zones and methods (modules/shipping, checkout)
  'shipping_country_unserved',
  'shipping_method_unavailable',
  'shipping_country_taken',
  'shipping_method_code_taken',
  'shipping_zone_not_found',
  'shipping_method_not_found',
  // Product lifecycle (modules/catalog, catalog.lifecycle.ts)
  /** An archived product's address: no longer sold (410) */
  'product_archived',
  // Variants (modules/catalog, cart; decision 029)
  'cart_line_ambiguous',
  'variant_not_found',
  'variant_sku_taken',
  'variant_gtin_taken',
  'variant_gtin_invalid',
  'variant_last',
  'variant_in_combo',
  'product_has_sizes',
  // Product CSV import (modules/catalog, catalog.csv-import.ts; decision 035)
  'csv_empty',
  'csv_columns',
  'csv_rows_invalid',
  'csv_too_large',
  // Product creation and stock adjustments (modules/catalog, decision 034)
  'product_subcategory_mismatch',
  'stock_below_zero',
  // Invoices and credit notes (modules/invoices, decision 039)
  'document_not_found',
  'order_not_paid',
  'credit_exceeds_invoice',
  // Terms accepted with an order and the legal documents (modules/checkout, modules/legal; decision 043)
  /** The order named another terms version than the current one (the page was opened before a change) */
  'terms_outdated',
  /** No stored document of this version (and language) */
  'legal_document_not_found',
  // A shopper's data: erasing the account (modules/privacy, decision 046)
  'erase_open_orders',
  'erase_wallet_balance',
  'erase_staff_account',
  // The 14-day withdrawal (modules/orders, decision 044)
  /** Sent after the withdrawal period ("day 15") */
  'withdrawal_period_over',
  /** Every piece of the order is withdrawn already (or waiting) */
  'withdrawal_nothing_left',
  /** A chosen line is not in the order, or more pieces than are left */
  'withdrawal_lines_invalid',
  /** Cash paid on delivery goes back by bank transfer: the shopper's IBAN is needed */
  'withdrawal_iban_required',
  /** Staff refuse a withdrawal only with one of the grounds the law allows */
  'withdrawal_refusal_required',
  'withdrawal_bank_not_due',
  // Staff refunds (modules/orders, decision 053)
  /** Everything the order paid was refunded already */
  'refund_nothing_left',
  /** More than is left to refund (paid less refunded), e.g. the second of two concurrent clicks */
  'refund_exceeds_left',
  /** A chosen line is not in the order, or more pieces than are left to refund */
  'refund_lines_invalid',
  /** To the wallet asked for a guest's order: a guest has no wallet */
  'refund_wallet_needs_account',
  // Bank transfer with a QR code (modules/bank-transfers, decision 052)
  /** The order's currency has no bank QR scheme here (CZK: SPAYD, EUR: EPC) */
  'transfer_currency_unsupported',
  /** More than one of card / cash on delivery / bank transfer */
  'payment_method_ambiguous',
  'transfer_not_found',
  /** Already paid, or cancelled */
  'transfer_not_awaiting',
  /** Neither camt.053 XML nor the CSV columns could be read */
  'statement_unreadable',
] as const
export type Reason = (typeof REASONS)[number]

/** Every reason has exactly one code (and through it one status); a new reason without one does not compile. */
export const CODE_OF_REASON = {
  validation_failed: 'validation_failed',
  not_found: 'not_found',
  route_not_found: 'route_not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  payment_failed: 'payment_failed',
  payload_too_large: 'payload_too_large',
  headers_too_large: 'headers_too_large',
  request_timeout: 'request_timeout',
  uri_too_long: 'uri_too_long',
  rate_limited: 'rate_limited',
  unavailable: 'unavailable',
  internal: 'internal',
  gone: 'gone',

  signed_out: 'unauthorized',
  sign_in_expired: 'unauthorized',
  staff_only: 'forbidden',

  login_wrong: 'unauthorized',
  email_not_verified: 'forbidden',
  captcha_failed: 'forbidden',
  otp_wrong: 'validation_failed',
  otp_too_soon: 'rate_limited',
  email_invalid: 'validation_failed',
  contact_invalid: 'validation_failed',
  email_taken: 'conflict',
  phone_taken: 'conflict',
  phone_not_verified: 'validation_failed',
  no_pending_change: 'validation_failed',
  current_password_wrong: 'validation_failed',
  current_password_needed: 'validation_failed',
  contact_proof_needed: 'validation_failed',
  no_verified_contact: 'validation_failed',
  account_has_password: 'validation_failed',
  one_contact_at_a_time: 'validation_failed',
  notice_link_gone: 'validation_failed',
  undo_email_taken: 'conflict',
  undo_phone_taken: 'conflict',

  social_not_configured: 'validation_failed',
  social_token_missing: 'validation_failed',
  google_refused: 'unauthorized',
  google_no_email: 'forbidden',
  google_email_unverified: 'forbidden',
  google_unavailable: 'unavailable',
  facebook_refused: 'unauthorized',
  facebook_no_email: 'forbidden',
  facebook_unavailable: 'unavailable',

  password_wrong: 'validation_failed',
  answers_mismatch: 'validation_failed',
  no_verified_email: 'validation_failed',
  two_factor_already_on: 'conflict',
  two_factor_off: 'conflict',
  two_factor_setup_first: 'validation_failed',
  two_factor_questions_first: 'validation_failed',
  two_factor_code_needed: 'validation_failed',

  product_not_found: 'not_found',
  category_not_found: 'not_found',
  subcategory_not_found: 'not_found',
  brand_not_found: 'not_found',
  banner_not_found: 'not_found',
  photo_not_found: 'not_found',
  stock_short: 'conflict',

  nothing_to_change: 'validation_failed',
  slug_taken: 'conflict',
  category_parent_not_top: 'validation_failed',
  category_description_missing: 'validation_failed',
  stock_changed: 'conflict',
  compare_at_not_above: 'validation_failed',
  photo_too_large: 'payload_too_large',
  photo_not_image: 'validation_failed',
  photo_type_mismatch: 'validation_failed',
  photo_too_wide: 'validation_failed',
  photo_limit: 'conflict',

  product_gone: 'not_found',
  out_of_stock: 'conflict',
  cart_line_missing: 'not_found',
  cart_full: 'conflict',
  wishlist_full: 'conflict',

  cart_empty: 'validation_failed',
  email_required: 'validation_failed',
  total_changed: 'conflict',
  currency_changed: 'conflict',
  idempotency_key_taken: 'conflict',
  payment_incomplete: 'validation_failed',
  card_or_cash: 'validation_failed',
  card_amount_too_small: 'validation_failed',
  cod_limit: 'validation_failed',
  wallet_needs_account: 'validation_failed',

  card_declined: 'payment_failed',
  card_insufficient_funds: 'payment_failed',
  card_issued_abroad: 'payment_failed',
  card_invalid: 'payment_failed',
  payment_gateway_down: 'unavailable',
  payment_key_reused: 'conflict',
  payment_processing: 'conflict',
  payment_refunded: 'conflict',
  payment_not_found: 'not_found',
  payment_not_refundable: 'conflict',
  card_authentication_failed: 'payment_failed',
  payment_expired: 'conflict',
  webhook_signature_invalid: 'validation_failed',
  card_data_refused: 'validation_failed',
  refund_too_large: 'conflict',
  refund_failed: 'unavailable',
  amount_invalid: 'validation_failed',

  wallet_insufficient: 'conflict',
  wallet_currency: 'conflict',
  gift_card_currency: 'conflict',
  market_not_found: 'not_found',
  market_code_taken: 'conflict',
  market_rest_of_world: 'conflict',
  market_has_countries: 'conflict',
  exchange_rate_base: 'validation_failed',
  vat_rate_not_found: 'not_found',
  vat_rate_exists: 'conflict',
  vat_rate_in_force: 'conflict',
  wallet_over_balance: 'validation_failed',
  wallet_buys_no_gift_cards: 'validation_failed',
  gift_card_unknown: 'validation_failed',
  gift_card_empty: 'conflict',
  gift_card_redeemed: 'conflict',
  gift_card_key_reused: 'conflict',
  gift_card_mail_failed: 'unavailable',
  gift_card_restore_too_large: 'conflict',
  gift_card_not_found: 'not_found',

  coupon_used_up: 'conflict',
  coupon_used_by_you: 'conflict',
  coupon_not_found: 'not_found',
  coupon_code_taken: 'conflict',
  coupon_percent_too_high: 'validation_failed',
  coupon_dates_reversed: 'validation_failed',
  coupon_limit_below_uses: 'validation_failed',
  coupon_no_fixed_amount: 'validation_failed',

  order_not_found: 'not_found',
  order_not_cancellable: 'conflict',
  order_not_returnable: 'conflict',
  order_request_pending: 'conflict',
  order_move_illegal: 'conflict',
  transfer_awaited: 'conflict',
  refund_to_card_only: 'validation_failed',

  address_not_found: 'not_found',
  address_limit: 'conflict',
  address_busy: 'conflict',

  review_duplicate: 'conflict',
  review_not_found: 'not_found',
  review_changed_meanwhile: 'conflict',
  review_not_buyer: 'forbidden',
  review_not_yours: 'forbidden',
  testimonial_not_found: 'not_found',
  testimonial_changed_meanwhile: 'conflict',

  contact_message_not_found: 'not_found',
  complaint_not_found: 'not_found',

  newsletter_link_invalid: 'validation_failed',
  newsletter_link_expired: 'validation_failed',

  staff_role: 'forbidden',
  staff_last_owner: 'conflict',
  staff_already_member: 'conflict',
  staff_member_not_found: 'not_found',
  staff_invitation_invalid: 'not_found',
  staff_invitation_sign_in: 'unauthorized',
  staff_invitation_other_account: 'forbidden',
  staff_invitation_needs_account: 'validation_failed',
  customer_not_found: 'not_found',
  shipping_country_unserved: 'validation_failed',
  shipping_method_unavailable: 'validation_failed',
  shipping_country_taken: 'conflict',
  shipping_method_code_taken: 'conflict',
  shipping_zone_not_found: 'not_found',
  shipping_method_not_found: 'not_found',
  product_archived: 'gone',
  cart_line_ambiguous: 'validation_failed',
  variant_not_found: 'not_found',
  variant_sku_taken: 'conflict',
  variant_gtin_taken: 'conflict',
  variant_gtin_invalid: 'validation_failed',
  variant_last: 'conflict',
  variant_in_combo: 'conflict',
  product_has_sizes: 'validation_failed',
  csv_empty: 'validation_failed',
  csv_columns: 'validation_failed',
  csv_rows_invalid: 'validation_failed',
  csv_too_large: 'payload_too_large',
  product_subcategory_mismatch: 'validation_failed',
  stock_below_zero: 'conflict',
  document_not_found: 'not_found',
  order_not_paid: 'conflict',
  credit_exceeds_invoice: 'conflict',
  terms_outdated: 'conflict',
  legal_document_not_found: 'not_found',

  erase_open_orders: 'conflict',
  erase_wallet_balance: 'conflict',
  erase_staff_account: 'conflict',
  withdrawal_period_over: 'conflict',
  withdrawal_nothing_left: 'conflict',
  withdrawal_lines_invalid: 'validation_failed',
  withdrawal_iban_required: 'validation_failed',
  withdrawal_refusal_required: 'validation_failed',
  withdrawal_bank_not_due: 'conflict',
  refund_nothing_left: 'conflict',
  refund_exceeds_left: 'conflict',
  refund_lines_invalid: 'validation_failed',
  refund_wallet_needs_account: 'validation_failed',
  transfer_currency_unsupported: 'validation_failed',
  payment_method_ambiguous: 'validation_failed',
  transfer_not_found: 'not_found',
  transfer_not_awaiting: 'conflict',
  statement_unreadable: 'validation_failed',
} as const satisfies { [R in Reason]: ErrorCode }

/** The reasons whose code is `C` (e.g. what a NotFound may say). */
export type ReasonOf<C extends ErrorCode> = { [R in Reason]: (typeof CODE_OF_REASON)[R] extends C ? R : never }[Reason]
export interface FieldIssue {
  path: string
  message: string
}

/** The problem+json body every error answer has (RFC 9457 plus `code` and `reason`). */
export interface Problem {
  type: string
  title: string
  status: number
  detail: string
  code: ErrorCode
  /** Why: what the web branches on and has its own text for */
  reason: Reason
  instance?: string
  request_id?: string
  errors?: FieldIssue[]
  /** The same text as `detail`: SPEC's clients read a failure's text from `error`. */
  error?: string
  /** Seconds until trying again may succeed (also the Retry-After header): a rate limit, a code asked for too soon */
  retry_after?: number
}

/** A refusal: `reason` says why (the code and status follow from it), `message` is the answer's English `detail`. */
export class DomainError extends Error {
  readonly reason: Reason
  readonly code: ErrorCode
  readonly issues?: FieldIssue[]
  /** Seconds until a retry may succeed: answered as `retry_after` and the Retry-After header */
  readonly retryAfter?: number
  constructor(reason: Reason, message: string, issues?: FieldIssue[], extra: { retryAfter?: number } = {}) {
    super(message)
    this.name = 'DomainError'
    this.reason = reason
    this.code = CODE_OF_REASON[reason]
    this.issues = issues
    this.retryAfter = extra.retryAfter
  }
}

export class NotFound extends DomainError {
  constructor(what: string, reason: ReasonOf<'not_found'> = 'not_found') {
    super(reason, `${what} was not found`)
  }
}

export class ValidationFailed extends DomainError {
  constructor(reason: ReasonOf<'validation_failed'>, message: string, issues?: FieldIssue[]) {
    super(reason, message, issues)
  }
}
