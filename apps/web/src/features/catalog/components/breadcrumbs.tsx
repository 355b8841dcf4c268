import { useTranslation } from '../../../lib/i18n-runtime'
import { Link } from '../../../lib/router'
import { ChevronRightIcon } from '../../../components/ui/icons'

export interface Crumb {
  label: string
  to?: string
}

/**
 * Where the page sits in the shop; the last item is the page itself. Each separator stays at the end
 * of the item before it and an item never breaks inside, so on a phone a wrapped line starts with a
 * name, never with "›". The last item (often a long product name) shortens with an ellipsis only
 * when it cannot fit a line of its own.
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('catalog')
  const all: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...items]
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm text-ink-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {all.map((c, i) => {
          const last = i === all.length - 1
          return last ? (
            <li key={`${i}-${c.label}`} className="min-w-0 max-w-full">
              <span aria-current="page" title={c.label} className="block truncate text-ink-900">
                {c.label}
              </span>
            </li>
          ) : (
            <li key={`${i}-${c.label}`} className="flex items-center gap-1.5 whitespace-nowrap">
              {c.to ? (
                <Link to={c.to} className="underline-offset-4 hover:text-sage-800 hover:underline">
                  {c.label}
                </Link>
              ) : (
                <span>{c.label}</span>
              )}
              <ChevronRightIcon size={14} className="text-ink-300" />
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
