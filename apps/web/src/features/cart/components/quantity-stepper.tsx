import { useTranslation } from '../../../lib/i18n-runtime'
import { cx } from '../../../components/ui/cx'
import { MinusIcon, PlusIcon } from '../../../components/ui/icons'

const stepButton =
  'grid size-10 place-items-center rounded-full text-ink-800 transition-colors hover:bg-sage-50 hover:text-sage-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-clay-500 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-transparent'

/**
 * − n +, from 1 to `max`. Buttons rather than a typed number: on a phone two large targets are
 * quicker than a keyboard, and a value outside 1..max cannot be entered. The number is announced
 * when it changes.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  disabled = false,
  className,
}: {
  value: number
  max: number
  onChange: (next: number) => void
  /** The group's name, e.g. "Quantity" or "Quantity of Rose Night Cream" */
  label: string
  disabled?: boolean
  className?: string
}) {
  const { t } = useTranslation('cart')
  return (
    <div role="group" aria-label={label} className={cx('inline-flex h-11 items-center rounded-full border border-ink-200 bg-white px-0.5', className)}>
      <button type="button" className={stepButton} aria-label={t('decrease')} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        <MinusIcon size={18} />
      </button>
      <output aria-live="polite" className="min-w-8 text-center font-medium tabular-nums text-ink-900">
        {value}
      </output>
      <button type="button" className={stepButton} aria-label={t('increase')} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <PlusIcon size={18} />
      </button>
    </div>
  )
}
