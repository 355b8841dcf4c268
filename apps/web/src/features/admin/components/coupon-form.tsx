import { COUPON_LIST_CURRENCIES, COUPON_LIST_MESSAGES, LANGUAGES, STAFF_MESSAGES, type CouponInput, type HandSetCurrency, type Language, type StaffCoupon, FIELD_MESSAGES } from '@shop/domain'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { Button } from '../../../components/ui/button'
import { Notice, SelectField, TextField } from '../../../components/ui/fields'
import { ApiError } from '../../../lib/api-client'
import { hasFixedTerms, KINDS, listFigureState, toCouponInput, toFormValues, type CouponErrors, type CouponFormValues, type ListFigure } from './coupon-values'

/** The schema's and server's English texts that staff see in their own language. */
const KEY_OF_TEXT = new Map<string, string>([
  [FIELD_MESSAGES.couponCodeRequired, 'error.codeRequired'],
  [FIELD_MESSAGES.couponCodeTooLong, 'error.codeLong'],
  [FIELD_MESSAGES.couponCodeInvalid, 'error.codeInvalid'],
  [FIELD_MESSAGES.couponValueMin, 'error.valueMin'],
  [FIELD_MESSAGES.couponDescriptionRequired, 'error.descriptionRequired'],
  [FIELD_MESSAGES.couponDescriptionTooLong, 'error.descriptionLong'],
  [FIELD_MESSAGES.couponLimitMin, 'error.limitMin'],
  [STAFF_MESSAGES.percentTooHigh, 'error.percentTooHigh'],
  [STAFF_MESSAGES.datesReversed, 'error.datesReversed'],
  [STAFF_MESSAGES.couponCodeTaken, 'error.codeTaken'],
  [STAFF_MESSAGES.limitBelowUses, 'error.limitBelowUses'],
  [COUPON_LIST_MESSAGES.noFixedAmount, 'error.noFixedAmount'],
  [COUPON_LIST_MESSAGES.wholeCrowns, 'error.wholeCrowns'],
  [COUPON_LIST_MESSAGES.amountPositive, 'error.listPositive'],
])

/** The list figure fields by the server's names (decision 047). */
const LIST_FIELD = {
  EUR: { value: 'value_eur_cents', min_order: 'min_order_eur_cents' },
  CZK: { value: 'value_czk_cents', min_order: 'min_order_czk_cents' },
} as const satisfies Record<HandSetCurrency, Record<ListFigure, string>>

/**
 * Create or edit a coupon: code, base terms, per-language terms (GET15 is $15 in English and 15%
 * elsewhere), the description in all four languages, minimum order, dates, limits and switches.
 * Checked in the browser with the server's schema; the server's field errors land on the same fields.
 */
export function CouponForm({ coupon, busy, serverError, onSubmit, onCancel }: { coupon?: StaffCoupon; busy: boolean; serverError: unknown; onSubmit: (input: CouponInput) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin')
  const [values, setValues] = useState<CouponFormValues>(() => toFormValues(coupon))
  const [errors, setErrors] = useState<CouponErrors>({})

  const serverErrors: CouponErrors = {}
  let serverNotice: string | undefined
  if (serverError instanceof ApiError) {
    for (const issue of serverError.problem?.errors ?? []) serverErrors[issue.path] ??= issue.message
    if (serverError.reason === 'coupon_code_taken') serverErrors.code ??= 'error.codeTaken'
    else if (!serverError.problem?.errors?.length) serverNotice = serverError.message
  } else if (serverError) serverNotice = t('error.generic')

  const say = (text: string | undefined) => {
    if (!text) return undefined
    const key = text.startsWith('error.') ? text : KEY_OF_TEXT.get(text)
    return key ? t(`coupons.${key}`) : text
  }
  const err = (path: string) => say(errors[path] ?? serverErrors[path])

  function update(changes: Partial<CouponFormValues>) {
    setValues((v) => ({ ...v, ...changes }))
  }
  function updateList(currency: HandSetCurrency, figure: ListFigure, text: string) {
    setValues((v) => ({ ...v, lists: { ...v.lists, [currency]: { ...v.lists[currency], [figure]: text } } }))
  }
  function updateTerms(lang: Language, changes: Partial<CouponFormValues['lang_terms'][Language]>) {
    setValues((v) => ({ ...v, lang_terms: { ...v.lang_terms, [lang]: { ...v.lang_terms[lang], ...changes } } }))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = toCouponInput(values, coupon)
    if (result.errors) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    onSubmit(result.input)
  }

  const kindOptions = KINDS.map((k) => ({ value: k, label: t(`coupons.kind.${k}`) }))
  const invalid = Object.keys(errors).length > 0

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-5" aria-label={coupon ? t('coupons.editTitle', { code: coupon.code }) : t('coupons.newTitle')}>
      {invalid && <Notice>{t('coupons.fixErrors')}</Notice>}
      {serverNotice && <Notice>{serverNotice}</Notice>}

      <Section title={t('coupons.section.terms')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <TextField label={t('coupons.field.code')} value={values.code} maxLength={40} autoCapitalize="characters" spellCheck={false} error={err('code')} hint={t('coupons.hint.code')} onChange={(e) => update({ code: e.target.value.toUpperCase() })} />
          <SelectField label={t('coupons.field.kind')} value={values.kind} options={kindOptions} onChange={(e) => update({ kind: e.target.value as CouponFormValues['kind'] })} />
          <TextField label={values.kind === 'fixed' ? t('coupons.field.amount') : t('coupons.field.percent')} inputMode="decimal" value={values.value} error={err('value')} onChange={(e) => update({ value: e.target.value })} />
        </div>
        <fieldset className="mt-5">
          <legend className="text-sm font-medium text-ink-800">{t('coupons.field.langTerms')}</legend>
          <p className="mt-0.5 text-sm text-ink-600">{t('coupons.hint.langTerms')}</p>
          <div className="mt-3 grid gap-3 md:grid-cols-2">
            {LANGUAGES.map((lang) => {
              const terms = values.lang_terms[lang]
              return (
                <div key={lang} className="rounded-xl bg-cream-100/60 p-3 ring-1 ring-ink-100">
                  <label className="flex items-center gap-2 text-sm font-medium text-ink-800">
                    <input type="checkbox" className="size-5 rounded border-ink-300 accent-sage-700" checked={terms.on} onChange={(e) => updateTerms(lang, { on: e.target.checked })} />
                    {t('coupons.field.ownTerms', { language: t(`language.${lang}`) })}
                  </label>
                  {terms.on && (
                    <div className="mt-3 grid grid-cols-2 gap-3">
                      <SelectField label={t('coupons.field.kind')} value={terms.kind} options={kindOptions} onChange={(e) => updateTerms(lang, { kind: e.target.value as CouponFormValues['kind'] })} />
                      <TextField
                        label={terms.kind === 'fixed' ? t('coupons.field.amount') : t('coupons.field.percent')}
                        inputMode="decimal"
                        value={terms.value}
                        error={err(`lang_terms.${lang}.value`)}
                        onChange={(e) => updateTerms(lang, { value: e.target.value })}
                      />
                    </div>
                  )}
                </div>
              )
            })}
          </div>
        </fieldset>
      </Section>

      <Section title={t('coupons.section.description')}>
        <p className="-mt-2 mb-4 text-sm text-ink-600">{t('coupons.hint.descriptionWords')}</p>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {LANGUAGES.map((lang) => (
            <TextField
              key={lang}
              label={t('coupons.field.description', { language: t(`language.${lang}`) })}
              lang={lang === 'cz' ? 'cs' : lang === 'ge' ? 'de' : lang}
              value={values.description[lang]}
              maxLength={300}
              error={err(`description.${lang}`)}
              onChange={(e) => update({ description: { ...values.description, [lang]: e.target.value } })}
            />
          ))}
        </div>
      </Section>

      <Section title={t('coupons.section.limits')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField label={t('coupons.field.minOrder')} inputMode="decimal" value={values.min_order} placeholder="0.00" error={err('min_order_cents')} onChange={(e) => update({ min_order: e.target.value })} />
          <TextField label={t('coupons.field.usageLimit')} inputMode="numeric" value={values.usage_limit} hint={t('coupons.hint.noLimit')} error={err('usage_limit')} onChange={(e) => update({ usage_limit: e.target.value })} />
          <TextField label={t('coupons.field.perShopperLimit')} inputMode="numeric" value={values.per_shopper_limit} hint={t('coupons.hint.noLimit')} error={err('per_shopper_limit')} onChange={(e) => update({ per_shopper_limit: e.target.value })} />
          <TextField label={t('coupons.field.startsAt')} type="datetime-local" value={values.starts_at} error={err('starts_at')} onChange={(e) => update({ starts_at: e.target.value })} />
          <TextField label={t('coupons.field.expiresAt')} type="datetime-local" value={values.expires_at} error={err('expires_at')} onChange={(e) => update({ expires_at: e.target.value })} />
        </div>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8">
          <Check checked={values.active} onChange={(active) => update({ active })} label={t('coupons.field.active')} />
          <Check checked={values.stackable} onChange={(stackable) => update({ stackable })} label={t('coupons.field.stackable')} />
        </div>
      </Section>

      <Section title={t('coupons.section.lists')}>
        <p className="-mt-2 mb-4 text-sm text-ink-600">{t('coupons.hint.lists')}</p>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {COUPON_LIST_CURRENCIES.map((cur) => (
            <fieldset key={cur} className="grid gap-3 rounded-xl bg-cream-100/60 p-3 ring-1 ring-ink-100">
              <legend className="px-1 text-sm font-medium text-ink-800">{t(`coupons.lists.legend.${cur}`)}</legend>
              {(hasFixedTerms(values) ? (['value', 'min_order'] as const) : (['min_order'] as const)).map((figure) => {
                const state = listFigureState(values.lists, coupon, cur, figure)
                const label = t(`coupons.lists.${figure}.${cur}`)
                return (
                  <div key={figure} className="grid gap-1.5">
                    <TextField
                      label={label}
                      inputMode="decimal"
                      value={values.lists[cur][figure]}
                      error={err(LIST_FIELD[cur][figure])}
                      hint={t(`coupons.lists.state.${state}`)}
                      onChange={(e) => updateList(cur, figure, e.target.value)}
                    />
                    {state === 'manual' && (
                      <Button size="sm" variant="secondary" className="justify-self-start" aria-label={t('coupons.lists.followLabel', { field: label })} onClick={() => updateList(cur, figure, '')}>
                        {t('coupons.lists.follow')}
                      </Button>
                    )}
                  </div>
                )
              })}
            </fieldset>
          ))}
        </div>
      </Section>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {coupon ? t('coupons.save') : t('coupons.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('coupons.cancel')}
        </Button>
      </div>
    </form>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <h2 id={id} className="mb-4 font-display text-xl text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Check({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink-800">
      <input type="checkbox" className="size-5 rounded border-ink-300 accent-sage-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  )
}
