import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

const STAR = 'M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.1l-5.7 3.2 1.2-6.4-4.7-4.4 6.4-.8z'

/** Five stars filled to the average; the numbers are read out as one sentence. */
export function RatingStars({ average, count, size = 'sm' }: { average: number; count: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('catalog')
  const lang = useLanguage()
  const id = useId()
  const value = Math.max(0, Math.min(5, average))
  const star = size === 'md' ? 'size-5' : 'size-3.5'
  const rating = formatNumber(Math.round(value * 10) / 10, lang)

  if (count === 0) return <p className="text-xs text-ink-500">{t('rating.none')}</p>

  return (
    <p className="flex items-center gap-1.5">
      <span className="sr-only">{t('rating.label', { rating, count })}</span>
      <span className="flex" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => {
          const fill = Math.max(0, Math.min(1, value - i))
          return (
            <svg key={i} viewBox="0 0 24 24" className={`${star} shrink-0`}>
              <defs>
                <linearGradient id={`${id}-${i}`}>
                  <stop offset={fill} stopColor="var(--color-olive-500)" />
                  <stop offset={fill} stopColor="var(--color-ink-200)" />
                </linearGradient>
              </defs>
              <path d={STAR} fill={`url(#${id}-${i})`} />
            </svg>
          )
        })}
      </span>
      <span aria-hidden="true" className={`${size === 'md' ? 'text-sm' : 'text-xs'} text-ink-600`}>
        {size === 'md' ? `${rating} · ${t('rating.count', { count, formatted: formatNumber(count, lang) })}` : `(${formatNumber(count, lang)})`}
      </span>
    </p>
  )
}
