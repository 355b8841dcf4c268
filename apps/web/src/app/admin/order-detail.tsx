import { useTranslation } from '../../lib/i18n-runtime'
import { Link, useParams } from '../../lib/router'
import { useStaffOrder } from '../../features/admin/api/staff-api'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { StaffOrderTimeline } from '../../features/admin/components/order-timeline'
import { StatusBadge } from '../../features/admin/components/status-badge'
import { TransitionPanel } from '../../features/admin/components/transition-panel'
import { canShip, ShipDialog } from '../../features/admin/components/ship-dialog'
import { canRefund, RefundDialog } from '../../features/admin/components/refund-dialog'
import { OrderRefunds } from '../../features/orders/components/order-refunds'
import { ShipmentLink } from '../../features/orders/components/shipment-link'
import { buttonClasses } from '../../components/ui/button'
import { OrderCard } from '../../features/orders/components/order-card'
import { StaffOrderDocuments } from '../../features/invoices/components/staff-order-documents'
import { OrderRequests, PaymentSummary, ShippingAddress } from '../../features/orders/components/order-facts'
import { OrderLines, OrderTotals } from '../../features/orders/components/order-lines'
import { formatDateTime, formatPrice } from '../../lib/format'
import { useLanguage } from '../../lib/i18n'
import { ADMIN_PATHS, adminHref } from './admin-routes'

/** One order for staff: the moves allowed now first, then what was bought, the timeline and the requests. */
export function Component() {
  const { id = '' } = useParams()
  const { t } = useTranslation(['admin', 'fulfilment'])
  const lang = useLanguage()
  const query = useStaffOrder(id)
  const order = query.data
  const back = (
    <Link to={adminHref(ADMIN_PATHS.orders)} className="text-sm font-medium text-sage-800 underline-offset-4 hover:underline">
      ← {t('order.back')}
    </Link>
  )
  if (!order) {
    return (
      <AdminPage title={t('order.title')} actions={back}>
        <ListState isPending={query.isPending} error={query.error} empty={false} emptyText="" onRetry={() => void query.refetch()} />
      </AdminPage>
    )
  }
  const paid = order.payment.wallet_cents + order.payment.gift_card_cents + order.payment.card_cents > 0
  return (
    <AdminPage
      title={t('order.titleNumber', { number: order.number })}
      intro={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge status={order.status} />
          <span>{formatDateTime(order.created_at, lang)}</span>
          <span className="[overflow-wrap:anywhere]">{order.email}</span>
          <span className="font-semibold text-ink-900">{formatPrice(order.total_cents, lang, order.currency)}</span>
        </span>
      }
      actions={back}
    >
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid grid-cols-1 gap-5">
          <OrderCard title={t('fulfilment:card.title')}>
            <div className="space-y-4">
              {order.shipment && <ShipmentLink shipment={order.shipment} />}
              <div className="flex flex-wrap gap-2">
                {canShip(order) && <ShipDialog order={order} />}
                {canRefund(order) && <RefundDialog order={order} />}
                <Link to={`${adminHref(ADMIN_PATHS.packingSlips)}?ids=${order.id}`} className={buttonClasses({ variant: 'secondary' })}>
                  {t('fulfilment:slips.one')}
                </Link>
              </div>
            </div>
          </OrderCard>
          <OrderCard title={t('order.moveTitle')}>
            <TransitionPanel order={order} />
          </OrderCard>
          {order.requests.length > 0 && (
            <OrderCard title={t('order.requestsTitle')}>
              <OrderRequests requests={order.requests} paid={paid} currency={order.currency} />
            </OrderCard>
          )}
          <OrderCard title={t('order.linesTitle')}>
            <OrderLines lines={order.lines} currency={order.currency} />
            <div className="mt-5 border-t border-ink-100 pt-4">
              <OrderTotals order={order} />
            </div>
          </OrderCard>
        </div>
        <div className="grid grid-cols-1 gap-5">
          <OrderCard title={t('order.timelineTitle')}>
            <StaffOrderTimeline events={order.events} />
          </OrderCard>
          <OrderCard title={t('order.shipTo')}>
            <ShippingAddress address={order.shipping_address} />
          </OrderCard>
          <OrderCard title={t('order.paymentTitle')}>
            <PaymentSummary payment={order.payment} currency={order.currency} />
            {order.refunded_cents > 0 && <p className="mt-3 text-sm text-ink-700">{t('order.refunded', { amount: formatPrice(order.refunded_cents, lang, order.currency) })}</p>}
          </OrderCard>
          {order.refunds.length > 0 && (
            <OrderCard title={t('fulfilment:refund.history')}>
              <OrderRefunds order={order} staff />
            </OrderCard>
          )}
          <OrderCard>
            <StaffOrderDocuments orderId={order.id} />
          </OrderCard>
        </div>
      </div>
    </AdminPage>
  )
}
