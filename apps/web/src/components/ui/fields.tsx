import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { cx } from './cx'
import { ChevronDownIcon, EyeIcon, EyeOffIcon } from './icons'

const controlClasses =
  'block w-full rounded-xl border bg-white px-4 text-base text-ink-900 shadow-xs transition-colors ' +
  'placeholder:text-ink-300 focus:outline-2 focus:outline-offset-1 focus:outline-sage-500 ' +
  'disabled:cursor-not-allowed disabled:bg-cream-100'

interface FrameProps {
  label: string
  /** The message under the field; marks the control invalid and is announced. */
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
  // The hint is not shown while there is an error, so it is not referenced then either.
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

const borderClasses = (error: string | undefined) => (error ? 'border-clay-500' : 'border-ink-200 hover:border-ink-300')

export interface TextFieldProps extends FrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className'> {
  ref?: Ref<HTMLInputElement>
  /** Something inside the input's right edge, such as the show/hide button. */
  trailing?: ReactNode
  /** Classes for the input itself; `className` goes to the whole field. */
  inputClassName?: string
}

/** A labelled input with its hint or error below, tied to it by aria-describedby. */
export function TextField({ label, error, hint, aside, className, trailing, inputClassName, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint)
  return (
    <Frame label={label} error={error} hint={hint} aside={aside} className={className} ids={ids}>
      <div className="relative">
        <input
          id={ids.controlId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(controlClasses, 'h-12', borderClasses(error), trailing ? 'pr-14' : undefined, inputClassName)}
          {...input}
        />
        {trailing}
      </div>
    </Frame>
  )
}

export interface TextAreaFieldProps extends FrameProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>
}

/** TextField for text of several lines: four rows unless told otherwise. */
export function TextAreaField({ label, error, hint, aside, className, id, rows = 4, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds(id, error, hint)
  return (
    <Frame label={label} error={error} hint={hint} aside={aside} className={className} ids={ids}>
      <textarea
        id={ids.controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(controlClasses, 'py-3', borderClasses(error))}
        {...area}
      />
    </Frame>
  )
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /**
   * The toggle says "Show password" instead of naming the field ("Show Confirm password"): enough
   * where the form has a single password.
   */
  genericToggle?: boolean
}

/** A password input with a show/hide toggle (a real button: reachable by keyboard, state announced). */
export function PasswordField({ genericToggle = false, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('common')
  const [shown, setShown] = useState(false)
  const toggleLabel = genericToggle
    ? t(shown ? 'field.hidePassword' : 'field.showPassword')
    : t(shown ? 'field.hideNamed' : 'field.showNamed', { field: props.label })
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={toggleLabel}
          title={toggleLabel}
          className="absolute inset-y-1 right-1 inline-flex w-11 items-center justify-center rounded-lg text-ink-600 hover:bg-sage-50 hover:text-sage-800 focus-visible:outline-2 focus-visible:outline-clay-500"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  )
}

export interface SelectFieldProps extends FrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
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
          className={cx(controlClasses, 'h-12 appearance-none pr-11', borderClasses(error))}
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

/** A message box in a form or a card: a failure (announced at once), a note or a success. */
export function Notice({ tone = 'error', className, children }: { tone?: 'error' | 'info' | 'success'; className?: string; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-xl px-4 py-3 text-sm [overflow-wrap:anywhere]',
        tone === 'error' && 'bg-clay-50 text-clay-700 ring-1 ring-clay-100',
        tone === 'info' && 'bg-sage-50 text-sage-800 ring-1 ring-sage-100',
        tone === 'success' && 'bg-sage-50 text-sage-800 ring-1 ring-sage-200',
        className,
      )}
    >
      {children}
    </div>
  )
}
