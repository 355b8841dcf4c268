import { formatNumber, GIFT_CARD_LIMITS, type GiftCardReceipt } from '@shop/domain'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { TextField } from '../../../components/ui/fields'
import { Skeleton } from '../../../components/ui/skeleton'
import { CardPaymentFields, useCardFailureText } from '../../../components/card-payment-fields'
import { ApiError } from '../../../lib/api-client'
import { CardPaymentError, cardFailureOf, startedPayment, usePaymentElement } from '../../../lib/card-payment'
import { useLanguage } from '../../../lib/i18n'
import { useBuyGiftCard, useWallet } from '../api/wallet-api'
import { useAttemptKey } from '../hooks/use-attempt-key'
import { useWalletText, WALLET_CARD_TEXTS } from '../hooks/use-wallet-text'
import { AmountPicker, pillClasses } from './amount-picker'
import { focusFirstError } from './focus-first-error'
import { CUSTOM_AMOUNT_MISSING, EMPTY_GIFT, MESSAGE_MAX, readGiftDetails, type GiftDetails, type GiftErrors, type GiftField } from './gift-card-details'

/**
 * Buy a gift card for someone, paid by card only (in the processor's fields; captured by the shop
 * once the card's country may fund it, like a top-up), in the shopper's market currency (its amounts
 * and limits come with the wallet's answer); `onBought` gets the receipt.
 */
export function GiftCardForm({ onBought }: { onBought: (receipt: GiftCardReceipt) => void }) {
  const { t, message, failure } = useWalletText()
  const lang = useLanguage()
  const buy = useBuyGiftCard()
  const wallet = useWallet()
  const currency = wallet.data?.market_currency ?? 'USD'
  const limits = wallet.data?.gift_card ?? GIFT_CARD_LIMITS.USD
  const attempt = useAttemptKey()
  const messageHintId = useId()
  const [details, setDetails] = useState<GiftDetails>(EMPTY_GIFT)
  const [errors, setErrors] = useState<GiftErrors>({})
  const [failed, setFailed] = useState<string>()
  const [paying, setPaying] = useState(false)
  const cardText = useCardFailureText(WALLET_CARD_TEXTS)
  const chosenCents = details.preset === 'other' ? Number(details.custom) * 100 || limits.min_cents : (details.preset ?? limits.amounts[0] ?? limits.min_cents)
  const card = usePaymentElement({ active: !wallet.isPending, amountCents: chosenCents, currency, capture: 'manual', lang })

  const change = (patch: Partial<GiftDetails>, field: GiftField) => {
    setDetails((d) => ({ ...d, ...patch }))
    setErrors(({ [field]: _cleared, ...rest }) => rest)
  }
  const fieldError = (field: GiftField) => {
    const text = errors[field]
    if (!text) return undefined
    return text === CUSTOM_AMOUNT_MISSING ? t('gift.customMissing', { unit: t(`gift.unit.${currency}`) }) : message(text)
  }

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setFailed(undefined)
    const read = readGiftDetails(details, currency)
    setErrors(read.errors ?? {})
    if (!read.details) {
      focusFirstError(e.currentTarget)
      return
    }
    if (paying) return
    setPaying(true)
    const request = read.details
    try {
      await card.prepare()
      const answer = await buy.start({ ...request, idempotency_key: attempt.keyFor(request) })
      const started = startedPayment(answer)
      let receipt = answer as GiftCardReceipt
      if (started) {
        const outcome = await card.pay(started)
        if (outcome.purpose !== 'gift_card') throw new CardPaymentError('failed')
        receipt = outcome.gift_card
      }
      attempt.settle()
      void buy.bought()
      onBought(receipt)
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

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      {/* The amounts are the market currency's: none are shown before the server says which. */}
      {wallet.isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : (
        <AmountPicker
          legend={t('gift.amount')}
          amounts={limits.amounts}
          currency={currency}
          value={typeof details.preset === 'number' ? details.preset : null}
          lang={lang}
          error={fieldError('amount')}
          onChange={(cents) => change({ preset: cents }, 'amount')}
          gridClassName="grid-cols-2 sm:grid-cols-3"
          extra={(radioName) => (
            <label className="relative col-span-2 sm:col-span-1">
              <input
                type="radio"
                name={radioName}
                value="other"
                checked={details.preset === 'other'}
                onChange={() => change({ preset: 'other' }, 'amount')}
                aria-invalid={errors.amount ? true : undefined}
                className="peer sr-only"
              />
              <span className={cx(pillClasses, 'font-medium')}>{t('gift.other')}</span>
            </label>
          )}
        />
      )}
      {details.preset === 'other' && (
        <TextField
          className="max-w-60"
          label={t('gift.customLabel', { unit: t(`gift.unit.${currency}`), min: formatNumber(limits.min_cents / 100, lang), max: formatNumber(limits.max_cents / 100, lang) })}
          value={details.custom}
          onChange={(e) => change({ custom: e.target.value.replace(/\D/g, '').slice(0, 5) }, 'amount')}
          inputMode="numeric"
          autoFocus
          trailing={<span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-ink-500">{currency}</span>}
        />
      )}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-display text-xl text-ink-900">{t('gift.who')}</legend>
        <TextField label={t('gift.recipientName')} value={details.recipient_name} maxLength={80} error={fieldError('recipient_name')} onChange={(e) => change({ recipient_name: e.target.value }, 'recipient_name')} />
        <TextField label={t('gift.recipientEmail')} type="email" value={details.recipient_email} maxLength={254} autoComplete="off" error={fieldError('recipient_email')} onChange={(e) => change({ recipient_email: e.target.value }, 'recipient_email')} />
        <TextField className="sm:col-span-2" label={t('gift.senderName')} value={details.sender_name} maxLength={80} autoComplete="name" error={fieldError('sender_name')} onChange={(e) => change({ sender_name: e.target.value }, 'sender_name')} />
        <div className="sm:col-span-2">
          <label htmlFor={`${messageHintId}-input`} className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('gift.message')}
          </label>
          <textarea
            id={`${messageHintId}-input`}
            value={details.message}
            rows={4}
            maxLength={MESSAGE_MAX}
            aria-describedby={messageHintId}
            aria-invalid={errors.message ? true : undefined}
            onChange={(e) => change({ message: e.target.value }, 'message')}
            className="block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-900 shadow-xs hover:border-ink-300 focus:outline-2 focus:outline-offset-1 focus:outline-sage-500"
          />
          <p id={messageHintId} className={cx('mt-1.5 text-right text-sm', errors.message ? 'font-medium text-clay-700' : 'text-ink-500')}>
            {fieldError('message') ?? t('gift.counter', { count: details.message.length, max: MESSAGE_MAX })}
          </p>
        </div>
      </fieldset>

      <div>
        <h2 className="font-display text-xl text-ink-900">{t('gift.payment')}</h2>
        <p className="mt-1 mb-4 text-sm text-ink-600">{t('notes.noGiftCards')}</p>
        <CardPaymentFields control={card} failure={failed} texts={WALLET_CARD_TEXTS} />
      </div>
      <Button type="submit" size="lg" busy={paying} className="w-full sm:w-auto">
        {t('gift.submit')}
      </Button>
    </form>
  )
}
