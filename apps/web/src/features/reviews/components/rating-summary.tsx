import type { RatingSummary as Summary } from '@shop/domain'
import { Stars } from '../../../components/ui/star-rating'
import { formatNumber } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useReviewsText } from '../hooks/use-reviews-text'

const LEVELS = [5, 4, 3, 2, 1] as const

/** The average in stars and numbers, and how many reviews gave each rating (5 down to 1). */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useReviewsText()
  const lang = useLanguage()
  const average = formatNumber(summary.average, lang)
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8 md:flex-col md:items-stretch md:gap-5">
      <div className="flex items-center gap-4">
        <p className="font-display text-5xl leading-none text-ink-900" aria-hidden="true">
          {summary.count > 0 ? average : '–'}
        </p>
        <div>
          <Stars value={summary.average} size="md" label={t('averageLabel', { average })} />
          <p className="mt-1 text-sm text-ink-600">{t('basedOn', { count: summary.count, formatted: formatNumber(summary.count, lang) })}</p>
        </div>
      </div>
      <ul aria-label={t('histogramLabel')} className="flex min-w-0 flex-1 flex-col gap-1.5">
        {LEVELS.map((level) => {
          const n = summary.histogram[String(level) as keyof Summary['histogram']]
          const share = summary.count > 0 ? Math.round((n / summary.count) * 100) : 0
          return (
            <li key={level} className="flex items-center gap-2.5 text-sm">
              <span className="sr-only">{t('histogramRow', { level, count: n, share })}</span>
              <span aria-hidden="true" className="w-8 shrink-0 text-ink-700 tabular-nums">
                {level} <span className="text-olive-500">★</span>
              </span>
              <span aria-hidden="true" className="h-2.5 min-w-0 flex-1 overflow-hidden rounded-full bg-ink-100">
                <span data-testid={`bar-${level}`} className="block h-full rounded-full bg-olive-500" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-9 shrink-0 text-right text-ink-600 tabular-nums">
                {formatNumber(n, lang)}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
