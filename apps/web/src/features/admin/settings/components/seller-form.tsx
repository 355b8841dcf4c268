import { SellerSettingsSchema, SETTINGS_MESSAGES, type SellerSettingsAnswer, type SellerSettingsInput } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { CountrySelectField } from '../../../../components/ui/country-select'
import { Notice, TextField } from '../../../../components/ui/fields'
import { ApiError } from '../../../../lib/api-client'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { useReasonText } from '../../../../lib/reasons'

type Field = keyof SellerSettingsInput
const FIELDS: Field[] = ['name', 'street', 'city', 'postal_code', 'country', 'vat_number', 'registration_number', 'iban', 'email', 'phone']
type MessageKey = keyof typeof SETTINGS_MESSAGES

/** Each domain message's key (SETTINGS_MESSAGES), for its text in the page's language (as lib/server-messages.ts looks them up). */
const KEY_OF = new Map((Object.entries(SETTINGS_MESSAGES) as Array<[MessageKey, string]>).map(([key, text]) => [text, key]))
function messageKey(message: string): MessageKey | undefined {
  return KEY_OF.get(message)
}

/** The seller's details as printed on invoices; checked here as the server checks them (domain SellerSettingsSchema). */
export function SellerForm({ seller, busy, serverError, onSubmit }: { seller: SellerSettingsAnswer; busy: boolean; serverError: unknown; onSubmit: (input: SellerSettingsInput) => void }) {
  const { t } = useTranslation('invoices')
  const reasonText = useReasonText()
  const [values, setValues] = useState<SellerSettingsInput>(() => Object.fromEntries(FIELDS.map((f) => [f, seller[f]])) as SellerSettingsInput)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const serverIssues = serverError instanceof ApiError ? (serverError.problem?.errors ?? []) : []
  const serverNotice = serverError instanceof ApiError ? reasonText(serverError) || serverError.message : serverError ? t('settings.error.generic') : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = SellerSettingsSchema.safeParse(values)
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field
        const key = messageKey(issue.message)
        found[field] ??= key ? `settings.error.${key}` : 'settings.error.invalid'
      }
      setErrors(found)
      return
    }
    setErrors({})
    onSubmit(parsed.data)
  }

  const errorOf = (f: Field) => {
    if (errors[f]) return t(errors[f])
    const server = serverIssues.find((i) => i.path === `body.${f}`)
    const key = server && messageKey(server.message)
    return key ? t(`settings.error.${key}`) : undefined
  }
  const text = (f: Field, opts: { maxLength: number; autoComplete?: string; inputMode?: 'email' | 'tel' | 'text'; hint?: string }) => (
    <TextField
      label={t(`settings.field.${f}`)}
      value={values[f]}
      maxLength={opts.maxLength}
      autoComplete={opts.autoComplete ?? 'off'}
      inputMode={opts.inputMode}
      hint={opts.hint}
      error={errorOf(f)}
      onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
    />
  )

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.seller')} className="grid gap-5 rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="font-display text-xl text-ink-900">{t('settings.seller')}</h2>
      {serverNotice && <Notice>{serverNotice}</Notice>}
      {text('name', { maxLength: 200, autoComplete: 'organization' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('street', { maxLength: 200 })}
        {text('city', { maxLength: 100 })}
        {text('postal_code', { maxLength: 20 })}
        <CountrySelectField label={t('settings.field.country')} value={values.country} error={errorOf('country')} onChange={(e) => setValues((v) => ({ ...v, country: e.target.value }))} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('vat_number', { maxLength: 20, hint: t('settings.hint.vat_number') })}
        {text('registration_number', { maxLength: 40 })}
      </div>
      {text('iban', { maxLength: 42, hint: t('settings.hint.iban') })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('email', { maxLength: 254, inputMode: 'email' })}
        {text('phone', { maxLength: 40, inputMode: 'tel' })}
      </div>
      <div>
        <Button type="submit" busy={busy}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  )
}
