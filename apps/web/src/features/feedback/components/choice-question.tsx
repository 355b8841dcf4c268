import { cx } from '../../../components/ui/cx'

/**
 * One multiple-choice question as a radio group: native radios (arrow keys move between options),
 * each option a large tap target.
 */
export function ChoiceQuestion({
  id,
  number,
  question,
  options,
  value,
  missing,
  onChange,
}: {
  id: string
  number: number
  question: string
  options: readonly string[]
  value: number | undefined
  /** Unanswered when the form was sent: marked, and announced with the form's message. */
  missing: boolean
  onChange: (index: number) => void
}) {
  return (
    <fieldset
      aria-invalid={missing || undefined}
      className={cx('rounded-2xl p-5 ring-1 sm:p-6', missing ? 'bg-clay-50/60 ring-clay-400' : 'bg-white ring-ink-100')}
    >
      {/* Floated, the legend lays out inside the padding like any heading instead of on the frame. */}
      <legend className="float-left flex w-full gap-3 font-display text-lg text-ink-900 md:text-xl">
        <span aria-hidden="true" className="text-sage-600 tabular-nums">
          {number}.
        </span>
        <span>{question}</span>
      </legend>
      <div className="clear-both grid gap-2 pt-4 sm:grid-cols-2">
        {options.map((label, index) => {
          const checked = value === index
          return (
            <label
              key={label}
              className={cx(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-4 py-2.5 text-ink-800 transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-500',
                checked ? 'border-sage-600 bg-sage-50 text-sage-900' : 'border-ink-200 bg-white hover:border-sage-400',
              )}
            >
              <input type="radio" name={id} value={index} checked={checked} onChange={() => onChange(index)} className="size-4 shrink-0 accent-sage-700" />
              <span>{label}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
