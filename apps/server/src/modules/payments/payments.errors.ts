import { DomainError, PAYMENT_FAILURE_MESSAGES, PAYMENT_MESSAGES, type PaymentFailureReason } from '@shop/domain'
import Stripe from 'stripe'

/** The payments service's refusals, and the processor's errors in our reasons (decision 050). */
export const PAYMENT_ERRORS = {
  keyReused: 'This payment key was already used for a different payment',
  stillProcessing: 'This payment is still being processed. Please try again in a moment.',
  notRefundable: 'Only a completed payment can be refunded',
  refundTooLarge: 'A refund cannot be more than what is left of the payment',
  refundFailed: 'The payment service did not make the refund. Please try again.',
} as const

const INVALID_CARD_CODES = new Set(['incorrect_number', 'invalid_number', 'invalid_expiry_month', 'invalid_expiry_year', 'invalid_cvc', 'incorrect_cvc', 'expired_card'])

/** Why the processor refused the intent's last attempt, in our reasons (decision 050). */
export function failureOf(error: { code?: string | null; decline_code?: string | null } | null | undefined): PaymentFailureReason {
  if (!error) return 'card_declined'
  if (error.code === 'payment_intent_authentication_failure') return 'card_authentication_failed'
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') return 'card_insufficient_funds'
  if (error.code && INVALID_CARD_CODES.has(error.code)) return 'card_invalid'
  return 'card_declined'
}

export const paymentFailure = (reason: PaymentFailureReason) => new DomainError(reason, PAYMENT_FAILURE_MESSAGES[reason])
export const gatewayDown = () => new DomainError('payment_gateway_down', PAYMENT_MESSAGES.gatewayDown)

/** A refusal about the request itself (a state, an amount): the processor will answer it the same way again. */
export const isRefusal = (err: unknown): boolean => err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError

