import type { ReactNode } from 'react'
import { cx } from './cx'

/**
 * What a list shows when it has nothing, or when loading it failed (SPEC: empty result plus the
 * error message). Pass `tone="error"` and the message for the failure case. When the state is the
 * page's main content (a missing product or category), pass `headingLevel={1}` so the page has a
 * real heading; a state inside a section takes the level that fits there. Without it the title is
 * a plain paragraph.
 */
export function EmptyState({
  title,
  message,
  icon,
  action,
  tone = 'neutral',
  headingLevel,
  className,
}: {
  title: string
  message?: string
  icon?: ReactNode
  action?: ReactNode
  tone?: 'neutral' | 'error'
  headingLevel?: 1 | 2 | 3
  className?: string
}) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p'
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cx(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center',
        tone === 'error' ? 'border-clay-200 bg-clay-50/60' : 'border-ink-200 bg-cream-100/50',
        className,
      )}
    >
      {icon && <div className={tone === 'error' ? 'text-clay-600' : 'text-sage-600'}>{icon}</div>}
      <Title className={cx('font-display text-ink-900', headingLevel === 1 ? 'text-2xl md:text-3xl' : 'text-lg')}>{title}</Title>
      {message && <p className="max-w-md text-sm text-ink-600">{message}</p>}
      {action}
    </div>
  )
}
