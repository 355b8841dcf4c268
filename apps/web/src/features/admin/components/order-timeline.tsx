import type { StaffOrder } from '../api/staff-api'
import { useTranslation } from '../../../lib/i18n-runtime'
import { cx } from '../../../components/ui/cx'
import { formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'

/**
 * Every change of the order, newest first, with who made it and every note (the shopper's own
 * words included: staff need them, the shopper's page words them differently).
 */
export function StaffOrderTimeline({ events }: { events: StaffOrder['events'] }) {
  const { t } = useTranslation(['admin', 'orders'])
  const lang = useLanguage()
  const newestFirst = [...events].reverse()
  return (
    <ol aria-label={t('admin:order.timelineTitle')} className="relative space-y-4 border-l-2 border-sage-200 pl-5">
      {newestFirst.map((event, i) => (
        <li key={`${event.status}-${event.at}-${i}`} className="relative">
          <span aria-hidden="true" className={cx('absolute top-1.5 -left-[1.72rem] size-3 rounded-full ring-4 ring-white', i === 0 ? 'bg-sage-700' : 'bg-sage-300')} />
          <p className="font-medium text-ink-900">{t(`orders:status.${event.status}`)}</p>
          <p className="text-sm text-ink-600">
            <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time> · {t(`admin:order.actor.${event.actor}`)}
          </p>
          {event.note && <p className="mt-1 rounded-lg bg-cream-100/70 px-3 py-1.5 text-sm text-ink-800 [overflow-wrap:anywhere]">{event.note}</p>}
        </li>
      ))}
    </ol>
  )
}
