import type { Order, PaymentStart, PlaceOrder, Quote, Reason } from '@shop/domain'
import { useState } from 'react'
import { useCardFailureText } from '../../../components/card-payment-fields'
import { useNavigate } from '../../../lib/router'
import { ApiError } from '../../../lib/api-client'
import { CardPaymentError, cardFailureOf, startedPayment, type PaymentElementControl } from '../../../lib/card-payment'
import { specificReason } from '../../../lib/reasons'
import { useAuth } from '../../../lib/use-auth'
import { useAfterOrderPlaced, usePlaceOrder } from '../api/checkout-api'
import { attemptKey, readCheckout, updateCheckout } from '../checkout-state'
import { CHECKOUT_CARD_TEXTS, useCheckoutText } from './use-checkout-text'

export interface PaymentInput {
  wallet_cents: number
  gift_card_code: string
  /** How the rest is paid; null when the wallet pays everything */
  method: 'card' | 'cod' | 'transfer' | null
}

/** What went wrong, already in the shopper's language, placed where it belongs on the form. */
export interface PlaceErrors {
  general?: string
  /** What went wrong with the card (declined, 3-D Secure failed, …): said next to the card fields */
  payment?: string
  giftCard?: string
  wallet?: string
  /** The terms changed since the page loaded (409 terms_outdated): the notice names the new version */
  terms?: boolean
}

const GIFT_CARD_REASONS: ReadonlySet<Reason | 'network'> = new Set<Reason>(['gift_card_unknown', 'gift_card_empty'])
const WALLET_REASONS: ReadonlySet<Reason | 'network'> = new Set<Reason>(['wallet_insufficient', 'wallet_over_balance', 'wallet_needs_account'])

/** The request body: the checkout state, the quote the shopper sees, and the payment choice. */
export function placeOrderBody(quote: Quote, input: PaymentInput, key: string, signedIn: boolean): PlaceOrder {
  const state = readCheckout()
  const rest = input.method
  return {
    idempotency_key: key,
    ...(!signedIn && state.email ? { email: state.email } : {}),
    shipping_address: state.address!,
    shipping_method: state.shipping_method,
    // Only codes the quote applies: a code that stopped applying would only be refused again.
    coupons: quote.coupons.map((c) => c.code),
    lang: quote.lang,
    expected_total_cents: quote.total_cents,
    // The currency of that total: a delivery country in another market is refused rather than charged (409 currency_changed).
    expected_currency: quote.currency,
    // The terms version named before the button (the quote's), accepted by ordering (decision 043).
    terms_version: quote.terms_version,
    payment: {
      wallet_cents: input.wallet_cents,
      ...(input.gift_card_code ? { gift_card_code: input.gift_card_code } : {}),
      // The card details go to the processor, never here: the order only says a card pays the rest.
      ...(rest === 'card' ? { card: true as const } : {}),
      cash_on_delivery: rest === 'cod',
      // The rest by bank transfer with a QR code (decision 052)
      bank_transfer: rest === 'transfer',
    },
  }
}

/**
 * Places the order. With a card part: the processor checks the typed card first, the shop answers
 * 202 with the payment it started (holding the stock meanwhile), the processor confirms it (its
 * 3-D Secure challenge opens by itself) and the shop writes the order from the processor's word.
 * One idempotency key per attempt: a retry after a network failure or a server error (the outcome
 * is unknown) sends the same key, so the server answers the first order (or the same payment)
 * instead of making a second; a refusal (declined card, changed total) ends the attempt and the
 * next submit gets a new key. The cart stays as it was until the order is written.
 */
export function usePlaceOrderFlow({ onConflict, card }: { onConflict: () => Promise<unknown>; card: PaymentElementControl }) {
  const { t, message, failure } = useCheckoutText()
  const cardText = useCardFailureText(CHECKOUT_CARD_TEXTS)
  const { user } = useAuth()
  const mutation = usePlaceOrder()
  const afterPlaced = useAfterOrderPlaced()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<PlaceErrors>({})
  // Set once the order exists: the button stays disabled until the confirmation page shows, so a
  // second click cannot start a new attempt (with a new key) for the same cart.
  const [placedId, setPlacedId] = useState<string>()

  const [paying, setPaying] = useState(false)

  const submit = async (quote: Quote, input: PaymentInput) => {
    if (mutation.isPending || paying || placedId) return
    setErrors({})
    setPaying(true)
    try {
      if (input.method === 'card') await card.prepare()
      const answer = await mutation.mutateAsync(placeOrderBody(quote, input, attemptKey(), !!user))
      const start = startedPayment(answer)
      const order = start ? await payOrder(start) : (answer as Order)
      setPlacedId(order.id)
      updateCheckout({ placed: order, attempt_key: null })
      afterPlaced()
      navigate(`/confirmorder?order=${encodeURIComponent(order.id)}`)
    } catch (err) {
      if (err instanceof CardPaymentError) {
        if (err.final) updateCheckout({ attempt_key: null })
        return setErrors({ payment: cardText(err.failure, err.processorMessage) })
      }
      if (!(err instanceof ApiError)) return setErrors({ general: t('payment.errors.unknown') })
      const outcomeUnknown = err.code === 'network' || err.status >= 500
      if (!outcomeUnknown) updateCheckout({ attempt_key: null })
      setErrors(await explain(err))
    } finally {
      setPaying(false)
    }
  }

  const payOrder = async (start: PaymentStart): Promise<Order> => {
    const outcome = await card.pay(start)
    if (outcome.purpose !== 'order') throw new CardPaymentError('failed')
    return outcome.order
  }

  const explain = async (err: ApiError): Promise<PlaceErrors> => {
    // An unknown card is a validation problem, an empty one a conflict: both belong under its field.
    if (GIFT_CARD_REASONS.has(err.reason)) return { giftCard: failure(err) }
    const cardFailure = cardFailureOf(err)
    if (cardFailure) return { payment: cardText(cardFailure) }
    switch (err.code) {
      case 'network':
        return { general: t('payment.errors.network') }
      case 'payment_failed':
        return { payment: failure(err) || t('payment.errors.unknown') }
      case 'conflict':
        // The totals, stock or terms moved: show the new quote (it names the current terms) and say why the order waits.
        await onConflict()
        if (err.reason === 'terms_outdated') return { terms: true }
        return { general: failure(err) || t('payment.errors.conflict') }
      case 'unauthorized':
        return { general: t('payment.errors.signIn') }
      case 'rate_limited':
        return { general: t('payment.errors.rateLimited') }
      case 'validation_failed':
        return fieldErrors(err)
      default:
        return { general: err.status >= 500 ? t('payment.errors.server') : failure(err) || t('payment.errors.unknown') }
    }
  }

  const fieldErrors = (err: ApiError): PlaceErrors => {
    const out: PlaceErrors = {}
    // A refusal with its own reason says it in its own words; a schema failure by each field's message.
    const own = specificReason(err) ? failure(err) : undefined
    for (const issue of err.problem?.errors ?? []) {
      const path = issue.path.replace(/^body\./, '')
      if (path === 'payment.gift_card_code') out.giftCard ??= own ?? message(issue.message)
      else if (path === 'payment.wallet_cents') out.wallet ??= own ?? message(issue.message)
      else if (path === 'email' || path.startsWith('shipping_address')) out.general ??= t('payment.errors.details')
      else out.general ??= own ?? message(issue.message)
    }
    if (out.giftCard || out.wallet || out.general) return out
    if (GIFT_CARD_REASONS.has(err.reason)) return { giftCard: failure(err) }
    if (WALLET_REASONS.has(err.reason)) return { wallet: failure(err) }
    return { general: failure(err) || t('payment.errors.unknown') }
  }

  return { submit, busy: paying || mutation.isPending || !!placedId, errors, setErrors }
}
