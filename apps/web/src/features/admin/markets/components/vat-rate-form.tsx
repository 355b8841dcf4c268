import { countryName, EU_COUNTRIES, parseVatRate, VatRateInputSchema, type VatRateInput } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { Notice, SelectField, TextField } from '../../../../components/ui/fields'
import { ApiError } from '../../../../lib/api-client'
import { fieldErrors } from '../../../../lib/field-errors'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { useReasonText } from '../../../../lib/reasons'

const FIELDS = ['country', 'rate', 'valid_from'] as const
type Field = (typeof FIELDS)[number]

/** A new VAT rate for a country from a day on (today or later); the rate in force stays until then. */
export function VatRateForm({ today, busy, serverError, onSubmit }: { today: string; busy: boolean; serverError: unknown; onSubmit: (input: VatRateInput, done: () => void) => void }) {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const reasonText = useReasonText()
  const [country, setCountry] = useState<string>('CZ')
  const [rate, setRate] = useState('')
  const [validFrom, setValidFrom] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const countries = [...EU_COUNTRIES].map((code) => ({ value: code, label: countryName(code, lang) })).sort((a, b) => a.label.localeCompare(b.label))
  const fromServer = serverError instanceof ApiError ? fieldErrors(serverError.problem?.errors ?? [], FIELDS) : {}
  const serverNotice = serverError instanceof ApiError ? reasonText(serverError) : serverError ? t('desk.error.generic') : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    const input = { country, rate: rate.trim().replace(',', '.'), valid_from: validFrom }
    const found: Partial<Record<Field, string>> = {}
    if (!VatRateInputSchema.shape.rate.safeParse(input.rate).success || parseVatRate(input.rate) === null) found.rate = t('desk.error.vatRate')
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.valid_from)) found.valid_from = t('desk.error.validFrom')
    else if (input.valid_from < today) found.valid_from = t('desk.error.validFromPast')
    setErrors(found)
    if (Object.keys(found).length) return
    onSubmit(input, () => {
      setRate('')
      setValidFrom('')
    })
  }

  // The server's field messages are English: each field has its own words here.
  const shown: Partial<Record<Field, string>> = {
    ...(fromServer.rate ? { rate: t('desk.error.vatRate') } : {}),
    ...(fromServer.valid_from ? { valid_from: serverError instanceof ApiError && serverError.reason === 'vat_rate_exists' ? t('desk.error.vatRateExists') : t('desk.error.validFromPast') } : {}),
    ...errors,
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby="vat-new-title" className="grid gap-4 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <h2 id="vat-new-title" className="font-display text-xl text-ink-900">
        {t('desk.vat.newTitle')}
      </h2>
      {serverNotice && !shown.valid_from && <Notice>{serverNotice}</Notice>}
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label={t('desk.vat.field.country')} value={country} onChange={(e) => setCountry(e.target.value)} options={countries} />
        <TextField label={t('desk.vat.field.rate')} value={rate} inputMode="decimal" maxLength={5} error={shown.rate} onChange={(e) => setRate(e.target.value)} trailing={<span className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-ink-500">%</span>} />
        <TextField label={t('desk.vat.field.validFrom')} type="date" min={today} value={validFrom} error={shown.valid_from} onChange={(e) => setValidFrom(e.target.value)} />
      </div>
      <div>
        <Button type="submit" busy={busy}>
          {t('desk.vat.add')}
        </Button>
      </div>
    </form>
  )
}
