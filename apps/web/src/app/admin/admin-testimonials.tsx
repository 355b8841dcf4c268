import { useTranslation } from '../../lib/i18n-runtime'
import { AdminPage } from '../../features/admin/components/admin-page'
import { useStaffTestimonials } from '../../features/admin/moderation/api/moderation-api'
import { ModerationQueue, useQueueParams } from '../../features/admin/moderation/components/moderation-queue'
import { TestimonialCard } from '../../features/admin/moderation/components/testimonial-card'

/** Testimonials waiting to be read; approved ones appear on /testimonial. */
export function Component() {
  const { t } = useTranslation('admin2')
  const queue = useQueueParams()
  const query = useStaffTestimonials({ status: queue.status, page: queue.page })

  return (
    <AdminPage title={t('testimonials.title')} intro={t('testimonials.intro')}>
      <ModerationQueue kind="testimonials" {...queue} query={query}>
        {(item, decision) => <TestimonialCard key={item.id} testimonial={item} {...decision} />}
      </ModerationQueue>
    </AdminPage>
  )
}
