import { useId } from 'react'
import { cx } from '../../../components/ui/cx'

/** The fourth question: the issue in the shopper's own words, framed like the choice questions. */
export function IssueQuestion({
  number,
  question,
  hint,
  value,
  max,
  missing,
  onChange,
}: {
  number: number
  question: string
  hint: string
  value: string
  max: number
  missing: boolean
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className={cx('rounded-2xl p-5 ring-1 sm:p-6', missing ? 'bg-clay-50/60 ring-clay-400' : 'bg-white ring-ink-100')}>
      <label htmlFor={id} className="flex gap-3 font-display text-lg text-ink-900 md:text-xl">
        <span aria-hidden="true" className="text-sage-600 tabular-nums">
          {number}.
        </span>
        <span>{question}</span>
      </label>
      <textarea
        id={id}
        name="issue"
        value={value}
        rows={5}
        maxLength={max}
        aria-invalid={missing || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
        className={cx(
          'mt-4 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-1 focus:outline-sage-500',
          missing ? 'border-clay-500' : 'border-ink-200 hover:border-ink-300',
        )}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-500">
        {hint}
      </p>
    </div>
  )
}
