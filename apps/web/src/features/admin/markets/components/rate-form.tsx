import { convertPrice, formatMoney, parseRate, PRICE_ROUNDINGS, type PriceRounding, type StaffExchangeRate } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { Notice, SelectField, TextField } from '../../../../components/ui/fields'
import { ApiError } from '../../../../lib/api-client'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { useReasonText } from '../../../../lib/reasons'

/** The base price the preview converts: a typical product's. */
export const PREVIEW_BASE_CENTS = 1890

/**
 * A currency's rate per 1 USD and its rounding, with what a 18.90 USD product then costs in it
 * (domain convertPrice, as the catalog fills its prices). Saving refills the prices not set by hand.
 */
export function RateForm({ rate, busy, serverError, onSubmit }: { rate: StaffExchangeRate; busy: boolean; serverError: unknown; onSubmit: (input: { rate: string; rounding: PriceRounding }) => void }) {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const reasonText = useReasonText()
  const [text, setText] = useState(rate.rate)
  const [rounding, setRounding] = useState<PriceRounding>(rate.rounding)
  const [error, setError] = useState<string>()
  const micros = parseRate(text.replace(',', '.'))
  const changed = text !== rate.rate || rounding !== rate.rounding
  const serverNotice = serverError instanceof ApiError ? (reasonText(serverError) ?? t('desk.error.rate')) : serverError ? t('desk.error.generic') : undefined
  const headingId = `rate-${rate.currency}`

  function submit(event: FormEvent) {
    event.preventDefault()
    if (micros === null) {
      setError(t('desk.error.rate'))
      return
    }
    setError(undefined)
    onSubmit({ rate: text.trim().replace(',', '.'), rounding })
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="grid gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5" data-testid={`rate-${rate.currency}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-display text-xl text-ink-900">
          {t('desk.rates.currencyTitle', { currency: rate.currency })}
        </h2>
        <p className="text-sm text-ink-500">{t('desk.rates.current', { rate: rate.rate, currency: rate.currency })}</p>
      </div>
      {serverNotice && <Notice>{serverNotice}</Notice>}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
        <TextField
          label={t('desk.rates.field.rate', { currency: rate.currency })}
          value={text}
          inputMode="decimal"
          maxLength={14}
          error={error}
          onChange={(e) => {
            setText(e.target.value)
            setError(undefined)
          }}
        />
        <SelectField
          label={t('desk.rates.field.rounding')}
          value={rounding}
          onChange={(e) => setRounding(e.target.value as PriceRounding)}
          options={PRICE_ROUNDINGS.map((r) => ({ value: r, label: t(`desk.rounding.${r}`) }))}
        />
      </div>
      <p className="rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-800" aria-live="polite">
        <span className="text-ink-600">{t('desk.rates.example')} </span>
        {micros === null ? (
          <span>{t('desk.rates.noExample')}</span>
        ) : (
          <span className="font-semibold tabular-nums" data-testid={`preview-${rate.currency}`}>
            {formatMoney(PREVIEW_BASE_CENTS, lang, { currency: 'USD' })} → {formatMoney(convertPrice(PREVIEW_BASE_CENTS, micros, rounding), lang, { currency: rate.currency })}
          </span>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={busy} disabled={!changed}>
          {t('desk.rates.save', { currency: rate.currency })}
        </Button>
        <p className="text-sm text-ink-600">{t('desk.rates.refillNote')}</p>
      </div>
    </form>
  )
}
