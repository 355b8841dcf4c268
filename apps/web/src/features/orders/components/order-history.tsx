import { formatMoney } from '@shop/domain'
import type { ReactNode } from 'react'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { ChevronRightIcon } from '../../../components/ui/icons'
import { Skeleton } from '../../../components/ui/skeleton'
import { formatDate } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { ORDERS_PER_PAGE, useOrders } from '../api/orders-api'
import { useOrdersText } from '../hooks/use-orders-text'
import { StatusBadge } from './status-badge'

/** The shopper's orders, newest first, a page at a time; `pager` draws the page links. */
export function OrderHistory({ page, pager }: { page: number; pager: (totalPages: number) => ReactNode }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  const orders = useOrders(page)

  if (orders.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('loading', { ns: 'common' })}</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
    )
  }
  if (orders.isError) {
    return (
      <EmptyState
        tone="error"
        title={t('history.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => orders.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    )
  }
  const { data, total } = orders.data
  if (total === 0 || data.length === 0) {
    return (
      <EmptyState
        title={t('history.empty')}
        message={t('history.emptyText')}
        action={
          <Link to="/categoryoverview" className={buttonClasses()}>
            {t('history.shop')}
          </Link>
        }
      />
    )
  }
  return (
    <div>
      <p className="mb-4 text-sm text-ink-600">{t('history.count', { count: total })}</p>
      <ul aria-label={t('history.label')} className="space-y-3">
        {data.map((order) => (
          <li key={order.id}>
            <Link
              to={`/individualorderview/${order.id}`}
              className="group grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 rounded-2xl bg-white p-4 ring-1 ring-ink-100 transition hover:shadow-md hover:shadow-sage-900/5 hover:ring-sage-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-clay-500 sm:grid-cols-[1.2fr_1fr_auto_auto] sm:p-5"
            >
              <span className="min-w-0">
                <span className="block font-medium text-ink-900">{t('history.number', { number: order.number })}</span>
                <span className="block text-sm text-ink-600">
                  <time dateTime={order.created_at}>{formatDate(order.created_at, lang)}</time> · {t('history.items', { count: order.item_count })}
                </span>
              </span>
              <span className="col-start-1 row-start-2 sm:col-start-auto sm:row-start-auto">
                <StatusBadge status={order.status} />
              </span>
              <span className="row-span-2 text-right font-semibold text-ink-900 tabular-nums sm:row-span-1">{formatMoney(order.total_cents, lang, { currency: order.currency })}</span>
              <ChevronRightIcon size={18} className="hidden text-ink-300 transition-transform group-hover:translate-x-0.5 group-hover:text-sage-700 sm:block" />
            </Link>
          </li>
        ))}
      </ul>
      {pager(Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)))}
    </div>
  )
}
