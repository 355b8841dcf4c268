import type { ReactNode } from 'react'
import type { Order } from '@shop/domain'
import { formatDateTime } from '../../../lib/format'
import { useLanguage } from '../../../lib/i18n'
import { useOrdersText } from '../hooks/use-orders-text'
import { OrderActions } from './order-actions'
import { OrderCard } from './order-card'
import { OrderRequests, PaymentSummary, ShippingAddress } from './order-facts'
import { OrderLines, OrderTotals } from './order-lines'
import { OrderRefunds } from './order-refunds'
import { OrderTimeline } from './order-timeline'
import { ShipmentLink } from './shipment-link'
import { StatusBadge } from './status-badge'

/** One order in full: status and what can be done, its timeline, lines, totals, address, payment. */
/** `documents`: the order's invoice and credit notes (the page composes them from features/invoices). */
export function OrderDetails({ order, documents }: { order: Order; documents?: ReactNode }) {
  const { t } = useOrdersText()
  const lang = useLanguage()
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-10">
      <div className="space-y-6">
        <OrderCard>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <p className="text-sm text-ink-600">{t('view.placed', { date: formatDateTime(order.created_at, lang) })}</p>
              <p className="mt-1 text-sm text-ink-600 [overflow-wrap:anywhere]">{t('view.email', { email: order.email })}</p>
            </div>
            <StatusBadge status={order.status} className="text-sm" />
          </div>
          {order.shipment && (
            <div className="mt-5">
              <ShipmentLink shipment={order.shipment} />
            </div>
          )}
          <div className="mt-5 empty:hidden">
            <OrderActions order={order} />
          </div>
        </OrderCard>
        <OrderCard title={t('view.timeline')}>
          <OrderTimeline events={order.events} status={order.status} />
        </OrderCard>
        {order.requests.length > 0 && (
          <OrderCard title={t('view.requests')}>
            <OrderRequests requests={order.requests} paid={order.total_cents - order.payment.cod_cents > 0} currency={order.currency} />
          </OrderCard>
        )}
        <OrderCard title={t('view.items', { count: order.item_count })}>
          <OrderLines lines={order.lines} currency={order.currency} />
        </OrderCard>
      </div>
      <div className="space-y-6">
        <OrderCard title={t('view.summary')}>
          <OrderTotals order={order} />
        </OrderCard>
        {order.refunds.length > 0 && (
          <OrderCard title={t('refunds.title')}>
            <OrderRefunds order={order} />
          </OrderCard>
        )}
        <OrderCard title={t('view.payment')}>
          <PaymentSummary payment={order.payment} currency={order.currency} />
        </OrderCard>
        <OrderCard title={t('view.address')}>
          <ShippingAddress address={order.shipping_address} />
        </OrderCard>
        {documents && <OrderCard>{documents}</OrderCard>}
      </div>
    </div>
  )
}
