import type { Generated } from 'kysely'

/** modules/orders owns shop_order, order_line, order_event, order_request, order_request_line, order_refund. */
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
  /** Set with tracking_number when staff ship the order (a Carrier code, domain carriers.ts) */
  carrier: string | null
  tracking_number: string | null
  /** Migration 0032, decision 036: what the order was priced in, and the VAT it carries */
  currency: Generated<string>
  market: Generated<string>
  /** One of TAX_MODES */
  tax_mode: Generated<string>
  /** The country whose VAT the order carries (the delivery country) */
  vat_country: Generated<string>
  vat_cents: Generated<number>
  shipping_net_cents: Generated<number>
  shipping_vat_rate_bp: Generated<number>
  shipping_vat_cents: Generated<number>
  /** Migration 0037, decision 043: the terms version accepted by ordering, and when (null: placed before it was recorded) */
  terms_version: string | null
  terms_accepted_at: string | null
  /** Migration 0045, decision 052: the part owed by bank transfer, and when it arrived (null: not yet) */
  transfer_cents: Generated<number>
  transfer_paid_at: string | null
}

export interface OrderLineTable {
  order_id: string
  product_id: string
  /** One line per variant (migration 0024); the variant may since have been removed */
  variant_id: string
  sku: string
  /** JSON {en, cz, sl, ge}: the size (and scent or shade) as bought, e.g. "100 ml" */
  variant_label: string
  /** JSON {en, cz, sl, ge} */
  name: string
  unit_price_cents: number
  quantity: number
  line_total_cents: number
  /** Migration 0032: the line's share of the coupons' discount, and net + VAT of what is left (domain taxOrder) */
  discount_cents: Generated<number>
  net_cents: Generated<number>
  vat_rate_bp: Generated<number>
  vat_cents: Generated<number>
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
  /** Migration 0038, decision 044: what a withdrawal gives back in all, and the shipping in it */
  amount_cents: Generated<number>
  shipping_cents: Generated<number>
  /** The account cash paid on delivery goes back to ('' for none) */
  iban: Generated<string>
  /** The ground a withdrawal was refused on (WITHDRAWAL_REFUSALS) */
  refusal: 'late' | 'unsealed_hygiene' | null
  /** JSON RefundRecord (orders.withdrawal.ts): the parts given back and where, once accepted */
  refund_parts: string | null
  /** When staff marked the bank transfer of a cash-on-delivery refund sent */
  bank_sent_at: string | null
}

/** A withdrawal's line (migration 0038): the pieces of one order line and what they give back. */
export interface OrderRequestLineTable {
  request_id: string
  order_id: string
  variant_id: string
  quantity: number
  amount_cents: number
  net_cents: number
  vat_cents: number
  vat_rate_bp: number
}

/** A staff refund (migration 0046, decision 053). */
export interface OrderRefundTable {
  id: string
  order_id: string
  /** The dialog's key: unique per order, a repeat answers the refund made */
  idempotency_key: string
  kind: 'whole' | 'lines' | 'amount'
  amount_cents: number
  /** The shipping in it (the refund that gave back the order's last pieces) */
  shipping_cents: number
  reason: string
  /** JSON [{line_id, name, size_label, quantity, amount_cents, net_cents, vat_cents, vat_rate_bp}] */
  lines: string
  /** JSON RefundRecord (orders.refunds.ts): the parts given back and where */
  parts: string
  /** 1 when the refunded pieces went back to stock */
  restocked: number
  staff_id: string
  /** The credit note's number, once issued after the commit */
  credit_note: string | null
  created_at: string
}

/** The tables modules/orders owns: its repositories see only these (db/tables.ts). */
export interface OrdersTables {
  shop_order: ShopOrderTable
  order_line: OrderLineTable
  order_event: OrderEventTable
  order_request: OrderRequestTable
  order_request_line: OrderRequestLineTable
  order_refund: OrderRefundTable
}
