/** modules/test-processor owns it: the processor's keys, made once (one row, id 'default'). */
export interface TestProcessorAccountTable {
  id: string
  secret_key: string
  publishable_key: string
  webhook_secret: string
  created_at: string
}

/** modules/test-processor owns it: a PaymentIntent and its one charge. Never the card number or CVC. */
export interface TestProcessorIntentTable {
  id: string
  client_secret: string
  amount: number
  /** lower case, as Stripe writes it: usd, eur, czk */
  currency: string
  description: string | null
  /** JSON object of strings */
  metadata: string
  capture_method: 'automatic' | 'manual'
  status: 'requires_payment_method' | 'requires_action' | 'requires_capture' | 'succeeded' | 'canceled'
  amount_received: number
  amount_capturable: number
  amount_refunded: number
  /** ch_…, once a card was authorized */
  charge_id: string | null
  card_brand: string | null
  card_last4: string | null
  card_country: string | null
  card_exp_month: number | null
  card_exp_year: number | null
  /** JSON of Stripe's last_payment_error */
  last_payment_error: string | null
  /** where the 3-D Secure page sends a top-level browser back */
  return_url: string | null
  cancellation_reason: string | null
  /** unix seconds */
  created: number
  updated_at: string
}

/** modules/test-processor owns it: one row per refund. */
export interface TestProcessorRefundTable {
  id: string
  payment_intent: string
  amount: number
  currency: string
  metadata: string
  created: number
}

/** modules/test-processor owns it: the first answer to an Idempotency-Key (per path), replayed to repeats. */
export interface TestProcessorIdempotencyTable {
  key: string
  /** the request's parameters, JSON: a repeat with other parameters is refused */
  params: string
  /** null while the first request is still being answered */
  status: number | null
  body: string | null
  created_at: string
}

/** modules/test-processor owns it: one Event and its delivery to the shop's webhook address. */
export interface TestProcessorWebhookTable {
  /** evt_… */
  id: string
  type: string
  /** the Event as JSON: the exact bytes that are signed and posted */
  payload: string
  status: 'pending' | 'delivered' | 'failed'
  attempts: number
  next_attempt_at: string
  /** a process sending it holds it until then */
  claimed_until: string | null
  last_response: string | null
  created_at: string
  delivered_at: string | null
}

/** The tables modules/test-processor owns: its repository sees only these (db/tables.ts). */
export interface TestProcessorTables {
  test_processor_account: TestProcessorAccountTable
  test_processor_intent: TestProcessorIntentTable
  test_processor_refund: TestProcessorRefundTable
  test_processor_idempotency: TestProcessorIdempotencyTable
  test_processor_webhook: TestProcessorWebhookTable
}
