import type { Generated } from 'kysely'

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
  /** The charge's currency (decision 041) */
  currency: Generated<string>
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

/** The tables modules/payments owns: its repositories see only these (db/tables.ts). */
export interface PaymentsTables {
  payment: PaymentTable
  payment_refund: PaymentRefundTable
  test_gateway_charge: TestGatewayChargeTable
  test_gateway_refund: TestGatewayRefundTable
}
