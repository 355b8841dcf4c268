import type { ComplaintSummary } from '@shop/domain'
import { Link } from '../../../lib/router'
import { cx } from '../../../components/ui/cx'
import { formatDate } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useComplaintsText } from '../hooks/use-complaints-text'
import { ComplaintStatusBadge } from './complaint-status'

/** My complaints, most recently active first; the open one is marked. */
export function ComplaintList({ complaints, selected }: { complaints: ComplaintSummary[]; selected?: string }) {
  const { t, topic } = useComplaintsText()
  const lang = useLanguage()
  const sorted = [...complaints].sort((a, b) => b.updated_at.localeCompare(a.updated_at))
  return (
    <ul className="space-y-3">
      {sorted.map((c) => {
        const current = c.id === selected
        return (
          <li key={c.id}>
            <Link
              to={`?id=${encodeURIComponent(c.id)}`}
              aria-current={current ? 'page' : undefined}
              className={cx(
                'block rounded-2xl p-4 ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500',
                current ? 'bg-sage-50 ring-sage-400' : 'bg-white ring-ink-100 hover:ring-sage-300',
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold text-ink-900">{topic(c.topic)}</p>
                <ComplaintStatusBadge status={c.status} />
              </div>
              <p className="mt-1 text-sm text-ink-600">
                {t('list.order', { number: c.order_number })} · {t('list.updated', { date: formatDate(c.updated_at, lang) })}
              </p>
              {c.last_message && (
                <p className="mt-2 line-clamp-2 text-sm text-ink-700 [overflow-wrap:anywhere]">
                  <span className="font-medium">{c.last_message.author === 'staff' ? t('thread.shop') : t('thread.you')}:</span> {c.last_message.text}
                </p>
              )}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
