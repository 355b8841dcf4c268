import { STAFF_PAGE_SIZE, type ModerationDecision } from '@shop/domain'
import { useTranslation } from 'react-i18next'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { Pager } from '../../features/admin/components/pager'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { useModerate, useStaffReviews } from '../../features/admin/moderation/api/moderation-api'
import { ReviewCard } from '../../features/admin/moderation/components/review-card'
import { StatusTabs, statusFrom } from '../../features/admin/moderation/components/status-tabs'
import { useLanguage } from '../../lib/i18n'
import { notify } from '../../lib/toast'

const KEYS = ['status'] as const

/** The review queue: pending reviews first; approving one counts it in the product's rating. */
export function Component() {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const { values, page, set } = useListParams(KEYS)
  const status = statusFrom(values.status)
  const query = useStaffReviews({ status, page }, lang)
  const moderate = useModerate('reviews', lang)
  const reviews = query.data?.data ?? []

  function decide(id: string, decision: ModerationDecision, note: string) {
    moderate.mutate({ id, decision, note }, { onSuccess: () => notify.success(t(decision === 'approve' ? 'moderation.reviewApproved' : 'moderation.reviewRejected')) })
  }
  const mine = (id: string) => moderate.variables?.id === id

  return (
    <AdminPage title={t('reviews.title')} intro={t('reviews.intro')}>
      <StatusTabs value={status} onChange={(s) => set({ status: s === 'pending' ? '' : s })} />
      <div className="mt-5" aria-busy={query.isFetching}>
        {query.data && (
          <p className="mb-3 text-sm text-ink-600" role="status">
            {t(`reviews.count.${status}`, { count: query.data.total })}
          </p>
        )}
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && reviews.length === 0} emptyText={t(`reviews.empty.${status}`)} onRetry={() => void query.refetch()} />
        {reviews.length > 0 && (
          <ul className="grid gap-4">
            {reviews.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                busy={moderate.isPending && mine(review.id) ? moderate.variables!.decision : null}
                error={mine(review.id) ? moderate.error : null}
                onDecide={(decision, note) => decide(review.id, decision, note)}
              />
            ))}
          </ul>
        )}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
