import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ChevronRightIcon } from '../../../components/ui/icons'

export interface Crumb {
  label: string
  to?: string
}

/** Where the page sits in the shop; the last item is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('catalog')
  const all: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...items]
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm text-ink-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {all.map((c, i) => {
          const last = i === all.length - 1
          return (
            <li key={`${i}-${c.label}`} className="flex items-center gap-1.5">
              {i > 0 && <ChevronRightIcon size={14} className="text-ink-300" />}
              {c.to && !last ? (
                <Link to={c.to} className="underline-offset-4 hover:text-sage-800 hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'text-ink-900' : undefined}>
                  {c.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
