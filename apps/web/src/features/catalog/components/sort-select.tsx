import { PRODUCT_SORTS, type ProductSort } from '@shop/domain'
import { useId } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { ChevronDownIcon } from '../../../components/ui/icons'

/** A native select: it is the best picker on phones and needs nothing to be accessible. */
export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation(['catalog', 'listing'])
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="hidden text-sm text-ink-600 sm:block">
        {t('sort.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as ProductSort)}
          aria-label={t('sort.label')}
          className="h-10 cursor-pointer appearance-none rounded-full border border-ink-200 bg-white pl-4 pr-10 text-sm font-medium text-ink-900 transition hover:border-ink-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-clay-500"
        >
          {PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={16} className="pointer-events-none absolute right-3.5 top-1/2 -translate-y-1/2 text-ink-600" />
      </div>
    </div>
  )
}
