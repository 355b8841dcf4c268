import { CARRIER_NAMES, CARRIERS, LANGUAGES, type Carrier, type ShippingMethod, type ShippingMethodInfo, type ShippingMethodInput } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { Notice, SelectField, TextField } from '../../../../components/ui/fields'
import { ApiError } from '../../../../lib/api-client'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { useReasonText } from '../../../../lib/reasons'
import { methodValues, toMethodInput, type MethodErrors, type MethodFormValues } from './shipping-values'

const HTML_LANG = { en: 'en', cz: 'cs', sl: 'sl', ge: 'de' } as const

/**
 * Add a method to a zone or change one: its kind (fixed once created: orders name it), its name in
 * the four languages, price, free-shipping line, carrier, delivery days, order and whether the
 * checkout offers it.
 */
export function MethodForm({
  zoneName,
  method,
  freeCodes,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  zoneName: string
  method?: ShippingMethodInfo
  /** The kinds this zone does not have yet (a new method picks one) */
  freeCodes: ShippingMethod[]
  busy: boolean
  serverError: unknown
  onSubmit: (input: ShippingMethodInput) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('shipping')
  const reasonText = useReasonText()
  const [values, setValues] = useState<MethodFormValues>(() => methodValues(method, freeCodes))
  const [errors, setErrors] = useState<MethodErrors>({})
  const update = (changes: Partial<MethodFormValues>) => setValues((v) => ({ ...v, ...changes }))
  const err = (path: string) => (errors[path] ? t(errors[path]!) : undefined)
  const serverNotice = serverError instanceof ApiError ? (reasonText(serverError) || serverError.message) : serverError ? t('error.generic') : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = toMethodInput(values, !!method)
    if (result.errors) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    onSubmit(result.input)
  }

  const title = method ? t('method.editTitle', { name: method.name.en, zone: zoneName }) : t('method.newTitle', { zone: zoneName })
  return (
    <form onSubmit={submit} noValidate aria-label={title} className="grid gap-5 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="font-display text-xl text-ink-900">{title}</h2>
      {Object.keys(errors).length > 0 && <Notice>{t('error.fix')}</Notice>}
      {serverNotice && <Notice>{serverNotice}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('method.field.code')}
          value={values.code}
          disabled={!!method}
          hint={method ? t('method.hint.codeFixed') : t('method.hint.code')}
          options={(method ? [method.code] : freeCodes).map((code) => ({ value: code, label: t(`kind.${code}`) }))}
          onChange={(e) => update({ code: e.target.value as ShippingMethod })}
        />
        <SelectField
          label={t('method.field.carrier')}
          value={values.carrier}
          options={CARRIERS.map((c) => ({ value: c, label: CARRIER_NAMES[c] }))}
          onChange={(e) => update({ carrier: e.target.value as Carrier })}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-ink-800">{t('method.field.names')}</legend>
        {LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            label={t('method.field.name', { language: t(`language.${lang}`) })}
            lang={HTML_LANG[lang]}
            value={values.name[lang]}
            maxLength={60}
            error={err(`name.${lang}`)}
            onChange={(e) => update({ name: { ...values.name, [lang]: e.target.value } })}
          />
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label={t('method.field.price')} inputMode="decimal" placeholder="0.00" value={values.price} error={err('price_cents')} onChange={(e) => update({ price: e.target.value })} />
        <TextField label={t('method.field.freeFrom')} inputMode="decimal" value={values.free_from} hint={t('method.hint.freeFrom')} error={err('free_from_cents')} onChange={(e) => update({ free_from: e.target.value })} />
        <TextField label={t('method.field.days')} value={values.delivery_days} maxLength={20} placeholder="2–3" hint={t('method.hint.days')} error={err('delivery_days')} onChange={(e) => update({ delivery_days: e.target.value })} />
        <TextField label={t('method.field.position')} inputMode="numeric" value={values.position} error={err('position')} onChange={(e) => update({ position: e.target.value })} />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-medium text-ink-800">{t('method.field.lists')}</legend>
        <p className="-mt-1 text-xs text-ink-500 sm:col-span-2 lg:col-span-4">{method ? t('method.hint.listsEdit') : t('method.hint.listsNew')}</p>
        <TextField label={t('method.field.priceEur')} inputMode="decimal" value={values.price_eur} error={err('price_eur_cents')} onChange={(e) => update({ price_eur: e.target.value })} />
        <TextField label={t('method.field.freeFromEur')} inputMode="decimal" value={values.free_from_eur} error={err('free_from_eur_cents')} onChange={(e) => update({ free_from_eur: e.target.value })} />
        <TextField label={t('method.field.priceCzk')} inputMode="decimal" value={values.price_czk} error={err('price_czk_cents')} onChange={(e) => update({ price_czk: e.target.value })} />
        <TextField label={t('method.field.freeFromCzk')} inputMode="decimal" value={values.free_from_czk} error={err('free_from_czk_cents')} onChange={(e) => update({ free_from_czk: e.target.value })} />
      </fieldset>
      <label className="flex items-center gap-3 text-ink-800">
        <input type="checkbox" className="size-5 rounded border-ink-300 accent-sage-700" checked={values.active} onChange={(e) => update({ active: e.target.checked })} />
        {t('method.field.active')}
      </label>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {method ? t('action.save') : t('method.add')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('action.cancel')}
        </Button>
      </div>
    </form>
  )
}
