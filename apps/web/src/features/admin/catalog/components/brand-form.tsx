import type { StaffBrand, StaffBrandCreate } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button'
import { Notice, TextField } from '../../../../components/ui/fields'
import { FormSection } from './form-section'
import { LanguageTabs } from './language-tabs'
import { splitServerError } from './server-errors'
import { maxFor, toBrandInput, toBrandValues, type BrandFormValues, type FieldErrors } from './taxonomy-values'
import { TextAreaField } from './text-area-field'

/** Create or edit a brand: its name (a proper noun, one for all languages), country, descriptions ×4. */
export function BrandForm({ brand, busy, serverError, onSubmit, onCancel }: { brand?: StaffBrand; busy: boolean; serverError: unknown; onSubmit: (input: StaffBrandCreate) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin2')
  const [values, setValues] = useState<BrandFormValues>(() => toBrandValues(brand))
  const [errors, setErrors] = useState<FieldErrors>({})
  const server = splitServerError(serverError, t('error.generic'))
  const all: FieldErrors = { ...server.fields, ...errors }
  const err = (path: string) => {
    const text = all[path]
    return text?.startsWith('form.') ? t(text, { max: maxFor(path) }) : text
  }
  const update = (changes: Partial<BrandFormValues>) => setValues((v) => ({ ...v, ...changes }))

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = toBrandInput(values, !!brand)
    if (result.errors) return setErrors(result.errors)
    setErrors({})
    onSubmit(result.input)
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {Object.keys(errors).length > 0 && <Notice>{t('form.fixErrors')}</Notice>}
      {server.notice && <Notice>{server.notice}</Notice>}

      <FormSection title={t('brands.section.brand')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('brands.field.name')} value={values.name} hint={t('brands.hint.name')} error={err('name')} onChange={(e) => update({ name: e.target.value })} />
          <TextField label={t('brands.field.country')} value={values.country} maxLength={2} autoCapitalize="characters" spellCheck={false} hint={t('brands.hint.country')} error={err('country')} onChange={(e) => update({ country: e.target.value.toUpperCase() })} />
        </div>
      </FormSection>

      <FormSection title={t('brands.section.description')}>
        <LanguageTabs label={t('form.languageTabs')} invalid={(lang) => Object.keys(all).some((p) => p.endsWith(`.${lang}`))}>
          {(lang) => (
            <TextAreaField
              key={lang}
              label={t('brands.field.description')}
              rows={5}
              value={values.description[lang]}
              error={err(`description.${lang}`)}
              onChange={(e) => update({ description: { ...values.description, [lang]: e.target.value } })}
            />
          )}
        </LanguageTabs>
      </FormSection>

      <FormSection title={t('form.section.placement')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.field.slug')} value={values.slug} spellCheck={false} autoCapitalize="none" hint={brand ? t('form.hint.slugEdit') : t('form.hint.slugNew')} error={err('slug')} onChange={(e) => update({ slug: e.target.value })} />
          <TextField label={t('form.field.position')} inputMode="numeric" value={values.position} hint={brand ? t('form.hint.positionEdit') : t('form.hint.positionNew')} error={err('position')} onChange={(e) => update({ position: e.target.value })} />
        </div>
      </FormSection>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {brand ? t('form.save') : t('form.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  )
}
