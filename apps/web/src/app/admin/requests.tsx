import { ORDER_REQUEST_KINDS, ORDER_REQUEST_STATUSES, STAFF_PAGE_SIZE } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { useStaffRequests } from '../../features/admin/api/staff-api'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { Pager } from '../../features/admin/components/pager'
import { RequestCard } from '../../features/admin/components/request-card'
import { SegmentedFilter } from '../../features/admin/components/segmented-filter'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { ADMIN_PATHS, adminHref } from './admin-routes'

const KEYS = ['kind', 'status'] as const
type Kind = (typeof ORDER_REQUEST_KINDS)[number]
type State = (typeof ORDER_REQUEST_STATUSES)[number]

export function Component() {
  const { t } = useTranslation(['admin', 'orders'])
  const { values, page, set } = useListParams(KEYS)
  const kind = (ORDER_REQUEST_KINDS as readonly string[]).includes(values.kind) ? (values.kind as Kind) : undefined
  const status = (ORDER_REQUEST_STATUSES as readonly string[]).includes(values.status) ? (values.status as State) : 'pending'
  const query = useStaffRequests({ kind, status, page })
  const requests = query.data?.data ?? []
  return (
    <AdminPage title={t('admin:requests.title')} intro={t('admin:requests.intro')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-6">
        <SegmentedFilter
          label={t('admin:requests.kindLabel')}
          value={kind ?? ''}
          options={[{ value: '', label: t('admin:requests.allKinds') }, ...ORDER_REQUEST_KINDS.map((k) => ({ value: k, label: t(`orders:request.kind.${k}`) }))]}
          onChange={(v) => set({ kind: v })}
        />
        <SegmentedFilter
          label={t('admin:requests.statusLabel')}
          value={status}
          options={ORDER_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`orders:request.state.${s}`) }))}
          onChange={(v) => set({ status: v === 'pending' ? '' : v })}
        />
      </div>
      <div className="mt-5" aria-busy={query.isFetching}>
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && requests.length === 0} emptyText={t('admin:requests.empty')} onRetry={() => void query.refetch()} />
        {requests.length > 0 && (
          <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {requests.map((r) => (
              <RequestCard key={r.id} request={r} orderHref={`${adminHref(ADMIN_PATHS.orders)}/${r.order.id}`} />
            ))}
          </ul>
        )}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
