import type { OrderStatus } from '@shop/domain'
import { useTranslation } from '../../../lib/i18n-runtime'
import { cx } from '../../../components/ui/cx'

const TONE: Record<OrderStatus, string> = {
  new_order: 'bg-cream-100 text-ink-800 ring-cream-300',
  confirm_order: 'bg-sage-50 text-sage-800 ring-sage-200',
  order_picked: 'bg-sage-50 text-sage-800 ring-sage-200',
  order_recieved: 'bg-sage-50 text-sage-800 ring-sage-200',
  shipped_order: 'bg-sage-100 text-sage-900 ring-sage-300',
  dispatched_order: 'bg-sage-100 text-sage-900 ring-sage-300',
  delivered_order: 'bg-sage-700 text-cream-50 ring-sage-700',
  cancelled_order: 'bg-ink-100 text-ink-700 ring-ink-200',
  request_cancel: 'bg-clay-100 text-clay-800 ring-clay-200',
  cancel_reject: 'bg-sage-50 text-sage-800 ring-sage-200',
  request_return: 'bg-clay-100 text-clay-800 ring-clay-200',
  return_accept: 'bg-ink-100 text-ink-700 ring-ink-200',
  return_reject: 'bg-ink-100 text-ink-700 ring-ink-200',
}

/** An order status in the staff member's language; requests waiting for staff stand out in clay. */
export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation('orders')
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1', TONE[status], className)}>
      {t(`status.${status}`)}
    </span>
  )
}
