import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons'

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, total: number): Array<number | 'gap'> {
  const pages = new Set<number>([1, total])
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= total) pages.add(p)
  const sorted = [...pages].sort((a, b) => a - b)
  const out: Array<number | 'gap'> = []
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1]
    if (prev !== undefined && p - prev === 2) out.push(prev + 1)
    else if (prev !== undefined && p - prev > 2) out.push('gap')
    out.push(p)
  })
  return out
}

/** Real links, so every page has an address a shopper can open in a new tab or share. */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation('catalog')
  if (totalPages <= 1) return null
  const cell = 'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm transition'
  return (
    <nav aria-label={t('pagination.label')} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={`${cell} gap-1 text-ink-800 hover:bg-sage-50`} aria-label={t('pagination.previous')}>
              <ChevronLeftIcon className="size-4" />
            </Link>
          ) : (
            <span className={`${cell} text-ink-300`} aria-hidden="true">
              <ChevronLeftIcon className="size-4" />
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: p })}
                className={`${cell} ${p === page ? 'bg-ink-900 font-semibold text-cream-50' : 'text-ink-800 hover:bg-sage-50'}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} className={`${cell} text-ink-800 hover:bg-sage-50`} aria-label={t('pagination.next')}>
              <ChevronRightIcon size={16} />
            </Link>
          ) : (
            <span className={`${cell} text-ink-300`} aria-hidden="true">
              <ChevronRightIcon size={16} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
