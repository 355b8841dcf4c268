/**
 * modules/checkout owns checkout_session (decision 051): an order paid partly by card while the
 * processor has not yet said the money was taken, with what it holds meanwhile.
 */
export interface CheckoutSessionTable {
  id: string
  idempotency_key: string
  /** The user id, or guest:<cart token hash>: who placed it and may read its answer */
  owner_scope: string
  user_id: string | null
  cart_id: string | null
  /** open while the payment runs; completed (order_id set) or failed (failure set), once */
  state: 'open' | 'completed' | 'failed'
  /** The NewOrder to be written, JSON */
  new_order: string
  /** What the session holds, JSON (SessionHolds in checkout.session.ts) */
  holds: string
  card_cents: number
  currency: string
  payment_id: string | null
  order_id: string | null
  /** The payment's failure reason once failed */
  failure: string | null
  /** The payment's hold ends here (PAYMENT_HOLD_MINUTES) */
  expires_at: string
  created_at: string
  ended_at: string | null
}

/** The tables modules/checkout owns: its repositories see only these (db/tables.ts). */
export interface CheckoutTables {
  checkout_session: CheckoutSessionTable
}
