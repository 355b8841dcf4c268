import { HTML_LANG, type Currency, type Language, type PaymentOutcome, type PaymentStart } from '@shop/domain'
import type { StripeElements, StripeElementLocale, StripePaymentElement } from '@stripe/stripe-js'
import { useCallback, useEffect, useRef, useState } from 'react'
import { api, ApiError } from './api-client'
import { specificReason } from './reasons'
import { loadProcessor, type Processor } from './processor-loader'

/**
 * The payment a 202 answer started (`{ payment: PaymentStart }`, or the PaymentStart itself), or
 * null for any other answer (an order, a wallet: what a repeat answers once it was paid).
 */
export function startedPayment(answer: unknown): PaymentStart | null {
  if (!answer || typeof answer !== 'object') return null
  const candidate = 'payment' in answer ? (answer as { payment: unknown }).payment : answer
  return candidate && typeof candidate === 'object' && 'client_secret' in candidate && 'id' in candidate ? (candidate as PaymentStart) : null
}

/**
 * Why a card payment did not go through, as the screens word it (the `payment` namespace,
 * `failure.<this>`). `unknown_outcome`: the shop did not answer after the processor was asked, so
 * a retry must keep the same idempotency key.
 */
export type CardFailure =
  | 'card_declined'
  | 'card_insufficient_funds'
  | 'card_authentication_failed'
  | 'card_issued_abroad'
  | 'card_invalid'
  | 'card_incomplete'
  | 'payment_expired'
  | 'payment_gateway_down'
  | 'processing'
  | 'unknown_outcome'
  | 'failed'

export class CardPaymentError extends Error {
  constructor(
    readonly failure: CardFailure,
    /** The processor's own words (in the shopper's language), for the fields it concerns */
    readonly processorMessage?: string,
  ) {
    super(failure)
    this.name = 'CardPaymentError'
  }
  /** Final refusals end the attempt: the next try starts a new payment with a new key. */
  get final(): boolean {
    return this.failure !== 'unknown_outcome' && this.failure !== 'processing' && this.failure !== 'card_incomplete'
  }
}

const SERVER_FAILURES: ReadonlySet<string> = new Set<CardFailure>([
  'card_declined',
  'card_insufficient_funds',
  'card_authentication_failed',
  'card_issued_abroad',
  'card_invalid',
  'payment_expired',
  'payment_gateway_down',
])

/** A refusal of the shop's (its reason) as a card failure; anything else is not one. */
export function cardFailureOf(err: unknown): CardFailure | null {
  if (err instanceof CardPaymentError) return err.failure
  if (!(err instanceof ApiError)) return null
  if (SERVER_FAILURES.has(err.reason)) return err.reason as CardFailure
  return null
}

/** Stripe's error codes (and the test processor's, which are the same) as our failures. */
function processorFailure(error: { type?: string; code?: string; decline_code?: string }): CardFailure {
  if (error.type === 'validation_error') return 'card_incomplete'
  if (error.code === 'payment_intent_authentication_failure') return 'card_authentication_failed'
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') return 'card_insufficient_funds'
  if (error.code === 'card_declined') return 'card_declined'
  if (error.code === 'incorrect_number' || error.code === 'invalid_number' || error.code === 'invalid_expiry_year' || error.code === 'invalid_cvc' || error.code === 'expired_card')
    return 'card_invalid'
  return 'failed'
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Asks the shop to settle the payment with the processor's word. A 202 `processing` (the
 * processor has not decided yet) is asked again a few times.
 */
export async function completePayment(id: string, { tries = 8, delayMs = 750 } = {}): Promise<PaymentOutcome> {
  for (let i = 0; ; i++) {
    let answer: PaymentOutcome | { status: 'processing' }
    try {
      answer = await api.post<PaymentOutcome | { status: 'processing' }>(`/api/payments/${encodeURIComponent(id)}/complete`)
    } catch (err) {
      const failure = cardFailureOf(err)
      if (failure) throw new CardPaymentError(failure)
      // The processor may have taken the money: the same attempt (same key) is tried again. A
      // refusal with its own reason (a gift card whose mail failed) says it in its own words.
      if (err instanceof ApiError && (err.code === 'network' || (err.status >= 500 && !specificReason(err)))) throw new CardPaymentError('unknown_outcome')
      throw err
    }
    if (answer.status === 'succeeded') return answer
    if (i + 1 >= tries) throw new CardPaymentError('processing')
    await wait(delayMs)
  }
}

/** The Payment Element's looks, close to the shop's fields. */
const APPEARANCE = {
  theme: 'stripe' as const,
  variables: { colorPrimary: '#4a6b52', borderRadius: '12px', fontFamily: 'system-ui, sans-serif' },
}

export type PaymentElementState = 'loading' | 'ready' | 'failed'

/** What the fields show besides the card: the amount, its currency and the language. */
interface Shown {
  amount: number
  currency: string
  locale: StripeElementLocale
}

function shownOf(amountCents: number, currency: Currency, lang: Language): Shown {
  return { amount: Math.max(amountCents, 1), currency: currency.toLowerCase(), locale: HTML_LANG[lang] as StripeElementLocale }
}

/**
 * The processor's card fields (Stripe's Payment Element, or the test processor's), mounted into
 * the returned `holder` while `active`. Deferred-intent mode: the fields show before a payment
 * exists; `prepare()` checks them, the caller creates the payment on the shop, then `pay()`
 * confirms it with the processor (its 3-D Secure challenge opens by itself) and asks the shop to
 * settle it. The card number and CVC stay inside the processor's frame.
 */
export function usePaymentElement({
  active,
  amountCents,
  currency,
  capture,
  lang,
}: {
  active: boolean
  amountCents: number
  currency: Currency
  capture: 'automatic' | 'manual'
  lang: Language
}) {
  const holder = useRef<HTMLDivElement | null>(null)
  const mounted = useRef<{ processor: Processor; elements: StripeElements; element: StripePaymentElement; shown: Shown } | null>(null)
  const [state, setState] = useState<PaymentElementState>('loading')
  const [processor, setProcessor] = useState<Processor['config']['processor'] | null>(null)
  const [attempt, setAttempt] = useState(0)
  // The latest values, for the mount (which should not rerun when the amount changes).
  const latest = useRef({ amountCents, currency, capture, lang })
  latest.current = { amountCents, currency, capture, lang }

  useEffect(() => {
    if (!active) return
    let gone = false
    setState('loading')
    loadProcessor().then(
      (loaded) => {
        const target = holder.current
        if (gone || !target) return
        const now = latest.current
        const shown = shownOf(now.amountCents, now.currency, now.lang)
        const elements = loaded.stripe.elements({ mode: 'payment', ...shown, captureMethod: now.capture, appearance: APPEARANCE })
        const element = elements.create('payment', { layout: 'tabs' })
        element.on('ready', () => !gone && setState('ready'))
        element.mount(target)
        mounted.current = { processor: loaded, elements, element, shown }
        setProcessor(loaded.config.processor)
      },
      () => !gone && setState('failed'),
    )
    return () => {
      gone = true
      mounted.current?.element.destroy()
      mounted.current = null
    }
  }, [active, attempt])

  // Only what changed goes to the fields: a new locale redraws them (what was typed goes with it).
  useEffect(() => {
    const current = mounted.current
    if (!current) return
    const next = shownOf(amountCents, currency, lang)
    const changed = (Object.keys(next) as Array<keyof Shown>).filter((k) => next[k] !== current.shown[k])
    if (!changed.length) return
    current.elements.update(Object.fromEntries(changed.map((k) => [k, next[k]])))
    current.shown = next
  }, [amountCents, currency, lang, state])

  /** Checks the typed card with the processor before the shop is asked for anything. */
  const prepare = useCallback(async (): Promise<void> => {
    const current = mounted.current
    if (!current) throw new CardPaymentError('payment_gateway_down')
    const { error } = await current.elements.submit()
    if (error) throw new CardPaymentError('card_incomplete', error.message)
  }, [])

  /** Confirms the payment the shop started, then asks the shop for the outcome. */
  const pay = useCallback(async (start: PaymentStart): Promise<PaymentOutcome> => {
    const current = mounted.current
    if (!current) throw new CardPaymentError('unknown_outcome')
    const result = await current.processor.stripe.confirmPayment({
      elements: current.elements,
      clientSecret: start.client_secret,
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    })
    if (result.error) {
      const failure = processorFailure(result.error)
      if (failure === 'card_incomplete') throw new CardPaymentError(failure, result.error.message)
      // The processor refused or already decided (a retry of a paid attempt): the shop's word
      // settles it; its refusal names the reason, else the processor's.
      if (result.error.code !== 'payment_intent_unexpected_state') {
        try {
          return await completePayment(start.id, { tries: 1 })
        } catch (err) {
          if (err instanceof CardPaymentError && err.failure !== 'processing') throw err
          throw new CardPaymentError(failure, result.error.message)
        }
      }
    }
    return completePayment(start.id)
  }, [])

  return { holder, state, processor, prepare, pay, retry: () => setAttempt((n) => n + 1) }
}

export type PaymentElementControl = ReturnType<typeof usePaymentElement>
