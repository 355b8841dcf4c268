import type { Language } from '@shop/domain'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Button } from '../../../../components/ui/button'
import { Notice, TextField } from '../../../../components/ui/fields'
import { FormSection } from './form-section'
import { splitServerError } from './server-errors'
import { maxFor, type FieldErrors } from './taxonomy-values'

type Placement = { slug: string; position: string }
type Checked<I> = { input: I; errors?: undefined } | { errors: FieldErrors }

/**
 * The state of a brand or category form: its string values, and the errors the browser found
 * (admin2 message keys) over the server's, by field path ('name.cz', 'slug'). `submit` checks
 * with `check` and sends only what passes.
 */
export function useTaxonomyForm<V extends Placement, I>({ initial, check, serverError, onSubmit }: { initial: () => V; check: (values: V) => Checked<I>; serverError: unknown; onSubmit: (input: I) => void }) {
  const { t } = useTranslation('admin2')
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const server = splitServerError(serverError, t('error.generic'))
  const all: FieldErrors = { ...server.fields, ...errors }

  const err = (path: string) => {
    const text = all[path]
    return text?.startsWith('form.') ? t(text, { max: maxFor(path) }) : text
  }
  const update = (changes: Partial<V>) => setValues((v) => ({ ...v, ...changes }))
  const setPlacement = (changes: Partial<Placement>) => setValues((v) => ({ ...v, ...changes }))
  /** Whether a language's tab has a field with an error. */
  const invalidIn = (lang: Language) => Object.keys(all).some((p) => p.endsWith(`.${lang}`))

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = check(values)
    if (result.errors) return setErrors(result.errors)
    setErrors({})
    onSubmit(result.input)
  }

  return { values, update, setPlacement, err, invalidIn, submit, checkFailed: Object.keys(errors).length > 0, serverNotice: server.notice }
}

/** What TaxonomyForm uses of useTaxonomyForm's answer. */
interface FormState {
  values: Placement
  setPlacement: (changes: Partial<Placement>) => void
  err: (path: string) => string | undefined
  submit: (event: FormEvent) => void
  checkFailed: boolean
  serverNotice?: string
}

/**
 * A brand or category form around its own sections (`children`): what went wrong at the top, then
 * the slug and position, then save and cancel.
 */
export function TaxonomyForm({
  form,
  editing,
  busy,
  onCancel,
  children,
}: {
  form: FormState
  editing: boolean
  busy: boolean
  onCancel: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('admin2')
  const { values, setPlacement, err } = form
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-5">
      {form.checkFailed && <Notice>{t('form.fixErrors')}</Notice>}
      {form.serverNotice && <Notice>{form.serverNotice}</Notice>}
      {children}

      <FormSection title={t('form.section.placement')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.field.slug')} value={values.slug} spellCheck={false} autoCapitalize="none" hint={editing ? t('form.hint.slugEdit') : t('form.hint.slugNew')} error={err('slug')} onChange={(e) => setPlacement({ slug: e.target.value })} />
          <TextField label={t('form.field.position')} inputMode="numeric" value={values.position} hint={editing ? t('form.hint.positionEdit') : t('form.hint.positionNew')} error={err('position')} onChange={(e) => setPlacement({ position: e.target.value })} />
        </div>
      </FormSection>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {editing ? t('form.save') : t('form.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  )
}
