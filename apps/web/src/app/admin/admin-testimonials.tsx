import { STAFF_PAGE_SIZE, type ModerationDecision } from '@shop/domain'
import { useTranslation } from 'react-i18next'
import { AdminPage, ListState } from '../../features/admin/components/admin-page'
import { Pager } from '../../features/admin/components/pager'
import { useListParams } from '../../features/admin/hooks/use-list-params'
import { useModerate, useStaffTestimonials } from '../../features/admin/moderation/api/moderation-api'
import { StatusTabs, statusFrom } from '../../features/admin/moderation/components/status-tabs'
import { TestimonialCard } from '../../features/admin/moderation/components/testimonial-card'
import { useLanguage } from '../../lib/i18n'
import { notify } from '../../lib/toast'

const KEYS = ['status'] as const

/** Testimonials waiting to be read; approved ones appear on /testimonial. */
export function Component() {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const { values, page, set } = useListParams(KEYS)
  const status = statusFrom(values.status)
  const query = useStaffTestimonials({ status, page })
  const moderate = useModerate('testimonials', lang)
  const testimonials = query.data?.data ?? []

  function decide(id: string, decision: ModerationDecision, note: string) {
    moderate.mutate({ id, decision, note }, { onSuccess: () => notify.success(t(decision === 'approve' ? 'moderation.testimonialApproved' : 'moderation.testimonialRejected')) })
  }
  const mine = (id: string) => moderate.variables?.id === id

  return (
    <AdminPage title={t('testimonials.title')} intro={t('testimonials.intro')}>
      <StatusTabs value={status} onChange={(s) => set({ status: s === 'pending' ? '' : s })} />
      <div className="mt-5" aria-busy={query.isFetching}>
        {query.data && (
          <p className="mb-3 text-sm text-ink-600" role="status">
            {t(`testimonials.count.${status}`, { count: query.data.total })}
          </p>
        )}
        <ListState isPending={query.isPending} error={query.error} empty={!!query.data && testimonials.length === 0} emptyText={t(`testimonials.empty.${status}`)} onRetry={() => void query.refetch()} />
        {testimonials.length > 0 && (
          <ul className="grid gap-4">
            {testimonials.map((item) => (
              <TestimonialCard
                key={item.id}
                testimonial={item}
                busy={moderate.isPending && mine(item.id) ? moderate.variables!.decision : null}
                error={mine(item.id) ? moderate.error : null}
                onDecide={(decision, note) => decide(item.id, decision, note)}
              />
            ))}
          </ul>
        )}
        {query.data && <Pager page={page} total={query.data.total} pageSize={STAFF_PAGE_SIZE} />}
      </div>
    </AdminPage>
  )
}
