import type { CardInput, Currency, PaymentPurpose } from '@shop/domain'
import type { Tx } from '../../db/tx'

/** What a card processor does for us. Implementations: the built-in test gateway, Stripe. */
export interface GatewayChargeRequest {
  amount_cents: number
  currency: Currency
  card: CardInput
  /** Passed to the processor so a retried call charges once */
  idempotency_key: string
  description: string
  /** Money for a wallet: a card issued outside the EU/EEA (domain cardMayFundWallet) is refused before any money moves */
  funds_wallet?: boolean
}

export type GatewayFailure = 'declined' | 'insufficient_funds' | 'issued_abroad' | 'invalid_card' | 'unavailable'

export type GatewayChargeResult =
  | { ok: true; reference: string; brand: string; last4: string; country: string }
  | { ok: false; reason: GatewayFailure; message: string }

export type GatewayRefundResult = { ok: true; reference: string } | { ok: false; message: string }

/** Whether a charge with this idempotency key went through; `unknown` when the gateway did not answer. */
export type GatewayLookupResult = { found: true; reference: string; amount_cents: number } | { found: false } | { found: 'unknown' }

export interface PaymentGateway {
  readonly name: string
  charge(req: GatewayChargeRequest): Promise<GatewayChargeResult>
  refund(req: { reference: string; amount_cents: number; idempotency_key: string }): Promise<GatewayRefundResult>
  /**
   * The succeeded charge made under an idempotency key, if any: how the payment recovery settles a
   * row left pending by a process that died between the charge and recording it.
   */
  findCharge?(idempotencyKey: string): Promise<GatewayLookupResult>
}

export interface ChargeInput {
  /** Top-ups and gift cards refuse a card issued abroad before charging it (domain purposeFundsWallet) */
  purpose: PaymentPurpose
  user_id: string | null
  amount_cents: number
  /** The charge's currency (decision 036; default USD) */
  currency?: Currency
  card: CardInput
  /** Unique per charge; a repeat with the same key returns the first outcome without charging again */
  idempotency_key: string
  description: string
}

export interface ChargedCard {
  payment_id: string
  brand: string
  last4: string
  country: string
}

/** modules/payments: the payment table plus the gateway. Card numbers never reach the database or logs. */
export interface PaymentsService {
  /**
   * Writes a pending payment row, charges through the gateway, records the outcome.
   * A decline throws DomainError('payment_failed', PAYMENT_MESSAGES.…); a gateway that does not
   * answer throws DomainError('unavailable', PAYMENT_MESSAGES.gatewayDown).
   */
  charge(input: ChargeInput): Promise<ChargedCard>
  /**
   * Gives back `amount_cents` of a succeeded payment through the gateway (idempotent per key) and
   * raises payment.refunded_cents; never more than was charged.
   */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<void>
  /**
   * Whether this payment's money may be refunded into a wallet: only when its card was issued in
   * the EU/EEA (domain cardMayFundWallet). A card issued abroad is refunded to that card.
   */
  mayRefundToWallet(paymentId: string): Promise<boolean>
  /**
   * In the caller's transaction: holds a succeeded, unrefunded charge until the commit, so the
   * recovery sweep cannot give it back meanwhile (decision 015). False when it was withdrawn.
   */
  hold(tx: Tx, paymentId: string, at: Date): Promise<boolean>
}

/** A succeeded charge as the recovery sweep asks about it. */
export interface ChargeToCheck {
  id: string
  idempotency_key: string
}

/**
 * Whether a charge paid for what it was made for, one answer per purpose: the module that uses
 * charges of that purpose looks at its own tables (they point at the payment, not the other way
 * round). A new purpose without an answer does not compile where the sweep is wired.
 */
export type PaymentUses = Record<PaymentPurpose, (payment: ChargeToCheck) => Promise<boolean>>
