import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../components/ui/cx'

const inputClasses =
  'block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 shadow-xs transition-colors ' +
  'placeholder:text-ink-300 focus:outline-2 focus:outline-offset-1 focus:outline-sage-500 ' +
  'disabled:cursor-not-allowed disabled:bg-cream-100'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string
  /** The message under the field; marks the input invalid. */
  error?: string
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
  /** Something inside the input's right edge, such as the show/hide button. */
  trailing?: ReactNode
}

/** A labelled input with its error below, announced to screen readers and tied by aria-describedby. */
export function TextField({ label, error, hint, trailing, className, id, ...input }: FieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputClasses, error ? 'border-clay-500' : 'border-ink-200 hover:border-ink-300', trailing ? 'pr-14' : undefined)}
          {...input}
        />
        {trailing}
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-clay-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** A password input with SPEC's show/hide toggle (a real button: reachable by keyboard, state announced). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('auth')
  const [shown, setShown] = useState(false)
  const toggleLabel = shown ? t('field.hidePassword', { field: props.label }) : t('field.showPassword', { field: props.label })
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

function EyeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  )
}

function EyeOffIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.9M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7c1.8 0 3.4-.5 4.7-1.3" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
    </svg>
  )
}

/** A message box above a form: a failure from the server, or a note. */
export function FormNotice({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-xl px-4 py-3 text-sm [overflow-wrap:anywhere]',
        tone === 'error' && 'bg-clay-50 text-clay-700 ring-1 ring-clay-100',
        tone === 'info' && 'bg-sage-50 text-sage-800 ring-1 ring-sage-100',
        tone === 'success' && 'bg-sage-50 text-sage-800 ring-1 ring-sage-200',
      )}
    >
      {children}
    </div>
  )
}
