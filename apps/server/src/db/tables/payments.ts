import type { Generated } from 'kysely'

/**
 * modules/payments owns it: one row per card payment, a PaymentIntent at the processor (decision
 * 050); never the card number. States: `pending` (started; the shopper is paying), `succeeded`
 * (the processor took the money and what it paid for was written, once), `failed` (canceled at the
 * processor, declined, abroad or expired: `failure` says which; its holds were released, once),
 * `refunded` (succeeded, then refunded in full).
 */
export interface PaymentTable {
  id: string
  purpose: 'order' | 'top_up' | 'gift_card'
  user_id: string | null
  /** 'test' (the built-in test processor) or 'stripe' */
  gateway: string
  idempotency_key: string
  /** The processor's PaymentIntent id (pi_…); null until the processor answered the start */
  reference: string | null
  amount_cents: number
  /** The charge's currency (decision 041) */
  currency: Generated<string>
  /** Refunds made or under way (reserved before the processor is asked) */
  refunded_cents: Generated<number>
  status: 'pending' | 'succeeded' | 'failed' | 'refunded'
  /** A PaymentFailureReason once failed; 'payment_gateway_down' while the start could not reach the processor */
  failure: string | null
  card_brand: string | null
  card_last4: string | null
  card_country: string | null
  /** What the browser confirms with; null for payments made before issue 20 */
  client_secret: string | null
  capture_method: Generated<'automatic' | 'manual'>
  /** Who may complete it from the browser: a user id, or 'guest:<cart token hash>' */
  owner_scope: string | null
  /** When a pending payment is called off and its holds released (PAYMENT_HOLD_MINUTES) */
  expires_at: string | null
  /** When it succeeded or failed */
  settled_at: string | null
  created_at: string
  updated_at: string
}

/**
 * modules/payments owns it: one row per refund, unique per (payment, idempotency key). Written (with
 * the payment's refunded_cents raised) before the processor is asked; `reference` is '' until the
 * processor answered with its refund id.
 */
export interface PaymentRefundTable {
  id: string
  payment_id: string
  idempotency_key: string
  amount_cents: number
  reference: string
  created_at: string
}

/** modules/payments owns it: the processor's webhook events already acted on (a replay changes nothing). */
export interface PaymentEventTable {
  id: string
  type: string
  payment_id: string | null
  created_at: string
}

/** The tables modules/payments owns: its repositories see only these (db/tables.ts). */
export interface PaymentsTables {
  payment: PaymentTable
  payment_refund: PaymentRefundTable
  payment_event: PaymentEventTable
}
