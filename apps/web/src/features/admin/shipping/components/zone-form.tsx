import { countriesByName, isCountryCode, type CountryCode, type ShippingZone, type ShippingZoneInput } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { Notice, TextField } from '../../../../components/ui/fields'
import { ApiError } from '../../../../lib/api-client'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { useReasonText } from '../../../../lib/reasons'

/**
 * A zone's name and countries. A country another zone holds shows that zone and cannot be ticked
 * here: it is moved by taking it out of the other zone first (the server refuses a country in two
 * zones either way).
 */
export function ZoneForm({
  zone,
  zones,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  zone?: ShippingZone
  zones: ShippingZone[]
  busy: boolean
  serverError: unknown
  onSubmit: (input: ShippingZoneInput) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('shipping')
  const lang = useLanguage()
  const reasonText = useReasonText()
  const [name, setName] = useState(zone?.name ?? '')
  const [position, setPosition] = useState(String(zone?.position ?? zones.length))
  const [chosen, setChosen] = useState<Set<CountryCode>>(() => new Set((zone?.countries ?? []).filter(isCountryCode)))
  const [errors, setErrors] = useState<{ name?: string; countries?: string; position?: string }>({})
  const holder = new Map(zones.filter((z) => z.id !== zone?.id).flatMap((z) => z.countries.map((c) => [c, z.name] as const)))
  const serverNotice = serverError instanceof ApiError ? (reasonText(serverError) || serverError.message) : serverError ? t('error.generic') : undefined

  function toggle(code: CountryCode, on: boolean) {
    setChosen((prev) => {
      const next = new Set(prev)
      if (on) next.add(code)
      else next.delete(code)
      return next
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const pos = Number(position || '0')
    const found = {
      name: name.trim() ? undefined : 'error.required',
      countries: chosen.size ? undefined : 'error.countries',
      position: Number.isInteger(pos) && pos >= 0 && pos <= 1000 ? undefined : 'error.position',
    }
    setErrors(found)
    if (found.name || found.countries || found.position) return
    onSubmit({ name: name.trim(), position: pos, countries: [...chosen].sort() })
  }

  const title = zone ? t('zone.editTitle', { name: zone.name }) : t('zone.newTitle')
  return (
    <form onSubmit={submit} noValidate aria-label={title} className="grid gap-5 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="font-display text-xl text-ink-900">{title}</h2>
      {serverNotice && <Notice>{serverNotice}</Notice>}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField label={t('zone.field.name')} value={name} maxLength={80} error={errors.name && t(errors.name)} onChange={(e) => setName(e.target.value)} />
        <TextField label={t('zone.field.position')} inputMode="numeric" value={position} error={errors.position && t(errors.position)} onChange={(e) => setPosition(e.target.value)} />
      </div>
      <fieldset aria-describedby={errors.countries ? 'zone-countries-error' : undefined}>
        <legend className="text-sm font-medium text-ink-800">{t('zone.field.countries', { count: chosen.size })}</legend>
        {errors.countries && (
          <p id="zone-countries-error" role="alert" className="mt-1 text-sm font-medium text-clay-700">
            {t(errors.countries)}
          </p>
        )}
        <div className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
          {countriesByName(lang).map(({ code, name: countryName }) => {
            const elsewhere = holder.get(code)
            return (
              <label key={code} className={`flex items-start gap-2.5 rounded-lg px-2 py-1.5 text-sm ${elsewhere ? 'text-ink-400' : 'cursor-pointer text-ink-800 hover:bg-sage-50'}`}>
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 rounded border-ink-300 accent-sage-700"
                  checked={chosen.has(code)}
                  disabled={!!elsewhere}
                  onChange={(e) => toggle(code, e.target.checked)}
                />
                <span className="min-w-0">
                  {countryName} <span className="font-mono text-xs text-ink-500">{code}</span>
                  {elsewhere && <span className="block text-xs">{t('zone.inOther', { zone: elsewhere })}</span>}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {zone ? t('action.save') : t('zone.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('action.cancel')}
        </Button>
      </div>
    </form>
  )
}
