import { CONTACT_STATUSES, STAFF_PAGE_SIZE } from '@shop/domain'
import { useTranslation } from '../../lib/i18n-runtime'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { Pager } from '../../features/admin/components/pager'
import { SegmentedFilter } from '../../features/admin/components/segmented-filter'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { useContactMessages, useMarkHandled } from '../../features/admin/engagement/api/engagement-api'
import { ContactCard } from '../../features/admin/engagement/components/contact-card'
import { statusChoice } from '../../features/admin/engagement/components/status-choice'
import { notify } from '../../lib/toast'

const KEYS = ['status'] as const

/** Messages from the contact form: new ones first; marking one handled is audited. */
export function Component() {
  const { t } = useTranslation('admin2')
  const { values, page, set } = useListParams(KEYS)
  const { tab, status } = statusChoice(values.status, CONTACT_STATUSES, 'new')
  const query = useContactMessages({ status, page })
  const handled = useMarkHandled()
  const messages = query.data?.data ?? []
  return (
    <AdminPage title={t('contact.title')} intro={t('contact.intro')}>
      <SegmentedFilter
        label={t('moderation.show')}
        value={tab}
        options={[...CONTACT_STATUSES, 'all' as const].map((s) => ({ value: s, label: t(`contact.tab.${s}`) }))}
        onChange={(v) => set({ status: v === 'new' ? '' : v })}
      />
      <div className="mt-5" aria-busy={query.isFetching}>
        {query.data && (
          <p className="mb-3 text-sm text-ink-600" role="status">
            {t('contact.found', { count: query.data.total })}
          </p>
        )}
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && messages.length === 0} emptyText={t(`contact.empty.${tab}`)} onRetry={() => void query.refetch()} />
        {messages.length > 0 && (
          <ul className="grid gap-4">
            {messages.map((m) => (
              <ContactCard
                key={m.id}
                message={m}
                busy={handled.isPending && handled.variables === m.id}
                error={handled.variables === m.id ? handled.error : null}
                onHandled={() => handled.mutate(m.id, { onSuccess: () => notify.success(t('contact.handled')) })}
              />
            ))}
          </ul>
        )}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
