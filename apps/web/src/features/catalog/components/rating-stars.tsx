import { useTranslation } from '../../../lib/i18n-runtime'
import { StarRow } from '../../../components/ui/star-rating'
import { formatNumber } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

/** Five stars filled to the average; the numbers are read out as one sentence. */
export function RatingStars({ average, count, size = 'sm' }: { average: number; count: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  const value = Math.max(0, Math.min(5, average))
  const rating = formatNumber(Math.round(value * 10) / 10, lang)

  if (count === 0) return <p className="text-xs text-ink-500">{t('rating.none')}</p>

  return (
    <p className="flex items-center gap-1.5">
      <span className="sr-only">{t('rating.label', { rating, count })}</span>
      <StarRow value={value} className={size === 'md' ? 'h-5 w-25' : 'h-3.5 w-17.5'} />
      <span aria-hidden="true" className={`${size === 'md' ? 'text-sm' : 'text-xs'} text-ink-600`}>
        {size === 'md' ? `${rating} · ${t('rating.count', { count, formatted: formatNumber(count, lang) })}` : `(${formatNumber(count, lang)})`}
      </span>
    </p>
  )
}
