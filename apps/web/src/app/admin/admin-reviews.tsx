import { useTranslation } from '../../lib/i18n-runtime'
import { AdminPage } from '../../features/admin/components/admin-page'
import { useStaffReviews } from '../../features/admin/moderation/api/moderation-api'
import { ModerationQueue, useQueueParams } from '../../features/admin/moderation/components/moderation-queue'
import { ReviewCard } from '../../features/admin/moderation/components/review-card'
import { useLanguage } from '../../lib/i18n'

/** The review queue: pending reviews first; approving one counts it in the product's rating. */
export function Component() {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const queue = useQueueParams()
  const query = useStaffReviews({ status: queue.status, page: queue.page }, lang)

  return (
    <AdminPage title={t('reviews.title')} intro={t('reviews.intro')}>
      <ModerationQueue kind="reviews" {...queue} query={query}>
        {(review, decision) => <ReviewCard key={review.id} review={review} {...decision} />}
      </ModerationQueue>
    </AdminPage>
  )
}
