import { useEffect, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-runtime'
import { EmptyState } from '../../../components/ui/empty-state'
import { Spinner } from '../../../components/ui/spinner'
import { cx } from '../../../components/ui/cx'
import type { ApiError } from '../../../lib/api-client'

/** Sets the tab title as "Page · Staff · Shop" while the page is shown. */
export function useAdminTitle(title: string) {
  const { t } = useTranslation(['admin', 'common'])
  const area = t('admin:area')
  const shop = t('common:shopName')
  useEffect(() => {
    document.title = `${title} · ${area} · ${shop}`
  }, [title, area, shop])
}

/** A staff page's heading row: title and intro on the left, actions on the right (below on phones). */
export function AdminPage({ title, intro, actions, children }: { title: string; intro?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  useAdminTitle(title)
  return (
    <section aria-labelledby="admin-page-title">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="admin-page-title" className="text-3xl text-ink-900 md:text-4xl">
            {title}
          </h1>
          {intro && <p className="mt-2 max-w-2xl text-ink-600">{intro}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </header>
      <div className="mt-6">{children}</div>
    </section>
  )
}

/** A white card the staff pages group things in. */
export function Panel({ title, className, children, aside }: { title?: string; className?: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className={cx('rounded-2xl border border-ink-100 bg-white p-4 shadow-xs sm:p-5', className)}>
      {(title || aside) && (
        <div className="mb-3 flex items-baseline justify-between gap-3">
          {title && <h2 className="font-display text-xl text-ink-900">{title}</h2>}
          {aside}
        </div>
      )}
      {children}
    </section>
  )
}

/** Loading, failure and empty states of a staff list, in one place so every list behaves alike. */
export function ListState({ isPending, error, empty, emptyText, onRetry }: { isPending: boolean; error: ApiError | Error | null; empty: boolean; emptyText: string; onRetry?: () => void }) {
  const { t } = useTranslation('admin')
  if (isPending) return <Spinner className="py-12" />
  if (error) {
    return (
      <EmptyState
        tone="error"
        title={t('error.loadTitle')}
        message={errorText(error, t('error.generic'))}
        action={
          onRetry && (
            <button type="button" onClick={onRetry} className="text-sm font-medium text-sage-800 underline underline-offset-4">
              {t('error.retry')}
            </button>
          )
        }
      />
    )
  }
  if (empty) return <EmptyState title={emptyText} />
  return null
}

/** The server's words when it sent some (staff read English server messages), else a general text. */
export function errorText(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'code' in error && (error as ApiError).code === 'network') return fallback
  return error instanceof Error && error.message ? error.message : fallback
}

