import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'
import { cx } from '../../../components/ui/cx'
import { ChevronDownIcon } from '../../../components/ui/icons'

const controlClasses =
  'block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 shadow-xs transition-colors ' +
  'placeholder:text-ink-300 focus:outline-2 focus:outline-offset-1 focus:outline-sage-500 ' +
  'disabled:cursor-not-allowed disabled:bg-cream-100'

interface FrameProps {
  label: string
  /** The message under the field; marks the control invalid. */
  error?: string
  hint?: ReactNode
  /** Something after the label, such as a "Confirmed" badge. */
  aside?: ReactNode
  className?: string
}

function useFieldIds(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const autoId = useId()
  const controlId = id ?? autoId
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined
  return { controlId, errorId, hintId, describedBy }
}

function Frame({ label, error, hint, aside, className, ids, children }: FrameProps & { ids: ReturnType<typeof useFieldIds>; children: ReactNode }) {
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={ids.controlId} className="block text-sm font-medium text-ink-800">
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hint && !error && (
        <p id={ids.hintId} className="mt-1.5 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" className="mt-1.5 text-sm font-medium text-clay-700">
          {error}
        </p>
      )}
    </div>
  )
}

interface TextFieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className'> {
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its error below, tied to it by aria-describedby. */
export function TextField({ label, error, hint, aside, className, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint)
  return (
    <Frame label={label} error={error} hint={hint} aside={aside} className={className} ids={ids}>
      <input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(controlClasses, error ? 'border-clay-500' : 'border-ink-200 hover:border-ink-300')}
        {...input}
      />
    </Frame>
  )
}

interface SelectFieldProps extends FrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  ref?: Ref<HTMLSelectElement>
  options: Array<{ value: string; label: string }>
}

export function SelectField({ label, error, hint, aside, className, id, options, ...select }: SelectFieldProps) {
  const ids = useFieldIds(id, error, hint)
  return (
    <Frame label={label} error={error} hint={hint} aside={aside} className={className} ids={ids}>
      <div className="relative">
        <select
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(controlClasses, 'appearance-none pr-11', error ? 'border-clay-500' : 'border-ink-200 hover:border-ink-300')}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-ink-600" />
      </div>
    </Frame>
  )
}

/** A message box inside a form or a card. */
export function Notice({ tone = 'info', children, className }: { tone?: 'error' | 'info'; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-xl px-4 py-3 text-sm',
        tone === 'error' ? 'bg-clay-50 text-clay-700 ring-1 ring-clay-100' : 'bg-sage-50 text-sage-800 ring-1 ring-sage-200',
        className,
      )}
    >
      {children}
    </div>
  )
}
