import type { StaffBrand, StaffBrandCreate } from '@shop/domain'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { TextAreaField, TextField } from '../../../../components/ui/fields'
import { FormSection } from './form-section'
import { LanguageTabs } from './language-tabs'
import { TaxonomyForm, useTaxonomyForm } from './taxonomy-form'
import { toBrandInput, toBrandValues } from './taxonomy-values'

/**
 * Create or edit a brand: its name (a proper noun, one for all languages), country, descriptions ×4,
 * and its responsible person in the EU (name, postal address, email), which every product page of
 * the brand shows (decision 045).
 */
export function BrandForm({ brand, busy, serverError, onSubmit, onCancel }: { brand?: StaffBrand; busy: boolean; serverError: unknown; onSubmit: (input: StaffBrandCreate) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin2')
  const form = useTaxonomyForm({ initial: () => toBrandValues(brand), check: (values) => toBrandInput(values, !!brand), serverError, onSubmit })
  const { values, update, err } = form

  return (
    <TaxonomyForm form={form} editing={!!brand} busy={busy} onCancel={onCancel}>
      <FormSection title={t('brands.section.brand')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('brands.field.name')} value={values.name} hint={t('brands.hint.name')} error={err('name')} onChange={(e) => update({ name: e.target.value })} />
          <TextField label={t('brands.field.country')} value={values.country} maxLength={2} autoCapitalize="characters" spellCheck={false} hint={t('brands.hint.country')} error={err('country')} onChange={(e) => update({ country: e.target.value.toUpperCase() })} />
        </div>
      </FormSection>

      <FormSection title={t('brands.section.responsible')} intro={t('brands.hint.responsible')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('brands.field.responsibleName')}
            value={values.responsible_name}
            error={err('responsible_name')}
            onChange={(e) => update({ responsible_name: e.target.value })}
          />
          <TextField
            label={t('brands.field.responsibleEmail')}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={values.responsible_email}
            hint={t('brands.hint.responsibleEmail')}
            error={err('responsible_email')}
            onChange={(e) => update({ responsible_email: e.target.value })}
          />
          <TextAreaField
            className="sm:col-span-2"
            label={t('brands.field.responsibleAddress')}
            rows={3}
            value={values.responsible_address}
            hint={t('brands.hint.responsibleAddress')}
            error={err('responsible_address')}
            onChange={(e) => update({ responsible_address: e.target.value })}
          />
        </div>
      </FormSection>

      <FormSection title={t('brands.section.description')}>
        <LanguageTabs label={t('form.languageTabs')} invalid={form.invalidIn}>
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
    </TaxonomyForm>
  )
}
