import { useTranslation } from '../../lib/i18n-runtime'
import { cx } from './cx'

export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={cx('animate-spin', className)} aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

/**
 * SPEC: "Loading..." with a spinner. Also used as a Suspense fallback, so it must not suspend
 * itself: before the texts arrive it shows the English words.
 */
export function Spinner({ label, className, size = 'md' }: { label?: string; className?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation('common', { useSuspense: false })
  const text = label ?? t('loading', 'Loading...')
  return (
    <div role="status" aria-live="polite" className={cx('flex items-center justify-center gap-3 text-sage-700', className)}>
      <SpinnerIcon className={size === 'sm' ? 'size-4' : size === 'lg' ? 'size-8' : 'size-6'} />
      <span className={cx('font-medium', size === 'sm' ? 'text-sm' : 'text-base')}>{text}</span>
    </div>
  )
}

/** A page-sized loading state: keeps the page's height so the footer does not jump up and down. */
export function PageSpinner() {
  return <Spinner size="lg" className="min-h-[50vh] py-16" />
}
