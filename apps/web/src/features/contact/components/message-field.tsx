import { useId, type TextareaHTMLAttributes } from 'react'
import { cx } from '../../../components/ui/cx'

/** A labelled text area with its hint or error below, styled like the shared text fields. */
export function MessageField({
  label,
  error,
  hint,
  className,
  ...area
}: { label: string; error?: string; hint?: string; className?: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 shadow-xs focus:outline-2 focus:outline-offset-1 focus:outline-sage-500',
          error ? 'border-clay-500' : 'border-ink-200 hover:border-ink-300',
        )}
        {...area}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-clay-700">
          {error}
        </p>
      )}
    </div>
  )
}
