import { COD_LIMITS, countryName, formatVatRate, transferSchemeOf, type Quote } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { Notice, TextField } from '../../../components/ui/fields'
import { CardPaymentFields } from '../../../components/card-payment-fields'
import { usePaymentElement } from '../../../lib/card-payment'
import { CHECKOUT_CARD_TEXTS, useCheckoutText } from '../hooks/use-checkout-text'
import { useCurrencyChange } from '../hooks/use-destination'
import { usePlaceOrderFlow, type PlaceErrors } from '../hooks/use-place-order'
import { OrderCommitment, TermsNotice } from './order-commitment'
import { SectionCard } from './section-card'
import { amountText, parseAmount, WalletChoice } from './wallet-choice'
import { TransferOption, useTransferLabel } from './transfer-option'

type Method = 'card' | 'cod' | 'transfer'

/**
 * How the quote's total is paid: wallet first (signed-in), then a gift card, the rest by card or
 * cash on delivery; the order button ("Order with obligation to pay", decision 043) sends it with
 * the total the shopper sees and the terms version named right above it.
 */
export function PaymentForm({ quote, refreshQuote, quoteBusy }: { quote: Quote; refreshQuote: () => Promise<unknown>; quoteBusy: boolean }) {
  const { t, lang, money } = useCheckoutText()
  const repriced = useCurrencyChange(quote)
  const [useWallet, setUseWallet] = useState(false)
  const [walletText, setWalletText] = useState('')
  const [giftCode, setGiftCode] = useState('')
  const [method, setMethod] = useState<Method>('card')
  const transferLabel = useTransferLabel()

  const total = quote.total_cents
  const balance = quote.wallet_balance_cents
  const max = Math.min(balance ?? 0, total)
  const walletCents = useWallet ? parseAmount(walletText) : 0
  const walletValid = walletCents !== null && walletCents <= max && (!useWallet || walletCents > 0)
  const rest = total - (walletValid ? walletCents : 0)
  const needsMethod = rest > 0
  const gift = giftCode.trim().toUpperCase()
  // A gift card may pay part of the rest, so cash on delivery is only ruled out without one.
  const codAllowed = rest <= COD_LIMITS[quote.currency] || !!gift
  // Bank transfer only where the currency has a bank QR scheme (CZK, EUR; decision 052).
  const transferAllowed = transferSchemeOf(quote.currency) !== null
  const chosen: Method = (method === 'cod' && !codAllowed) || (method === 'transfer' && !transferAllowed) ? 'card' : method
  // The processor's fields show the most the card pays (a gift card may pay part of it first).
  const card = usePaymentElement({ active: needsMethod && chosen === 'card', amountCents: rest, currency: quote.currency, capture: 'automatic', lang })
  const flow = usePlaceOrderFlow({ onConflict: refreshQuote, card })
  const { errors, setErrors } = flow

  const submit = (e: FormEvent) => {
    e.preventDefault()
    // A total in another currency than the shopper saw is confirmed first (the notice above).
    if (repriced.changed) return
    const local: PlaceErrors = {}
    if (!walletValid) local.wallet = t('payment.wallet.invalid', { amount: money(max) })
    if (local.wallet) return setErrors(local)
    void flow.submit(quote, {
      wallet_cents: walletValid ? walletCents : 0,
      gift_card_code: gift,
      method: needsMethod ? chosen : null,
    })
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('payment.formLabel')} className="space-y-6">
      {repriced.changed && (
        <Notice tone="info" className="space-y-3">
          <p className="font-semibold">
            {t(quote.tax_mode === 'none' ? 'currency.changedNoVat' : 'currency.changed', {
              currency: t(`currency.name.${quote.currency}`),
              country: countryName(quote.country, lang),
              rate: formatVatRate(quote.vat_rate_bp, lang),
            })}
          </p>
          <p>{t('currency.review', { total: money(quote.total_cents) })}</p>
          <Button type="button" size="sm" variant="secondary" onClick={repriced.acknowledge}>
            {t('currency.confirm', { total: money(quote.total_cents) })}
          </Button>
        </Notice>
      )}
      {balance !== null && (
        <SectionCard title={t('payment.wallet.title')}>
          <WalletChoice
            balance={balance}
            max={max}
            enabled={useWallet}
            amount={walletText}
            error={errors.wallet}
            onToggle={(on) => {
              setUseWallet(on)
              setWalletText(on ? amountText(max) : '')
              setErrors((e) => ({ ...e, wallet: undefined }))
            }}
            onAmount={(text) => {
              setWalletText(text)
              setErrors((e) => ({ ...e, wallet: undefined }))
            }}
          />
        </SectionCard>
      )}

      <SectionCard title={t('payment.giftCard.title')}>
        <TextField
          label={t('payment.giftCard.code')}
          aside={<span className="text-xs text-ink-500">{t('payment.optional')}</span>}
          hint={t('payment.giftCard.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          inputClassName="uppercase placeholder:normal-case"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          maxLength={40}
          value={giftCode}
          error={errors.giftCard}
          onChange={(e) => {
            setGiftCode(e.target.value)
            setErrors((er) => ({ ...er, giftCard: undefined }))
          }}
        />
      </SectionCard>

      {needsMethod ? (
        <SectionCard title={t('payment.method.title')}>
          <div role="radiogroup" aria-label={t('payment.method.title')} className="grid gap-3 sm:grid-cols-2">
            <MethodOption checked={chosen === 'card'} onChange={() => setMethod('card')} label={t('payment.method.card')} text={t('payment.method.cardText')} />
            <MethodOption
              checked={chosen === 'cod'}
              onChange={() => setMethod('cod')}
              disabled={!codAllowed}
              label={t('payment.method.cod')}
              text={codAllowed ? t('payment.method.codText') : t('payment.method.codLimit', { amount: money(COD_LIMITS[quote.currency]) })}
            />
            <TransferOption checked={chosen === 'transfer'} allowed={transferAllowed} onChange={() => setMethod('transfer')} Option={MethodOption} />
          </div>
          {chosen === 'card' && (
            <div className="mt-5">
              <CardPaymentFields control={card} failure={errors.payment} texts={CHECKOUT_CARD_TEXTS} />
            </div>
          )}
        </SectionCard>
      ) : (
        <Notice tone="info">{t('payment.walletCovers')}</Notice>
      )}

      <div className="rounded-3xl bg-cream-100/70 p-5 ring-1 ring-cream-200 sm:p-6">
        <OrderCommitment quote={quote} className="mb-3 border-b border-cream-200 pb-3" />
        <dl className="space-y-1.5 text-sm">
          {useWallet && walletValid && walletCents > 0 && (
            <div className="flex justify-between gap-4 text-ink-700">
              <dt>{t('payment.fromWallet')}</dt>
              <dd className="tabular-nums">−{money(walletCents)}</dd>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-4">
            <dt className="font-semibold text-ink-900">{needsMethod ? (chosen === 'transfer' ? transferLabel : t(chosen === 'card' ? 'payment.byCard' : 'payment.onDelivery')) : t('payment.toPay')}</dt>
            <dd className="font-display text-2xl text-ink-900 tabular-nums">{money(rest)}</dd>
          </div>
        </dl>
        {gift && needsMethod && <p className="mt-2 text-xs text-ink-600">{t('payment.giftCard.first')}</p>}
        {errors.general && <Notice className="mt-4">{errors.general}</Notice>}
        <div className="mt-4">
          <TermsNotice quote={quote} changed={!!errors.terms} />
        </div>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link to="/revieworder" className={buttonClasses({ variant: 'ghost' })}>
            {t('actions.back')}
          </Link>
          <Button type="submit" size="lg" variant="accent" busy={flow.busy} disabled={quoteBusy || repriced.changed}>
            {flow.busy ? t('payment.placing') : t('payment.place')}
          </Button>
        </div>
      </div>
    </form>
  )
}

function MethodOption({ checked, onChange, disabled, label, text }: { checked: boolean; onChange: () => void; disabled?: boolean; label: string; text: string }) {
  return (
    <label
      className={cx(
        'flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 transition-shadow',
        disabled ? 'cursor-not-allowed opacity-60 ring-ink-100' : 'cursor-pointer',
        !disabled && (checked ? 'shadow-sm ring-2 ring-sage-600' : 'ring-ink-100 hover:ring-sage-300'),
      )}
    >
      <input type="radio" name="payment-method" className="mt-0.5 size-5 shrink-0 accent-sage-700" checked={checked} disabled={disabled} onChange={onChange} />
      <span>
        <span className="block font-medium text-ink-900">{label}</span>
        <span className="block text-sm text-ink-600">{text}</span>
      </span>
    </label>
  )
}
