import { useId, type Ref, type TextareaHTMLAttributes } from 'react'
import { cx } from '../../../../components/ui/cx'

/**
 * A labelled multi-line input with its hint or error below (the same frame as components/ui
 * TextField, which has no textarea). Used by the product texts, moderation notes and replies.
 */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ref,
  ...area
}: { label: string; error?: string; hint?: string; className?: string; ref?: Ref<HTMLTextAreaElement> } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>) {
  const autoId = useId()
  const controlId = id ?? autoId
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <textarea
        ref={ref}
        id={controlId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition-colors focus:outline-2 focus:outline-offset-1 focus:outline-sage-500 disabled:bg-cream-100',
          error ? 'border-clay-500' : 'border-ink-200 hover:border-ink-300',
        )}
        {...area}
      />
      {hint && !error && (
        <p id={`${controlId}-hint`} className="mt-1.5 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-clay-700">
          {error}
        </p>
      )}
    </div>
  )
}
