import { useTranslation } from '../../../lib/i18n-runtime'
import { Link, useLocation, useSearchParams } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'

/** Previous / next links keeping the list's filters in the address (so a page can be shared). */
export function Pager({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const { t } = useTranslation('admin')
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  const href = (p: number) => {
    const next = new URLSearchParams(params)
    if (p > 1) next.set('page', String(p))
    else next.delete('page')
    const q = next.toString()
    return q ? `${pathname}?${q}` : pathname
  }
  const cell = 'inline-flex h-10 items-center rounded-full px-4 text-sm font-medium'
  // The end of the list: no border or fill tells it apart from a link; the text keeps 4.5:1 contrast.
  const spent = cx(cell, 'text-ink-500')
  return (
    <nav aria-label={t('pager.label')} className="mt-5 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={cx(cell, 'border border-ink-200 bg-white text-ink-800 hover:bg-sage-50')}>
          {t('pager.previous')}
        </Link>
      ) : (
        <span className={spent} aria-hidden="true">
          {t('pager.previous')}
        </span>
      )}
      <span className="text-sm text-ink-600">{t('pager.position', { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={cx(cell, 'border border-ink-200 bg-white text-ink-800 hover:bg-sage-50')}>
          {t('pager.next')}
        </Link>
      ) : (
        <span className={spent} aria-hidden="true">
          {t('pager.next')}
        </span>
      )}
    </nav>
  )
}
