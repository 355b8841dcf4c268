import { formatMoney, TOP_UP_AMOUNTS_CENTS, WALLET_MESSAGES, type Currency } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { useLanguage } from '../../../lib/i18n'
import { notify } from '../../../lib/toast'
import { useTopUp } from '../api/wallet-api'
import { useAttemptKey } from '../hooks/use-attempt-key'
import { useWalletText } from '../hooks/use-wallet-text'
import { AmountPicker } from './amount-picker'
import { CardFields } from './card-fields'
import { focusFirstError } from './focus-first-error'
import { cardErrorsFromServer, EMPTY_CARD, readCard, type CardErrors, type CardValues } from './card-form'

/**
 * Choose a preset amount in the shopper's market currency and pay it by card; the balance
 * refreshes from the answer. A wallet holding another currency cannot take it (decision 041): the
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
  const lang = useLanguage()
  const topUp = useTopUp()
  const attempt = useAttemptKey()
  const [amount, setAmount] = useState<number | null>(null)
  const [amountError, setAmountError] = useState<string>()
  const [card, setCard] = useState<CardValues>(EMPTY_CARD)
  const [cardErrors, setCardErrors] = useState<CardErrors>({})
  const [failed, setFailed] = useState<string>()

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setFailed(undefined)
    // SPEC: an amount must be selected; said here, without asking the server.
    const noAmount = amount === null
    setAmountError(noAmount ? message(WALLET_MESSAGES.selectAmount) : undefined)
    const read = readCard(card)
    setCardErrors(read.errors ?? {})
    if (noAmount || !read.card) {
      focusFirstError(e.currentTarget)
      return
    }
    const request = { amount_cents: amount, card: read.card }
    try {
      const answer = await topUp.mutateAsync({ ...request, idempotency_key: attempt.keyFor(request) })
      attempt.settle()
      notify.success(message(answer.message))
      setAmount(null)
      setCard(EMPTY_CARD)
    } catch (err) {
      // After a network error the same request keeps its key: the server may have charged already.
      if (!(err instanceof ApiError) || err.code !== 'network') attempt.settle()
      const fieldErrors = err instanceof ApiError ? cardErrorsFromServer(err.problem?.errors) : {}
      if (Object.keys(fieldErrors).length) setCardErrors(fieldErrors)
      else setFailed(failure(err))
    }
  }

  if (balanceCents > 0 && walletCurrency !== currency) {
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
      <CardFields
        values={card}
        errors={cardErrors}
        disabled={topUp.isPending}
        onChange={(values, changed) => {
          setCard(values)
          setCardErrors(({ [changed]: _cleared, ...rest }) => rest)
        }}
      />
      {failed && <Notice>{failed}</Notice>}
      <Button type="submit" size="lg" busy={topUp.isPending} className="w-full sm:w-auto">
        {amount === null ? t('topUp.submit') : t('topUp.submitAmount', { amount: formatMoney(amount, lang, { currency }) })}
      </Button>
    </form>
  )
}

