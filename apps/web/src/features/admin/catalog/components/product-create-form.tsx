import { CERTIFICATIONS, HAIR_TYPES, LANGUAGES, SIZE_UNITS, SKIN_TYPES, type Language, type StaffProductCreate } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { Button } from '../../../../components/ui/button'
import { Notice, SelectField, TextAreaField, TextField } from '../../../../components/ui/fields'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { useStaffBrands, useStaffCategories } from '../api/catalog-api'
import { CheckField, FormSection } from './form-section'
import { LanguageTabs } from './language-tabs'
import { blankProduct, toProductCreate, type ProductCreateValues } from './product-create-values'
import { languageHasError, TEXT_MAX, type RequiredTextField as TextKey } from './product-values'
import { splitServerError } from './server-errors'
import { BLANK_VARIANT, type VariantValues } from './variants-editor'

/**
 * A new product (always a draft): brand and category, texts (English required, the other languages
 * may wait: the shop shows English there), INCI, allergens, PAO, certifications and at least one
 * size. Photos come after, in the editor the product opens in.
 */
export function ProductCreateForm({ busy, serverError, onSubmit }: { busy: boolean; serverError: unknown; onSubmit: (input: StaffProductCreate) => void }) {
  const { t } = useTranslation('admin2')
  const brands = useStaffBrands().data?.data ?? []
  const categories = useStaffCategories().data?.data ?? []
  const [values, setValues] = useState<ProductCreateValues>(() => blankProduct(BLANK_VARIANT))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const server = splitServerError(serverError, t('error.generic'))
  const fields: Record<string, string> = {}
  // The server names body fields 'body.variants.0.sku', a taken SKU or slug just 'sku' / 'slug'.
  for (const [path, text] of Object.entries(server.fields)) fields[path.replace(/^body\./, '')] = text
  const all = { ...fields, ...errors }
  // The language tabs mark the texts' problems; a size's label shows its own under the size.
  const textErrors = Object.fromEntries(Object.entries(all).filter(([path]) => !path.startsWith('variants.')))
  const err = (path: string) => {
    const text = all[path]
    return text && /^(form|create|variants)\./.test(text) ? t(text, { max: TEXT_MAX[path.split('.')[0] as TextKey] }) : text
  }

  const update = (changes: Partial<ProductCreateValues>) => setValues((v) => ({ ...v, ...changes }))
  const setText = (field: TextKey, lang: Language, text: string) => setValues((v) => ({ ...v, [field]: { ...v[field], [lang]: text } }))
  const setLabel = (i: number, lang: Language, text: string) => setValues((v) => ({ ...v, variants: v.variants.map((s, j) => (j === i ? { ...s, label: { ...s.label, [lang]: text } } : s)) }))
  const setSize = (i: number, changes: Partial<VariantValues>) => setValues((v) => ({ ...v, variants: v.variants.map((s, j) => (j === i ? { ...s, ...changes } : s)) }))

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = toProductCreate(values)
    if (result.errors) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    onSubmit(result.input)
  }

  const tops = categories.filter((c) => c.parent_id === null)
  const subs = categories.filter((c) => c.parent_id === values.category_id && values.category_id)
  const choose = { value: '', label: t('create.choose') }

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t('create.formLabel')}>
      {Object.keys(errors).length > 0 && <Notice>{t('form.fixErrors')}</Notice>}
      {server.notice && <Notice>{server.notice}</Notice>}
      {!server.notice && Object.keys(fields).length > 0 && !Object.keys(errors).length && <Notice>{t('form.fixErrors')}</Notice>}

      <FormSection title={t('create.section.place')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={t('create.field.brand')} value={values.brand_id} error={err('brand_id')} options={[choose, ...brands.map((b) => ({ value: b.id, label: b.name }))]} onChange={(e) => update({ brand_id: e.target.value })} />
          <TextField label={t('create.field.slug')} value={values.slug} error={err('slug')} hint={t('create.hint.slug')} onChange={(e) => update({ slug: e.target.value })} />
          <SelectField
            label={t('create.field.category')}
            value={values.category_id}
            error={err('category_id')}
            options={[choose, ...tops.map((c) => ({ value: c.id, label: c.name.en }))]}
            onChange={(e) => update({ category_id: e.target.value, subcategory_id: '' })}
          />
          <SelectField
            label={t('create.field.subcategory')}
            value={values.subcategory_id}
            error={err('subcategory_id')}
            disabled={!values.category_id}
            options={[choose, ...subs.map((c) => ({ value: c.id, label: c.name.en }))]}
            onChange={(e) => update({ subcategory_id: e.target.value })}
          />
        </div>
      </FormSection>

      <FormSection title={t('product.section.texts')} intro={t('create.textsIntro')}>
        <LanguageTabs label={t('form.languageTabs')} invalid={(lang) => languageHasError(textErrors, lang)}>
          {(lang) => (
            <div className="grid gap-4" key={lang}>
              <TextField label={t('product.field.name')} value={values.name[lang]} maxLength={TEXT_MAX.name} error={err(`name.${lang}`)} onChange={(e) => setText('name', lang, e.target.value)} />
              <TextAreaField label={t('product.field.description')} rows={5} value={values.description[lang]} maxLength={TEXT_MAX.description} error={err(`description.${lang}`)} onChange={(e) => setText('description', lang, e.target.value)} />
              <TextAreaField label={t('product.field.usage')} rows={3} value={values.usage[lang]} maxLength={TEXT_MAX.usage} error={err(`usage.${lang}`)} onChange={(e) => setText('usage', lang, e.target.value)} />
            </div>
          )}
        </LanguageTabs>
      </FormSection>

      <FormSection title={t('create.section.ingredients')}>
        <div className="grid gap-4">
          <TextAreaField label={t('create.field.inci')} rows={3} value={values.inci} error={err('inci')} hint={t('create.hint.inci')} onChange={(e) => update({ inci: e.target.value })} />
          <div className="grid gap-4 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
            <TextField label={t('create.field.allergens')} value={values.allergens} error={err('allergens') ?? err('allergens.0')} hint={t('create.hint.allergens')} onChange={(e) => update({ allergens: e.target.value })} />
            <TextField label={t('create.field.pao')} inputMode="numeric" value={values.pao_months} error={err('pao_months')} onChange={(e) => update({ pao_months: e.target.value })} />
          </div>
          <CheckGroup legend={t('create.field.certifications')} codes={CERTIFICATIONS} chosen={values.certifications} text={(c) => t(`create.cert.${c}`)} onChange={(certifications) => update({ certifications })} />
        </div>
      </FormSection>

      <FormSection title={t('create.section.suits')} intro={t('create.suitsIntro')}>
        <div className="grid gap-4">
          <CheckGroup legend={t('create.field.skinTypes')} codes={SKIN_TYPES} chosen={values.skin_types} text={(c) => t(`create.skin.${c}`)} onChange={(skin_types) => update({ skin_types })} />
          <CheckGroup legend={t('create.field.hairTypes')} codes={HAIR_TYPES} chosen={values.hair_types} text={(c) => t(`create.hair.${c}`)} onChange={(hair_types) => update({ hair_types })} />
        </div>
      </FormSection>

      <FormSection title={t('variants.title')} intro={t('create.sizesIntro')}>
        {err('variants') && <Notice className="mb-3">{err('variants')}</Notice>}
        <ol className="grid gap-4">
          {values.variants.map((size, i) => (
            <li key={i} className="rounded-xl bg-cream-50 p-3 ring-1 ring-cream-200 sm:p-4">
              <fieldset className="grid gap-3 sm:grid-cols-4">
                <legend className="mb-1 text-sm font-medium text-ink-800">{t('create.sizeN', { n: i + 1 })}</legend>
                <TextField label={t('variants.field.size')} inputMode="numeric" value={size.size_value} error={err(`variants.${i}.size_value`)} onChange={(e) => setSize(i, { size_value: e.target.value })} />
                <SelectField label={t('variants.field.unit')} value={size.size_unit} options={SIZE_UNITS.map((u) => ({ value: u, label: u }))} onChange={(e) => setSize(i, { size_unit: e.target.value as VariantValues['size_unit'] })} />
                <TextField label={t('variants.field.sku')} value={size.sku} error={err(`variants.${i}.sku`) ?? (values.variants.length === 1 ? err('sku') : undefined)} onChange={(e) => setSize(i, { sku: e.target.value })} />
                <TextField label={t('variants.field.gtin')} inputMode="numeric" value={size.gtin} error={err(`variants.${i}.gtin`)} onChange={(e) => setSize(i, { gtin: e.target.value })} />
                <TextField label={t('variants.field.price')} inputMode="decimal" value={size.price} error={err(`variants.${i}.price_cents`)} onChange={(e) => setSize(i, { price: e.target.value })} />
                <TextField label={t('variants.field.compareAt')} inputMode="decimal" value={size.compare_at} error={err(`variants.${i}.compare_at_cents`)} onChange={(e) => setSize(i, { compare_at: e.target.value })} />
                <TextField label={t('variants.field.stock')} inputMode="numeric" value={size.stock} error={err(`variants.${i}.stock`)} onChange={(e) => setSize(i, { stock: e.target.value })} />
                <TextField label={t('variants.field.weight')} inputMode="numeric" value={size.weight_g} error={err(`variants.${i}.weight_g`)} onChange={(e) => setSize(i, { weight_g: e.target.value })} />
                <TextField label={t('variants.field.lowStock')} inputMode="numeric" value={size.low_stock_threshold} error={err(`variants.${i}.low_stock_threshold`)} onChange={(e) => setSize(i, { low_stock_threshold: e.target.value })} />
                <fieldset className="mt-1 grid gap-3 sm:col-span-4 sm:grid-cols-4">
                  <legend className="mb-1 text-sm font-medium text-ink-800">{t('create.field.label')}</legend>
                  {LANGUAGES.map((lang) => (
                    <TextField key={lang} label={t(`variants.language.${lang}`)} maxLength={60} value={size.label[lang]} error={err(`variants.${i}.label.${lang}`)} onChange={(e) => setLabel(i, lang, e.target.value)} />
                  ))}
                </fieldset>
              </fieldset>
              {values.variants.length > 1 && (
                <Button className="mt-3" size="sm" variant="secondary" onClick={() => update({ variants: values.variants.filter((_, j) => j !== i) })}>
                  {t('create.removeSize', { n: i + 1 })}
                </Button>
              )}
            </li>
          ))}
        </ol>
        {fields.sku && values.variants.length > 1 && <Notice className="mt-3">{fields.sku}</Notice>}
        <Button className="mt-4" variant="secondary" onClick={() => update({ variants: [...values.variants, BLANK_VARIANT] })}>
          {t('create.addSize')}
        </Button>
      </FormSection>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {t('create.submit')}
        </Button>
      </div>
    </form>
  )
}

/** A vocabulary as check boxes (certifications, skin types, hair types), in the vocabulary's order. */
function CheckGroup<T extends string>({ legend, codes, chosen, text, onChange }: { legend: string; codes: readonly T[]; chosen: T[]; text: (code: T) => string; onChange: (chosen: T[]) => void }) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-ink-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {codes.map((c) => (
          <CheckField key={c} label={text(c)} checked={chosen.includes(c)} onChange={(on) => onChange(on ? [...chosen, c] : chosen.filter((x) => x !== c))} />
        ))}
      </div>
    </fieldset>
  )
}
