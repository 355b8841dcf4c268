import { formatMoney, type Currency, type Language } from '@shop/domain'
import { useId, type ReactNode } from 'react'
import { cx } from '../../../components/ui/cx'

export const pillClasses =
  'flex h-12 cursor-pointer items-center justify-center rounded-xl border px-2 text-base whitespace-nowrap font-semibold transition-colors ' +
  'border-ink-200 bg-white text-ink-800 hover:border-sage-400 ' +
  'peer-checked:border-sage-700 peer-checked:bg-sage-700 peer-checked:text-cream-50 ' +
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-clay-500'

/** "$25" rather than "$25.00" on a preset button: the buttons stay narrow enough for "200 US$". */
export function formatPreset(cents: number, lang: Language, currency: Currency = 'USD'): string {
  return formatMoney(cents, lang, { currency, wholeUnits: true })
}

/** Preset amounts as a group of radio buttons that look like buttons (arrow keys move between them). */
export function AmountPicker({
  legend,
  amounts,
  value,
  onChange,
  lang,
  currency = 'USD',
  error,
  extra,
  // Five across where the form is wide (alone on the row, or half of a large screen).
  gridClassName = 'grid-cols-3 sm:grid-cols-5 md:grid-cols-3 lg:grid-cols-5',
}: {
  legend: string
  amounts: readonly number[]
  /** The chosen preset, or null */
  value: number | null
  onChange: (cents: number) => void
  lang: Language
  /** The amounts' currency */
  currency?: Currency
  /** Translated message under the group */
  error?: string
  /** More choices after the presets (e.g. "Other amount"), given the group's radio name */
  extra?: (radioName: string) => ReactNode
  /** Columns of the buttons (Tailwind grid classes) */
  gridClassName?: string
}) {
  const name = useId()
  const errorId = `${name}-error`
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink-800">{legend}</legend>
      <div className={cx('grid gap-2', gridClassName)}>
        {amounts.map((cents) => (
          <label key={cents} className="relative">
            <input
              type="radio"
              name={name}
              value={cents}
              checked={value === cents}
              onChange={() => onChange(cents)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span className={cx(pillClasses, error && 'border-clay-500')}>{formatPreset(cents, lang, currency)}</span>
          </label>
        ))}
        {extra?.(name)}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-clay-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
