import {
  cardMayFundWallet,
  DomainError,
  NotFound,
  PAYMENT_MESSAGES,
  type Currency,
  type PaymentFailureReason,
  type PaymentOutcome,
  type PaymentPurpose,
  type PaymentStart,
} from '@shop/domain'
import Stripe from 'stripe'
import type { Db } from '../../db/database'
import { createPaymentsRepository, GATEWAY_DOWN, type PaymentRow } from './payments.repository'
import type { PaymentProcessor } from './payments.processor'
import { failureOf, gatewayDown, isRefusal, PAYMENT_ERRORS, paymentFailure } from './payments.errors'
import type { PaymentHandler, PaymentsService, SettledPayment, SettleResult, StartPayment } from './payments.types'

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void }

export interface PaymentsDeps {
  db: Db
  processor: PaymentProcessor
  /** How long a payment under way holds what it uses (config PAYMENT_HOLD_MINUTES) */
  holdMinutes: number
  log: Log
  now?: () => Date
  /** How long a repeat of a start waits for the first call's answer before taking it over (default 10 s) */
  startWaitMs?: number
}

const SUCCEEDED: SettleResult = { status: 'succeeded' }
const PROCESSING: SettleResult = { status: 'processing' }
const failed = (reason: PaymentFailureReason): SettleResult => ({ status: 'failed', reason })

/** What the complete route answers: the outcome, or `processing` (ask again). A failure is thrown. */
export type CompleteAnswer = { done: true; outcome: PaymentOutcome } | { done: false }

export function createPaymentsService(deps: PaymentsDeps) {
  const { processor, log } = deps
  const { stripe } = processor
  const repo = createPaymentsRepository(deps.db)
  const now = deps.now ?? (() => new Date())
  const handlers = new Map<PaymentPurpose, PaymentHandler>()
  const startWaitMs = deps.startWaitMs ?? 10_000
  const expiry = () => new Date(now().getTime() + deps.holdMinutes * 60_000).toISOString()
  const isExpired = (row: PaymentRow) => !!row.expires_at && row.expires_at <= now().toISOString()

  function handlerOf(purpose: PaymentPurpose): PaymentHandler {
    const h = handlers.get(purpose)
    if (!h) throw new Error(`no payment handler registered for '${purpose}'`)
    return h
  }

  const settledOf = (row: PaymentRow): SettledPayment => ({
    id: row.id,
    purpose: row.purpose,
    user_id: row.user_id,
    idempotency_key: row.idempotency_key,
    amount_cents: row.amount_cents,
    currency: row.currency as Currency,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    card_country: row.card_country,
  })

  const startOf = (row: PaymentRow): PaymentStart => ({
    id: row.id,
    client_secret: row.client_secret!,
    amount_cents: row.amount_cents,
    currency: row.currency as Currency,
    expires_at: row.expires_at!,
  })

  /** What a row that settled already answers; null while it is pending. */
  function finished(row: PaymentRow): SettleResult | null {
    if (row.status === 'succeeded' || row.status === 'refunded') return SUCCEEDED
    if (row.status === 'failed') return failed(row.failure === GATEWAY_DOWN ? 'payment_expired' : ((row.failure as PaymentFailureReason | null) ?? 'card_declined'))
    return null
  }

  async function reread(id: string): Promise<SettleResult> {
    const row = await repo.byId(id)
    return (row && finished(row)) ?? PROCESSING
  }

  async function ask<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (err) {
      if (isRefusal(err)) throw err
      // Deliberately no request details: a processor error may quote what it was sent.
      log.warn({ type: err instanceof Error ? err.name : typeof err }, 'the payment processor did not answer')
      throw gatewayDown()
    }
  }

  const retrieve = (reference: string) => ask(() => stripe.paymentIntents.retrieve(reference, { expand: ['latest_charge'] }))

  function cardOf(intent: Stripe.PaymentIntent): { brand: string | null; last4: string | null; country: string | null } {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
    const card = charge?.payment_method_details?.card
    return { brand: card?.brand ?? null, last4: card?.last4 ?? null, country: card?.country ?? null }
  }

  /** The money is the shop's: the payment succeeds and its handler writes what it paid for, in one transaction, once. */
  async function completeOnce(row: PaymentRow, intent: Stripe.PaymentIntent): Promise<SettleResult> {
    const charged = typeof intent.latest_charge === 'object' && intent.latest_charge ? intent : await retrieve(intent.id)
    const card = cardOf(charged)
    const handler = handlerOf(row.purpose)
    const settled: SettledPayment = { ...settledOf(row), card_brand: card.brand, card_last4: card.last4, card_country: card.country }
    const won = await deps.db.kysely.transaction().execute(async (tx) => {
      if (!(await repo.succeed(tx, row.id, card))) return false
      await handler.complete(tx, settled)
      return true
    })
    if (!won) return reread(row.id)
    if (handler.afterComplete) {
      await handler.afterComplete(settled).catch((err: unknown) => log.error({ err, payment_id: row.id }, 'a paid payment’s after-commit step failed'))
    }
    return SUCCEEDED
  }

  /** No money moved (the intent is canceled or was never made): the payment fails and its holds go back, once. */
  async function failOnce(row: PaymentRow, reason: PaymentFailureReason): Promise<SettleResult> {
    const handler = handlerOf(row.purpose)
    const won = await deps.db.kysely.transaction().execute(async (tx) => {
      if (!(await repo.fail(tx, row.id, reason))) return false
      await handler.fail(tx, settledOf(row), reason)
      return true
    })
    return won ? failed(reason) : reread(row.id)
  }

  /**
   * Cancels the intent at the processor, then fails the payment: a payment is failed only once its
   * intent can no longer take money. An intent that moved on meanwhile (the shopper's bank just
   * confirmed) is settled as it now is instead.
   */
  async function cancelAndFail(row: PaymentRow, reason: PaymentFailureReason, depth = 0): Promise<SettleResult> {
    if (!row.reference) return failOnce(row, reason)
    try {
      await ask(() => stripe.paymentIntents.cancel(row.reference!))
    } catch (err) {
      if (!isRefusal(err)) throw err
      const intent = await retrieve(row.reference)
      if (intent.status !== 'canceled') {
        if (depth > 0) throw gatewayDown()
        return settleWith(row, intent, reason, depth + 1)
      }
    }
    return failOnce(row, reason)
  }

  async function settleWith(row: PaymentRow, intent: Stripe.PaymentIntent, expiredReason: PaymentFailureReason, depth = 0): Promise<SettleResult> {
    switch (intent.status) {
      case 'succeeded':
        return completeOnce(row, intent)
      case 'requires_capture': {
        if (row.capture_method !== 'manual') break
        // Money for a wallet: only a card issued in the EU/EEA may fund one (decision 041). Abroad,
        // the authorisation is released and nothing is captured.
        const charged = typeof intent.latest_charge === 'object' && intent.latest_charge ? intent : await retrieve(intent.id)
        if (!cardMayFundWallet(cardOf(charged).country)) return cancelAndFail(row, 'card_issued_abroad', depth)
        const captured = await ask(() => stripe.paymentIntents.capture(intent.id, { expand: ['latest_charge'] }, { idempotencyKey: `capture:${row.id}` }))
        if (captured.status === 'succeeded') return completeOnce(row, captured)
        break
      }
      case 'canceled':
        return failOnce(row, intent.last_payment_error ? failureOf(intent.last_payment_error) : expiredReason)
      case 'requires_payment_method':
        // A confirm attempt was refused (declined, 3-D Secure failed): the payment ends here, its
        // holds go back, and the shopper pays again with a new order (decision 050).
        if (intent.last_payment_error) return cancelAndFail(row, failureOf(intent.last_payment_error), depth)
        break
      default:
        break
    }
    return isExpired(row) ? cancelAndFail(row, 'payment_expired', depth) : PROCESSING
  }

  async function settle(paymentId: string): Promise<SettleResult> {
    const row = await repo.byId(paymentId)
    if (!row) throw new NotFound('Payment', 'payment_not_found')
    const done = finished(row)
    if (done) return done
    if (!row.reference) return isExpired(row) ? failOnce(row, 'payment_expired') : PROCESSING
    return settleWith(row, await retrieve(row.reference), 'payment_expired')
  }

  async function createIntent(row: PaymentRow, input: StartPayment): Promise<PaymentStart> {
    let intent: Stripe.PaymentIntent
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: input.amount_cents,
          currency: input.currency.toLowerCase(),
          description: input.description,
          capture_method: input.capture,
          automatic_payment_methods: { enabled: true },
          metadata: { shop_payment: row.id, shop_key: input.idempotency_key },
        },
        { idempotencyKey: input.idempotency_key },
      )
    } catch (err) {
      log.error({ payment_id: row.id, type: err instanceof Error ? err.name : typeof err, code: (err as { code?: string }).code }, 'the payment processor did not start a payment')
      await repo.markGatewayDown(row.id)
      throw gatewayDown()
    }
    if (!(await repo.attachIntent(row.id, intent.id, intent.client_secret!))) {
      // The payment was called off while the processor answered (the sweep): its intent must not take money.
      await stripe.paymentIntents.cancel(intent.id).catch(() => undefined)
      const current = await repo.byId(row.id)
      const done = current && finished(current)
      throw paymentFailure(done?.status === 'failed' ? done.reason : 'payment_expired')
    }
    return startOf({ ...row, reference: intent.id, client_secret: intent.client_secret })
  }

  /**
   * A repeat while the first call is still asking the processor: it waits for that answer. Only a
   * first call that died on the way (nothing after `startWaitMs`) is taken over — with the same
   * idempotency key, so the processor answers the same intent.
   */
  async function awaitFirst(row: PaymentRow, input: StartPayment): Promise<PaymentStart> {
    const deadline = Date.now() + startWaitMs
    for (let pause = 25; Date.now() < deadline; pause = Math.min(pause * 2, 500)) {
      await new Promise((r) => setTimeout(r, pause))
      const current = await repo.byId(row.id)
      if (!current) break
      if (current.status === 'failed') throw current.failure === GATEWAY_DOWN ? gatewayDown() : paymentFailure(current.failure as PaymentFailureReason)
      if (current.client_secret) return startOf(current)
    }
    return createIntent(row, input)
  }

  const service: PaymentsService = {
    async start(input) {
      if (!Number.isInteger(input.amount_cents) || input.amount_cents <= 0) {
        throw new DomainError('amount_invalid', 'A payment must be a positive whole number of cents')
      }
      const fresh = await repo.insertPending(input, processor.name, expiry())
      if (fresh) return createIntent(fresh, input)
      const row = await repo.byKey(input.idempotency_key)
      if (!row) throw new DomainError('internal', 'A payment vanished while it was being read')
      if (row.purpose !== input.purpose || row.amount_cents !== input.amount_cents || row.currency !== input.currency || row.user_id !== input.user_id || row.owner_scope !== input.owner_scope) {
        throw new DomainError('payment_key_reused', PAYMENT_ERRORS.keyReused)
      }
      // A payment that ended without money answers why; paying again takes a new key (a new attempt).
      if (row.status === 'failed' && row.failure !== GATEWAY_DOWN) throw paymentFailure((row.failure as PaymentFailureReason | null) ?? 'card_declined')
      if (row.client_secret && row.expires_at) return startOf(row)
      if (row.status === 'failed' && row.failure === GATEWAY_DOWN) {
        // The processor did not answer the first start: one repeat takes it over and asks again.
        if (!(await repo.reopen(row.id, expiry()))) throw new DomainError('payment_processing', PAYMENT_ERRORS.stillProcessing)
        return createIntent((await repo.byId(row.id))!, input)
      }
      if (row.status === 'pending') return awaitFirst(row, input)
      throw new DomainError('payment_key_reused', PAYMENT_ERRORS.keyReused)
    },

    register(purpose, handler) {
      if (handlers.has(purpose)) throw new Error(`a payment handler for '${purpose}' is registered already`)
      handlers.set(purpose, handler)
    },

    settle,

    async abandon(paymentId, reason) {
      const row = await repo.byId(paymentId)
      if (!row) throw new NotFound('Payment', 'payment_not_found')
      if (finished(row)) return
      await cancelAndFail(row, reason)
    },

    async refund(paymentId, amountCents, idempotencyKey) {
      if (!Number.isInteger(amountCents) || amountCents <= 0) throw new DomainError('amount_invalid', 'A refund must be a positive whole number of cents')
      const payment = await repo.byId(paymentId)
      if (!payment) throw new NotFound('Payment', 'payment_not_found')
      let reservation = await repo.refundByKey(paymentId, idempotencyKey)
      if (reservation?.reference) return
      if (reservation && reservation.amount_cents !== amountCents) throw new DomainError('payment_key_reused', PAYMENT_ERRORS.keyReused)
      if (!reservation) {
        const reserved = await repo.reserveRefund(paymentId, idempotencyKey, amountCents)
        if (reserved === 'too_large') throw new DomainError('refund_too_large', PAYMENT_ERRORS.refundTooLarge)
        if (reserved === 'not_refundable') throw new DomainError('payment_not_refundable', PAYMENT_ERRORS.notRefundable)
        reservation = reserved === 'taken' ? await repo.refundByKey(paymentId, idempotencyKey) : { ...reserved, payment_id: paymentId, idempotency_key: idempotencyKey, amount_cents: amountCents, reference: '', created_at: '' }
        if (!reservation) throw new DomainError('refund_failed', PAYMENT_ERRORS.refundFailed)
        if (reservation.reference) return
      }
      let refund: Stripe.Refund
      try {
        refund = await stripe.refunds.create(
          { payment_intent: payment.reference!, amount: amountCents, metadata: { shop_payment: paymentId } },
          // Scoped by payment: a processor's idempotency keys are account-wide.
          { idempotencyKey: `refund:${paymentId}:${idempotencyKey}` },
        )
      } catch (err) {
        if (isRefusal(err)) {
          await repo.releaseRefund(paymentId, reservation.id, amountCents)
          log.warn({ payment_id: paymentId, message: err instanceof Error ? err.message : '' }, 'the payment processor refused a refund')
        }
        // Unanswered: the reservation stays (the money may have gone back); a repeat of the key finishes it.
        throw new DomainError('refund_failed', PAYMENT_ERRORS.refundFailed)
      }
      if (refund.status === 'failed' || refund.status === 'canceled') {
        await repo.releaseRefund(paymentId, reservation.id, amountCents)
        throw new DomainError('refund_failed', PAYMENT_ERRORS.refundFailed)
      }
      await repo.finishRefund(reservation.id, refund.id)
    },

    async mayRefundToWallet(paymentId) {
      const payment = await repo.byId(paymentId)
      return !!payment && cardMayFundWallet(payment.card_country)
    },

    async ownerOf(paymentId) {
      const row = await repo.byId(paymentId)
      return row?.owner_scope ? { owner_scope: row.owner_scope, purpose: row.purpose } : null
    },
  }

  return {
    ...service,

    /** The browser came back from the processor: its owner learns how it ended; anyone else, that there is no such payment. */
    async completeFor(paymentId: string, ownerScope: string | null): Promise<CompleteAnswer> {
      const row = await repo.byId(paymentId)
      if (!row?.owner_scope || row.owner_scope !== ownerScope) throw new NotFound('Payment', 'payment_not_found')
      const result = await settle(paymentId)
      if (result.status === 'processing') return { done: false }
      if (result.status === 'failed') throw paymentFailure(result.reason)
      return { done: true, outcome: await handlerOf(row.purpose).result(settledOf((await repo.byId(paymentId))!)) }
    },

    /**
     * A webhook: its signature checked against the raw body, then the intent it names settled (the
     * processor's current word, not the event's copy, so late or out-of-order events change nothing).
     * An event acted on before is a no-op. Refused: DomainError webhook_signature_invalid.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', processor.webhookSecret)
      } catch {
        throw new DomainError('webhook_signature_invalid', PAYMENT_MESSAGES.webhookSignatureInvalid)
      }
      if (await repo.eventSeen(event.id)) return
      let paymentId: string | null = null
      if (event.type.startsWith('payment_intent.')) {
        const intent = event.data.object as Stripe.PaymentIntent
        const named = intent.metadata?.shop_payment
        const row = (named ? await repo.byId(named) : undefined) ?? (await repo.byReference(intent.id))
        if (row && row.reference === intent.id) {
          paymentId = row.id
          await settle(row.id)
        }
      } else if (event.type === 'charge.refunded') {
        const charge = event.data.object as Stripe.Charge
        log.info({ charge: charge.id, amount_refunded: charge.amount_refunded }, 'the processor reports a refund')
      }
      await repo.recordEvent(event.id, event.type, paymentId)
    },

    /** GET /api/payments/config */
    browserConfig: () => ({ processor: processor.name, ...processor.browser }),

    /** Pending payments past their hold: settled if the money came after all, otherwise called off (the sweep). */
    async expireDue(limit = 100): Promise<{ settled: number; failed: number; errors: number }> {
      const report = { settled: 0, failed: 0, errors: 0 }
      for (const { id } of await repo.expired(now().toISOString(), limit)) {
        try {
          const r = await settle(id)
          if (r.status === 'succeeded') report.settled++
          else if (r.status === 'failed') report.failed++
        } catch (err) {
          report.errors++
          log.error({ err, payment_id: id }, 'could not settle an expired payment; the next sweep tries again')
        }
      }
      return report
    },
  }
}

export type PaymentsModule = ReturnType<typeof createPaymentsService>
