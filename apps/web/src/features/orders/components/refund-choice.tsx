import { cx } from '../../../components/ui/cx'

interface ChoiceOption<T extends string> {
  value: T
  label: string
  hint: string
  disabled?: boolean
}

/** Radio cards: where a part of the refund goes. */
export function RefundChoice<T extends string>({ legend, name, value, onChange, options }: { legend: string; name: string; value: T; onChange: (v: T) => void; options: Array<ChoiceOption<T>> }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-800">{legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cx(
              'flex items-start gap-3 rounded-xl border border-ink-200 p-4',
              o.disabled ? 'cursor-not-allowed border-dashed bg-ink-100/50' : 'cursor-pointer bg-white has-checked:border-sage-600 has-checked:bg-sage-50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              aria-describedby={`${name}-${o.value}`}
              onChange={() => onChange(o.value)}
              className="mt-1 accent-sage-700"
            />
            <span>
              <span className={cx('block font-medium', o.disabled ? 'text-ink-600' : 'text-ink-900')}>{o.label}</span>
              <span id={`${name}-${o.value}`} className="block text-sm text-ink-600">
                {o.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
