import type { TestProcessorIntentTable, TestProcessorRefundTable } from '../../db/tables/test-processor'

// Rows as Stripe's objects (PaymentIntent, Charge, Refund, Event, errors), shaped so the `stripe`
// SDK and Stripe.js code read them as Stripe's own.

/** The API version the Events say they were rendered with: the one the shop's SDK pins. */
export const API_VERSION = '2026-08-26.dahlia'

export type IntentRow = TestProcessorIntentTable
export type RefundRow = TestProcessorRefundTable

export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error'
  code?: string
  decline_code?: string
  message: string
  param?: string
  payment_intent?: unknown
}

/** A Stripe-shaped error answer: the status and `{ error }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message)
  }
}

export const invalidRequest = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) })

export const notFound = (what: string, id: string, param = 'id') =>
  new ApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param })

export const unexpectedState = (row: IntentRow, action: string, expected: string) =>
  new ApiError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message: `You cannot ${action} this PaymentIntent because it has a status of ${row.status}. Only a PaymentIntent with ${expected} may be ${action === 'confirm' ? 'confirmed' : `${action}d`}.`,
  })

export interface Context {
  /** The processor's public origin: where the browser opens the 3-D Secure page */
  publicUrl: string
}

export const paymentMethodId = (row: IntentRow) => (row.card_last4 ? `pm_${row.id.slice(3)}` : null)

export function charge(row: IntentRow) {
  const captured = row.status === 'succeeded'
  return {
    id: row.charge_id,
    object: 'charge',
    amount: row.amount,
    amount_captured: captured ? row.amount_received : 0,
    amount_refunded: row.amount_refunded,
    captured,
    refunded: captured && row.amount_refunded >= row.amount_received,
    currency: row.currency,
    paid: true,
    status: 'succeeded',
    payment_intent: row.id,
    payment_method: paymentMethodId(row),
    payment_method_details: {
      type: 'card',
      card: { brand: row.card_brand, last4: row.card_last4, country: row.card_country, exp_month: row.card_exp_month, exp_year: row.card_exp_year },
    },
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    livemode: false,
    created: row.created,
  }
}

export function threeDSecureUrl(ctx: Context, row: IntentRow): string {
  return `${ctx.publicUrl}/3ds/${row.id}?client_secret=${encodeURIComponent(row.client_secret)}`
}

export function paymentIntent(ctx: Context, row: IntentRow, opts: { expandCharge?: boolean } = {}) {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    amount_capturable: row.amount_capturable,
    amount_received: row.amount_received,
    automatic_payment_methods: { enabled: true },
    canceled_at: row.status === 'canceled' ? Math.floor(Date.parse(row.updated_at) / 1000) : null,
    cancellation_reason: row.cancellation_reason,
    capture_method: row.capture_method,
    client_secret: row.client_secret,
    confirmation_method: 'automatic',
    created: row.created,
    currency: row.currency,
    description: row.description,
    last_payment_error: row.last_payment_error ? (JSON.parse(row.last_payment_error) as unknown) : null,
    latest_charge: row.charge_id ? (opts.expandCharge ? charge(row) : row.charge_id) : null,
    livemode: false,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    next_action:
      row.status === 'requires_action'
        ? { type: 'redirect_to_url', redirect_to_url: { url: threeDSecureUrl(ctx, row), return_url: row.return_url } }
        : null,
    payment_method: paymentMethodId(row),
    payment_method_types: ['card'],
    status: row.status,
  }
}

export function refund(row: RefundRow, chargeId: string | null) {
  return {
    id: row.id,
    object: 'refund',
    amount: row.amount,
    charge: chargeId,
    created: row.created,
    currency: row.currency,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    payment_intent: row.payment_intent,
    reason: null,
    status: 'succeeded',
  }
}

export function event(id: string, type: string, object: unknown, created: number) {
  return {
    id,
    object: 'event',
    api_version: API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
}
