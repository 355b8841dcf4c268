import { useId, useState } from 'react'
import { cx } from './cx'
import { sprite } from './icons'

const SIZES = { sm: 'h-4 w-20', md: 'h-5 w-25', lg: 'h-8 w-40' } as const

/**
 * Five stars filled to `value` (fractions too, for averages). The picture is one image whose name
 * is `label` ("4 out of 5 stars"), so a screen reader says the number once, not five shapes.
 * Drawn as a grey row with the filled part over it (a nested svg clips to its width), both the
 * sprite's `star-row` symbol (five stars, 120×24): a page of product cards has dozens of these.
 */
export function Stars({ value, label, size = 'sm', className }: { value: number; label: string; size?: keyof typeof SIZES; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cx('inline-flex shrink-0', className)}>
      <StarRow value={value} className={SIZES[size]} />
    </span>
  )
}

/**
 * The drawing alone (hidden from screen readers: the caller names the rating). Size it with both
 * a height and a width five times that, e.g. `h-4 w-20`.
 */
export function StarRow({ value, className }: { value: number; className: string }) {
  const v = Math.max(0, Math.min(5, value))
  return (
    <svg viewBox="0 0 120 24" aria-hidden="true" className={cx(className, 'shrink-0')}>
      <use href={sprite('star-row')} width="120" height="24" fill="var(--color-ink-200)" />
      <svg width={v * 24} height="24">
        <use href={sprite('star-row')} width="120" height="24" fill="var(--color-olive-500)" />
      </svg>
    </svg>
  )
}

/**
 * A 1–5 star choice as a real radio group: arrow keys move between stars, each star has a name
 * ("4 stars") and the chosen one is announced. Hovering previews the choice.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  optionLabel,
  error,
  className,
}: {
  legend: string
  /** The chosen rating, or 0 for none yet */
  value: number
  onChange: (rating: number) => void
  /** The name of each choice, e.g. (4) => "4 stars" */
  optionLabel: (rating: number) => string
  /** Translated message under the group */
  error?: string
  className?: string
}) {
  const name = useId()
  const errorId = `${name}-error`
  const [hover, setHover] = useState(0)
  const shown = hover || value
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className={className}>
      <legend className="mb-1.5 text-sm font-medium text-ink-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="-ml-1 flex" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              onMouseEnter={() => setHover(n)}
              className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-clay-500"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-8 transition-transform duration-100 hover:scale-110">
                <use
                  href={sprite('star')}
                  className={cx(n <= shown ? 'fill-olive-500' : 'fill-ink-200', error && n > shown && 'stroke-clay-500')}
                  strokeWidth={1.2}
                />
              </svg>
              <span className="sr-only">{optionLabel(n)}</span>
            </label>
          ))}
        </div>
        {shown > 0 && (
          <span aria-hidden="true" className="text-sm text-ink-600">
            {optionLabel(shown)}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-clay-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
