import { NEWSLETTER_STATUSES } from '@shop/domain'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from '../../lib/i18n-runtime'
import { Button } from '../../components/ui/button'
import { Notice } from '../../components/ui/fields'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { Pager } from '../../features/admin/components/pager'
import { SegmentedFilter } from '../../features/admin/components/segmented-filter'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { useSubscribers } from '../../features/admin/engagement/api/engagement-api'
import { downloadSubscribersCsv } from '../../features/admin/engagement/api/newsletter-csv'
import { splitServerError } from '../../features/admin/catalog/components/server-errors'
import { statusChoice } from '../../features/admin/engagement/components/status-choice'
import { SubscribersTable } from '../../features/admin/engagement/components/subscribers-table'
import { notify } from '../../lib/toast'

const KEYS = ['status'] as const
/** The server's page size for subscribers (GET /api/staff/newsletter). */
const PAGE_SIZE = 50

/** Newsletter subscribers by status, and the confirmed ones as a CSV file (the export is audited). */
export function Component() {
  const { t } = useTranslation('admin2')
  const { values, page, set } = useListParams(KEYS)
  const { tab, status } = statusChoice(values.status, NEWSLETTER_STATUSES, 'confirmed')
  const query = useSubscribers({ status, page })
  const download = useMutation({ mutationFn: downloadSubscribersCsv, onSuccess: (name) => notify.success(t('newsletter.downloaded', { name })) })
  const subscribers = query.data?.data ?? []

  return (
    <AdminPage
      title={t('newsletter.title')}
      intro={t('newsletter.intro')}
      actions={
        <Button busy={download.isPending} onClick={() => download.mutate()}>
          {t('newsletter.download')}
        </Button>
      }
    >
      {download.error && <Notice className="mb-4">{splitServerError(download.error, t('error.generic')).notice}</Notice>}
      <SegmentedFilter
        label={t('moderation.show')}
        value={tab}
        options={(['confirmed', 'pending', 'unsubscribed', 'all'] as const).map((s) => ({ value: s, label: t(`newsletter.tab.${s}`) }))}
        onChange={(v) => set({ status: v === 'confirmed' ? '' : v })}
      />
      <div className="mt-5" aria-busy={query.isFetching}>
        {query.data && (
          <p className="mb-3 text-sm text-ink-600" role="status">
            {t('newsletter.found', { count: query.data.total })}
          </p>
        )}
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && subscribers.length === 0} emptyText={t('newsletter.empty')} onRetry={() => void query.refetch()} />
        {subscribers.length > 0 && <SubscribersTable subscribers={subscribers} />}
        {query.data && <Pager page={page} total={query.data.total} pageSize={PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
