import { CERTIFICATIONS, HAIR_TYPES, SKIN_TYPES, type Brand } from '@shop/domain'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { useLanguage } from '../../../lib/i18n'
import { currencySymbol } from '../../../lib/format'
import { useMarket } from '../../../lib/market'
import type { ListFilterKey, ProductFiltersApi } from '../hooks/use-product-filters'

/** Which type vocabulary fits a category: hair for hair care, both where products serve either. */
export function typeFiltersFor(categorySlug: string): { skin: boolean; hair: boolean } {
  if (categorySlug === 'hair-care') return { skin: false, hair: true }
  if (categorySlug === 'ayurveda' || categorySlug === 'combo') return { skin: true, hair: true }
  return { skin: true, hair: false }
}

const BRANDS_COLLAPSED = 8

/** The filters of a product list. Each change goes straight to the URL; the list follows it. */
export function FilterPanel({
  filters,
  brands,
  skin,
  hair,
}: {
  filters: ProductFiltersApi
  brands: Brand[] | undefined
  skin: boolean
  hair: boolean
}) {
  const { t } = useTranslation(['catalog', 'listing'])
  const { state, toggle } = filters
  const [allBrands, setAllBrands] = useState(false)
  const brandList = brands ?? []
  // Selected brands stay visible even when the list is collapsed.
  const shownBrands = allBrands
    ? brandList
    : brandList.filter((b, i) => i < BRANDS_COLLAPSED || state.brand.includes(b.slug))

  return (
    <div className="divide-y divide-cream-200">
      <Group title={t('filters.availability')}>
        <label className="flex cursor-pointer items-center justify-between gap-3 py-1 text-sm text-ink-800">
          {t('filters.inStockOnly')}
          <input
            type="checkbox"
            role="switch"
            checked={state.in_stock}
            onChange={(e) => filters.setInStock(e.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="relative h-6 w-11 shrink-0 rounded-full bg-ink-200 transition peer-checked:bg-sage-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-clay-500 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
          />
        </label>
      </Group>

      <Group title={t('filters.price')}>
        <PriceRange key={`${state.price_min}-${state.price_max}`} min={state.price_min} max={state.price_max} onApply={filters.setPrice} />
      </Group>

      <Group title={t('filters.brand')}>
        {brands === undefined ? (
          <div className="space-y-2" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="h-5 animate-pulse rounded bg-cream-200/80" />
            ))}
          </div>
        ) : (
          <>
            <CheckList
              name="brand"
              options={shownBrands.map((b) => ({ value: b.slug, label: b.name }))}
              selected={state.brand}
              onToggle={(v) => toggle('brand', v)}
            />
            {brandList.length > BRANDS_COLLAPSED && (
              <button
                type="button"
                onClick={() => setAllBrands((v) => !v)}
                aria-expanded={allBrands}
                className="mt-2 text-sm font-medium text-sage-700 underline-offset-4 hover:underline"
              >
                {allBrands ? t('filters.fewerBrands') : t('filters.allBrands', { count: brandList.length })}
              </button>
            )}
          </>
        )}
      </Group>

      {skin && (
        <Group title={t('filters.skinType')}>
          <CheckList
            name="skin_type"
            options={SKIN_TYPES.map((v) => ({ value: v, label: t(`skinType.${v}`) }))}
            selected={state.skin_type}
            onToggle={(v) => toggle('skin_type', v)}
          />
        </Group>
      )}

      {hair && (
        <Group title={t('filters.hairType')}>
          <CheckList
            name="hair_type"
            options={HAIR_TYPES.map((v) => ({ value: v, label: t(`hairType.${v}`) }))}
            selected={state.hair_type}
            onToggle={(v) => toggle('hair_type', v)}
          />
        </Group>
      )}

      <Group title={t('filters.certification')}>
        <CheckList
          name="certification"
          options={CERTIFICATIONS.map((v) => ({ value: v, label: t(`certification.${v}`) }))}
          selected={state.certification}
          onToggle={(v) => toggle('certification', v)}
        />
      </Group>
    </div>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="py-5 first:pt-0">
      <legend className="float-left mb-3 w-full text-xs font-semibold uppercase tracking-[0.14em] text-ink-700">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  )
}

function CheckList({
  name,
  options,
  selected,
  onToggle,
}: {
  name: ListFilterKey
  options: { value: string; label: string }[]
  selected: readonly string[]
  onToggle: (value: string) => void
}) {
  return (
    <ul className="space-y-1">
      {options.map((o) => (
        <li key={o.value}>
          <label className="flex cursor-pointer items-center gap-3 rounded-md py-1 text-sm text-ink-800 hover:text-sage-800">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={selected.includes(o.value)}
              onChange={() => onToggle(o.value)}
              className="size-4 shrink-0 cursor-pointer rounded border-ink-300 accent-sage-700"
            />
            {o.label}
          </label>
        </li>
      ))}
    </ul>
  )
}

/** Whole currency units; applied together with a button or Enter, not on every keystroke. */
function PriceRange({
  min,
  max,
  onApply,
}: {
  min: number | undefined
  max: number | undefined
  onApply: (min: number | undefined, max: number | undefined) => void
}) {
  const { t } = useTranslation(['catalog', 'listing'])
  const lang = useLanguage()
  // Whole units of the market's currency: the list is asked in it (lib/market.ts).
  const { currency } = useMarket()
  const symbol = currencySymbol(currency, lang)
  const id = useId()
  const [from, setFrom] = useState(min === undefined ? '' : String(min))
  const [to, setTo] = useState(max === undefined ? '' : String(max))
  const read = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Math.max(0, Math.floor(Number(v))))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    onApply(read(from), read(to))
  }

  const input =
    'h-10 w-full rounded-lg border border-ink-200 bg-white px-3 text-sm tabular-nums text-ink-900 placeholder:text-ink-300 focus:border-sage-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-clay-500'
  return (
    <form onSubmit={submit} className="flex items-end gap-2" aria-label={t('filters.price')}>
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-ink-600">
          {t('filters.priceFrom')} <span className="text-ink-400">({symbol})</span>
        </label>
        <input id={`${id}-min`} type="number" inputMode="numeric" min={0} step={1} value={from} onChange={(e) => setFrom(e.target.value)} placeholder="0" className={input} />
      </div>
      <span aria-hidden="true" className="pb-2.5 text-ink-300">
        –
      </span>
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-ink-600">
          {t('filters.priceTo')} <span className="text-ink-400">({symbol})</span>
        </label>
        <input id={`${id}-max`} type="number" inputMode="numeric" min={0} step={1} value={to} onChange={(e) => setTo(e.target.value)} placeholder={currency === 'CZK' ? '5000' : '200'} className={input} />
      </div>
      <button type="submit" className="h-10 shrink-0 rounded-lg bg-sage-700 px-3 text-sm font-medium text-cream-50 transition hover:bg-sage-800">
        {t('filters.apply')}
      </button>
    </form>
  )
}
