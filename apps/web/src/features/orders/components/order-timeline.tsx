import { FORWARD_PATH, type Order, type OrderStatus } from '@shop/domain'
import { cx } from '../../../components/ui/cx'
import { CheckIcon } from '../../../components/ui/icons'
import { formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useOrdersText } from '../hooks/use-orders-text'
import { statusTone } from './status-badge'

/** Forward steps still ahead of an order moving along the path (none once it stopped or ended). */
function stepsAhead(current: OrderStatus): OrderStatus[] {
  const path = FORWARD_PATH as readonly OrderStatus[]
  const i = path.indexOf(current)
  return i >= 0 ? path.slice(i + 1) : []
}

/**
 * Every change of the order with its date and time, oldest first, as a vertical line; the steps
 * still to come follow dimmed, so the shopper sees how far the parcel has got.
 */
export function OrderTimeline({ events, status }: { events: Order['events']; status: OrderStatus }) {
  const { t, status: label } = useOrdersText()
  const lang = useLanguage()
  const ahead = stepsAhead(status)
  return (
    <ol aria-label={t('timeline.label')} className="relative">
      {events.map((event, i) => {
        const latest = i === events.length - 1
        const stopped = statusTone(event.status) === 'stopped'
        return (
          <li key={`${event.status}-${event.at}-${i}`} aria-current={latest ? 'step' : undefined} className="relative flex gap-4 pb-6 last:pb-0">
            <Rail last={latest && ahead.length === 0} />
            <span
              aria-hidden="true"
              className={cx(
                'relative z-10 mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full ring-4 ring-white',
                stopped ? 'bg-clay-500 text-white' : latest ? 'bg-sage-700 text-cream-50' : 'bg-sage-200 text-sage-800',
              )}
            >
              <CheckIcon size={14} />
            </span>
            <div className="min-w-0">
              <p className={cx('font-medium', latest ? 'text-ink-900' : 'text-ink-800')}>{label(event.status)}</p>
              <p className="text-sm text-ink-600">
                <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time>
                {event.actor !== 'system' && <span> · {t(`actor.${event.actor}`)}</span>}
              </p>
              {/* A shopper's own reason shows on their request below, translated; notes here are the shop's. */}
              {event.note && event.actor !== 'shopper' && <p className="mt-1 text-sm text-ink-700 [overflow-wrap:anywhere]">{event.note}</p>}
            </div>
          </li>
        )
      })}
      {ahead.map((step, i) => (
        <li key={step} className="relative flex gap-4 pb-6 last:pb-0">
          <Rail last={i === ahead.length - 1} dashed />
          <span aria-hidden="true" className="relative z-10 mt-0.5 size-6 shrink-0 rounded-full border-2 border-dashed border-ink-200 bg-white ring-4 ring-white" />
          <p className="text-ink-500">
            {label(step)} <span className="sr-only">({t('timeline.upcoming')})</span>
          </p>
        </li>
      ))}
    </ol>
  )
}

/** The line joining one dot to the next. */
function Rail({ last, dashed = false }: { last: boolean; dashed?: boolean }) {
  if (last) return null
  return <span aria-hidden="true" className={cx('absolute top-6 bottom-0 left-[11px] w-0.5', dashed ? 'bg-ink-100' : 'bg-sage-200')} />
}
