import type { StaffCategory, StaffCategoryCreate } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../../components/ui/button'
import { Notice, TextField } from '../../../../components/ui/fields'
import { useLanguage } from '../../../../lib/i18n'
import { FormSection } from './form-section'
import { LanguageTabs } from './language-tabs'
import { splitServerError } from './server-errors'
import { maxFor, toCategoryInput, toCategoryValues, type CategoryFormValues, type FieldErrors } from './taxonomy-values'
import { TextAreaField } from './text-area-field'

/**
 * Create or edit a category or subcategory: names and descriptions in all four languages, slug
 * and position. A new subcategory belongs to `parent`; the parent never changes afterwards.
 */
export function CategoryForm({
  category,
  parent,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  category?: StaffCategory
  parent?: StaffCategory
  busy: boolean
  serverError: unknown
  onSubmit: (input: StaffCategoryCreate) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const [values, setValues] = useState<CategoryFormValues>(() => toCategoryValues(category, parent?.id ?? null))
  const [errors, setErrors] = useState<FieldErrors>({})
  const server = splitServerError(serverError, t('error.generic'))
  const all: FieldErrors = { ...server.fields, ...errors }
  const err = (path: string) => {
    const text = all[path]
    return text?.startsWith('form.') ? t(text, { max: maxFor(path) }) : text
  }
  const update = (changes: Partial<CategoryFormValues>) => setValues((v) => ({ ...v, ...changes }))
  const topLevel = values.parent_id === null

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = toCategoryInput(values, !!category)
    if (result.errors) return setErrors(result.errors)
    setErrors({})
    onSubmit(result.input)
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      {Object.keys(errors).length > 0 && <Notice>{t('form.fixErrors')}</Notice>}
      {server.notice && <Notice>{server.notice}</Notice>}
      {parent && <p className="text-sm text-ink-700">{t('categories.inParent', { name: parent.name[lang] || parent.name.en })}</p>}

      <FormSection title={t('categories.section.texts')} intro={topLevel ? t('categories.hint.topDescription') : t('categories.hint.subDescription')}>
        <LanguageTabs label={t('form.languageTabs')} invalid={(tab) => Object.keys(all).some((p) => p.endsWith(`.${tab}`))}>
          {(tab) => (
            <div className="grid gap-4" key={tab}>
              <TextField label={t('categories.field.name')} value={values.name[tab]} error={err(`name.${tab}`)} onChange={(e) => update({ name: { ...values.name, [tab]: e.target.value } })} />
              <TextAreaField
                label={topLevel ? t('categories.field.description') : t('categories.field.descriptionOptional')}
                rows={4}
                value={values.description[tab]}
                error={err(`description.${tab}`)}
                onChange={(e) => update({ description: { ...values.description, [tab]: e.target.value } })}
              />
            </div>
          )}
        </LanguageTabs>
      </FormSection>

      <FormSection title={t('form.section.placement')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('form.field.slug')} value={values.slug} spellCheck={false} autoCapitalize="none" hint={category ? t('form.hint.slugEdit') : t('form.hint.slugNew')} error={err('slug')} onChange={(e) => update({ slug: e.target.value })} />
          <TextField label={t('form.field.position')} inputMode="numeric" value={values.position} hint={category ? t('form.hint.positionEdit') : t('form.hint.positionNew')} error={err('position')} onChange={(e) => update({ position: e.target.value })} />
        </div>
      </FormSection>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {category ? t('form.save') : t('form.create')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  )
}
