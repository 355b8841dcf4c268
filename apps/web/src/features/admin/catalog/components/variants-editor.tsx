import { isValidEan13, LANGUAGES, SIZE_UNITS, SKU_PATTERN, type Language, type StaffProduct, type StaffVariant, type StaffVariantCreate, type Translated } from '@shop/domain'
import { useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '../../../../components/ui/button'
import { Notice, SelectField, TextField } from '../../../../components/ui/fields'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { moneyText, parseMoney } from '../../components/coupon-values'
import { useAddVariant, useRemoveVariant, useUpdateVariant } from '../api/catalog-api'
import { FormSection } from './form-section'
import { ListPriceFields } from './list-price-fields'
import { BLANK_LIST_PRICES, listPriceValuesOf, toListPriceFields, type ListPriceValues, type StoredListPrices } from './list-price-values'
import { splitServerError } from './server-errors'

/** What a size's inputs hold: texts as typed, prices in dollars (and in the EUR and CZK lists). */
export interface VariantValues {
  sku: string
  gtin: string
  size_value: string
  size_unit: (typeof SIZE_UNITS)[number]
  label: Translated
  weight_g: string
  price: string
  compare_at: string
  stock: string
  low_stock_threshold: string
  photo_id: string
  lists: ListPriceValues
}

const EMPTY_LABEL: Translated = { en: '', cz: '', sl: '', ge: '' }
export const BLANK_VARIANT: VariantValues = { sku: '', gtin: '', size_value: '', size_unit: 'ml', label: EMPTY_LABEL, weight_g: '', price: '', compare_at: '', stock: '0', low_stock_threshold: '5', photo_id: '', lists: BLANK_LIST_PRICES }

function valuesOf(v: StaffVariant): VariantValues {
  return {
    sku: v.sku,
    gtin: v.gtin ?? '',
    size_value: String(v.size_value),
    size_unit: v.size_unit,
    label: v.label ?? EMPTY_LABEL,
    weight_g: String(v.weight_g),
    price: moneyText(v.price_cents),
    compare_at: v.compare_at_cents === null ? '' : moneyText(v.compare_at_cents),
    stock: String(v.stock),
    low_stock_threshold: String(v.low_stock_threshold),
    photo_id: v.photo_id ?? '',
    lists: listPriceValuesOf(v),
  }
}

const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN)

/**
 * The fields as the API takes them, or the problems (admin2 keys) by the server's field names.
 * `stored` is the size as saved (null for a new one): list prices are sent only when they changed.
 */
export function toVariantInput(v: VariantValues, stored: StoredListPrices | null = null): { input: StaffVariantCreate; errors?: undefined } | { errors: Record<string, string> } {
  const lists = toListPriceFields(v.lists, stored)
  const errors: Record<string, string> = { ...lists.errors }
  const sku = v.sku.trim()
  if (!SKU_PATTERN.test(sku)) errors.sku = 'variants.error.sku'
  const gtin = v.gtin.trim()
  if (gtin && !isValidEan13(gtin)) errors.gtin = 'variants.error.gtin'
  const size = wholeOf(v.size_value)
  if (!(size >= 1)) errors.size_value = 'form.error.wholeNumber'
  const weight = wholeOf(v.weight_g)
  if (Number.isNaN(weight)) errors.weight_g = 'form.error.wholeNumber'
  const price = parseMoney(v.price)
  if (Number.isNaN(price)) errors.price_cents = 'form.error.money'
  let compareAt: number | null = null
  if (v.compare_at.trim()) {
    compareAt = parseMoney(v.compare_at)
    if (Number.isNaN(compareAt)) errors.compare_at_cents = 'form.error.money'
    else if (!Number.isNaN(price) && compareAt <= price) errors.compare_at_cents = 'form.error.compareAtNotAbove'
  }
  const stock = wholeOf(v.stock)
  if (Number.isNaN(stock)) errors.stock = 'form.error.wholeNumber'
  const low = wholeOf(v.low_stock_threshold)
  if (Number.isNaN(low)) errors.low_stock_threshold = 'form.error.wholeNumber'
  const label = { en: v.label.en.trim(), cz: v.label.cz.trim(), sl: v.label.sl.trim(), ge: v.label.ge.trim() }
  const anyLabel = LANGUAGES.some((l) => label[l])
  if (anyLabel) for (const l of LANGUAGES) if (!label[l]) errors[`label.${l}`] = 'form.error.textRequired'
  if (Object.keys(errors).length) return { errors }
  return {
    input: {
      ...lists.fields,
      sku,
      gtin: gtin || null,
      size_value: size,
      size_unit: v.size_unit,
      label: anyLabel ? label : null,
      weight_g: weight,
      price_cents: price,
      compare_at_cents: compareAt,
      stock,
      low_stock_threshold: low,
      photo_id: v.photo_id || null,
    },
  }
}

/**
 * The product's sizes (decision 029): each size's SKU, GTIN, size, scent or shade, weight, prices
 * and stock, saved one size at a time; a new size below; "Remove" on each but the last one.
 */
export function VariantsEditor({ product }: { product: StaffProduct }) {
  const { t } = useTranslation('admin2')
  const add = useAddVariant(product.id)
  const [adding, setAdding] = useState(0)
  return (
    <FormSection title={t('variants.title')} intro={t('variants.intro')}>
      <ul className="grid gap-4">
        {product.variants.map((v) => (
          <li key={v.id}>
            <VariantRow productId={product.id} variant={v} removable={product.variants.length > 1} photos={product.photos} />
          </li>
        ))}
      </ul>
      <div className="mt-5 border-t border-ink-100 pt-4">
        <h3 className="font-display text-lg text-ink-900">{t('variants.addTitle')}</h3>
        <VariantFields
          key={adding}
          initial={BLANK_VARIANT}
          photos={product.photos}
          busy={add.isPending}
          serverError={add.error}
          submitLabel={t('variants.add')}
          onSave={(input) => add.mutateAsync(input).then(() => setAdding((n) => n + 1))}
        />
      </div>
    </FormSection>
  )
}

function VariantRow({ productId, variant, removable, photos }: { productId: string; variant: StaffVariant; removable: boolean; photos: StaffProduct['photos'] }) {
  const { t } = useTranslation('admin2')
  const update = useUpdateVariant(productId)
  const remove = useRemoveVariant(productId)
  const removeError = splitServerError(remove.error, t('error.generic')).notice
  return (
    <div className="rounded-xl bg-cream-50 p-3 ring-1 ring-cream-200 sm:p-4">
      <VariantFields
        // A saved or moved-on variant starts the form over from what the server holds.
        key={JSON.stringify(variant)}
        initial={valuesOf(variant)}
        stored={variant}
        photos={photos}
        busy={update.isPending}
        serverError={update.error}
        submitLabel={t('variants.save')}
        onSave={(input) => {
          const { stock, ...rest } = input
          const patch = stock === variant.stock ? rest : { ...rest, stock, expected_stock: variant.stock }
          return update.mutateAsync({ variantId: variant.id, patch }).then(() => undefined)
        }}
        extra={
          removable && (
            <Button variant="secondary" busy={remove.isPending} onClick={() => remove.mutate(variant.id)}>
              {t('variants.remove', { sku: variant.sku })}
            </Button>
          )
        }
      />
      {removeError && <Notice className="mt-3">{removeError}</Notice>}
    </div>
  )
}

function VariantFields({
  initial,
  stored = null,
  photos,
  busy,
  serverError,
  submitLabel,
  onSave,
  extra,
}: {
  initial: VariantValues
  stored?: StaffVariant | null
  photos: StaffProduct['photos']
  busy: boolean
  serverError: unknown
  submitLabel: string
  onSave: (input: StaffVariantCreate) => Promise<unknown>
  extra?: ReactNode
}) {
  const { t } = useTranslation('admin2')
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const server = splitServerError(serverError, t('error.generic'))
  const set = (changes: Partial<VariantValues>) => setValues((v) => ({ ...v, ...changes }))
  const setLabel = (lang: Language, text: string) => setValues((v) => ({ ...v, label: { ...v.label, [lang]: text } }))
  const err = (path: string) => {
    const text = errors[path] ?? server.fields[`body.${path}`] ?? server.fields[path]
    return text?.startsWith('form.') || text?.startsWith('variants.') || text?.startsWith('prices.') ? t(text) : text
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const result = toVariantInput(values, stored)
    if (result.errors) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    onSave(result.input).catch(() => {})
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label={initial.sku ? t('variants.formLabel', { sku: initial.sku }) : t('variants.addTitle')}>
      {server.notice && <Notice>{server.notice}</Notice>}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField label={t('variants.field.sku')} value={values.sku} error={err('sku')} onChange={(e) => set({ sku: e.target.value })} />
        <TextField label={t('variants.field.gtin')} inputMode="numeric" value={values.gtin} error={err('gtin')} hint={t('variants.hint.gtin')} onChange={(e) => set({ gtin: e.target.value })} />
        <div className="grid grid-cols-2 gap-2">
          <TextField label={t('variants.field.size')} inputMode="numeric" value={values.size_value} error={err('size_value')} onChange={(e) => set({ size_value: e.target.value })} />
          <SelectField
            label={t('variants.field.unit')}
            value={values.size_unit}
            options={SIZE_UNITS.map((u) => ({ value: u, label: u }))}
            onChange={(e) => set({ size_unit: e.target.value as VariantValues['size_unit'] })}
          />
        </div>
        <TextField label={t('variants.field.price')} inputMode="decimal" value={values.price} error={err('price_cents')} onChange={(e) => set({ price: e.target.value })} />
        <TextField label={t('variants.field.compareAt')} inputMode="decimal" value={values.compare_at} error={err('compare_at_cents')} onChange={(e) => set({ compare_at: e.target.value })} />
        <TextField label={t('variants.field.stock')} inputMode="numeric" value={values.stock} error={err('stock')} onChange={(e) => set({ stock: e.target.value })} />
        <TextField label={t('variants.field.weight')} inputMode="numeric" value={values.weight_g} error={err('weight_g')} onChange={(e) => set({ weight_g: e.target.value })} />
        <TextField label={t('variants.field.lowStock')} inputMode="numeric" value={values.low_stock_threshold} error={err('low_stock_threshold')} onChange={(e) => set({ low_stock_threshold: e.target.value })} />
        {photos.length > 0 && (
          <SelectField
            label={t('variants.field.photo')}
            value={values.photo_id}
            error={err('photo_id')}
            options={[{ value: '', label: t('variants.photo.product') }, ...photos.map((p, i) => ({ value: p.id, label: t('variants.photo.number', { n: i + 1 }) }))]}
            onChange={(e) => set({ photo_id: e.target.value })}
          />
        )}
      </div>
      <ListPriceFields values={values.lists} stored={stored} onChange={(lists) => set({ lists })} error={err} />
      <fieldset className="grid gap-3 sm:grid-cols-4">
        <legend className="mb-1 text-sm font-medium text-ink-800">{t('variants.field.label')}</legend>
        {LANGUAGES.map((lang) => (
          <TextField key={lang} label={t(`variants.language.${lang}`)} value={values.label[lang]} error={err(`label.${lang}`)} onChange={(e) => setLabel(lang, e.target.value)} />
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  )
}
