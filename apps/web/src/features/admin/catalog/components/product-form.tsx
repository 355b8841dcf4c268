import type { Language, StaffProduct, StaffProductUpdate } from '@shop/domain'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Button } from '../../../../components/ui/button'
import { Notice, TextAreaField, TextField } from '../../../../components/ui/fields'
import { CheckField, FormSection } from './form-section'
import { LanguageTabs } from './language-tabs'
import { ListPriceFields } from './list-price-fields'
import { languageHasError, TEXT_MAX, toProductUpdate, toProductValues, type ProductErrors, type ProductFormValues, type TextField as TextKey } from './product-values'
import { splitServerError } from './server-errors'
import { VariantsEditor } from './variants-editor'

/**
 * A product's texts in all four languages, its prices (dollars in, cents out), stock and the
 * featured switch. `product` is the product as the server has it now: when its stock moves while
 * the form is open (orders), the form says so and offers the new number. `onSubmit` resolves with
 * the saved product (a refusal is shown through `serverError`).
 */
export function ProductForm({ product, busy, serverError, onSubmit }: { product: StaffProduct; busy: boolean; serverError: unknown; onSubmit: (update: StaffProductUpdate) => Promise<StaffProduct> }) {
  const { t } = useTranslation('admin2')
  const [values, setValues] = useState<ProductFormValues>(() => toProductValues(product))
  const [startStock, setStartStock] = useState(product.stock)
  const [errors, setErrors] = useState<ProductErrors>({})
  const server = splitServerError(serverError, t('error.generic'))
  // Several sizes: price and stock are each size's, edited in the sizes section below.
  const sized = product.variants.length > 1

  const err = (path: string) => {
    const text = errors[path] ?? server.fields[path]
    return text?.startsWith('form.') || text?.startsWith('prices.') ? t(text, { max: maxOf(path) }) : text
  }
  const update = (changes: Partial<ProductFormValues>) => setValues((v) => ({ ...v, ...changes }))
  const setText = (field: TextKey, lang: Language, text: string) => setValues((v) => ({ ...v, [field]: { ...v[field], [lang]: text } }))

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = toProductUpdate(values, startStock, { sized, only: product.variants[0] })
    if (result.errors) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    // Saved: the form shows what the server stored (trimmed texts, the stock it now counts from).
    onSubmit(result.update).then(
      (saved) => {
        setValues(toProductValues(saved))
        setStartStock(saved.stock)
      },
      () => {},
    )
  }

  function takeCurrentStock() {
    setStartStock(product.stock)
    update({ stock: String(product.stock) })
  }

  const allErrors = { ...server.fields, ...errors }
  return (
    <div className="grid gap-5">
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={t('product.formLabel')}>
      {Object.keys(errors).length > 0 && <Notice>{t('form.fixErrors')}</Notice>}
      {server.notice && <Notice>{server.notice}</Notice>}

      <FormSection title={t('product.section.texts')} intro={t('product.section.textsIntro')}>
        <LanguageTabs label={t('form.languageTabs')} invalid={(lang) => languageHasError(allErrors, lang)}>
          {(lang) => (
            <div className="grid gap-4" key={lang}>
              <TextField label={t('product.field.name')} value={values.name[lang]} maxLength={TEXT_MAX.name} error={err(`name.${lang}`)} onChange={(e) => setText('name', lang, e.target.value)} />
              <TextAreaField label={t('product.field.description')} rows={7} value={values.description[lang]} maxLength={TEXT_MAX.description} error={err(`description.${lang}`)} onChange={(e) => setText('description', lang, e.target.value)} />
              <TextAreaField label={t('product.field.usage')} rows={3} value={values.usage[lang]} maxLength={TEXT_MAX.usage} error={err(`usage.${lang}`)} onChange={(e) => setText('usage', lang, e.target.value)} />
              <TextAreaField
                label={t('product.field.warnings')}
                rows={3}
                value={values.warnings[lang]}
                maxLength={TEXT_MAX.warnings}
                hint={t('product.hint.warnings')}
                error={err(`warnings.${lang}`)}
                onChange={(e) => setText('warnings', lang, e.target.value)}
              />
            </div>
          )}
        </LanguageTabs>
      </FormSection>

      <FormSection title={t('product.section.sale')}>
        {sized && <p className="mb-4 text-sm text-ink-600">{t('variants.priceInSizes')}</p>}
        {!sized && (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label={t('product.field.price')} inputMode="decimal" value={values.price} error={err('price_cents')} onChange={(e) => update({ price: e.target.value })} />
          <TextField label={t('product.field.compareAt')} inputMode="decimal" value={values.compare_at} hint={t('product.hint.compareAt')} error={err('compare_at_cents')} onChange={(e) => update({ compare_at: e.target.value })} />
          <TextField
            label={t('product.field.stock')}
            inputMode="numeric"
            value={values.stock}
            error={err('stock')}
            hint={product.stock !== startStock ? undefined : t('product.hint.stock')}
            onChange={(e) => update({ stock: e.target.value })}
          />
        </div>
        )}
        {!sized && (
          <div className="mt-4">
            <ListPriceFields values={values.lists} stored={product.variants[0] ?? null} onChange={(lists) => update({ lists })} error={err} />
          </div>
        )}
        {!sized && product.stock !== startStock && (
          <div className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-clay-50 px-4 py-3 text-sm text-clay-800 ring-1 ring-clay-100" role="status">
            <span>{t('product.stockMoved', { from: startStock, count: product.stock })}</span>
            <Button size="sm" variant="secondary" onClick={takeCurrentStock}>
              {t('product.useCurrentStock')}
            </Button>
          </div>
        )}
        <div className="mt-4">
          <CheckField checked={values.featured} onChange={(featured) => update({ featured })} label={t('product.field.featured')} hint={t('product.hint.featured')} />
        </div>
      </FormSection>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {t('product.save')}
        </Button>
      </div>
    </form>
    <VariantsEditor product={product} />
    </div>
  )
}

function maxOf(path: string): number | undefined {
  const field = path.split('.')[0] as TextKey
  return TEXT_MAX[field]
}
