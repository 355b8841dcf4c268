import type { Order } from '@shop/domain'
import type { ReactNode } from 'react'
import { Link } from '../../../lib/router'
import { Button, buttonClasses } from '../../../components/ui/button'
import { EmptyState } from '../../../components/ui/empty-state'
import { Skeleton } from '../../../components/ui/skeleton'
import { ApiError } from '../../../lib/api-client'
import { isOrderId, useOrder } from '../api/orders-api'
import { useOrdersText } from '../hooks/use-orders-text'

/**
 * Loads the shopper's order `id` and hands it to `children`; says so when there is no such order
 * of theirs (a malformed id is not even asked for).
 */
export function OrderLoader({ id, children }: { id: string; children: (order: Order) => ReactNode }) {
  const { t } = useOrdersText()
  const valid = isOrderId(id)
  const order = useOrder(id)
  if (valid && order.isPending) {
    return (
      <div role="status" className="space-y-4">
        <span className="sr-only">{t('loading', { ns: 'common' })}</span>
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    )
  }
  if (!valid || (order.error instanceof ApiError && order.error.code === 'not_found')) {
    return (
      <EmptyState
        headingLevel={2}
        title={t('view.notFound')}
        message={t('view.notFoundText')}
        action={
          <Link to="/orderhistory" className={buttonClasses({ variant: 'secondary' })}>
            {t('view.toHistory')}
          </Link>
        }
      />
    )
  }
  if (order.isError || !order.data) {
    return (
      <EmptyState
        tone="error"
        title={t('view.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => order.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    )
  }
  return children(order.data)
}
