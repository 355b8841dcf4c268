import type { StaffCategory, StaffCategoryCreate } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { TextAreaField, TextField } from '../../../../components/ui/fields'
import { useLanguage } from '../../../../lib/i18n'
import { FormSection } from './form-section'
import { LanguageTabs } from './language-tabs'
import { TaxonomyForm, useTaxonomyForm } from './taxonomy-form'
import { toCategoryInput, toCategoryValues } from './taxonomy-values'

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
  const form = useTaxonomyForm({ initial: () => toCategoryValues(category, parent?.id ?? null), check: (values) => toCategoryInput(values, !!category), serverError, onSubmit })
  const { values, update, err } = form
  const topLevel = values.parent_id === null

  return (
    <TaxonomyForm form={form} editing={!!category} busy={busy} onCancel={onCancel}>
      {parent && <p className="text-sm text-ink-700">{t('categories.inParent', { name: parent.name[lang] || parent.name.en })}</p>}

      <FormSection title={t('categories.section.texts')} intro={topLevel ? t('categories.hint.topDescription') : t('categories.hint.subDescription')}>
        <LanguageTabs label={t('form.languageTabs')} invalid={form.invalidIn}>
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
    </TaxonomyForm>
  )
}
