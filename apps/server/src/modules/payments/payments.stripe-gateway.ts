import { cardMayFundWallet, PAYMENT_MESSAGES } from '@shop/domain'
import Stripe from 'stripe'
import type { GatewayChargeResult, GatewayFailure, PaymentGateway } from './payments.types'

export interface StripeGatewayOptions {
  secretKey: string
  /** https://api.stripe.com, or a local fake in tests */
  apiUrl: string
  /** Retries of a request that got no answer (the SDK resends it with the same idempotency key) */
  maxNetworkRetries?: number
  timeoutMs?: number
}

/** The Stripe client pointed at `apiUrl`: the SDK takes host, port and protocol separately. */
export function stripeClient(opts: StripeGatewayOptions): Stripe {
  const url = new URL(opts.apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(opts.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: opts.maxNetworkRetries ?? 1,
    timeout: opts.timeoutMs ?? 20_000,
    telemetry: false,
  })
}

const INVALID_CARD_CODES = new Set([
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  'incorrect_cvc',
  'expired_card',
])

const MESSAGE_OF: Record<GatewayFailure, string> = {
  declined: PAYMENT_MESSAGES.declined,
  insufficient_funds: PAYMENT_MESSAGES.insufficientFunds,
  issued_abroad: PAYMENT_MESSAGES.issuedAbroad,
  invalid_card: PAYMENT_MESSAGES.invalidCard,
  unavailable: PAYMENT_MESSAGES.gatewayDown,
}

const failure = (reason: GatewayFailure): GatewayChargeResult => ({ ok: false, reason, message: MESSAGE_OF[reason] })

/** Stripe's error classes to our few outcomes; anything that is not about the card means "try later". */
export function failureOf(err: unknown): GatewayChargeResult {
  if (!(err instanceof Stripe.errors.StripeError)) return failure('unavailable')
  if (err.type === 'StripeCardError') {
    if (err.decline_code === 'insufficient_funds' || err.code === 'insufficient_funds') return failure('insufficient_funds')
    if (err.code && INVALID_CARD_CODES.has(err.code)) return failure('invalid_card')
    return failure('declined')
  }
  // A refused card parameter (e.g. a number Stripe will not take) is the card's fault, not the service's.
  if (err.type === 'StripeInvalidRequestError' && err.param?.startsWith('card')) return failure('invalid_card')
  return failure('unavailable')
}

/**
 * Card payments through Stripe's official SDK: a PaymentMethod from the card (which tells its
 * issuing country, checked before any money moves), then a PaymentIntent confirmed at once.
 * Both calls carry idempotency keys derived from the charge's key, so a retried charge (ours or
 * the SDK's) reuses the first PaymentMethod and never makes a second PaymentIntent.
 */
export function createStripeGateway(opts: StripeGatewayOptions): PaymentGateway {
  const stripe = stripeClient(opts)
  return {
    name: 'stripe',
    async charge(req) {
      let method: Stripe.PaymentMethod
      try {
        method = await stripe.paymentMethods.create(
          {
            type: 'card',
            card: { number: req.card.number, exp_month: req.card.exp_month, exp_year: req.card.exp_year, cvc: req.card.cvc },
            billing_details: { name: req.card.name },
          },
          { idempotencyKey: `${req.idempotency_key}:pm` },
        )
      } catch (err) {
        return failureOf(err)
      }
      const card = method.card
      if (!card) return failure('invalid_card')
      if (req.funds_wallet && !cardMayFundWallet(card.country)) return failure('issued_abroad')
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: req.amount_cents,
            currency: req.currency.toLowerCase(),
            payment_method: method.id,
            payment_method_types: ['card'],
            confirm: true,
            description: req.description,
            // What findCharge searches by: the key itself is not searchable at Stripe.
            metadata: { shop_key: req.idempotency_key },
          },
          { idempotencyKey: req.idempotency_key },
        )
        // 'requires_action' is a 3-D Secure challenge: this checkout cannot show one, so it is a decline.
        if (intent.status !== 'succeeded' && intent.status !== 'processing') return failure('declined')
        return { ok: true, reference: intent.id, brand: card.brand, last4: card.last4, country: card.country ?? '' }
      } catch (err) {
        return failureOf(err)
      }
    },
    async findCharge(idempotencyKey) {
      // Keys are letters, digits, '_', '-' and ':' (IdempotencyKeySchema plus our prefixes): nothing to escape.
      if (!/^[A-Za-z0-9_:-]+$/.test(idempotencyKey)) return { found: 'unknown' }
      try {
        const page = await stripe.paymentIntents.search({ query: `metadata['shop_key']:'${idempotencyKey}'`, limit: 10 })
        const paid = page.data.find((i) => i.status === 'succeeded' || i.status === 'processing')
        return paid ? { found: true, reference: paid.id, amount_cents: paid.amount } : { found: false }
      } catch {
        return { found: 'unknown' }
      }
    },
    async refund({ reference, amount_cents, idempotency_key }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: reference, amount: amount_cents }, { idempotencyKey: idempotency_key })
        if (refund.status === 'failed' || refund.status === 'canceled') return { ok: false, message: `Stripe refused the refund (${refund.status})` }
        return { ok: true, reference: refund.id }
      } catch (err) {
        return { ok: false, message: err instanceof Error ? err.message : 'Stripe did not answer' }
      }
    },
  }
}
