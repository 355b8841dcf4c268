import { FORWARD_PATH, type OrderStatus } from '@shop/domain'
import { cx } from '../../../components/ui/cx'
import { useOrdersText } from '../hooks/use-orders-text'

type Tone = 'progress' | 'done' | 'waiting' | 'stopped'

/** How a status reads at a glance: on its way, arrived, waiting for the shop, or stopped. */
export function statusTone(status: OrderStatus): Tone {
  if (status === 'delivered_order' || status === 'return_accept') return 'done'
  if (status === 'request_cancel' || status === 'request_return') return 'waiting'
  if (status === 'cancelled_order' || status === 'cancel_reject' || status === 'return_reject') return 'stopped'
  return (FORWARD_PATH as readonly OrderStatus[]).includes(status) ? 'progress' : 'waiting'
}

const TONES: Record<Tone, string> = {
  progress: 'bg-sage-100 text-sage-800 ring-sage-200',
  done: 'bg-sage-700 text-cream-50 ring-sage-700',
  waiting: 'bg-cream-200 text-ink-800 ring-cream-300',
  stopped: 'bg-clay-50 text-clay-700 ring-clay-200',
}

export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { status: label } = useOrdersText()
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1', TONES[statusTone(status)], className)}>
      {label(status)}
    </span>
  )
}
