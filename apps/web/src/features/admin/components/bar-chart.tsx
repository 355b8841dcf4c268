import { useId } from 'react'

export interface Bar {
  /** Short label under the bar (e.g. "21"). */
  label: string
  /** Full description for screen readers and the tooltip (e.g. "Nov 21: 4 orders, $120.00"). */
  title: string
  value: number
}

/**
 * A small bar chart drawn in SVG (no chart library in the bundle). Scales to its container's
 * width; the figures are also given as a hidden table-like list for screen readers.
 */
export function BarChart({ bars, label, height = 160 }: { bars: Bar[]; label: string; height?: number }) {
  const id = useId()
  const max = Math.max(1, ...bars.map((b) => b.value))
  const slot = 100 / Math.max(1, bars.length)
  const barWidth = slot * 0.64
  const top = 8
  const plot = height - top - 2
  return (
    <figure aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="sr-only">
        {label}
      </figcaption>
      <svg viewBox={`0 0 100 ${height}`} preserveAspectRatio="none" className="block w-full" style={{ height }} role="img" aria-label={label}>
        <line x1="0" x2="100" y1={top + plot} y2={top + plot} stroke="currentColor" className="text-ink-200" strokeWidth="0.4" vectorEffect="non-scaling-stroke" />
        {bars.map((bar, i) => {
          const h = bar.value > 0 ? Math.max(2, (bar.value / max) * plot) : 0
          const x = i * slot + (slot - barWidth) / 2
          return (
            <rect key={i} x={x} y={top + plot - h} width={barWidth} height={h} rx="0.8" className={i === bars.length - 1 ? 'fill-clay-500' : 'fill-sage-500'}>
              <title>{bar.title}</title>
            </rect>
          )
        })}
      </svg>
      <div className="mt-1 grid text-center text-[0.65rem] text-ink-500 tabular-nums sm:text-xs" style={{ gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))` }} aria-hidden="true">
        {bars.map((bar, i) => (
          <span key={i}>{bar.label}</span>
        ))}
      </div>
      <ul className="sr-only">
        {bars.map((bar, i) => (
          <li key={i}>{bar.title}</li>
        ))}
      </ul>
    </figure>
  )
}
