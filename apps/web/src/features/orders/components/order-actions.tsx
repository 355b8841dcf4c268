import type { Order } from '@shop/domain'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { formatDate } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useOrdersText } from '../hooks/use-orders-text'

/**
 * What the shopper may do now, as the server says: cancel (at once or by request), or withdraw
 * from the contract (a clearly labelled withdrawal function, Art. 11a; decision 044) until the
 * period ends, then say when it ended.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  const to = `/cancelorder/${order.id}`
  if (order.cancel_mode) {
    return (
      <div className="space-y-2">
        <Link to={to} className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto' })}>
          {order.cancel_mode === 'immediate' ? t('actions.cancel') : t('actions.requestCancel')}
        </Link>
        <p className="text-sm text-ink-600">{order.cancel_mode === 'immediate' ? t('actions.cancelHint') : t('actions.requestCancelHint')}</p>
      </div>
    )
  }
  if (order.can_return) {
    return (
      <div className="space-y-2">
        <Link to={to} className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto' })}>
          {t('actions.return')}
        </Link>
        {order.return_deadline && <p className="text-sm text-ink-600">{t('actions.returnUntil', { date: formatDate(order.return_deadline, lang) })}</p>}
      </div>
    )
  }
  return <WithdrawalClosed order={order} />
}

/** After delivery, once the withdrawal period is over: when it ended (nothing while a withdrawal waits or all was withdrawn). */
export function WithdrawalClosed({ order }: { order: Order }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  const delivered = order.status === 'delivered_order' || order.status === 'return_accept' || order.status === 'return_reject'
  if (!delivered || !order.return_deadline || Date.parse(order.return_deadline) > Date.now()) return null
  return <p className="text-sm text-ink-600">{t('withdraw.periodEnded', { date: formatDate(order.return_deadline, lang) })}</p>
}
