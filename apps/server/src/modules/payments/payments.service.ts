import { cardMayFundWallet, DomainError, NotFound, PAYMENT_MESSAGES, purposeFundsWallet, type Reason } from '@shop/domain'
import type { Db } from '../../db/database'
import { createPaymentsRepository, type PaymentRow } from './payments.repository'
import type { ChargedCard, ChargeInput, GatewayChargeResult, GatewayFailure, PaymentGateway, PaymentsService } from './payments.types'

export const PAYMENT_ERRORS = {
  keyReused: 'This payment key was already used for a different payment',
  stillProcessing: 'This payment is still being processed. Please try again in a moment.',
  alreadyRefunded: 'This payment has been refunded. Please pay again.',
  notRefundable: 'Only a completed payment can be refunded',
  refundTooLarge: 'A refund cannot be more than what is left of the payment',
  refundFailed: 'The payment service did not make the refund. Please try again.',
} as const

const FAILURE_MESSAGE: Record<GatewayFailure, string> = {
  declined: PAYMENT_MESSAGES.declined,
  insufficient_funds: PAYMENT_MESSAGES.insufficientFunds,
  issued_abroad: PAYMENT_MESSAGES.issuedAbroad,
  invalid_card: PAYMENT_MESSAGES.invalidCard,
  unavailable: PAYMENT_MESSAGES.gatewayDown,
}

const FAILURE_REASON: Record<GatewayFailure, Reason> = {
  declined: 'card_declined',
  insufficient_funds: 'card_insufficient_funds',
  issued_abroad: 'card_issued_abroad',
  invalid_card: 'card_invalid',
  unavailable: 'payment_gateway_down',
}

/** Our messages, not the gateway's: the shopper sees the same words whichever processor answered. */
export function paymentError(reason: GatewayFailure): DomainError {
  return new DomainError(FAILURE_REASON[reason], FAILURE_MESSAGE[reason])
}

const GATEWAY_FAILURES = new Set<string>(Object.keys(FAILURE_MESSAGE))
const asFailure = (stored: string | null): GatewayFailure => (stored && GATEWAY_FAILURES.has(stored) ? (stored as GatewayFailure) : 'declined')

export interface PaymentsOptions {
  /** How long a repeat waits for a concurrent first call to finish */
  waitMs?: number
  /** A pending row older than this belongs to a process that died: a repeat may take it over */
  staleMs?: number
}

export function createPaymentsService(deps: { db: Db; gateway: PaymentGateway } & PaymentsOptions): PaymentsService {
  const { gateway } = deps
  const repo = createPaymentsRepository(deps.db)
  const waitMs = deps.waitMs ?? 15_000
  const staleMs = deps.staleMs ?? 120_000

  /** Calls the gateway for a row this caller owns (pending), and records what it said. */
  async function run(paymentId: string, input: ChargeInput): Promise<ChargedCard> {
    let result: GatewayChargeResult
    try {
      result = await gateway.charge({
        amount_cents: input.amount_cents,
        currency: input.currency ?? 'USD',
        card: input.card,
        idempotency_key: input.idempotency_key,
        description: input.description,
        // Money bound for a wallet: a card issued abroad is refused before it is charged.
        ...(purposeFundsWallet(input.purpose) ? { funds_wallet: true } : {}),
      })
    } catch {
      // Deliberately not logged: the error of a gateway call may quote its request, card included.
      result = { ok: false, reason: 'unavailable', message: PAYMENT_MESSAGES.gatewayDown }
    }
    if (!result.ok) {
      await repo.markFailed(paymentId, result.reason)
      throw paymentError(result.reason)
    }
    await repo.markSucceeded(paymentId, result)
    return { payment_id: paymentId, brand: result.brand, last4: result.last4, country: result.country }
  }

  /** A second call with a key already in the table: the first call's outcome, never a second charge. */
  async function repeat(input: ChargeInput): Promise<ChargedCard> {
    const deadline = Date.now() + waitMs
    for (let pause = 25; ; pause = Math.min(pause * 2, 500)) {
      const row = await repo.byKey(input.idempotency_key)
      if (!row) throw new DomainError('internal', 'A payment vanished while it was being read')
      if (row.purpose !== input.purpose || row.amount_cents !== input.amount_cents || row.currency !== (input.currency ?? 'USD') || row.user_id !== input.user_id) {
        throw new DomainError('payment_key_reused', PAYMENT_ERRORS.keyReused)
      }
      const settled = outcomeOf(row)
      if (settled) return settled
      if (await repo.claimForRetry(row, new Date(Date.now() - staleMs).toISOString())) return run(row.id, input)
      if (Date.now() >= deadline) throw new DomainError('payment_processing', PAYMENT_ERRORS.stillProcessing)
      await new Promise((r) => setTimeout(r, pause))
    }
  }

  return {
    async charge(input) {
      if (!Number.isInteger(input.amount_cents) || input.amount_cents <= 0) {
        throw new DomainError('amount_invalid', 'A payment must be a positive whole number of cents')
      }
      const id = await repo.insertPending(input, gateway.name)
      return id ? run(id, input) : repeat(input)
    },

    async refund(paymentId, amountCents, idempotencyKey) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new DomainError('amount_invalid', 'A refund must be a positive whole number of cents')
      const payment = await repo.byId(paymentId)
      if (!payment) throw new NotFound('Payment', 'payment_not_found')
      if (await repo.refundByKey(paymentId, idempotencyKey)) return
      if ((payment.status !== 'succeeded' && payment.status !== 'refunded') || !payment.reference) {
        throw new DomainError('payment_not_refundable', PAYMENT_ERRORS.notRefundable)
      }
      if (payment.refunded_cents + amountCents > payment.amount_cents) throw new DomainError('refund_too_large', PAYMENT_ERRORS.refundTooLarge)
      // Scoped by payment: a processor's idempotency keys are account-wide.
      const result = await gateway
        .refund({ reference: payment.reference, amount_cents: amountCents, idempotency_key: `${paymentId}:${idempotencyKey}` })
        .catch((): { ok: false; message: string } => ({ ok: false, message: 'no answer' }))
      if (!result.ok) {
        // A concurrent refund may have used up the payment meanwhile: that is the clearer answer.
        const now = await repo.byId(paymentId)
        if (now && now.refunded_cents + amountCents > now.amount_cents) throw new DomainError('refund_too_large', PAYMENT_ERRORS.refundTooLarge)
        throw new DomainError('refund_failed', PAYMENT_ERRORS.refundFailed)
      }
      if (!(await repo.recordRefund(paymentId, idempotencyKey, amountCents, result.reference))) {
        throw new DomainError('refund_too_large', PAYMENT_ERRORS.refundTooLarge)
      }
    },

    hold: (tx, paymentId, at) => repo.hold(tx, paymentId, at.toISOString()),

    async mayRefundToWallet(paymentId) {
      const payment = await repo.byId(paymentId)
      return !!payment && cardMayFundWallet(payment.card_country)
    },
  }
}

/** What a finished payment row answers to a repeat; null while it is pending or worth retrying. */
function outcomeOf(row: PaymentRow): ChargedCard | null {
  if (row.status === 'pending') return null
  if (row.status === 'failed') {
    if (row.failure === 'unavailable') return null
    throw paymentError(asFailure(row.failure))
  }
  // A refunded charge must not pay for anything a second time (e.g. an order retried after a sellout).
  if (row.refunded_cents > 0 || row.status === 'refunded') throw new DomainError('payment_refunded', PAYMENT_ERRORS.alreadyRefunded)
  return { payment_id: row.id, brand: row.card_brand ?? 'card', last4: row.card_last4 ?? '', country: row.card_country ?? '' }
}
