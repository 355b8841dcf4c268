import { COMPLAINT_STATUSES, STAFF_PAGE_SIZE } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { Pager } from '../../features/admin/components/pager'
import { SegmentedFilter } from '../../features/admin/components/segmented-filter'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { useStaffComplaints } from '../../features/admin/engagement/api/engagement-api'
import { ComplaintsTable } from '../../features/admin/engagement/components/complaints-table'
import { statusChoice } from '../../features/admin/engagement/components/status-choice'
import { ADMIN_PATHS, adminHref } from './admin-routes'

const KEYS = ['status'] as const

/** Complaints about orders; open ones (waiting for the team) first. */
export function Component() {
  const { t } = useTranslation('admin2')
  const { values, page, set } = useListParams(KEYS)
  const { tab, status } = statusChoice(values.status, COMPLAINT_STATUSES, 'open')
  const query = useStaffComplaints({ status, page })
  const complaints = query.data?.data ?? []
  return (
    <AdminPage title={t('complaints.title')} intro={t('complaints.intro')}>
      <SegmentedFilter
        label={t('moderation.show')}
        value={tab}
        options={[...COMPLAINT_STATUSES, 'all' as const].map((s) => ({ value: s, label: t(`complaints.tab.${s}`) }))}
        onChange={(v) => set({ status: v === 'open' ? '' : v })}
      />
      <div className="mt-5" aria-busy={query.isFetching}>
        {query.data && (
          <p className="mb-3 text-sm text-ink-600" role="status">
            {t('complaints.found', { count: query.data.total })}
          </p>
        )}
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && complaints.length === 0} emptyText={t(`complaints.empty.${tab}`)} onRetry={() => void query.refetch()} />
        {complaints.length > 0 && <ComplaintsTable complaints={complaints} hrefFor={(id) => `${adminHref(ADMIN_PATHS.complaints)}/${id}`} />}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
