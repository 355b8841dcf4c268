import { useTranslation } from '../../../lib/i18n-runtime'
import { formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

export function isOnSale(price: number, compareAt: number | null): compareAt is number {
  return compareAt !== null && compareAt > price
}

/**
 * The price, and when it is reduced the old price struck through (and on the detail page the saving).
 * `from`: the product comes in several sizes and this is the lowest price ("from €12.90").
 */
export function PriceTag({
  price,
  compareAt,
  size = 'sm',
  showSaving = false,
  from = false,
}: {
  price: number
  compareAt: number | null
  size?: 'sm' | 'lg'
  showSaving?: boolean
  from?: boolean
}) {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  const sale = isOnSale(price, compareAt)
  const big = size === 'lg'
  return (
    <div className={`flex flex-wrap items-baseline ${big ? 'gap-x-3 gap-y-1' : 'gap-x-2'}`}>
      <span className={`font-semibold tabular-nums ${sale ? 'text-clay-700' : 'text-ink-900'} ${big ? 'text-3xl' : 'text-base'}`}>
        {sale && <span className="sr-only">{t('price.now')} </span>}
        {from ? t('price.from', { price: formatPrice(price, lang) }) : formatPrice(price, lang)}
      </span>
      {sale && (
        <s className={`tabular-nums text-ink-500 ${big ? 'text-lg' : 'text-sm'}`}>
          <span className="sr-only">{t('price.was')} </span>
          {formatPrice(compareAt, lang)}
        </s>
      )}
      {sale && showSaving && (
        <span className="rounded-full bg-clay-100 px-2.5 py-0.5 text-sm font-medium text-clay-700">
          {t('price.saving', {
            amount: formatPrice(compareAt - price, lang),
            percent: Math.round(((compareAt - price) / compareAt) * 100),
          })}
        </span>
      )}
    </div>
  )
}
