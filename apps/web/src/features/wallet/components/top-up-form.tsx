import { formatMoney, TOP_UP_AMOUNTS_CENTS, WALLET_MESSAGES, type Currency } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { CardPaymentFields, useCardFailureText } from '../../../components/card-payment-fields'
import { ApiError } from '../../../lib/api-client'
import { CardPaymentError, cardFailureOf, startedPayment, usePaymentElement } from '../../../lib/card-payment'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useTopUp } from '../api/wallet-api'
import { useAttemptKey } from '../hooks/use-attempt-key'
import { useWalletText, WALLET_CARD_TEXTS } from '../hooks/use-wallet-text'
import { AmountPicker } from './amount-picker'
import { focusFirstError } from './focus-first-error'

/**
 * Choose a preset amount in the shopper's market currency and pay it by card in the processor's
 * fields: the shop starts the payment (202), the processor confirms it (3-D Secure when the card
 * asks), and the shop captures and credits it once the card's country may fund a wallet (an
 * abroad card is refused, nothing charged); the balance refreshes from the outcome. A wallet holding another currency cannot take it (decision 041): the
 * form says so instead of offering amounts.
 */
export function TopUpForm({
  amounts = TOP_UP_AMOUNTS_CENTS,
  currency = 'USD',
  walletCurrency = currency,
  balanceCents = 0,
}: {
  amounts?: readonly number[]
  /** The market's currency: the presets' and the charge's */
  currency?: Currency
  walletCurrency?: Currency
  balanceCents?: number
}) {
  const { t, message, failure } = useWalletText()
  const cardText = useCardFailureText(WALLET_CARD_TEXTS)
  const lang = useLanguage()
  const topUp = useTopUp()
  const attempt = useAttemptKey()
  const [amount, setAmount] = useState<number | null>(null)
  const [amountError, setAmountError] = useState<string>()
  const [failed, setFailed] = useState<string>()
  const [paying, setPaying] = useState(false)
  const otherCurrency = balanceCents > 0 && walletCurrency !== currency
  const card = usePaymentElement({ active: !otherCurrency, amountCents: amount ?? amounts[0] ?? 1000, currency, capture: 'manual', lang })

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setFailed(undefined)
    // SPEC: an amount must be selected; said here, without asking the server.
    if (amount === null) {
      setAmountError(message(WALLET_MESSAGES.selectAmount))
      focusFirstError(e.currentTarget)
      return
    }
    setAmountError(undefined)
    if (paying) return
    setPaying(true)
    const request = { amount_cents: amount }
    try {
      await card.prepare()
      const started = startedPayment(await topUp.start({ ...request, idempotency_key: attempt.keyFor(request) }))
      if (started) {
        const outcome = await card.pay(started)
        if (outcome.purpose !== 'top_up') throw new CardPaymentError('failed')
      }
      void topUp.credited()
      attempt.settle()
      notify.success(message(WALLET_MESSAGES.toppedUp))
      setAmount(null)
    } catch (err) {
      // With the outcome unknown (no answer) the same request keeps its key: the card may be charged already.
      const unknown = err instanceof CardPaymentError ? !err.final : err instanceof ApiError && (err.code === 'network' || err.status >= 500)
      if (!unknown) attempt.settle()
      const cardFailure = cardFailureOf(err)
      if (cardFailure) setFailed(cardText(cardFailure, err instanceof CardPaymentError ? err.processorMessage : undefined))
      else setFailed(failure(err))
    } finally {
      setPaying(false)
    }
  }

  if (otherCurrency) {
    return (
      <section className="space-y-4" aria-labelledby="top-up-heading">
        <h2 id="top-up-heading" className="font-display text-2xl text-ink-900">
          {t('topUp.title')}
        </h2>
        <Notice tone="info">{t('topUp.otherCurrency', { wallet: walletCurrency, market: currency })}</Notice>
      </section>
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="top-up-heading">
      <h2 id="top-up-heading" className="font-display text-2xl text-ink-900">
        {t('topUp.title')}
      </h2>
      <AmountPicker
        currency={currency}
        legend={t('topUp.amount')}
        amounts={amounts}
        value={amount}
        lang={lang}
        error={amountError}
        onChange={(cents) => {
          setAmount(cents)
          setAmountError(undefined)
        }}
      />
      <CardPaymentFields control={card} failure={failed} texts={WALLET_CARD_TEXTS} />
      <Button type="submit" size="lg" busy={paying} className="w-full sm:w-auto">
        {amount === null ? t('topUp.submit') : t('topUp.submitAmount', { amount: formatMoney(amount, lang, { currency }) })}
      </Button>
    </form>
  )
}

