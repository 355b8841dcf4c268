import { useId } from 'react'
import { cx } from '../../../components/ui/cx'

/** A few mutually exclusive choices as a row of pill buttons (a radio group for assistive tech). */
export function SegmentedFilter({ label, value, options, onChange }: { label: string; value: string; options: Array<{ value: string; label: string }>; onChange: (value: string) => void }) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span id={id} className="text-sm font-medium text-ink-700">
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={id} className="flex flex-wrap gap-1 rounded-full bg-cream-100 p-1 ring-1 ring-ink-100">
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            onClick={() => onChange(o.value)}
            className={cx(
              'rounded-full px-3.5 py-1.5 text-sm transition-colors',
              o.value === value ? 'bg-white font-medium text-sage-900 shadow-xs ring-1 ring-ink-100' : 'text-ink-700 hover:text-sage-800',
            )}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  )
}
