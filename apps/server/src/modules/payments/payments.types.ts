import type { Currency, PaymentFailureReason, PaymentOutcome, PaymentPurpose, PaymentStart } from '@shop/domain'
import type { Tx } from '../../db/tx'

export type { PaymentFailureReason, PaymentStart }

/** A card payment to start (contract of issue 20; decision 050). */
export interface StartPayment {
  purpose: PaymentPurpose
  user_id: string | null
  /** Who may complete it from the browser: the user id, or 'guest:<cart token hash>' (paymentOwnerScope) */
  owner_scope: string
  amount_cents: number
  currency: Currency
  /** Unique per payment, e.g. order:<key>; a repeat answers the same start */
  idempotency_key: string
  description: string
  /** 'manual' for top-ups and gift cards: captured only after the card's country passes cardMayFundWallet */
  capture: 'automatic' | 'manual'
}

/** A payment as its purpose's handler sees it when it settles. */
export interface SettledPayment {
  id: string
  purpose: PaymentPurpose
  user_id: string | null
  idempotency_key: string
  amount_cents: number
  currency: Currency
  card_brand: string | null
  card_last4: string | null
  card_country: string | null
}

export type SettleResult = { status: 'succeeded' } | { status: 'processing' } | { status: 'failed'; reason: PaymentFailureReason }

/** What a purpose's module (checkout, wallet) does when one of its payments settles. */
export interface PaymentHandler {
  /** In the transaction that marks the payment succeeded; runs once per payment. */
  complete(tx: Tx, p: SettledPayment): Promise<void>
  /** After that commit, once: invoice, confirmation email. Errors are logged, not thrown. */
  afterComplete?(p: SettledPayment): Promise<void>
  /** In the transaction that marks it failed (declined, canceled, abroad, expired); runs once: releases holds. */
  fail(tx: Tx, p: SettledPayment, reason: PaymentFailureReason): Promise<void>
  /** What POST /api/payments/:id/complete answers its owner once succeeded. */
  result(p: SettledPayment): Promise<PaymentOutcome>
}

/** modules/payments: PaymentIntents at the processor, the payment table, webhooks, refunds. */
export interface PaymentsService {
  start(input: StartPayment): Promise<PaymentStart>
  /** The purpose's module registers its handler at wiring time (app.ts). */
  register(purpose: PaymentPurpose, handler: PaymentHandler): void
  /** Asks the processor, settles once, answers. Used by the return route, the webhook, the sweep. */
  settle(paymentId: string): Promise<SettleResult>
  /** Cancels at the processor and fails it (the checkout's own refusal, or the sweep) */
  abandon(paymentId: string, reason: PaymentFailureReason): Promise<void>
  /** Gives back part or all of a succeeded payment through the processor (idempotent per key); never more than was captured. */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<void>
  /** Whether this payment's money may be refunded into a wallet: its card was issued in the EU/EEA (cardMayFundWallet). */
  mayRefundToWallet(paymentId: string): Promise<boolean>
  /** For the return route: null when unknown */
  ownerOf(paymentId: string): Promise<{ owner_scope: string; purpose: PaymentPurpose } | null>
}
