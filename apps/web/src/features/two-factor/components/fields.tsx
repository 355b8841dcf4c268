import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '../../../components/ui/cx'

export const inputClasses =
  'block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink-900 shadow-xs transition-colors ' +
  'placeholder:text-ink-300 focus:outline-2 focus:outline-offset-1 focus:outline-sage-500 ' +
  'disabled:cursor-not-allowed disabled:bg-cream-100'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string
  /** The message under the field; marks the input invalid. */
  error?: string
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
  trailing?: ReactNode
  inputClassName?: string
}

/** A labelled input with its error below, tied to it by aria-describedby. */
export function TextField({ label, error, hint, trailing, className, inputClassName, id, ...input }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') || undefined
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
          className={cx(inputClasses, error ? 'border-clay-500' : 'border-ink-200 hover:border-ink-300', trailing ? 'pr-14' : undefined, inputClassName)}
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

/** The account password, with a show/hide button. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useTranslation('twofactor')
  const [shown, setShown] = useState(false)
  const toggle = shown ? t('field.hidePassword') : t('field.showPassword')
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete="current-password"
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-label={toggle}
          title={toggle}
          className="absolute inset-y-1 right-1 inline-flex w-11 items-center justify-center rounded-lg text-ink-600 hover:bg-sage-50 hover:text-sage-800 focus-visible:outline-2 focus-visible:outline-clay-500"
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
            {shown && <path d="M3 3l18 18" />}
          </svg>
        </button>
      }
    />
  )
}

/** A message box above a form: a failure, a note or a success. */
export function Notice({ tone = 'error', children }: { tone?: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-xl px-4 py-3 text-sm',
        tone === 'error' && 'bg-clay-50 text-clay-700 ring-1 ring-clay-100',
        tone === 'info' && 'bg-sage-50 text-sage-800 ring-1 ring-sage-100',
        tone === 'success' && 'bg-sage-50 text-sage-800 ring-1 ring-sage-200',
      )}
    >
      {children}
    </div>
  )
}

export const linkClasses =
  'font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 rounded-sm'
