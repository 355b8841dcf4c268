import { formatUnitPrice, type ProductSummary } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { formatPrice } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { usePriceCurrency } from '../../../lib/market'

export function isOnSale(price: number, compareAt: number | null): compareAt is number {
  return compareAt !== null && compareAt > price
}

/**
 * The percentage a reduction is announced with: against the lowest price of the 30 days before it
 * where known (Art. 6a, as the CJEU read it in C-330/23; decision 045), else the compare-at price.
 * 0 when that price is not above the price: no percentage is claimed.
 */
export function reductionPercent(price: number, compareAt: number | null, priorLow: number | null): number {
  const from = isOnSale(price, compareAt) ? (priorLow ?? compareAt) : 0
  return from > price ? Math.round((1 - price / from) * 100) : 0
}

/**
 * The price, and when it is reduced the old price struck through (and on the detail page the saving,
 * counted from the 30-day low: `reductionPercent`).
 * `from`: the product comes in several sizes and this is the lowest price ("from €12.90").
 * Under it (decision 045): the unit price of `content` (per 100 ml, 100 g or piece; none for a
 * single piece) and, beside a reduction, `priorLow`: the lowest price of the 30 days before it,
 * short on a card, in full on the product page.
 */
export function PriceTag({
  price,
  compareAt,
  size = 'sm',
  showSaving = false,
  from = false,
  content,
  priorLow = null,
}: {
  price: number
  compareAt: number | null
  size?: 'sm' | 'lg'
  showSaving?: boolean
  from?: boolean
  content?: ProductSummary['size']
  priorLow?: number | null
}) {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  const currency = usePriceCurrency()
  const sale = isOnSale(price, compareAt)
  const percent = reductionPercent(price, compareAt, priorLow)
  const big = size === 'lg'
  const unit = content && formatUnitPrice(price, content, lang, currency)
  const note = `tabular-nums text-ink-600 ${big ? 'mt-1 text-sm' : 'text-xs'}`
  return (
    <div>
      <div className={`flex flex-wrap items-baseline ${big ? 'gap-x-3 gap-y-1' : 'gap-x-2'}`}>
        <span className={`font-semibold tabular-nums ${sale ? 'text-clay-700' : 'text-ink-900'} ${big ? 'text-3xl' : 'text-base'}`}>
          {sale && <span className="sr-only">{t('price.now')} </span>}
          {from ? t('price.from', { price: formatPrice(price, lang, currency) }) : formatPrice(price, lang, currency)}
        </span>
        {sale && (
          <s className={`tabular-nums text-ink-500 ${big ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">{t('price.was')} </span>
            {formatPrice(compareAt, lang, currency)}
          </s>
        )}
        {percent > 0 && showSaving && (
          <span className="rounded-full bg-clay-100 px-2.5 py-0.5 text-sm font-medium text-clay-700">
            {t('price.saving', { amount: formatPrice((priorLow ?? compareAt!) - price, lang, currency), percent })}
          </span>
        )}
      </div>
      {unit && <p className={note}>{unit}</p>}
      {sale && priorLow !== null && <p className={note}>{t(big ? 'product:price.priorLow' : 'price.priorLow', { price: formatPrice(priorLow, lang, currency) })}</p>}
    </div>
  )
}
