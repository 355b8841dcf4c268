import { useId } from 'react'
import { LOCALES } from '@shop/domain'
import { formatNumber } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'

export interface OptionBar {
  label: string
  count: number
}

const ROW = 52
const BAR = 14
const BAR_TOP = 30

/**
 * One question's answers as horizontal bars in a single SVG (no chart library in the bundle).
 * The bars stretch with the card's width; the option words and figures are HTML laid over their
 * rows, so they stay readable at any width and are read out as text (the SVG itself is decoration).
 */
export function OptionChart({ title, bars, answersLabel }: { title: string; bars: OptionBar[]; answersLabel: (count: number) => string }) {
  const id = useId()
  const lang = useLanguage()
  const total = bars.reduce((sum, b) => sum + b.count, 0)
  const max = Math.max(1, ...bars.map((b) => b.count))
  const height = bars.length * ROW
  const share = new Intl.NumberFormat(LOCALES[lang], { style: 'percent', maximumFractionDigits: 0 })
  const percent = (count: number) => share.format(total ? count / total : 0)
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5">
      <figcaption className="mb-3">
        <h2 id={`${id}-title`} className="font-display text-lg text-ink-900">
          {title}
        </h2>
        <p className="text-sm text-ink-600">{answersLabel(total)}</p>
      </figcaption>
      <div className="relative" style={{ height }}>
        <svg viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" className="absolute inset-0 block size-full" aria-hidden="true" data-testid="option-chart">
          {bars.map((bar, i) => {
            const width = bar.count > 0 ? Math.max(0.8, (bar.count / max) * 100) : 0
            return (
              <g key={i}>
                <rect x="0" y={i * ROW + BAR_TOP} width="100" height={BAR} rx="1.5" className="fill-cream-200" />
                <rect x="0" y={i * ROW + BAR_TOP} width={width} height={BAR} rx="1.5" className={bar.count === max && total > 0 ? 'fill-sage-600' : 'fill-sage-400'} data-count={bar.count} />
              </g>
            )
          })}
        </svg>
        <ul>
          {bars.map((bar, i) => (
            <li key={i} className="absolute inset-x-0 flex items-baseline justify-between gap-3 text-sm" style={{ top: i * ROW + 4 }}>
              <span className="min-w-0 truncate text-ink-800">{bar.label}</span>{' '}
              <span className="shrink-0 text-ink-900 tabular-nums">
                <span className="font-semibold">{formatNumber(bar.count, lang)}</span>{' '}
                <span className="ml-1.5 text-ink-500">{percent(bar.count)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  )
}
