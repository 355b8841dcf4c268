import type { Brand } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { CloseIcon } from '../../../components/ui/icons'
import { formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useMarket } from '../../../lib/market'
import type { ListFilterKey, ProductFiltersApi } from '../hooks/use-product-filters'

/** The chosen filters as removable chips, so a shopper sees at a glance why the list is short. */
export function ActiveFilters({ filters, brands }: { filters: ProductFiltersApi; brands: Brand[] | undefined }) {
  const { t } = useTranslation(['catalog', 'listing'])
  const lang = useLanguage()
  // The list is asked in the market's currency, so its price filter is in whole units of it.
  const { currency } = useMarket()
  const { state } = filters
  if (filters.activeCount === 0) return null

  const chips: { key: string; label: string; remove: () => void }[] = []
  const add = (key: ListFilterKey, value: string, label: string) =>
    chips.push({ key: `${key}:${value}`, label, remove: () => filters.toggle(key, value) })

  state.brand.forEach((v) => add('brand', v, brands?.find((b) => b.slug === v)?.name ?? v))
  state.skin_type.forEach((v) => add('skin_type', v, t(`skinType.${v}`)))
  state.hair_type.forEach((v) => add('hair_type', v, t(`hairType.${v}`)))
  state.certification.forEach((v) => add('certification', v, t(`certification.${v}`)))
  if (state.price_min !== undefined || state.price_max !== undefined) {
    const from = state.price_min !== undefined ? formatPrice(state.price_min * 100, lang, currency) : undefined
    const to = state.price_max !== undefined ? formatPrice(state.price_max * 100, lang, currency) : undefined
    const label = from && to ? `${from} – ${to}` : from ? t('filters.priceMin', { price: from }) : t('filters.priceMax', { price: to })
    chips.push({ key: 'price', label, remove: () => filters.setPrice(undefined, undefined) })
  }
  if (state.in_stock) chips.push({ key: 'in_stock', label: t('filters.inStockOnly'), remove: () => filters.setInStock(false) })

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <ul className="contents">
        {chips.map((c) => (
          <li key={c.key}>
            <button
              type="button"
              onClick={c.remove}
              aria-label={t('filters.remove', { label: c.label })}
              className="inline-flex h-8 items-center gap-1.5 rounded-full bg-sage-100 pl-3 pr-2 text-sm text-sage-900 transition hover:bg-sage-200"
            >
              {c.label}
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      {/* No side padding: when it wraps below the chips it lines up with their left edge. */}
      <button type="button" onClick={filters.clear} className="h-8 whitespace-nowrap text-sm font-medium text-clay-700 underline-offset-4 hover:underline">
        {t('filters.clearAll')}
      </button>
    </div>
  )
}
