import { ORDER_STATUSES, STAFF_PAGE_SIZE, type OrderStatus } from '@shop/domain'
import { useState } from 'react'
import { useTranslation } from '../../lib/i18n-runtime'
import { ExportCsvButton, FulfilmentBar } from '../../features/admin/components/fulfilment-bar'
import { useStaffOrders } from '../../features/admin/api/staff-api'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { OrderFilters } from '../../features/admin/components/order-filters'
import { OrdersTable } from '../../features/admin/components/orders-table'
import { Pager } from '../../features/admin/components/pager'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { ADMIN_PATHS, adminHref } from './admin-routes'

const KEYS = ['status', 'q', 'from', 'to'] as const

function asStatus(value: string): OrderStatus | undefined {
  return (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : undefined
}

export function Component() {
  const { t } = useTranslation('admin')
  const { values, page, set } = useListParams(KEYS)
  const query = useStaffOrders({ status: asStatus(values.status), q: values.q || undefined, from: values.from || undefined, to: values.to || undefined, page })
  const orders = query.data?.data ?? []
  // Ticked orders stay ticked across pages and filters until acted on or cleared.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const toggle = (id: string) => {
    const next = new Set(selected)
    if (!next.delete(id)) next.add(id)
    setSelected(next)
  }
  const slipsHref = `${adminHref(ADMIN_PATHS.packingSlips)}?ids=${[...selected].join(',')}`
  return (
    <AdminPage
      title={t('orders.title')}
      intro={t('orders.intro')}
      actions={<ExportCsvButton query={{ from: values.from || undefined, to: values.to || undefined }} />}
    >
      <OrderFilters key={KEYS.map((k) => values[k]).join('|')} values={values} onApply={set} />
      <div className="mt-4">
        <FulfilmentBar pageIds={orders.map((o) => o.id)} selected={selected} onSelect={setSelected} slipsHref={slipsHref} />
      </div>
      <div className="mt-5" aria-busy={query.isFetching}>
        {query.data && (
          <p className="mb-3 text-sm text-ink-600" role="status">
            {t('orders.found', { count: query.data.total })}
          </p>
        )}
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && orders.length === 0} emptyText={t('orders.empty')} onRetry={() => void query.refetch()} />
        {orders.length > 0 && <OrdersTable orders={orders} hrefFor={(id) => `${adminHref(ADMIN_PATHS.orders)}/${id}`} selection={{ selected, toggle }} />}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
