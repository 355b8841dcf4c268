import { countriesByName, CURRENCIES, isCountryCode, LANGUAGES, MarketInputSchema, TAX_MODES, type CountryCode, type Currency, type Language, type Market, type MarketInput, type TaxMode } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { Notice, SelectField, TextField } from '../../../../components/ui/fields'
import { ApiError } from '../../../../lib/api-client'
import { fieldErrors } from '../../../../lib/field-errors'
import { useLanguage } from '../../../../lib/i18n'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { useReasonText } from '../../../../lib/reasons'

const FIELDS = ['code', 'name', 'currency', 'default_lang', 'tax_mode', 'countries'] as const
type Field = (typeof FIELDS)[number]

/**
 * A market's name, currency, language, tax mode and countries. A country ticked here that another
 * market holds moves to this one when saved (the form says which market it leaves); a country
 * left out falls to the rest-of-the-world market.
 */
export function MarketForm({
  market,
  markets,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  market?: Market
  markets: Market[]
  busy: boolean
  serverError: unknown
  onSubmit: (input: MarketInput) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('admin')
  const lang = useLanguage()
  const reasonText = useReasonText()
  const [code, setCode] = useState(market?.code ?? '')
  const [name, setName] = useState(market?.name ?? '')
  const [currency, setCurrency] = useState<Currency>(market?.currency ?? 'EUR')
  const [defaultLang, setDefaultLang] = useState<Language>(market?.default_lang ?? 'en')
  const [taxMode, setTaxMode] = useState<TaxMode>(market?.tax_mode ?? 'included')
  const [chosen, setChosen] = useState<Set<CountryCode>>(() => new Set((market?.countries ?? []).filter(isCountryCode)))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const holder = new Map(markets.filter((m) => m.code !== market?.code).flatMap((m) => m.countries.map((c) => [c, m.name] as const)))
  const fromServer = serverError instanceof ApiError ? fieldErrors(serverError.problem?.errors ?? [], FIELDS) : {}
  const shown = { ...fromServer, ...errors }
  const serverNotice = serverError instanceof ApiError ? (reasonText(serverError) ?? (Object.keys(fromServer).length ? undefined : serverError.message)) : serverError ? t('desk.error.generic') : undefined

  function toggle(country: CountryCode, on: boolean) {
    setChosen((prev) => {
      const next = new Set(prev)
      if (on) next.add(country)
      else next.delete(country)
      return next
    })
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const input = { code: code.trim(), name: name.trim(), currency, default_lang: defaultLang, tax_mode: taxMode, countries: [...chosen].sort() }
    const parsed = MarketInputSchema.safeParse(input)
    const found: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS)
    // The screen's own words for what the owner typed (the schema's are English).
    if (found.code) found.code = t('desk.error.code')
    if (found.name) found.name = t('desk.error.name')
    setErrors(found)
    if (parsed.success) onSubmit(parsed.data)
  }

  const title = market ? t('desk.market.editTitle', { name: market.name }) : t('desk.market.newTitle')
  return (
    <form onSubmit={submit} noValidate aria-label={title} className="grid gap-5 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="font-display text-xl text-ink-900">{title}</h2>
      {serverNotice && <Notice>{serverNotice}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('desk.market.field.name')} value={name} maxLength={80} error={shown.name} onChange={(e) => setName(e.target.value)} />
        <TextField
          label={t('desk.market.field.code')}
          hint={market ? undefined : t('desk.market.codeHint')}
          value={code}
          maxLength={20}
          disabled={!!market}
          error={shown.code}
          onChange={(e) => setCode(e.target.value.toLowerCase())}
          inputClassName="font-mono"
        />
        <SelectField
          label={t('desk.market.field.currency')}
          value={currency}
          onChange={(e) => setCurrency(e.target.value as Currency)}
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
        />
        <SelectField
          label={t('desk.market.field.language')}
          value={defaultLang}
          onChange={(e) => setDefaultLang(e.target.value as Language)}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`desk.language.${l}`) }))}
        />
        <SelectField
          className="sm:col-span-2"
          label={t('desk.market.field.taxMode')}
          hint={t(`desk.taxModeHint.${taxMode}`)}
          value={taxMode}
          onChange={(e) => setTaxMode(e.target.value as TaxMode)}
          options={TAX_MODES.map((m) => ({ value: m, label: t(`desk.taxMode.${m}`) }))}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink-800">{t('desk.market.field.countries', { count: chosen.size })}</legend>
        <p className="mt-1 text-sm text-ink-600">{t('desk.market.countriesHint')}</p>
        <div className="mt-3 grid max-h-96 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto rounded-xl border border-ink-100 p-2 sm:grid-cols-2 lg:grid-cols-3">
          {countriesByName(lang).map(({ code: country, name: countryName }) => {
            const elsewhere = holder.get(country)
            return (
              <label key={country} className="flex cursor-pointer items-start gap-2.5 rounded-lg px-2 py-1.5 text-sm text-ink-800 hover:bg-sage-50">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4 shrink-0 rounded border-ink-300 accent-sage-700"
                  checked={chosen.has(country)}
                  onChange={(e) => toggle(country, e.target.checked)}
                />
                <span className="min-w-0">
                  {countryName} <span className="font-mono text-xs text-ink-500">{country}</span>
                  {elsewhere && <span className="block text-xs text-ink-500">{chosen.has(country) ? t('desk.market.movesFrom', { market: elsewhere }) : t('desk.market.inOther', { market: elsewhere })}</span>}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {market ? t('desk.action.save') : t('desk.market.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('desk.action.cancel')}
        </Button>
      </div>
    </form>
  )
}
