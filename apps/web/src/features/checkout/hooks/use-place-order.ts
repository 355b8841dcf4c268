import type { CardInput, PlaceOrder, Quote, Reason } from '@shop/domain'
import { useState } from 'react'
import { useNavigate } from '../../../lib/router'
import { ApiError } from '../../../lib/api-client'
import { specificReason } from '../../../lib/reasons'
import { useAuth } from '../../../lib/use-auth'
import { useAfterOrderPlaced, usePlaceOrder } from '../api/checkout-api'
import { attemptKey, readCheckout, updateCheckout } from '../checkout-state'
import type { CardErrors, CardField } from '../components/card-fields'
import { useCheckoutText } from './use-checkout-text'

export interface PaymentInput {
  wallet_cents: number
  gift_card_code: string
  /** How the rest is paid; null when the wallet pays everything */
  method: 'card' | 'cod' | 'transfer' | null
  card?: CardInput
}

/** What went wrong, already in the shopper's language, placed where it belongs on the form. */
export interface PlaceErrors {
  general?: string
  /** A declined card: said under the card form */
  payment?: string
  card?: CardErrors
  giftCard?: string
  wallet?: string
  /** The terms changed since the page loaded (409 terms_outdated): the notice names the new version */
  terms?: boolean
}

const CARD_PATHS: Record<string, CardField> = { number: 'number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc', name: 'name' }
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
      ...(rest === 'card' ? { card: true as const } : {}),
      cash_on_delivery: rest === 'cod',
      // The rest by bank transfer with a QR code (decision 052)
      bank_transfer: rest === 'transfer',
    },
  }
}

/**
 * Places the order. One idempotency key per attempt: a retry after a network failure or a server
 * error (the outcome is unknown) sends the same key, so the server answers the first order instead
 * of making a second; a refusal (declined card, changed total) ends the attempt and the next
 * submit gets a new key, since the processor remembers a key's decline.
 */
export function usePlaceOrderFlow({ onConflict }: { onConflict: () => Promise<unknown> }) {
  const { t, message, failure } = useCheckoutText()
  const { user } = useAuth()
  const mutation = usePlaceOrder()
  const afterPlaced = useAfterOrderPlaced()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<PlaceErrors>({})
  // Set once the order exists: the button stays disabled until the confirmation page shows, so a
  // second click cannot start a new attempt (with a new key) for the same cart.
  const [placedId, setPlacedId] = useState<string>()

  const submit = async (quote: Quote, input: PaymentInput) => {
    if (mutation.isPending || placedId) return
    setErrors({})
    try {
      const order = await mutation.mutateAsync(placeOrderBody(quote, input, attemptKey(), !!user))
      setPlacedId(order.id)
      updateCheckout({ placed: order, attempt_key: null })
      afterPlaced()
      navigate(`/confirmorder?order=${encodeURIComponent(order.id)}`)
    } catch (err) {
      if (!(err instanceof ApiError)) return setErrors({ general: t('payment.errors.unknown') })
      const outcomeUnknown = err.code === 'network' || err.status >= 500
      if (!outcomeUnknown) updateCheckout({ attempt_key: null })
      setErrors(await explain(err))
    }
  }

  const explain = async (err: ApiError): Promise<PlaceErrors> => {
    // An unknown card is a validation problem, an empty one a conflict: both belong under its field.
    if (GIFT_CARD_REASONS.has(err.reason)) return { giftCard: failure(err) }
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
      const cardField = path.startsWith('payment.card.') ? CARD_PATHS[path.slice('payment.card.'.length)] : undefined
      if (cardField) out.card = { ...out.card, [cardField]: issue.message }
      else if (path === 'payment.gift_card_code') out.giftCard ??= own ?? message(issue.message)
      else if (path === 'payment.wallet_cents') out.wallet ??= own ?? message(issue.message)
      else if (path === 'email' || path.startsWith('shipping_address')) out.general ??= t('payment.errors.details')
      else out.general ??= own ?? message(issue.message)
    }
    if (out.card || out.giftCard || out.wallet || out.general) return out
    if (GIFT_CARD_REASONS.has(err.reason)) return { giftCard: failure(err) }
    if (WALLET_REASONS.has(err.reason)) return { wallet: failure(err) }
    return { general: failure(err) || t('payment.errors.unknown') }
  }

  return { submit, busy: mutation.isPending || !!placedId, errors, setErrors }
}
