import type { Order } from '@shop/domain'
import { Link } from '../../../lib/router'
import { buttonClasses } from '../../../components/ui/button'
import { formatDate } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useOrdersText } from '../hooks/use-orders-text'

/** What the shopper may do now, as the server says: cancel (at once or by request) or return. */
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
  return null
}
